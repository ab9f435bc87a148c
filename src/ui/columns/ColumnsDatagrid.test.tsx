import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../../test/ui/roleAppHarness';

// The Languages list with the visible-columns modal, against the real API.
const harness = setupRoleAppHarness();

const headers = () => within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent?.trim()).filter(Boolean);
const serverGrids = async () => {
  const { testApp } = harness;
  const res = await testApp.call('GET', '/api/admin/me/ui-settings', { cookie: await testApp.cookieFor('admin') });
  return (await res.json()).data.grid_settings;
};

describe('visible columns on a list (R507–R511, R516, R539)', () => {
  it('hides a column, keeps the layout locally until the save, sends it on page hide, and keeps it after a reload', async () => {
    await harness.renderApp('admin', '/languages');
    await waitFor(() => within(screen.getByRole('table')).getByText('Deutsch'));
    expect(headers()).toContain('Status');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visible columns' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Status' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(headers()).not.toContain('Status'));

    // queued for 15 s: the unsaved payload is kept in the ui-settings-grid-cache store
    const store = JSON.parse(localStorage.getItem('ui-settings-grid-cache') ?? '{}');
    expect(store.payload.map((g: { grid_id: string }) => g.grid_id).sort()).toEqual(['languages', 'languages-mob']);
    expect(Object.keys(store.cache)).toEqual(expect.arrayContaining(['languages', 'languages-mob']));
    expect(await serverGrids()).toEqual({});

    // the tab goes away: the queue is flushed at once
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(async () => expect((await serverGrids()).languages?.visibleColumns).toEqual(['id', 'name', 'system_name']));
    expect((await serverGrids())['languages-mob'].columns).toEqual(['id', 'name', 'system_name', 'status']);

    // a fresh page with an empty local store reads the layout from the server
    cleanup();
    localStorage.clear();
    await harness.renderApp('admin', '/languages');
    await waitFor(() => within(screen.getByRole('table')).getByText('Deutsch'));
    await waitFor(() => expect(headers()).not.toContain('Status'));
    expect(headers()).toContain('Name');
  });
});
