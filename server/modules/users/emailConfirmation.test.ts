import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, users } from '../../db/schema';
import { saveGeneralSettings } from '../settings/settingsRepository';
import { serverAppPerFile } from '../../../test/serverTest';
import { usersHelpers, type Data } from './testing.test-utils';

// A network without SMTP (the default): what a self-registered affiliate and the staff can do so
// that the affiliate gets in, and the outbox the administrator reads the mail in.

const t = serverAppPerFile({ LOGIN_MAX_FAILURES_PER_ADDRESS: '1000', LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000' });
let admin: string;
let manager: string;
const h = usersHelpers(t);
beforeAll(async () => void ([admin, manager] = [await t.cookieFor('admin'), await t.cookieFor('manager')]));

const registrationType = (id: 1 | 2) => saveGeneralSettings(t.database.db, { registration_type_id: id }, new Date());
const form = (email: string, ref?: number) => ({ email, first_name: 'Vera', last_name: 'Visitor', password: 'visitor-pass-1', password_confirmation: 'visitor-pass-1', ...(ref ? { ref } : {}) });
const register = (body: unknown) => t.call('POST', '/api/registration/first-time', { body });
const login = (email: string) => t.call('POST', '/api/login', { body: { email, password: 'visitor-pass-1' } });
const mailsTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email)).orderBy(desc(mailOutbox.id));
const confirm = (id: number, cookie = admin) => t.call('POST', `/api/${cookie === manager ? 'manager' : 'admin'}/user_profiles/user-accounts/${id}/confirm-email`, { cookie });
const account = async (id: number) => (await h.json<Data<{ is_email_confirmed: number }>>(await t.call('GET', `/api/admin/user_profiles/${id}`, { cookie: admin }))).data;

type Mail = { id: number; to: string; subject: string; body: string; link: string | null; status: string; created_at: string; sent_at: string | null };

describe('registration without SMTP', () => {
  it('answers that no e-mail left, so the page can say what happens instead', async () => {
    await registrationType(1);
    const res = await register(form('nosmtp@example.com'));
    expect(res.status).toBe(201);
    expect((await h.json<Data<unknown>>(res)).data).toEqual({ email: 'nosmtp@example.com', requires_approval: false, email_verification_sent: false });
  });
});

describe('POST /user_profiles/user-accounts/{id}/confirm-email', () => {
  it('lets a registered affiliate sign in, is logged with who did it, and refuses a second time with nothing logged', async () => {
    await registrationType(1);
    await register(form('confirm-me@example.com'));
    const id = await h.idOf('confirm-me@example.com');
    expect(await account(id)).toMatchObject({ is_email_confirmed: 0 });
    expect((await login('confirm-me@example.com')).status).toBe(422);
    const res = await confirm(id);
    expect(res.status).toBe(200);
    expect((await h.json<Data<unknown>>(res)).data).toEqual({ id, is_email_confirmed: 1 });
    expect(await account(id)).toMatchObject({ is_email_confirmed: 1 });
    expect((await login('confirm-me@example.com')).status).toBe(200);
    const entries = await h.changesOf(id);
    expect(entries.at(-1)).toMatchObject({ action: 'confirm_email', actorId: (await h.idOf('admin@example.com')), changes: { email_status: { from: 0, to: 1 } } });
    const before = await h.changeCount();
    const again = await confirm(id);
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual([{ field: 'id', message: 'This e-mail address is already confirmed.' }]);
    expect(await h.changeCount()).toBe(before);
  });

  it('a manager confirms their own affiliates only: another manager’s is a 404 and stays unconfirmed', async () => {
    const managerId = await h.idOf('manager@example.com');
    await register(form('mine@example.com', managerId));
    await register(form('not-mine@example.com'));
    const mine = await h.idOf('mine@example.com');
    const notMine = await h.idOf('not-mine@example.com');
    // the workspace's default manager may be this one: hand the affiliate to nobody
    await t.database.db.update(users).set({ managerId: null }).where(eq(users.id, notMine));
    expect((await h.user(mine)).managerId).toBe(managerId);
    expect((await confirm(mine, manager)).status).toBe(200);
    expect((await confirm(notMine, manager)).status).toBe(404);
    expect((await h.user(notMine)).emailStatus).toBe(0);
  });

  it('needs the key that editing an account needs', async () => {
    await register(form('keyless@example.com'));
    const id = await h.idOf('keyless@example.com');
    const me = await h.idOf('manager@example.com');
    await t.database.db.update(users).set({ managerId: me }).where(eq(users.id, id));
    const held = (await h.user(me)).permissions;
    await t.database.db.update(users).set({ permissions: held.filter((k) => k !== 'UI_UserOperations_Manage') }).where(eq(users.id, me));
    try {
      const cookie = await t.cookieFor('manager');
      expect((await t.call('POST', `/api/manager/user_profiles/user-accounts/${id}/confirm-email`, { cookie })).status).toBe(403);
      expect((await t.call('POST', '/api/manager/user-management/email-verification/send', { cookie, body: { user_id: id } })).status).toBe(403);
      expect((await h.user(id)).emailStatus).toBe(0);
    } finally {
      await t.database.db.update(users).set({ permissions: held }).where(eq(users.id, me));
    }
  });
});

