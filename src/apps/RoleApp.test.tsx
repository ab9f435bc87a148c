import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stalled } from '../../mocks/faults';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

const harness = setupRoleAppHarness();

describe('role app', () => {
  it('shows the dashboard with the signed-in user', async () => {
    await harness.renderApp('admin', '/', { shell: true });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Admin' })).toBeInTheDocument();
    expect(screen.getByText('Administrator workspace')).toBeInTheDocument();
    expect(screen.getByText('AffNet')).toBeInTheDocument(); // brand in the app bar (R96)
  });

  it('names the spinner of the loading page drawn before the layout (while the session is checked)', async () => {
    await harness.renderApp('admin', '/', { faults: [stalled({ path: '/account' })] });
    // react-admin draws its spinner after a second; the app bar (and its title) is not there yet
    expect(await screen.findByRole('progressbar', { name: 'Loading' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows an error page for an unknown route (R24)', async () => {
    await harness.renderApp('admin', '/nonsense', { shell: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Page not found' })).toBeInTheDocument();
    // the app bar's page title is the page's one h1
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Back to the dashboard/ })).toHaveAttribute('href', '/admin/d/');
  });

  it('sends a signed-out visitor to the sign-in page with requestUrl and requestParams (R10–R12)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { navigate } = await harness.renderApp('manager', '/languages?page=2', { who: null });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/auth/a/login?requestUrl=%2Fmanager%2Fd%2Flanguages&requestParams=%3Fpage%3D2', 'replace'),
    );
  });

  it('switches a user of another role to their own app (R20)', async () => {
    const { navigate } = await harness.renderApp('admin', '/', { who: 'affiliate' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/affiliate/d/', 'replace'));
  });

  it('lists Languages in the menu of admins and managers, not of affiliates', async () => {
    await harness.renderApp('manager', '/', { shell: true });
    expect(await screen.findByRole('menuitem', { name: 'Languages' })).toBeInTheDocument();
  });

  it('keeps the languages dictionary out of the affiliate menu', async () => {
    await harness.renderApp('affiliate', '/', { shell: true });
    expect(await screen.findByRole('heading', { name: /Welcome, Alex Affiliate/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Languages' })).not.toBeInTheDocument();
  });

  it('switches the interface to Russian and remembers it (R87, R88)', async () => {
    await harness.renderApp('admin', '/', { shell: true });
    await screen.findByRole('heading', { name: 'Welcome, Ada Admin' });
    // react-admin's LocalesMenuButton is labelled with the current language
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByText('Русский'));
    expect(await screen.findByRole('heading', { name: 'Добро пожаловать, Ada Admin' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('ru');
  });

  it('starts in the stored language', async () => {
    localStorage.setItem('language', 'ru');
    await harness.renderApp('manager', '/', { shell: true });
    expect(await screen.findByRole('heading', { name: 'Добро пожаловать, Max Manager' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Языки' })).toBeInTheDocument();
  });
});
