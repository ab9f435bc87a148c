import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../test/serverTest';
import { eq, isNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { mailOutbox } from '../db/schema';
import { saveGeneralSettings } from '../modules/settings/settingsRepository';
import { createMailSender, mailSenderFor, type MailTransport } from './sender';
import { sendMail } from './transport';

const t = serverAppPerFile();
let admin: string;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
  await saveGeneralSettings(t.database.db, { registration_type_id: 1 }, new Date());
});

/** nodemailer's JSON transport (no network), recording every message it was handed. */
function jsonTransport() {
  const transporter = nodemailer.createTransport({ jsonTransport: true });
  const sent: { to: string; subject: string; from: string; text: string }[] = [];
  const transport: MailTransport = {
    async sendMail(message) {
      const info = await transporter.sendMail(message);
      const json = JSON.parse(String(info.message)) as { to: { address: string }[]; from: { address: string }; subject: string; text: string };
      sent.push({ to: json.to[0]!.address, from: json.from.address, subject: json.subject, text: json.text });
      return info;
    },
  };
  return { transport, sent };
}

/** A nodemailer transport plugin that always fails, as an unreachable SMTP server would. */
const failingTransport = (): MailTransport =>
  nodemailer.createTransport({
    name: 'failing',
    version: '1',
    send: (_mail: unknown, callback: (error: Error | null) => void) => callback(new Error('connect ECONNREFUSED 127.0.0.1:587')),
  });

const db = () => t.database.db;
const rowsTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toEmail, to));

/** Registers a visitor, which queues a verification mail to them. */
async function queueVerification(email: string) {
  const res = await t.call('POST', '/api/registration/first-time', {
    body: { email, first_name: 'Иван', last_name: 'Петров', password: 'visitor-pass-1', password_confirmation: 'visitor-pass-1' },
  });
  expect(res.status).toBe(201);
}

beforeEach(async () => {
  // every test starts with nothing pending
  await db().update(mailOutbox).set({ sentAt: new Date(0) }).where(isNull(mailOutbox.sentAt));
});

