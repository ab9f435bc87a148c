import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { zonedAuthProvider } from '../../test/ui/zonedAuthProvider';
import { createI18nProvider } from '../i18n/i18nProvider';
import { DateRangePicker } from './DateRangePicker';
import type { PeriodValue } from './period';

const authProvider = zonedAuthProvider();

function renderPicker(value: PeriodValue | null, onChange = vi.fn()) {
  render(
    <AdminContext i18nProvider={createI18nProvider('en')} store={memoryStore()} authProvider={authProvider}>
      <DateRangePicker value={value} onChange={onChange} />
    </AdminContext>,
  );
  return onChange;
}

describe('the custom range picker', () => {
  it('cannot apply From after To, and says why', async () => {
    const onChange = renderPicker({ period_type: 'today' });
    await userEvent.click(screen.getByLabelText('Period'));
    await userEvent.click(await screen.findByRole('option', { name: 'Custom date' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(screen.getByText('To must be after From.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-03-10');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2029-12-31' } });
    expect(screen.getByText('A period is at most 1,100 days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-12' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ period_type: 'custom_date', period_start: '2026-03-10', period_finish: '2026-03-12' });
  });

  it('sends custom times as wall-clock times of the profile zone and labels them there', async () => {
    const onChange = renderPicker({ period_type: 'custom_time', period_start: '2026-03-10T06:00:00Z', period_finish: '2026-03-10T18:00:00Z' });
    const label = await screen.findByTestId('period-label');
    await within(label).findByText('2026-03-10 09:00 – 2026-03-10 21:00 (Europe/Moscow)');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ period_type: 'custom_time', period_start: '2026-03-10T09:00:00+03:00', period_finish: '2026-03-10T21:00:00+03:00' });
  });
});