describe('the link sent again by staff', () => {
  it('is a new working link in the outbox and an entry in the account’s change log', async () => {
    await register(form('again@example.com'));
    const id = await h.idOf('again@example.com');
    const res = await t.call('POST', '/api/admin/user-management/email-verification/send', { cookie: admin, body: { user_id: id } });
    expect(res.status).toBe(200);
    expect((await h.json<Data<unknown>>(res)).data).toMatchObject({ sent: true, email_delivery: 'outbox' });
    expect((await mailsTo('again@example.com')).length).toBe(2);
    expect((await h.changesOf(id)).map((e) => e.action)).toEqual(['register', 'send_confirmation']);
    const outbox = await h.json<Data<Mail[]>>(await t.call('POST', '/api/admin/user-management/mail-outbox/list', { cookie: admin, body: { q: 'again@' } }));
    const link = outbox.data[0]!.link!;
    expect(link).toMatch(/\/auth\/a\/verify-email\?token=[\w-]+$/);
    const token = new URL(link).searchParams.get('token');
    expect((await t.call('POST', '/api/registration/verify-email', { body: { token } })).status).toBe(200);
    expect((await login('again@example.com')).status).toBe(200);
  });
});

describe('approving a Moderated request', () => {
  it('writes the promised e-mail, with the sign-in link, in the approval’s transaction', async () => {
    await registrationType(2);
    await register(form('approve-mail@example.com'));
    await register(form('decline-mail@example.com'));
    const id = await h.idOf('approve-mail@example.com');
    const declined = await h.idOf('decline-mail@example.com');
    expect((await t.call('POST', '/api/admin/user_profiles/affiliate-requests/batch-decline', { cookie: admin, body: { ids: [declined] } })).status).toBe(200);
    // a batch with a request that cannot be approved (an admin) is refused whole: no mail
    const admins = await h.idOf('admin@example.com');
    expect((await t.call('POST', '/api/admin/user_profiles/affiliate-requests/batch-approve', { cookie: admin, body: { ids: [id, admins] } })).status).toBe(422);
    expect((await mailsTo('approve-mail@example.com')).map((m) => m.subject)).toEqual(['Confirm your e-mail address']);
    expect((await t.call('POST', '/api/admin/user_profiles/affiliate-requests/batch-approve', { cookie: admin, body: { ids: [id] } })).status).toBe(200);
    const [mail] = await mailsTo('approve-mail@example.com');
    expect(mail).toMatchObject({ subject: 'Your application is approved' });
    expect(mail!.body).toMatch(/\/auth\/a\/login/);
    expect((await login('approve-mail@example.com')).status).toBe(200);
    await registrationType(1);
  });
});

describe('the outbox', () => {
  it('lists each message with recipient, subject, time, status and link; held while no SMTP server is set up', async () => {
    await register(form('outbox-one@example.com'));
    const res = await t.call('POST', '/api/admin/user-management/mail-outbox/list', { cookie: admin, body: { q: 'OUTBOX-ONE', per_page: 5 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Pagination-Total-Count')).toBe('1');
    const [row] = (await h.json<Data<Mail[]>>(res)).data;
    expect(row).toMatchObject({ to: 'outbox-one@example.com', subject: 'Confirm your e-mail address', status: 'held', sent_at: null, link: expect.stringContaining('/auth/a/verify-email?token=') });
    expect(Number.isNaN(Date.parse(row!.created_at))).toBe(false);
    const one = await t.call('GET', `/api/admin/user-management/mail-outbox/${row!.id}`, { cookie: admin });
    expect((await h.json<Data<Mail>>(one)).data).toEqual(row);
    expect((await t.call('GET', '/api/admin/user-management/mail-outbox/99999999', { cookie: admin })).status).toBe(404);
    const delivery = await t.call('GET', '/api/admin/user-management/mail-outbox/delivery', { cookie: admin });
    expect((await h.json<Data<unknown>>(delivery)).data).toMatchObject({ smtp_configured: false });
  });

  it('a sent message reads as sent; staff other than administrators cannot read the outbox', async () => {
    await register(form('outbox-sent@example.com'));
    const [mail] = await mailsTo('outbox-sent@example.com');
    await t.database.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, mail!.id));
    const one = await h.json<Data<Mail>>(await t.call('GET', `/api/admin/user-management/mail-outbox/${mail!.id}`, { cookie: admin }));
    expect(one.data.status).toBe('sent');
    expect((await t.call('GET', `/api/manager/user-management/mail-outbox/${mail!.id}`, { cookie: manager })).status).toBe(403);
    expect((await t.call('POST', '/api/admin/user-management/mail-outbox/list', { cookie: admin, body: { q: 42 } })).status).toBe(422);
  });
});
