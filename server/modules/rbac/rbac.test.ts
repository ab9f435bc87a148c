import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { ALWAYS_ADDED_KEYS } from '../../../domain/permissions/catalogue';
import { fullPermissions } from '../../../domain/permissions/defaults';
import { users } from '../../db/schema';
import { findUserByEmail } from '../users/userRepository';
import { configurableKeys } from '../../../domain/permissions/visibility';
import { DEMO_AFFILIATE_PERMISSIONS, DEMO_MANAGER_PERMISSIONS, DEMO_WORKSPACE_FEATURES } from '../../db/seedSettings';
import { demoIds, withFeature, withStoredKeys, type DemoIds } from '../../../test/permissionToggles';

const t = serverAppPerFile();
let ids: DemoIds;
const cookie: Record<'admin' | 'manager' | 'affiliate', string> = { admin: '', manager: '', affiliate: '' };
beforeAll(async () => {
  ids = await demoIds(t);
  for (const role of ['admin', 'manager', 'affiliate'] as const) cookie[role] = await t.cookieFor(role);
});
// every test starts from the seeded keys
afterEach(async () => {
  const db = t.database.db;
  await db.update(users).set({ permissions: fullPermissions('admin') }).where(eq(users.userType, 0));
  await db.update(users).set({ permissions: [...DEMO_MANAGER_PERMISSIONS].sort() }).where(eq(users.userType, 1));
  await db.update(users).set({ permissions: [...DEMO_AFFILIATE_PERMISSIONS].sort() }).where(eq(users.userType, 2));
});

type Who = keyof typeof cookie;
const BASE = '/rbac/ui-permission';
const get = async (who: Who, what: 'active' | 'allowed', id: number) => t.call('GET', `/api/${who}${BASE}/${what}/${id}`, { cookie: cookie[who] });
const data = async (res: Response) => (await res.json()).data;
const setState = (who: Who, body: unknown) => t.call('POST', `/api/${who}${BASE}/set-state`, { cookie: cookie[who], body });
const account = async (who: Who) => (await data(await t.call('GET', '/api/account', { cookie: cookie[who] }))).permissions as string[];

describe('GET /rbac/ui-permission/active/{id} (R352, R356)', () => {
  it('answers the user permission set: user_id and the keys held', async () => {
    const res = await get('admin', 'active', ids.manager);
    expect(res.status).toBe(200);
    const set = await data(res);
    expect(set).toMatchObject({ id: ids.manager, user_id: ids.manager, user_type: 1, full_name: 'Max Manager', email: 'manager@example.com' });
    expect(set.permissions).toEqual([...DEMO_MANAGER_PERMISSIONS].sort());
  });

  it('lets everyone read their own set, with no key', async () => {
    const res = await get('affiliate', 'active', ids.affiliate);
    expect(res.status).toBe(200);
    expect((await data(res)).permissions).toEqual([...DEMO_AFFILIATE_PERMISSIONS].sort());
  });

  it("refuses someone else's set without UI_PermissionSettings_View, and an admin's to a manager", async () => {
    expect((await get('affiliate', 'active', ids.otherAffiliate)).status).toBe(403);
    // outside a manager's scope a user reads as unknown (404), as in user management
    expect((await get('manager', 'active', ids.admin)).status).toBe(404);
    expect((await get('manager', 'active', ids.otherAffiliate)).status).toBe(200);
  });

  it('answers 404 for an unknown user and for a malformed id', async () => {
    expect((await get('admin', 'active', 999999)).status).toBe(404);
    expect((await t.call('GET', `/api/admin${BASE}/active/abc`, { cookie: cookie.admin })).status).toBe(404);
  });
});

