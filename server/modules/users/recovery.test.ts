import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, securityLog } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { serverAppPerFile } from '../../../test/serverTest';

// Account recovery without account enumeration: resend verification, password reset.
const t = serverAppPerFile();

const post = (path: string, body: unknown) => t.call('POST', `/api${path}`, { body });
const mailsTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email)).orderBy(desc(mailOutbox.id));
const tokenIn = (body: string) => /token=([\w-]+)/.exec(body)![1]!;
const answerOf = async (res: Response) => ({ status: res.status, body: await res.json() });

describe('password reset', () => {
  it('answers the same for a known and an unknown address; only the owner gets a link', async () => {
    const known = await answerOf(await post('/password-reset', { email: 'affiliate2@example.com' }));
    const unknown = await answerOf(await post('/password-reset', { email: 'nobody-here@example.com' }));
    expect(known).toEqual(unknown);
    // no SMTP_URL here (the default): the answer says no mail leaves, whatever the address
    expect(known).toEqual({ status: 200, body: { success: true, data: { sent: true, email_delivery: 'outbox' } } });
    expect(await mailsTo('nobody-here@example.com')).toHaveLength(0);
    const [mail] = await mailsTo('affiliate2@example.com');
    expect(mail).toMatchObject({ subject: 'Reset your password' });
    expect(mail!.body).toContain('/auth/a/reset-password?token=');
  });

  it('sets the new password once per link, ends every session, and logs it', async () => {
    const session = await t.cookieFor('affiliate3@example.com');
    await post('/password-reset', { email: 'affiliate3@example.com' });
    const token = tokenIn((await mailsTo('affiliate3@example.com'))[0]!.body);
    const mismatch = await post('/password-reset/confirm', { token, password: 'brand-new-pass-1', password_confirmation: 'other-pass-1' });
    expect(mismatch.status).toBe(422);
    const done = await post('/password-reset/confirm', { token, password: 'brand-new-pass-1', password_confirmation: 'brand-new-pass-1' });
    expect(done.status).toBe(200);
    expect((await t.call('GET', '/api/account', { cookie: session })).status).toBe(401);
    expect((await post('/login', { email: 'affiliate3@example.com', password: DEMO_PASSWORD })).status).toBe(422);
    expect((await post('/login', { email: 'affiliate3@example.com', password: 'brand-new-pass-1' })).status).toBe(200);
    const again = await post('/password-reset/confirm', { token, password: 'third-pass-12', password_confirmation: 'third-pass-12' });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual([{ field: 'token', message: 'This reset link is unknown, used or expired. Ask for a new one.' }]);
    const events = await t.database.db.select().from(securityLog).where(eq(securityLog.email, 'affiliate3@example.com'));
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['password_reset_requested', 'password_reset']));
  });

  it('refuses a forged token and a verification token used as a reset token', async () => {
    expect((await post('/password-reset/confirm', { token: 'forged', password: 'brand-new-pass-1', password_confirmation: 'brand-new-pass-1' })).status).toBe(422);
    await post('/registration/first-time', { email: 'fresh-visitor@example.com', first_name: 'Fresh', last_name: 'Visitor', password: 'visitor-pass-1', password_confirmation: 'visitor-pass-1' });
    const verifyToken = tokenIn((await mailsTo('fresh-visitor@example.com'))[0]!.body);
    expect((await post('/password-reset/confirm', { token: verifyToken, password: 'brand-new-pass-1', password_confirmation: 'brand-new-pass-1' })).status).toBe(422);
  });

  it('refuses a malformed address with 422', async () => {
    expect((await post('/password-reset', { email: 'not an address' })).status).toBe(422);
  });
});

describe('resend verification', () => {
  it('answers the same for any address and mails only an unconfirmed account', async () => {
    await post('/registration/first-time', { email: 'unconfirmed@example.com', first_name: 'Una', last_name: 'Confirmed', password: 'visitor-pass-1', password_confirmation: 'visitor-pass-1' });
    const before = (await mailsTo('unconfirmed@example.com')).length;
    const answers = await Promise.all(['unconfirmed@example.com', 'admin@example.com', 'nobody-there@example.com'].map(async (email) => answerOf(await post('/registration/resend-verification', { email }))));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    // the same for every address; `outbox`: no SMTP is set up here, a fact of the workspace, not of the address
    expect(answers[0]).toEqual({ status: 200, body: { success: true, data: { sent: true, email_delivery: 'outbox' } } });
    expect(await mailsTo('unconfirmed@example.com')).toHaveLength(before + 1);
    expect(await mailsTo('nobody-there@example.com')).toHaveLength(0);
  });
});
