import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { builtInRoleDefaults } from '../../../domain/permissions/roleDefaults';
import { createOrRestoreAdmin, firstAdminAtStart, HOW_TO_MAKE_AN_ADMIN } from '../../auth/firstAdmin';
import { verifyPassword } from '../../auth/passwords';
import { users } from '../../db/schema';
import { findUserByEmail } from '../users/userRepository';
import { saveGeneralSettings } from '../settings/settingsRepository';

const t = serverAppPerFile({ LOGIN_MAX_FAILURES_PER_ADDRESS: '1000', LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000' });
let admin: string;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
});

const PASSWORD = 'new-staff-pass-1';
const account = (email: string, user_type?: number) => ({
  email,
  first_name: 'New',
  last_name: 'Person',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...(user_type === undefined ? {} : { user_type }),
});
const signIn = async (email: string, password = PASSWORD) => {
  const res = await t.call('POST', '/api/login', { body: { email, password } });
  expect(res.status).toBe(200);
  // the session's cookie, not the known-device cookie that comes beside it
  return res.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='))!.split(';')[0]!;
};
const stored = async (email: string) => [...(await findUserByEmail(t.database.db, email))!.permissions].sort();

describe('role defaults on every creation path', () => {
  it('a manager made in Accounts signs in with the manager defaults and lists affiliates', async () => {
    expect((await t.call('POST', '/api/admin/user_profiles', { cookie: admin, body: account('staff-manager@example.com', 1) })).status).toBe(201);
    expect(await stored('staff-manager@example.com')).toEqual(builtInRoleDefaults('manager'));
    const cookie = await signIn('staff-manager@example.com');
    expect((await t.call('POST', '/api/manager/user_profiles/affiliates/list', { cookie, body: {} })).status).toBe(200);
  });

  it('an administrator made in Accounts can list the accounts', async () => {
    expect((await t.call('POST', '/api/admin/user_profiles', { cookie: admin, body: account('staff-admin@example.com', 0) })).status).toBe(201);
    const cookie = await signIn('staff-admin@example.com');
    expect((await t.call('POST', '/api/admin/user_profiles/list', { cookie, body: {} })).status).toBe(200);
  });

  it('an affiliate made in Accounts, or registering, gets the affiliate defaults', async () => {
    expect((await t.call('POST', '/api/admin/user_profiles', { cookie: admin, body: account('staff-affiliate@example.com', 2) })).status).toBe(201);
    expect(await stored('staff-affiliate@example.com')).toEqual(builtInRoleDefaults('affiliate'));
    await saveGeneralSettings(t.database.db, { registration_type_id: 1 }, new Date());
    expect((await t.call('POST', '/api/registration/first-time', { body: account('self@example.com') })).status).toBe(201);
    expect(await stored('self@example.com')).toEqual(builtInRoleDefaults('affiliate'));
  });

  it('a request approved later keeps the defaults it was registered with', async () => {
    await saveGeneralSettings(t.database.db, { registration_type_id: 2 }, new Date());
    expect((await t.call('POST', '/api/registration/first-time', { body: account('waiting@example.com') })).status).toBe(201);
    const id = (await findUserByEmail(t.database.db, 'waiting@example.com'))!.id;
    expect((await t.call('POST', '/api/admin/user_profiles/affiliate-requests/batch-approve', { cookie: admin, body: { ids: [id] } })).status).toBe(200);
    const cookie = await signIn('waiting@example.com');
    const me = (await (await t.call('GET', '/api/account', { cookie })).json()) as { data: { permissions: string[] } };
    expect(me.data.permissions).toContain('UI_Reports_Basic');
  });

  it('an advertiser gets the always-added keys', async () => {
    const res = await t.call('POST', '/api/admin/user_profiles/user-accounts/create/advertiser', { cookie: admin, body: account('brand@example.com') });
    expect(res.status).toBe(201);
    expect(await stored('brand@example.com')).toEqual(builtInRoleDefaults('advertiser'));
  });

  it('the demo advertisers hold the advertiser defaults too', async () => {
    for (const email of ['advertiser@example.com', 'partners@coinvault.example']) expect(await stored(email)).toEqual(builtInRoleDefaults('advertiser'));
  });

  it('the workspace defaults an administrator saves are what the next new user gets', async () => {
    const before = (await (await t.call('GET', '/api/admin/rbac/role-defaults', { cookie: admin })).json()) as { data: Record<string, string[]> };
    expect(before.data.manager).toEqual(builtInRoleDefaults('manager'));
    const res = await t.call('PUT', '/api/admin/rbac/role-defaults/manager', {
      cookie: admin,
      body: { permissions: ['UI_UserOperations_View', 'UI_Registration_Type_Open', 'not_a_key'] },
    });
    expect(res.status).toBe(200);
    const saved = ((await res.json()) as { data: { permissions: string[] } }).data.permissions;
    expect(saved).toContain('UI_Registration_Type_Open');
    expect(saved).not.toContain('not_a_key');
    expect(saved).not.toContain('UI_UserOperations_Manage');
    expect((await t.call('POST', '/api/admin/user_profiles', { cookie: admin, body: account('second-manager@example.com', 1) })).status).toBe(201);
    expect(await stored('second-manager@example.com')).toEqual(saved);
  });

  it('refuses an unknown role and a malformed body', async () => {
    expect((await t.call('PUT', '/api/admin/rbac/role-defaults/owner', { cookie: admin, body: { permissions: [] } })).status).toBe(404);
    expect((await t.call('PUT', '/api/admin/rbac/role-defaults/manager', { cookie: admin, body: { permissions: 'all' } })).status).toBe(422);
  });
});

