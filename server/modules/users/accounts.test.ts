import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed';
import { serverAppPerFile } from '../../../test/serverTest';
import { usersHelpers, type Data } from './testing.test-utils';
import { IBAN_MESSAGE } from '../../../domain/validators/iban';

const t = serverAppPerFile({ LOGIN_MAX_FAILURES_PER_ADDRESS: '1000', LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000' });
let admin: string;
let manager: string;
let h: ReturnType<typeof usersHelpers>;
let own: number; // an affiliate of manager@
let foreign: number; // an affiliate of manager2@
beforeAll(async () => {
  admin = await t.cookieFor('admin');
  manager = await t.cookieFor('manager');
  h = usersHelpers(t);
  own = await h.idOf('affiliate2@example.com');
  foreign = await h.idOf('affiliate3@example.com');
});

const A = (role: string, id: number, action: string) => `/api/${role}/user_profiles/user-accounts/${id}/${action}`;
const login = (email: string, password: string) => t.call('POST', '/api/login', { body: { email, password } });

describe('GET /user_profiles/{id} and the role lookup', () => {
  it('reads an account with its people and display', async () => {
    const res = await t.call('GET', `/api/admin/user_profiles/${own}`, { cookie: admin });
    expect(res.status).toBe(200);
    const { data } = await h.json<Data<Record<string, unknown>>>(res);
    expect(data).toMatchObject({
      id: own,
      username: 'affiliate2@example.com',
      manager_id: await h.idOf('manager@example.com'),
      manager: { id: await h.idOf('manager@example.com'), username: 'Max Manager' },
      manager_label: 'Max Manager',
      registered_by: null,
      status_id: 1,
      status: 1,
      mobile: '',
      isBanned: false,
    });
    expect(data).not.toHaveProperty('password_hash');
  });

  it('reads the role of a manager account', async () => {
    const res = await t.call('GET', `/api/admin/user_profiles/user-accounts/${await h.idOf('manager2@example.com')}/role`, { cookie: admin });
    expect((await h.json<Data<unknown>>(res)).data).toMatchObject({ user_type: 1, role: 'manager', label: 'Manager' });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await t.call('GET', '/api/admin/user_profiles/999999', { cookie: admin })).status).toBe(404);
  });
});

describe('scope', () => {
  it("refuses a manager another manager's affiliate by id, and changes nothing", async () => {
    const before = await h.changeCount();
    const commission = (await h.user(own)).commissionTypeId;
    expect((await t.call('GET', `/api/manager/user_profiles/${foreign}`, { cookie: manager })).status).toBe(404);
    expect((await t.call('PATCH', `/api/manager/user_profiles/${foreign}`, { cookie: manager, body: { first_name: 'X' } })).status).toBe(404);
    expect((await t.call('PUT', A('manager', foreign, 'comment'), { cookie: manager, body: { comment: 'x' } })).status).toBe(404);
    const batch = await t.call('POST', '/api/manager/user_profiles/user-accounts/batch-set-commission-type', { cookie: manager, body: { ids: [own, foreign], commission_type_id: commission === 1 ? 2 : 1 } });
    expect(batch.status).toBe(422);
    expect((await h.user(own)).commissionTypeId).toBe(commission);
    expect((await h.user(foreign)).firstName).not.toBe('X');
    expect(await h.changeCount()).toBe(before);
  });

  it('lets an affiliate read and edit only themselves', async () => {
    const me = await t.cookieFor('affiliate@example.com');
    const self = await h.idOf('affiliate@example.com');
    expect((await t.call('GET', `/api/affiliate/user_profiles/${self}`, { cookie: me })).status).toBe(200);
    expect((await t.call('GET', `/api/affiliate/user_profiles/${own}`, { cookie: me })).status).toBe(403);
    const res = await t.call('PATCH', `/api/affiliate/user_profiles/${self}`, { cookie: me, body: { mobile: '+14155552671' } });
    expect(res.status).toBe(200);
    const refused = await t.call('PATCH', `/api/affiliate/user_profiles/${self}`, { cookie: me, body: { commission_type_id: 2 } });
    expect(refused.status).toBe(422);
  });
});

