import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n/i18nProvider';
import type { ColumnLayout } from './columnLayout';
import { ColumnsModal } from './ColumnsModal';

const COLUMNS = [
  { id: 'id', label: 'ID' },
  { id: 'name', label: 'Name' },
  { id: 'system_name', label: 'System name' },
  { id: 'status', label: 'Status' },
];
const ROW = 40;

/** jsdom lays nothing out: give each column row a 40 px slot so dnd-kit can measure. */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('[data-column]');
    const index = row ? [...row.parentElement!.children].indexOf(row) : 0;
    const top = row ? index * ROW : 0;
    const height = row ? ROW : 186;
    return { x: 0, y: top, top, left: 0, width: 300, height, right: 300, bottom: top + height, toJSON: () => ({}) } as DOMRect;
  });
});

function renderModal(layout: ColumnLayout = { order: COLUMNS.map((c) => c.id), visible: COLUMNS.map((c) => c.id) }) {
  const onSave = vi.fn();
  render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <ColumnsModal open columns={COLUMNS} layout={layout} onClose={vi.fn()} onSave={onSave} />
    </AdminContext>,
  );
  return { onSave, user: userEvent.setup() };
}

const list = () => screen.getByTestId('column-list');
const order = () => within(list()).getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'));

describe('visible-columns modal (R539–R541)', () => {
  it('lists the columns in the user’s order, 186 px high and at most 375 px', () => {
    renderModal({ order: ['status', 'id', 'name', 'system_name'], visible: ['status', 'id'] });
    expect(order()).toEqual(['Status', 'ID', 'Name', 'System name']);
    expect(within(list()).getByRole('checkbox', { name: 'Name' })).not.toBeChecked();
    const style = getComputedStyle(list());
    expect([style.height, style.maxHeight]).toEqual(['186px', '375px']);
  });

  it('searches, selects all and saves visibility', async () => {
    const { user, onSave } = renderModal({ order: COLUMNS.map((c) => c.id), visible: ['id'] });
    await user.type(screen.getByRole('textbox', { name: 'Search columns' }), 'NAME');
    expect(order()).toEqual(['Name', 'System name']);
    await user.clear(screen.getByRole('textbox', { name: 'Search columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(within(list()).getByRole('checkbox', { name: 'Status' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ order: ['id', 'name', 'system_name', 'status'], visible: ['id', 'name', 'system_name'] });
  });

  it('reorders with the keyboard: Space, arrow down, Space', async () => {
    const { user, onSave } = renderModal();
    screen.getByRole('button', { name: 'Move ID' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(order()).toEqual(['Name', 'System name', 'ID', 'Status']));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0]![0].order).toEqual(['name', 'system_name', 'id', 'status']);
  });

  it('reorders with the mouse: drag a handle onto another row', async () => {
    renderModal();
    const handle = screen.getByRole('button', { name: 'Move Status' });
    fireEvent.pointerDown(handle, { isPrimary: true, button: 0, clientX: 10, clientY: 3 * ROW + 20 });
    fireEvent.pointerMove(document, { isPrimary: true, clientX: 10, clientY: 3 * ROW + 10 });
    fireEvent.pointerMove(document, { isPrimary: true, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(document, { isPrimary: true, clientX: 10, clientY: 10 });
    await waitFor(() => expect(order()).toEqual(['Status', 'ID', 'Name', 'System name']));
  });
});