describe('the first administrator', () => {
  const config = (email?: string, password?: string) => ({ adminEmail: email, adminPassword: password });

  it('does nothing while an active administrator exists, and says nothing', async () => {
    expect(await firstAdminAtStart(t.database.db, config('boss@example.com', 'boss-password-1'), new Date())).toBeUndefined();
    expect(await findUserByEmail(t.database.db, 'boss@example.com')).toBeUndefined();
  });

  it('without one, ADMIN_EMAIL/ADMIN_PASSWORD make it once; a restart never overwrites the password', async () => {
    await t.database.db.update(users).set({ statusId: 0 }).where(eq(users.userType, 0));
    expect(await firstAdminAtStart(t.database.db, config(), new Date())).toBe(HOW_TO_MAKE_AN_ADMIN);
    expect(await firstAdminAtStart(t.database.db, config('Boss@Example.com', 'boss-password-1'), new Date())).toMatch(/Created/);
    const cookie = await signIn('boss@example.com', 'boss-password-1');
    expect((await t.call('POST', '/api/admin/user_profiles/list', { cookie, body: {} })).status).toBe(200);
    expect(await stored('boss@example.com')).toEqual(builtInRoleDefaults('admin'));
    expect(await firstAdminAtStart(t.database.db, config('boss@example.com', 'other-password-2'), new Date())).toBeUndefined();
    expect(await verifyPassword('boss-password-1', (await findUserByEmail(t.database.db, 'boss@example.com'))!.passwordHash)).toBe(true);
  });

  it('the CLI restores an existing account as an active administrator with the new password', async () => {
    expect(await createOrRestoreAdmin(t.database.db, { email: 'admin@example.com', password: 'restored-pass-1' }, new Date())).toBe('restored');
    const cookie = await signIn('admin@example.com', 'restored-pass-1');
    expect((await t.call('POST', '/api/admin/user_profiles/list', { cookie, body: {} })).status).toBe(200);
    expect(await createOrRestoreAdmin(t.database.db, { email: 'cli@example.com', password: 'cli-password-1' }, new Date())).toBe('created');
    await signIn('cli@example.com', 'cli-password-1');
  });
});
