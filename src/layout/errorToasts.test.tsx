import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { forbidden, serverError, unauthorized } from '../../mocks/faults';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The http client's toasts reach react-admin's notifications through the layout's bridge, and a
// failure the client already reported is not reported a second time by the screen.
const harness = setupRoleAppHarness();
const LIST = { path: '/admin/dictionary/languages/list', method: 'POST' } as const;

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('error toasts (spec 1 §8)', () => {
  it('shows the server message of a 403, once (R69)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await harness.renderApp('admin', '/', { shell: true });
    await screen.findByRole('heading', { name: /Welcome/ });
    harness.server.use(forbidden('You may not list languages.', LIST));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Languages' }));
    expect(await screen.findByText('You may not list languages.')).toBeInTheDocument();
    await settle();
    expect(screen.getAllByText('You may not list languages.')).toHaveLength(1);
  });

  it('shows the access-denied text for a 403 without a message (R70)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await harness.renderApp('admin', '/languages', { faults: [forbidden(null, LIST)] });
    expect(await screen.findByText('Access denied.')).toBeInTheDocument();
  });

  it('shows the internal-error text for a 500, once, and logs the failure (R71, R72)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await harness.renderApp('admin', '/languages', { faults: [serverError(LIST)] });
    expect(await screen.findByText('Internal server error. Please try again later.')).toBeInTheDocument();
    await settle();
    expect(screen.getAllByText('Internal server error. Please try again later.')).toHaveLength(1);
    expect(logged).toHaveBeenCalled();
  });

  it('signs the user out and goes to the sign-in page on a 401 (R68)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('selected_color_scheme', 'Purple Light');
    const { navigate } = await harness.renderApp('admin', '/languages', { faults: [unauthorized(LIST)] });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/a/login', 'assign'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0); // R42
  });
});
