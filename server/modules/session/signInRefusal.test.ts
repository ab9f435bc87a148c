import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { EmailStatus } from '../../../domain/enums/user';
import { mailOutbox, users } from '../../db/schema';
import { saveGeneralSettings } from '../settings/settingsRepository';
import { DEMO_PASSWORD } from '../../db/seed';
import { SIGN_IN_REFUSALS } from './signInRefusal';

const t = serverAppPerFile({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '100', LOGIN_MAX_FAILURES_PER_ADDRESS: '100' });

const login = (email: string, password: string) => t.call('POST', '/api/login', { body: { email, password } });
const setState = (email: string, statusId: number, registrationStatus: number) =>
  t.database.db.update(users).set({ statusId, registrationStatus }).where(eq(users.email, email));

describe('sign-in after the right password', () => {
  it.each([
    ['pending', 'affiliate5@example.com', 0],
    ['rejected', 'affiliate6@example.com', 2],
    ['blocked', 'affiliate7@example.com', 10],
  ] as const)('%s: says so, and the session is not opened', async (reason, email, registrationStatus) => {
    await setState(email, 0, registrationStatus);
    const res = await login(email, DEMO_PASSWORD);
    expect(res.status).toBe(422);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.json()).toEqual([{ field: 'email', message: SIGN_IN_REFUSALS[reason], code: reason }]);
  });

  it('unconfirmed: a self-registered affiliate is told to confirm, and signs in after the resent link', async () => {
    await saveGeneralSettings(t.database.db, { registration_type_id: 1 }, new Date());
    const form = { email: 'fresh@example.com', first_name: 'Fresh', last_name: 'Affiliate', password: 'fresh-pass-12', password_confirmation: 'fresh-pass-12' };
    expect((await t.call('POST', '/api/registration/first-time', { body: form })).status).toBe(201);
    const refused = await login('fresh@example.com', 'fresh-pass-12');
    expect(refused.status).toBe(422);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await refused.json()).toEqual([{ field: 'email', message: SIGN_IN_REFUSALS.unconfirmed, code: 'unconfirmed' }]);
    // a wrong password still says nothing about the address
    expect(await (await login('fresh@example.com', 'not-the-password')).json()).toEqual([{ field: 'email', message: 'Incorrect e-mail or password.' }]);

    expect((await t.call('POST', '/api/registration/resend-verification', { body: { email: 'fresh@example.com' } })).status).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, 'fresh@example.com')).orderBy(desc(mailOutbox.id)).limit(1);
    const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
    expect((await t.call('POST', '/api/registration/verify-email', { body: { token } })).status).toBe(200);
    expect((await login('fresh@example.com', 'fresh-pass-12')).status).toBe(200);
  });

  it('staff and affiliates an administrator creates are confirmed by construction and sign in at once', async () => {
    const admin = await t.cookieFor('admin');
    for (const [email, user_type] of [['new-staff@example.com', 1], ['new-boss@example.com', 0], ['made-affiliate@example.com', 2]] as const) {
      const body = { email, first_name: 'Made', last_name: 'ByAdmin', user_type, password: 'made-pass-123', password_confirmation: 'made-pass-123' };
      expect((await t.call('POST', '/api/admin/user_profiles', { cookie: admin, body })).status).toBe(201);
      const [row] = await t.database.db.select({ emailStatus: users.emailStatus }).from(users).where(eq(users.email, email));
      expect(row!.emailStatus).toBe(EmailStatus.Confirmed);
      expect((await login(email, 'made-pass-123')).status).toBe(200);
    }
  });

  it('a wrong password or an unknown e-mail keeps the one message, whatever the account state', async () => {
    await setState('affiliate8@example.com', 0, 0);
    for (const res of [await login('affiliate8@example.com', 'not-the-password'), await login('nobody-here@example.com', 'not-the-password')]) {
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual([{ field: 'email', message: 'Incorrect e-mail or password.' }]);
    }
  });
});