describe('ban and unban', () => {
  it('ends every session of the banned user at once and logs the change', async () => {
    const id = await h.idOf('affiliate4@example.com');
    const elsewhere = await t.cookieFor('affiliate4@example.com');
    expect((await t.call('GET', '/api/affiliate/me', { cookie: elsewhere })).status).toBe(200);
    const res = await t.call('POST', A('admin', id, 'ban'), { cookie: admin, headers: { 'X-Test-Ip': '203.0.113.9' } });
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/api/affiliate/me', { cookie: elsewhere })).status).toBe(401);
    expect(await h.sessionCount(id)).toBe(0);
    expect((await h.user(id)).statusId).toBe(0);
    expect((await login('affiliate4@example.com', DEMO_PASSWORD)).status).toBe(422);
    const [entry] = (await h.changesOf(id)).slice(-1);
    expect(entry).toMatchObject({ action: 'ban', actorId: await h.idOf('admin@example.com'), ip: '203.0.113.9', changes: { status_id: { from: 1, to: 0 } } });
    const read = await h.json<Data<{ isBanned: boolean }>>(await t.call('GET', `/api/admin/user_profiles/${id}`, { cookie: admin }));
    expect(read.data.isBanned).toBe(true);

    expect((await t.call('POST', A('admin', id, 'unban'), { cookie: admin })).status).toBe(200);
    expect((await h.user(id)).statusId).toBe(1);
    expect((await login('affiliate4@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses banning oneself', async () => {
    expect((await t.call('POST', A('admin', await h.idOf('admin@example.com'), 'ban'), { cookie: admin })).status).toBe(422);
  });
});

describe('password, comment, traffic channel, callback key', () => {
  it('changes a password only with a matching confirmation', async () => {
    const id = await h.idOf('affiliate6@example.com');
    const before = (await h.changesOf(id)).length;
    const bad = await t.call('POST', A('admin', id, 'change-password'), { cookie: admin, body: { password: 'new-password-1', password_confirmation: 'other-password' } });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual([{ field: 'password_confirmation', message: 'The values do not match.' }]);
    expect((await h.changesOf(id)).length).toBe(before);
    const good = await t.call('POST', A('admin', id, 'change-password'), { cookie: admin, body: { password: 'new-password-1', password_confirmation: 'new-password-1' } });
    expect(good.status).toBe(200);
    expect((await login('affiliate6@example.com', 'new-password-1')).status).toBe(200);
    const [entry] = (await h.changesOf(id)).slice(-1);
    expect(entry!.changes).toEqual({ password: { from: '***', to: '***' } });
  });

  it('saves a comment and a traffic channel', async () => {
    expect((await t.call('PUT', A('manager', own, 'comment'), { cookie: manager, body: { comment: ' Calls on Mondays ' } })).status).toBe(200);
    expect((await h.user(own)).comment).toBe('Calls on Mondays');
    const bad = await t.call('POST', A('manager', own, 'set-traffic-channel'), { cookie: manager, body: { traffic_channel: 'carrier-pigeon' } });
    expect(bad.status).toBe(422);
    const res = await t.call('POST', A('manager', own, 'set-traffic-channel'), { cookie: manager, body: { traffic_channel: 'seo', change_option: 1 } });
    expect((await h.json<Data<unknown>>(res)).data).toMatchObject({ traffic_channel: 'seo', change_option: 1 });
    expect((await h.user(own)).trafficChannel).toBe('seo');
  });

  it('makes a new random callback secret each time and shows it once', async () => {
    const first = await h.json<Data<{ callback_secret_key: string }>>(await t.call('POST', A('admin', own, 'change-callback-secret-key'), { cookie: admin }));
    const second = await h.json<Data<{ callback_secret_key: string }>>(await t.call('POST', A('admin', own, 'change-callback-secret-key'), { cookie: admin }));
    expect(first.data.callback_secret_key).toMatch(/^[\w-]{32}$/);
    expect(second.data.callback_secret_key).not.toBe(first.data.callback_secret_key);
    const profile = await h.json<Data<Record<string, unknown>>>(await t.call('GET', `/api/admin/user_profiles/${own}`, { cookie: admin }));
    expect(JSON.stringify(profile)).not.toContain(second.data.callback_secret_key);
    expect(profile.data.has_callback_secret_key).toBe(true);
  });
});

describe('PATCH /user_profiles/{id}', () => {
  it('patches a name and logs from what to what', async () => {
    const id = await h.idOf('affiliate8@example.com');
    const res = await t.call('PATCH', `/api/admin/user_profiles/${id}`, { cookie: admin, body: { first_name: 'Renamed' } });
    expect(res.status).toBe(200);
    expect((await h.json<Data<{ first_name: string }>>(res)).data.first_name).toBe('Renamed');
    const [entry] = (await h.changesOf(id)).slice(-1);
    expect(entry!.changes).toEqual({ first_name: { from: expect.any(String), to: 'Renamed' } });
  });

  it('refuses empty bank information with the spec message, and a taken e-mail', async () => {
    const res = await t.call('PATCH', `/api/admin/user_profiles/${own}`, { cookie: admin, body: { bank_account_number: '', bank_iban_number: '' } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual([{ field: 'bank_account_number', message: 'You must fill at least Account Number or IBAN' }]);
    const taken = await t.call('PATCH', `/api/admin/user_profiles/${own}`, { cookie: admin, body: { email: 'admin@example.com' } });
    expect(taken.status).toBe(422);
    const typo = await t.call('PATCH', `/api/admin/user_profiles/${own}`, { cookie: admin, body: { bank_iban_number: 'DE88370400440532013000' } });
    expect(typo.status).toBe(422);
    expect(await typo.json()).toEqual([{ field: 'bank_iban_number', message: IBAN_MESSAGE }]);
    const ok = await t.call('PATCH', `/api/admin/user_profiles/${own}`, { cookie: admin, body: { bank_iban_number: 'DE89370400440532013000' } });
    expect(ok.status).toBe(200);
  });

  it('logs a bank change masked: that it changed and the last four characters', async () => {
    await t.call('PATCH', `/api/admin/user_profiles/${own}`, { cookie: admin, body: { bank_iban_number: 'GB82 WEST 1234 5698 7654 32' } });
    const [entry] = (await h.changesOf(own)).slice(-1);
    expect(entry!.changes).toMatchObject({ bank_iban_number: { to: '••••5432' } });
    expect(JSON.stringify(entry!.changes)).not.toContain('WEST');
  });
});

describe('create', () => {
  const body = (email: string, user_type?: number) => ({ email, first_name: 'New', last_name: 'User', password: 'password-123', password_confirmation: 'password-123', user_type });

  it('creates an admin, a manager and an affiliate, and an advertiser through its own call', async () => {
    for (const [i, type] of [0, 1, 2].entries()) {
      const res = await t.call('POST', '/api/admin/user_profiles', { cookie: admin, body: body(`created${i}@example.com`, type) });
      expect(res.status).toBe(201);
      expect((await h.json<Data<{ user_type: number }>>(res)).data.user_type).toBe(type);
    }
    const adv = await t.call('POST', '/api/admin/user_profiles/user-accounts/create/advertiser', { cookie: admin, body: body('made-advertiser@example.com') });
    expect(adv.status).toBe(201);
    expect((await h.user(await h.idOf('made-advertiser@example.com'))).userType).toBe(3);
    const [entry] = await h.changesOf(await h.idOf('created2@example.com'));
    expect(entry).toMatchObject({ action: 'create' });
  });

  it('lets a manager create their own affiliates only', async () => {
    const refused = await t.call('POST', '/api/manager/user_profiles', { cookie: manager, body: body('mgr-made@example.com', 1) });
    expect(refused.status).toBe(422);
    const res = await t.call('POST', '/api/manager/user_profiles', { cookie: manager, body: body('mgr-made@example.com', 2) });
    expect(res.status).toBe(201);
    expect((await h.json<Data<{ manager_id: number; registered_by: { id: number } }>>(res)).data).toMatchObject({
      manager_id: await h.idOf('manager@example.com'),
      registered_by: { id: await h.idOf('manager@example.com') },
    });
  });

  it('refuses bad input and a taken e-mail with 422', async () => {
    expect((await t.call('POST', '/api/admin/user_profiles', { cookie: admin, body: { ...body('bad'), user_type: 2 } })).status).toBe(422);
    expect((await t.call('POST', '/api/admin/user_profiles', { cookie: admin, body: body('admin@example.com', 2) })).status).toBe(422);
    expect((await t.call('POST', '/api/admin/user_profiles', { cookie: admin, body: body('x9@example.com', 7) })).status).toBe(422);
  });
});

describe('batches', () => {
  it('sets status per user type and ends the sessions of the banned', async () => {
    const ids = [await h.idOf('affiliate10@example.com'), await h.idOf('affiliate11@example.com')];
    const cookie = await t.cookieFor('affiliate10@example.com');
    const res = await t.call('POST', '/api/admin/user_profiles/user-accounts/batch-set-status/affiliate', { cookie: admin, body: { ids, status_id: 0 } });
    expect(res.status).toBe(200);
    for (const id of ids) expect((await h.user(id)).statusId).toBe(0);
    expect((await t.call('GET', '/api/affiliate/me', { cookie })).status).toBe(401);
    const wrongType = await t.call('POST', '/api/admin/user_profiles/user-accounts/batch-set-status/manager', { cookie: admin, body: { ids, status_id: 1 } });
    expect(wrongType.status).toBe(422);
    for (const id of ids) expect((await h.user(id)).statusId).toBe(0);
  });

  it('sets the commission type of several affiliates', async () => {
    const ids = [await h.idOf('affiliate12@example.com'), await h.idOf('affiliate13@example.com')];
    const res = await t.call('POST', '/api/admin/user_profiles/user-accounts/batch-set-commission-type', { cookie: admin, body: { ids, commission_type_id: 2 } });
    expect(res.status).toBe(200);
    for (const id of ids) expect((await h.user(id)).commissionTypeId).toBe(2);
    expect((await t.call('POST', '/api/admin/user_profiles/user-accounts/batch-set-commission-type', { cookie: admin, body: { ids, commission_type_id: 9 } })).status).toBe(422);
  });

  it('lets a manager move two of their affiliates to another manager; the change log shows it to the new manager, not the old one', async () => {
    const managerId = await h.idOf('manager@example.com');
    const target = await h.idOf('manager2@example.com');
    const { data: mine } = await h.json<Data<{ id: number }[]>>(await t.call('POST', '/api/manager/user_profiles/affiliates/list', { cookie: manager, body: { sort: '-id', per_page: 2 } }));
    const ids = mine.map((r) => r.id);
    const res = await t.call('POST', '/api/manager/user_profiles/affiliates/batch-change-manager', { cookie: manager, body: { ids, manager_id: target } });
    expect(res.status).toBe(200);
    for (const id of ids) expect((await h.user(id)).managerId).toBe(target);
    type Entry = { user_id: number; user_email: string | null; actor_id: number; changes: Record<string, unknown> };
    const logOf = async (cookie: string, body: Record<string, unknown> = {}) =>
      (await h.json<Data<Entry[]>>(await t.call('POST', '/api/manager/user-management/user-change-log/list', { cookie, body: { per_page: 500, ...body } }))).data;
    const movedIn = (log: Entry[]) => log.filter((e) => ids.includes(e.user_id) && 'manager_id' in e.changes && (e.changes.manager_id as { from: unknown }).from !== null);
    // the users are another manager's now: their entries, and their e-mails, are that manager's to see
    const emails = await Promise.all(ids.map(async (id) => (await h.user(id)).email));
    for (const body of [{}, { user_id: ids[0] }, { actor_id: managerId }, { q: emails[0] }]) {
      const old = await logOf(manager, body);
      expect(old.filter((e) => ids.includes(e.user_id))).toEqual([]);
      expect(JSON.stringify(old)).not.toContain(emails[0]);
    }
    const csv = await (await t.call('POST', '/api/manager/user-management/user-change-log/export-csv', { cookie: manager, body: {} })).text();
    for (const email of emails) expect(csv).not.toContain(email);
    const moved = movedIn(await logOf(await t.cookieFor('manager2@example.com')));
    expect(moved).toHaveLength(2);
    expect(moved[0]).toMatchObject({ actor_id: managerId, changes: { manager_id: { from: managerId, to: target } } });
    const notManager = await t.call('POST', '/api/admin/user_profiles/affiliates/batch-change-manager', { cookie: admin, body: { ids, manager_id: ids[0] } });
    expect(notManager.status).toBe(422);
  });
});