describe('GET /rbac/ui-permission/allowed/{id} (R355)', () => {
  it("keeps a manager to their own affiliates: another manager's affiliate reads as unknown and cannot be changed", async () => {
    const foreign = (await findUserByEmail(t.database.db, 'affiliate3@example.com'))!; // managed by manager2
    expect(foreign.managerId).not.toBe(ids.manager);
    expect((await get('manager', 'active', foreign.id)).status).toBe(404);
    expect((await get('manager', 'allowed', foreign.id)).status).toBe(404);
    const before = [...foreign.permissions].sort();
    const res = await setState('manager', { user_id: foreign.id, permissions: ['UI_PayoutRules_View'] });
    expect(res.status).toBe(422);
    const after = (await findUserByEmail(t.database.db, 'affiliate3@example.com'))!;
    expect([...after.permissions].sort()).toEqual(before);
    const listed = await data(await t.call('POST', `/api/manager${BASE}/users/list`, { cookie: cookie.manager, body: { per_page: 500 } }));
    const listedIds = listed.map((u: { id: number }) => u.id);
    expect(listedIds).toContain(ids.otherAffiliate);
    expect(listedIds).not.toContain(foreign.id);
    // the admin still reaches everyone
    expect((await get('admin', 'active', foreign.id)).status).toBe(200);
  });

  it("an admin may grant every checkbox of a manager's screen whose feature is on", async () => {
    const allowed = (await data(await get('admin', 'allowed', ids.manager))).permissions;
    expect([...allowed].sort()).toEqual(configurableKeys('manager', DEMO_WORKSPACE_FEATURES).sort());
    expect(allowed).toContain('UI_PushBrokers_View');
    const featureOff = await withFeature(t, 'push_brokers', false, async () => (await data(await get('admin', 'allowed', ids.manager))).permissions);
    expect(featureOff).not.toContain('UI_PushBrokers_View');
  });

  it('a manager may grant an affiliate only what the manager has, plus affiliate-only keys', async () => {
    const allowed: string[] = (await data(await get('manager', 'allowed', ids.otherAffiliate))).permissions;
    expect(allowed).toEqual(expect.arrayContaining(['UI_Postback_View', 'UI_Postback_Manage', 'UI_Reports_Basic']));
    expect(allowed).not.toContain('UI_Order_Sum'); // hide_sale_order_sum is off
    expect(allowed).not.toContain('UI_PayoutRules_Manage');
    expect(allowed).not.toContain('UI_Billing_ManagePayouts');
  });

  it('is empty (read-only screen) without the Manage key of the user’s role (R373–R375, R377)', async () => {
    expect((await data(await get('manager', 'allowed', ids.manager))).permissions).toEqual([]);
    expect((await data(await get('affiliate', 'allowed', ids.affiliate))).permissions).toEqual([]);
    await withStoredKeys(t, 'admin@example.com', (held) => held.filter((k) => k !== 'UI_PermissionSettings_ManageManager'), async () => {
      expect((await data(await get('admin', 'allowed', ids.manager))).permissions).toEqual([]);
    });
  });
});

describe('POST /rbac/ui-permission/set-state (R357, R371, R372)', () => {
  it('saves the keys, adds the always-added ones, and GET active shows them', async () => {
    const res = await setState('admin', { user_id: ids.manager, permissions: ['UI_Postback_View', 'UI_UserOperations_View'] });
    expect(res.status).toBe(200);
    const saved = await data(res);
    expect(saved.user_id).toBe(ids.manager);
    expect(saved.permissions).toEqual(expect.arrayContaining(['UI_Postback_View', 'UI_UserOperations_View', ...ALWAYS_ADDED_KEYS]));
    expect(saved.permissions).not.toContain('UI_OfferCampaigns_View');
    expect((await data(await get('admin', 'active', ids.manager))).permissions).toEqual(saved.permissions);
  });

  it('adds UI_OfferCampaigns_View for an affiliate', async () => {
    const saved = await data(await setState('admin', { user_id: ids.otherAffiliate, permissions: [] }));
    expect(saved.permissions).toEqual(expect.arrayContaining(['UI_OfferCampaigns_View', ...ALWAYS_ADDED_KEYS]));
  });

  it("drops keys of other roles' groups, of switched-off features and unknown names; keeps what the editor cannot change", async () => {
    await withStoredKeys(t, 'manager@example.com', () => ['UI_PushBrokers_View'], () => withFeature(t, 'push_brokers', false, async () => {
      const saved = await data(
        await setState('admin', {
          user_id: ids.manager,
          permissions: ['UI_Capacity_View', 'UI_PushBrokers_Manage', 'made_up', 'CUSTOM_UI_Admin', 'UI_Logs_View', 'UI_Postback_View'],
        }),
      );
      expect(saved.permissions).not.toEqual(expect.arrayContaining(['UI_Capacity_View']));
      for (const dropped of ['UI_Capacity_View', 'UI_PushBrokers_Manage', 'made_up', 'CUSTOM_UI_Admin']) expect(saved.permissions).not.toContain(dropped);
      expect(saved.permissions).toContain('UI_Postback_View');
      // push_brokers is off: the held key stays for when it comes back
      expect(saved.permissions).toContain('UI_PushBrokers_View');
    }));
  });

  it('clears the children of a view permission that is off', async () => {
    const saved = await data(await setState('admin', { user_id: ids.manager, permissions: ['UI_Postback_Manage'] }));
    expect(saved.permissions).not.toContain('UI_Postback_Manage');
  });

  it('a manager may change an affiliate, not another manager, and cannot grant what they lack', async () => {
    const saved = await data(await setState('manager', { user_id: ids.otherAffiliate, permissions: ['UI_PayoutRules_View', 'UI_PayoutRules_Manage', 'UI_Reports_Basic'] }));
    expect(saved.permissions).toEqual(expect.arrayContaining(['UI_PayoutRules_View', 'UI_Reports_Basic']));
    expect(saved.permissions).not.toContain('UI_PayoutRules_Manage');
    const other = await t.call('POST', `/api/manager${BASE}/set-state`, { cookie: cookie.manager, body: { user_id: ids.manager, permissions: [] } });
    expect(other.status).toBe(403);
  });

  it('needs the Manage key of the target role (R373–R375)', async () => {
    await withStoredKeys(t, 'admin@example.com', (held) => held.filter((k) => k !== 'UI_PermissionSettings_ManageAffiliate'), async () => {
      expect((await setState('admin', { user_id: ids.otherAffiliate, permissions: [] })).status).toBe(403);
    });
  });

  it('an admin cannot take their own permission-settings keys away', async () => {
    const saved = await data(await setState('admin', { user_id: ids.admin, permissions: ['UI_Postback_View'] }));
    expect(saved.permissions).toEqual(expect.arrayContaining(['UI_PermissionSettings_View', 'UI_PermissionSettings_ManageAdmin']));
    expect(saved.permissions).not.toContain('UI_Billing_View');
    // the registration types have checkboxes, so unticked they go
    expect(saved.permissions).not.toContain('UI_Registration_Type_Open');
  });

  it('answers 422 for a malformed body or an unknown user, 403 to an affiliate', async () => {
    const bad = await setState('admin', { user_id: 'x', permissions: 'all' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).map((e: { field: string }) => e.field).sort()).toEqual(['permissions', 'user_id']);
    const unknown = await setState('admin', { user_id: 999999, permissions: [] });
    expect(unknown.status).toBe(422);
    expect((await setState('affiliate', { user_id: ids.affiliate, permissions: [] })).status).toBe(403);
  });
});

