import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, type OpenAs } from './fixtures';

// The permission journey (docs/decisions.md, permissions): an admin takes a key from a signed-in
// manager, who loses the menu at the next navigation and gets 403 from the endpoint; switching
// off a workspace feature takes its group off the permission screen.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** A browser context of its own with the user's session, in their app. */
async function signedIn(browser: Browser, baseURL: string, openAs: OpenAs, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await openAs(page, email);
  return page;
}

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/api/admin${path}`, { method, headers: XHR, data });
  expect(res.status(), `${method} ${path}`).toBe(200);
  return (await res.json()).data as T;
}

test('an admin removes UI_UserOperations_View from a signed-in manager, then switches off a feature', async ({ browser, server, openAs }) => {
  const admin = await signedIn(browser, server.url, openAs, 'admin@example.com');
  const manager = await signedIn(browser, server.url, openAs, 'manager@example.com');
  const users = await api<Array<{ id: number; email: string }>>(admin.request, 'POST', '/rbac/ui-permission/users/list', { q: 'manager@example.com' });
  const managerId = users[0]!.id;
  const before = await api<{ permissions: string[] }>(admin.request, 'GET', `/rbac/ui-permission/active/${managerId}`);
  const featuresBefore = (await api<{ 'general-settings': { workspace_features: string[] } }>(admin.request, 'GET', '/settings/config'))[
    'general-settings'
  ].workspace_features;

  try {
    // the manager sees the user list in the menu and may call its endpoint
    await expect(manager.getByRole('menuitem', { name: 'User permissions' })).toBeVisible();
    const allowed = await manager.request.post('/api/manager/rbac/ui-permission/users/list', { headers: XHR, data: {} });
    expect(allowed.status()).toBe(200);

    // the admin opens the manager's permissions from the user list and unticks View users
    await admin.getByRole('menuitem', { name: 'User permissions' }).click();
    await admin.getByText('manager@example.com').click();
    await expect(admin.getByRole('heading', { level: 2, name: 'Permissions: Max Manager' })).toBeVisible();
    const viewUsers = admin.getByRole('checkbox', { name: 'View users' });
    await expect(viewUsers).toBeChecked();
    await viewUsers.uncheck();
    await expect(admin.getByRole('checkbox', { name: 'Ban and unban users' })).toBeDisabled();
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Permissions updated.')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Save' })).toHaveCount(0);

    // the manager's next navigation loses the menu entry; the endpoint answers 403
    await manager.getByRole('menuitem', { name: 'My permissions' }).click();
    await expect(manager.getByRole('heading', { level: 2, name: 'My permissions' })).toBeVisible();
    await expect(manager.getByRole('menuitem', { name: 'User permissions' })).toHaveCount(0);
    await expect(manager.getByRole('checkbox', { name: 'View users' })).not.toBeChecked();
    const refused = await manager.request.post('/api/manager/rbac/ui-permission/users/list', { headers: XHR, data: {} });
    expect(refused.status()).toBe(403);

    // the admin switches off postback management: its group leaves the manager's permission screen
    await expect(admin.getByRole('heading', { level: 2, name: 'Postbacks' })).toBeVisible();
    await admin.getByRole('menuitem', { name: 'System settings' }).click();
    const general = admin.getByRole('region', { name: 'General settings' });
    await general.getByRole('checkbox', { name: 'Postback management' }).uncheck();
    await general.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Settings saved.')).toBeVisible();
    await admin.goBack();
    await expect(admin.getByRole('heading', { level: 2, name: 'Permissions: Max Manager' })).toBeVisible();
    await expect(admin.getByRole('heading', { level: 2, name: 'User operations' })).toBeVisible();
    await expect(admin.getByRole('heading', { level: 2, name: 'Postbacks' })).toHaveCount(0);
  } finally {
    // leave the worker's shared database as the seed made it
    await api(admin.request, 'POST', '/rbac/ui-permission/set-state', { user_id: managerId, permissions: before.permissions });
    await api(admin.request, 'PUT', '/settings/config/batch-update/general-settings', { workspace_features: featuresBefore });
    await admin.context().close();
    await manager.context().close();
  }
});
