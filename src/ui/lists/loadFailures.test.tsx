import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serverError } from '../../../mocks/faults';
import { setupRoleAppHarness } from '../../../test/ui/roleAppHarness';

// A failing list, widget or page shows the error with Retry, never an empty state; an invalid
// filter in the address is dropped with a warning. Against the real API (MSW → server app).
const harness = setupRoleAppHarness();
const USERS = { path: '/admin/user_profiles/list', method: 'POST', once: true } as const;

describe('load failures', () => {
  it('shows a failed list as an error with Retry, and the rows after Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await harness.renderApp('admin', '/user-operations/all-users', { faults: [serverError(USERS)] });
    const alert = (await screen.findByText('Could not load the data.')).closest('[role="alert"]') as HTMLElement;
    expect(await screen.findByText('Internal server error. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('banned2@example.com')).toBeNull();
    expect(screen.queryByText(/No .* yet|No results/i)).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('banned2@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('labels Retry in Russian', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', '/user-operations/all-users', { faults: [serverError(USERS)] });
    const retry = await screen.findByRole('button', { name: 'Повторить' });
    await userEvent.click(retry);
    expect(await screen.findByText('banned2@example.com')).toBeInTheDocument();
  });

  it('drops an invalid filter from the address, warns, and lists with the rest', async () => {
    await harness.renderApp('admin', `/user-operations/all-users?filter=${encodeURIComponent('{"status_id":"abc","q":"banned"}')}`);
    expect(await screen.findByText(/A filter in the address was not valid and was removed: Status/)).toBeInTheDocument();
    expect(await screen.findByText('banned2@example.com')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).not.toContain('abc'));
    expect(decodeURIComponent(window.location.search)).toContain('"q":"banned"');
  });

  it('shows a failed widget with Retry, and its figure after Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await harness.renderApp('admin', '/', { faults: [serverError({ path: '/admin/dashboard/measure/profit-chart', method: 'POST', once: true })] });
    const widget = await screen.findByTestId('widget-ATL_Profit');
    await userEvent.click(await within(widget).findByRole('button', { name: 'Retry' }));
    expect(await within(widget).findByTestId('total-ATL_Profit')).toBeInTheDocument();
  });
});