describe('effective permissions at the next request', () => {
  it("a removed key is gone from the user's next request, without signing in again", async () => {
    const manager = await t.cookieFor('manager');
    const listUsers = () => t.call('POST', `/api/manager${BASE}/users/list`, { cookie: manager, body: {} });
    expect((await listUsers()).status).toBe(200);
    const held: string[] = (await data(await get('admin', 'active', ids.manager))).permissions;
    await setState('admin', { user_id: ids.manager, permissions: held.filter((k) => k !== 'UI_UserOperations_View') });
    expect((await listUsers()).status).toBe(403);
    const me = await data(await t.call('GET', '/api/manager/me', { cookie: manager }));
    expect(me.permissions).not.toContain('UI_UserOperations_View');
  });

  it('user info carries derived keys, and a switched-off feature takes its keys away', async () => {
    expect(await account('admin')).toEqual(expect.arrayContaining(['CUSTOM_UI_Admin', 'UI_Enable_Advertiser', 'CUSTOM_CLICK_COMMISSIONS']));
    expect(await account('manager')).toEqual(expect.arrayContaining(['CUSTOM_UI_Manager', 'CUSTOM_UI_CRG_View']));
    expect(await account('affiliate')).toContain('CUSTOM_UI_Affiliate');
    await withFeature(t, 'postback_management', false, async () => {
      expect(await account('manager')).not.toContain('UI_Postback_View');
    });
    expect(await account('manager')).toContain('UI_Postback_View');
  });

  it('administrators hold keys like everyone: no key, no access', async () => {
    await withStoredKeys(t, 'admin@example.com', (held) => held.filter((k) => k !== 'UI_UserOperations_View'), async () => {
      const res = await t.call('POST', `/api/admin${BASE}/users/list`, { cookie: cookie.admin, body: {} });
      expect(res.status).toBe(403);
    });
  });

  it('the sign-in answer carries the effective keys', async () => {
    const res = await t.call('POST', '/api/login', { body: { email: 'manager@example.com', password: 'demo-password-1' } });
    expect((await data(res)).permissions).toEqual(expect.arrayContaining(['CUSTOM_UI_Manager']));
  });
});

describe('POST /rbac/ui-permission/users/list', () => {
  const list = (who: Who, body: unknown) => t.call('POST', `/api/${who}${BASE}/users/list`, { cookie: cookie[who], body });

  it('lists users with paging; managers do not see administrators', async () => {
    const admin = await list('admin', { per_page: 5, sort: 'id' });
    expect(admin.status).toBe(200);
    expect(Number(admin.headers.get('X-Pagination-Total-Count'))).toBeGreaterThan(40);
    const rows = await data(admin);
    expect(rows[0]).toEqual({ id: ids.admin, email: 'admin@example.com', full_name: 'Ada Admin', user_type: 0 });
    const manager = await data(await list('manager', { per_page: 500 }));
    expect(manager.some((r: { user_type: number }) => r.user_type === 0)).toBe(false);
  });

  it('filters by text and user type, and refuses bad parameters', async () => {
    const found = await data(await list('admin', { q: 'max manager' }));
    expect(found.map((r: { email: string }) => r.email)).toEqual(['manager@example.com']);
    const managers = await data(await list('admin', { user_type: 1, per_page: 100 }));
    expect(managers).toHaveLength(4);
    expect((await list('admin', { user_type: 9 })).status).toBe(422);
  });
});
