import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { serverAppPerFile } from '../../../test/serverTest';
import { usersHelpers, type Data } from './testing.test-utils';

// With an SMTP server configured (no sender runs in tests): mail is queued for it, and
// registration tells the visitor an e-mail is on its way.

const t = serverAppPerFile({ SMTP_URL: 'smtp://mail.invalid:2525', SMTP_FROM: 'network@example.com' });
let admin: string;
const h = usersHelpers(t);
beforeAll(async () => void (admin = await t.cookieFor('admin')));

describe('the outbox with SMTP', () => {
  it('registration says the e-mail was sent; its message is queued, then failed while the server refuses', async () => {
    const res = await t.call('POST', '/api/registration/first-time', {
      body: { email: 'smtp-visitor@example.com', first_name: 'S', last_name: 'V', password: 'visitor-pass-1', password_confirmation: 'visitor-pass-1' },
    });
    expect((await h.json<Data<unknown>>(res)).data).toMatchObject({ email_verification_sent: true });
    const list = async () =>
      (await h.json<Data<{ id: number; status: string }[]>>(await t.call('POST', '/api/admin/user-management/mail-outbox/list', { cookie: admin, body: { q: 'smtp-visitor' } }))).data;
    const [row] = await list();
    expect(row!.status).toBe('queued');
    await t.database.db.update(mailOutbox).set({ error: 'connection refused' }).where(eq(mailOutbox.id, row!.id));
    expect((await list())[0]!.status).toBe('failed');
    const delivery = await h.json<Data<unknown>>(await t.call('GET', '/api/admin/user-management/mail-outbox/delivery', { cookie: admin }));
    expect(delivery.data).toEqual({ smtp_configured: true, from: 'network@example.com' });
  });

  it('the password reset answer says the link is e-mailed', async () => {
    const res = await t.call('POST', '/api/password-reset', { body: { email: 'affiliate2@example.com' } });
    expect((await h.json<Data<unknown>>(res)).data).toEqual({ sent: true, email_delivery: 'smtp' });
  });
});
