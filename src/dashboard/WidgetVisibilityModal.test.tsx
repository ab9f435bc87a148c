import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { widgetsOf } from '../../domain/dashboard/widgets';
import { MIN_SAVE_MS, SEARCH_DEBOUNCE_MS, WidgetVisibilityModal } from './WidgetVisibilityModal';

const widgets = widgetsOf('admin').map((w) => ({ id: w.id, label: w.label.en }));
const allVisible = Object.fromEntries(widgets.map((w) => [w.id, true]));

function show(overrides: Partial<Parameters<typeof WidgetVisibilityModal>[0]> = {}) {
  const props = { open: true, widgets, visible: allVisible, onClose: vi.fn(), onSave: vi.fn(async () => undefined), ...overrides };
  render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <WidgetVisibilityModal {...props} />
    </AdminContext>,
  );
  return props;
}

const dialog = () => screen.getByRole('dialog');
const boxes = () => within(dialog()).getAllByRole('checkbox');
const selectAll = () => within(dialog()).getByRole('checkbox', { name: 'Select all' });
const search = (text: string) => fireEvent.change(within(dialog()).getByLabelText('Search widgets'), { target: { value: text } });

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('the widget visibility modal', () => {
  it('lists one checkbox per widget besides select all (R454)', () => {
    show();
    expect(boxes()).toHaveLength(widgets.length + 1);
    expect(within(dialog()).getByRole('checkbox', { name: 'Countries' })).toBeChecked();
  });

  it('filters case-insensitively on the label, 300 ms after typing (R450, R451)', () => {
    show();
    search('CLICKS');
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(boxes()).toHaveLength(widgets.length + 1);
    act(() => void vi.advanceTimersByTime(1));
    const names = boxes().map((b) => b.closest('label')?.textContent);
    expect(names).toEqual(['Select all', 'Clicks', 'Clicks / leads / sales by affiliate']);
  });

  it('marks select all indeterminate for a partial selection and disables it while searching (R452, R453)', () => {
    show();
    expect(selectAll()).toBeChecked();
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Profit' }));
    expect(selectAll()).toHaveAttribute('data-indeterminate', 'true');
    expect(selectAll()).toBeEnabled();
    search('rev');
    expect(selectAll()).toBeDisabled();
    search('');
    expect(selectAll()).toBeEnabled();
    fireEvent.click(selectAll());
    expect(boxes().every((b) => (b as HTMLInputElement).checked)).toBe(true);
  });

  it('explains itself in a tooltip (R455)', async () => {
    show();
    fireEvent.mouseOver(within(dialog()).getByLabelText(/Choose which widgets/));
    act(() => void vi.advanceTimersByTime(600));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Choose which widgets your dashboard shows.');
  });

  it('closes without saving (R456)', () => {
    const props = show();
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Profit' }));
    fireEvent.click(within(dialog()).getAllByRole('button', { name: 'Close' })[0]!);
    expect(props.onClose).toHaveBeenCalled();
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it('saves the whole Visible map and shows its loading state for at least 1000 ms (R457, R458, R460)', async () => {
    // the clock moves only when the test moves it: a busy machine's real time must not end the 1000 ms early
    vi.useRealTimers();
    vi.useFakeTimers();
    const props = show();
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Profit' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(props.onSave).toHaveBeenCalledWith({ ...allVisible, ATL_Profit: false });
    await act(async () => void (await vi.advanceTimersByTimeAsync(MIN_SAVE_MS - 50)));
    expect(within(dialog()).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog()).getByRole('progressbar')).toBeInTheDocument();
    expect(props.onClose).not.toHaveBeenCalled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(props.onClose).toHaveBeenCalled();
  });

  it('is between 290 and 368 px wide (R459)', () => {
    show();
    const paper = screen.getByTestId('widget-visibility-modal');
    const style = getComputedStyle(paper);
    expect(style.maxWidth).toBe('368px');
    expect(style.minWidth).toBe('290px');
  });
});