describe('mail sender', () => {
  it('delivers a queued verification mail once and stamps it sent', async () => {
    await queueVerification('smtp-ok@example.com');
    const { transport, sent } = jsonTransport();
    const sender = createMailSender(t.database, transport, { from: 'noreply@network.test' });
    expect(await sender.deliverPending()).toEqual({ sent: 1, failed: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'smtp-ok@example.com', from: 'noreply@network.test', subject: 'Confirm your e-mail address' });
    expect(sent[0]!.text).toContain('/auth/a/verify-email?token=');
    const [row] = await rowsTo('smtp-ok@example.com');
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.error).toBeNull();
    expect(await sender.deliverPending()).toEqual({ sent: 0, failed: 0 });
    expect(sent).toHaveLength(1);

    const res = await t.call('POST', '/api/admin/user-management/mail-outbox/list', { cookie: admin, body: { per_page: 1 } });
    const { data } = (await res.json()) as { data: { to: string; sent_at: string | null; error: string | null }[] };
    expect(data[0]).toMatchObject({ to: 'smtp-ok@example.com', error: null });
    expect(data[0]!.sent_at).not.toBeNull();
  });

  it('delivers a message’s attachment byte for byte as a MIME attachment', async () => {
    // binary bytes (a NUL, 0xff, a bare newline) that a text column would not keep
    const bytes = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80, 0x0a, 0x0d, 0x41]);
    await sendMail(db(), { to: 'smtp-file@example.com', subject: 'Invoice', body: 'Attached.', attachment: { filename: 'invoice-ADV-7.pdf', contentType: 'application/pdf', content: bytes } }, new Date());
    const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const raw: string[] = [];
    const transport: MailTransport = {
      async sendMail(message) {
        const info = await transporter.sendMail(message);
        raw.push(String(info.message));
        return info;
      },
    };
    expect(await createMailSender(t.database, transport, { from: 'noreply@network.test' }).deliverPending()).toEqual({ sent: 1, failed: 0 });
    expect(raw).toHaveLength(1);
    const message = raw[0]!;
    expect(message).toMatch(/^Content-Type: multipart\/mixed/m);
    expect(message).toMatch(/^Content-Type: application\/pdf; name=invoice-ADV-7\.pdf$/m);
    expect(message).toMatch(/^Content-Disposition: attachment; filename=invoice-ADV-7\.pdf$/m);
    expect(message).toContain('Attached.');
    const part = message.split(/^Content-Disposition: attachment.*$/m)[1]!;
    const base64 = /\n\n([A-Za-z0-9+/=\n]+?)\n--/.exec(part)![1]!.replace(/\n/g, '');
    expect([...Buffer.from(base64, 'base64')]).toEqual([...bytes]);
  });

  it('never sends one mail twice when senders poll at the same time', async () => {
    for (let i = 0; i < 6; i++) await queueVerification(`smtp-race-${i}@example.com`);
    const { transport, sent } = jsonTransport();
    // on PostgreSQL two senders, as two processes would be: each claim is a transaction on its own
    // pooled connection with FOR UPDATE SKIP LOCKED; PGlite is one process with one sender
    const a = createMailSender(t.database, transport, { from: 'a@network.test' });
    const b = t.database.kind === 'pg' ? createMailSender(t.database, transport, { from: 'b@network.test' }) : a;
    await Promise.all([a.deliverPending(), b.deliverPending(), a.deliverPending(), b.deliverPending()]);
    expect(sent.map((m) => m.to).sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `smtp-race-${i}@example.com`));
    expect(await db().select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).toHaveLength(0);
  });

  it('leaves the mail pending with the error recorded when the transport fails', async () => {
    await queueVerification('smtp-down@example.com');
    const down = createMailSender(t.database, failingTransport(), { from: 'noreply@network.test' });
    expect(await down.deliverPending()).toEqual({ sent: 0, failed: 1 });
    const [row] = await rowsTo('smtp-down@example.com');
    expect(row!.sentAt).toBeNull();
    expect(row!.error).toContain('ECONNREFUSED');
    const res = await t.call('POST', '/api/admin/user-management/mail-outbox/list', { cookie: admin, body: { per_page: 1 } });
    const { data } = (await res.json()) as { data: { to: string; sent_at: string | null; error: string | null }[] };
    expect(data[0]).toMatchObject({ to: 'smtp-down@example.com', sent_at: null, error: 'connect ECONNREFUSED 127.0.0.1:587' });
  });

  it('retries a failed mail after the retry interval, not before', async () => {
    await queueVerification('smtp-later@example.com');
    let clock = Date.now();
    let failing = true;
    const { transport, sent } = jsonTransport();
    const flaky: MailTransport = { sendMail: (m) => (failing ? Promise.reject(new Error('421 try again later')) : transport.sendMail(m)) };
    const sender = createMailSender(t.database, flaky, { from: 'noreply@network.test', now: () => new Date(clock), retryMs: 60_000 });
    expect(await sender.deliverPending()).toEqual({ sent: 0, failed: 1 });
    failing = false;
    clock += 30_000;
    expect(await sender.deliverPending()).toEqual({ sent: 0, failed: 0 });
    clock += 31_000;
    expect(await sender.deliverPending()).toEqual({ sent: 1, failed: 0 });
    expect(sent.map((m) => m.to)).toEqual(['smtp-later@example.com']);
    const [row] = await rowsTo('smtp-later@example.com');
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.error).toBeNull();
  });

  it('without SMTP_URL sends nothing and the outbox still reads the mail', async () => {
    expect(t.config.smtpUrl).toBeUndefined();
    expect(mailSenderFor(t.database, t.config)).toBeUndefined();
    await queueVerification('no-smtp@example.com');
    const res = await t.call('POST', '/api/admin/user-management/mail-outbox/list', { cookie: admin, body: { per_page: 1 } });
    const { data } = (await res.json()) as { data: { id: number; to: string; subject: string; body: string; sent_at: string | null }[] };
    expect(data[0]).toMatchObject({ to: 'no-smtp@example.com', subject: 'Confirm your e-mail address', sent_at: null, attachment: null });
    expect(data[0]!.body).toContain('token=');
    // a text-only message has no attachment to download
    expect((await t.call('GET', `/api/admin/user-management/mail-outbox/${data[0]!.id}/attachment`, { cookie: admin })).status).toBe(404);
  });

  it('builds an SMTP sender from SMTP_URL and SMTP_FROM', () => {
    expect(mailSenderFor(t.database, { smtpUrl: 'smtp://user:pass@127.0.0.1:2525', smtpFrom: 'no-reply@localhost' })).toBeDefined();
  });
});
