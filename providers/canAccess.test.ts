import { describe, expect, it } from 'vitest';
import { canAccess, hasPermission, type ResourceAccess } from './canAccess';

describe('canAccess: languages', () => {
  it.each(['list', 'show', 'export', 'create', 'edit', 'delete'])('admin may %s', (action) => {
    expect(canAccess([], { resource: 'languages', action }, 'admin')).toBe(true);
  });

  it.each(['manager', 'affiliate'] as const)('%s may list and show, not change', (role) => {
    expect(canAccess([], { resource: 'languages', action: 'list' }, role)).toBe(true);
    expect(canAccess([], { resource: 'languages', action: 'show', record: { id: 1 } }, role)).toBe(true);
    for (const action of ['create', 'edit', 'delete']) expect(canAccess([], { resource: 'languages', action }, role)).toBe(false);
  });
});

describe('canAccess: closed by default', () => {
  it('refuses unknown resources, unknown actions, inherited names and a missing role', () => {
    expect(canAccess(['everything'], { resource: 'offers', action: 'list' }, 'admin')).toBe(false);
    expect(canAccess([], { resource: 'languages', action: 'approve' }, 'admin')).toBe(false);
    expect(canAccess([], { resource: 'toString', action: 'list' }, 'admin')).toBe(false);
    expect(canAccess([], { resource: 'languages', action: 'constructor' }, 'admin')).toBe(false);
    expect(canAccess([], { resource: 'languages', action: 'list' }, null)).toBe(false);
  });

  it('checks permission keys for every role, admins included, as on the server', () => {
    const table: Record<string, ResourceAccess> = {
      offers: { list: { roles: ['admin', 'manager'], permission: 'UI_OfferCampaigns_View' } },
      users: { list: { roles: ['admin', 'manager'], permission: ['UI_UserOperations_View', 'UI_PermissionSettings_View'] } },
    };
    expect(canAccess([], { resource: 'offers', action: 'list' }, 'manager', table)).toBe(false);
    expect(canAccess(['UI_OfferCampaigns_View'], { resource: 'offers', action: 'list' }, 'manager', table)).toBe(true);
    expect(canAccess(['UI_OfferCampaigns_View'], { resource: 'offers', action: 'list' }, 'affiliate', table)).toBe(false);
    expect(canAccess([], { resource: 'offers', action: 'list' }, 'admin', table)).toBe(false);
    expect(canAccess(['UI_OfferCampaigns_View'], { resource: 'offers', action: 'list' }, 'admin', table)).toBe(true);
    expect(canAccess(['UI_UserOperations_View'], { resource: 'users', action: 'list' }, 'manager', table)).toBe(false);
    expect(canAccess(['UI_UserOperations_View', 'UI_PermissionSettings_View'], { resource: 'users', action: 'list' }, 'manager', table)).toBe(true);
  });

  it('refuses a key the catalogue does not know, even when held', () => {
    // @ts-expect-error a key the catalogue does not know does not compile (PermissionKey)
    const table: Record<string, ResourceAccess> = { offers: { list: { permission: 'UI_Made_Up' } } };
    expect(canAccess(['UI_Made_Up'], { resource: 'offers', action: 'list' }, 'admin', table)).toBe(false);
  });
});

describe('canAccess: permission screens (docs/decisions.md, permissions)', () => {
  const both = ['UI_UserOperations_View', 'UI_PermissionSettings_View'];
  it('the user picker needs both keys; the own view is open to every role; system settings to admins', () => {
    expect(canAccess(both, { resource: 'permission-users', action: 'list' }, 'manager')).toBe(true);
    expect(canAccess(both.slice(1), { resource: 'permission-users', action: 'list' }, 'manager')).toBe(false);
    expect(canAccess(both, { resource: 'permission-users', action: 'list' }, 'affiliate')).toBe(false);
    expect(canAccess(['UI_PermissionSettings_View'], { resource: 'user-permissions', action: 'show' }, 'admin')).toBe(true);
    expect(canAccess([], { resource: 'user-permissions', action: 'show' }, 'admin')).toBe(false);
    for (const role of ['admin', 'manager', 'affiliate'] as const) {
      expect(canAccess([], { resource: 'my-permissions', action: 'list' }, role)).toBe(true);
      expect(canAccess([], { resource: 'system-settings', action: 'list' }, role)).toBe(role === 'admin');
    }
  });
});

describe('hasPermission (spec 1 §6, R336, R337)', () => {
  it('is true for a held key and false otherwise', () => {
    expect(hasPermission(['UI_Postback_View'], 'UI_Postback_View')).toBe(true);
    expect(hasPermission(['UI_Postback_View'], 'UI_Postback_Manage')).toBe(false);
    expect(hasPermission(undefined, 'UI_Postback_View')).toBe(false);
  });

  it('is false for a name the catalogue does not know, even if held', () => {
    // @ts-expect-error a name the catalogue does not know does not compile either (PermissionKey)
    expect(hasPermission(['made_up'], 'made_up')).toBe(false);
    // @ts-expect-error as above
    expect(hasPermission(['nope'], 'nope')).toBe(false);
  });
});
