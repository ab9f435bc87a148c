import { beforeAll, describe, expect, it } from 'vitest';
import { count, desc } from 'drizzle-orm';
import { mailOutbox, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { saveGeneralSettings } from '../settings/settingsRepository';
import { serverAppPerFile } from '../../../test/serverTest';
import { REGISTRATION_CLOSED } from './registrationRoutes';
import { usersHelpers, type Data } from './testing.test-utils';

const t = serverAppPerFile({ LOGIN_MAX_FAILURES_PER_ADDRESS: '1000', LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000' });
let admin: string;
const h = usersHelpers(t);
beforeAll(async () => void (admin = await t.cookieFor('admin')));

const registrationType = (id: 1 | 2 | 3) => saveGeneralSettings(t.database.db, { registration_type_id: id }, new Date());
const form = (email: string) => ({ email, first_name: 'Vera', last_name: 'Visitor', password: 'visitor-pass-1', password_confirmation: 'visitor-pass-1' });
const register = (body: unknown) => t.call('POST', '/api/registration/first-time', { body });
const login = (email: string) => t.call('POST', '/api/login', { body: { email, password: 'visitor-pass-1' } });
const userCount = async () => Number((await t.database.db.select({ n: count() }).from(users))[0]!.n);
const lastMail = async () => (await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]!;
const tokenIn = (body: string) => /token=([\w-]+)/.exec(body)![1]!;

describe('POST /registration/first-time', () => {
  it('Open: the affiliate is active at once and signs in once the address is confirmed', async () => {
    await registrationType(1);
    const res = await register(form('open@example.com'));
    expect(res.status).toBe(201);
    expect((await h.json<Data<unknown>>(res)).data).toEqual({ email: 'open@example.com', requires_approval: false, email_verification_sent: false });
    expect((await h.user(await h.idOf('open@example.com'))).statusId).toBe(1);
    expect(await (await login('open@example.com')).json()).toEqual([expect.objectContaining({ field: 'email', code: 'unconfirmed' })]);
    const confirm = await t.call('POST', '/api/registration/verify-email', { body: { token: tokenIn((await lastMail()).body) } });
    expect(confirm.status).toBe(200);
    expect((await login('open@example.com')).status).toBe(200);
    const [entry] = await h.changesOf(await h.idOf('open@example.com'));
    expect(entry).toMatchObject({ action: 'register', actorId: null });
  });

  it('Moderated: a request waits for approval; a batch approval lets the affiliate sign in', async () => {
    await registrationType(2);
    const res = await register(form('moderated@example.com'));
    expect(res.status).toBe(201);
    expect((await h.json<Data<unknown>>(res)).data).toMatchObject({ requires_approval: true });
    expect(await h.user(await h.idOf('moderated@example.com'))).toMatchObject({ statusId: 0, registrationStatus: 0 });
    expect((await login('moderated@example.com')).status).toBe(422);
    const id = await h.idOf('moderated@example.com');
    const requests = await h.json<Data<{ id: number; lead_status: string; leadStatusClass: string }[]>>(
      await t.call('POST', '/api/admin/user_profiles/affiliate-requests/list', { cookie: admin, body: { per_page: 500 } }),
    );
    expect(requests.data.find((r) => r.id === id)).toMatchObject({ lead_status: 'new', leadStatusClass: 'success' });
    const approve = await t.call('POST', '/api/admin/user_profiles/affiliate-requests/batch-approve', { cookie: admin, body: { ids: [id] } });
    expect(approve.status).toBe(200);
    expect((await login('moderated@example.com')).status).toBe(200);
    expect((await h.changesOf(id)).map((e) => e.action)).toEqual(['register', 'approve']);
  });

  it('Closed: refused with a clear message and nothing created', async () => {
    await registrationType(3);
    const before = await userCount();
    const res = await register(form('closed@example.com'));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, message: REGISTRATION_CLOSED });
    expect(await userCount()).toBe(before);
    await registrationType(1);
  });

  it('refuses bad input with 422 and nothing created', async () => {
    const before = await userCount();
    expect((await register({ ...form('x@example.com'), password_confirmation: 'nope' })).status).toBe(422);
    expect((await register({ ...form('not-an-email') })).status).toBe(422);
    expect(await userCount()).toBe(before);
  });

  it('answers a registered address exactly as a new one, creates nothing, and tells the owner by e-mail', async () => {
    const before = await userCount();
    const known = await register(form('admin@example.com'));
    const fresh = await register(form('brand-new@example.com'));
    expect(known.status).toBe(fresh.status);
    const bodyOf = async (res: Response) => JSON.stringify(await res.json()).replace(/admin@example.com|brand-new@example.com/, '<email>');
    expect(await bodyOf(known)).toBe(await bodyOf(fresh));
    expect(await userCount()).toBe(before + 1);
    const mails = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(2);
    expect(mails.find((m) => m.toEmail === 'admin@example.com')).toMatchObject({ subject: 'You already have an account' });
    // the owner's password is untouched
    expect((await t.call('POST', '/api/login', { body: { email: 'admin@example.com', password: DEMO_PASSWORD } })).status).toBe(200);
  });
});

describe('e-mail verification', () => {
  it('verifies the e-mail with the token from the outbox, once', async () => {
    await register(form('verify@example.com'));
    const mail = await lastMail();
    expect(mail.toEmail).toBe('verify@example.com');
    const token = tokenIn(mail.body);
    const res = await t.call('POST', '/api/registration/verify-email', { body: { token } });
    expect(res.status).toBe(200);
    expect((await h.user(await h.idOf('verify@example.com'))).emailStatus).toBe(1);
    expect((await t.call('POST', '/api/registration/verify-email', { body: { token } })).status).toBe(422);
    expect((await t.call('POST', '/api/registration/verify-email', { body: { token: 'forged' } })).status).toBe(422);
  });

  it('sends a new verification e-mail on request, readable in the outbox', async () => {
    await register(form('resend@example.com'));
    const id = await h.idOf('resend@example.com');
    const res = await t.call('POST', '/api/admin/user-management/email-verification/send', { cookie: admin, body: { user_id: id } });
    expect(res.status).toBe(200);
    const outbox = await h.json<Data<{ to: string; subject: string }[]>>(await t.call('POST', '/api/admin/user-management/mail-outbox/list', { cookie: admin, body: {} }));
    expect(outbox.data[0]).toMatchObject({ to: 'resend@example.com', subject: 'Confirm your e-mail address' });
    const confirmed = await t.call('POST', '/api/admin/user-management/email-verification/send', { cookie: admin, body: { user_id: await h.idOf('admin@example.com') } });
    expect(confirmed.status).toBe(422);
  });
});

describe('affiliate requests', () => {
  const pending = async (email: string) => {
    await registrationType(2);
    await register(form(email));
    return h.idOf(email);
  };

  it('reads one request and saves its comment', async () => {
    const id = await pending('req-read@example.com');
    const res = await t.call('GET', `/api/admin/user_profiles/affiliate-requests/${id}`, { cookie: admin });
    expect((await h.json<Data<unknown>>(res)).data).toMatchObject({ id, lead_status: 'new', registration_status: 0, invited_by_workspace_role_id: null });
    expect((await t.call('PUT', `/api/admin/user_profiles/affiliate-requests/${id}/comment`, { cookie: admin, body: { comment: 'Looks legit' } })).status).toBe(200);
    const again = await h.json<Data<{ comment: string }>>(await t.call('GET', `/api/admin/user_profiles/affiliate-requests/${id}`, { cookie: admin }));
    expect(again.data.comment).toBe('Looks legit');
  });

  it('declines in batch; a declined request cannot be declined twice', async () => {
    const ids = [await pending('dec1@example.com'), await pending('dec2@example.com')];
    const res = await t.call('POST', '/api/admin/user_profiles/affiliate-requests/batch-decline', { cookie: admin, body: { ids } });
    expect(res.status).toBe(200);
    for (const id of ids) expect(await h.user(id)).toMatchObject({ registrationStatus: 2, leadStatus: 'declined', statusId: 0 });
    const before = await h.changeCount();
    expect((await t.call('POST', '/api/admin/user_profiles/affiliate-requests/batch-decline', { cookie: admin, body: { ids } })).status).toBe(422);
    expect(await h.changeCount()).toBe(before);
  });

  it('approves only requests, all or nothing', async () => {
    const id = await pending('mixed@example.com');
    const active = await h.idOf('affiliate5@example.com');
    const res = await t.call('POST', '/api/admin/user_profiles/affiliate-requests/batch-approve', { cookie: admin, body: { ids: [id, active] } });
    expect(res.status).toBe(422);
    expect((await h.user(id)).registrationStatus).toBe(0);
  });

  it('sets the lead status in batch, within the manager scope', async () => {
    const id = await pending('lead@example.com');
    const res = await t.call('POST', '/api/admin/user_profiles/affiliate-requests/batch-set-lead-status', { cookie: admin, body: { ids: [id], lead_status: 'call_again' } });
    expect(res.status).toBe(200);
    expect((await h.user(id)).leadStatus).toBe('call_again');
    expect((await t.call('POST', '/api/admin/user_profiles/affiliate-requests/batch-set-lead-status', { cookie: admin, body: { ids: [id], lead_status: 'maybe' } })).status).toBe(422);
    // the request went to the default affiliate manager: another manager cannot touch it
    const { managerId } = await h.user(id);
    const other = managerId === (await h.idOf('manager2@example.com')) ? 'manager3@example.com' : 'manager2@example.com';
    const scoped = await t.call('POST', '/api/manager/user_profiles/affiliate-requests/batch-set-lead-status', { cookie: await t.cookieFor(other), body: { ids: [id], lead_status: 'emailed' } });
    expect(scoped.status).toBe(422);
    expect((await h.user(id)).leadStatus).toBe('call_again');
  });
});
