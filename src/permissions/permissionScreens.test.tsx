import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoIds, withFeature, withStoredKeys } from '../../test/permissionToggles';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The permission screens inside the role apps: menus by canAccess, routes, and a permission
// change seen at the next navigation (R318, R335).
const harness = setupRoleAppHarness();
const menu = (name: string) => screen.queryByRole('menuitem', { name });

describe('menus follow the keys (authProvider.canAccess)', () => {
  it('admin: user permissions, system settings and the own view', async () => {
    await harness.renderApp('admin', '/', { shell: true });
    expect(await screen.findByRole('menuitem', { name: 'System settings' })).toBeInTheDocument();
    expect(menu('User permissions')).toBeInTheDocument();
    expect(menu('My permissions')).toBeInTheDocument();
  });

  it('manager: user permissions and the own view, no system settings', async () => {
    await harness.renderApp('manager', '/', { shell: true });
    expect(await screen.findByRole('menuitem', { name: 'User permissions' })).toBeInTheDocument();
    expect(menu('My permissions')).toBeInTheDocument();
    expect(menu('System settings')).not.toBeInTheDocument();
  });

  it('affiliate: the own view only, from the user menu (their side menu holds their work)', async () => {
    await harness.renderApp('affiliate', '/', { shell: true });
    await screen.findByRole('menuitem', { name: 'Dashboard' });
    expect(menu('My permissions')).not.toBeInTheDocument();
    expect(menu('User permissions')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /profile|Alex Affiliate/i }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'My permissions' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'My permissions' })).toBeInTheDocument();
  });
});

describe('a change is seen at the next navigation, without signing in again (R335)', () => {
  it('a removed key takes the menu entry away', async () => {
    await harness.renderApp('manager', '/', { shell: true });
    expect(await screen.findByRole('menuitem', { name: 'User permissions' })).toBeInTheDocument();
    await withStoredKeys(harness.testApp, 'manager@example.com', (held) => held.filter((k) => k !== 'UI_UserOperations_View'), async () => {
      await new Promise((r) => setTimeout(r, 1100)); // past the auth provider's one-second account cache
      await userEvent.click(screen.getByRole('menuitem', { name: 'My permissions' }));
      await waitFor(() => expect(menu('User permissions')).not.toBeInTheDocument());
    });
  });

  it('a switched-off feature takes its menu entry away (R318)', async () => {
    await harness.renderApp('manager', '/', { shell: true });
    expect(await screen.findByRole('menuitem', { name: 'User permissions' })).toBeInTheDocument();
    await withFeature(harness.testApp, 'user_operations', false, async () => {
      await new Promise((r) => setTimeout(r, 1100));
      await userEvent.click(screen.getByRole('menuitem', { name: 'My permissions' }));
      await waitFor(() => expect(menu('User permissions')).not.toBeInTheDocument());
    });
  });
});

describe('routes', () => {
  it('the user list leads to a user’s permission screen', async () => {
    await harness.renderApp('admin', '/permission-users');
    await userEvent.click(await screen.findByText('manager@example.com'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Permissions: Max Manager' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'User operations' })).toBeInTheDocument();
    expect(window.location.pathname).toMatch(/^\/admin\/d\/users\/\d+\/permissions$/);
    await userEvent.click(screen.getByRole('link', { name: 'All users' }));
    expect(await screen.findByText('manager@example.com')).toBeInTheDocument();
  });

  it('a manager does not see administrators in the list', async () => {
    await harness.renderApp('manager', '/permission-users');
    expect(await screen.findByText('affiliate@example.com')).toBeInTheDocument();
    expect(screen.queryByText('admin@example.com')).not.toBeInTheDocument();
  });

  it('/my-permissions shows the own set, read-only for a manager', async () => {
    await harness.renderApp('manager', '/my-permissions');
    expect(await screen.findByRole('heading', { level: 2, name: 'My permissions' })).toBeInTheDocument();
    expect(await screen.findByText('You can see these permissions but not change them.')).toBeInTheDocument();
    // the note can show before the groups have loaded (nothing grantable yet)
    expect(await screen.findByRole('checkbox', { name: 'View users' })).toBeChecked();
  });

  it('/users/:id/permissions is refused without UI_PermissionSettings_View', async () => {
    const { otherAffiliate } = await demoIds(harness.testApp);
    await withStoredKeys(harness.testApp, 'manager@example.com', (held) => held.filter((k) => k !== 'UI_PermissionSettings_View'), async () => {
      await harness.renderApp('manager', `/users/${otherAffiliate}/permissions`);
      await waitFor(() => expect(window.location.pathname).not.toContain('/permissions'));
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    });
  });
});
