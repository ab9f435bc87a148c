import { and, asc, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { attachmentHex, attachmentOf } from './transport';

/** A message as nodemailer takes it: an attachment's content a Buffer. */
export interface TransportMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** What the sender needs of a nodemailer transporter (tests pass `createTransport({ jsonTransport: true })`). */
export interface MailTransport {
  sendMail(message: TransportMessage): Promise<unknown>;
}

export interface MailSenderOptions {
  from: string;
  /** pause between polls of the outbox */
  intervalMs?: number;
  /** rows delivered per poll at most */
  batch?: number;
  /** a row whose delivery failed is tried again no sooner than this after the failure was seen */
  retryMs?: number;
  /** a failed row older than this is no longer retried (a verification link lives 3 days) */
  giveUpMs?: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
}

export interface MailSender {
  /** delivers what is pending now; resolves with the count sent and failed (overlapping calls wait for the running one) */
  deliverPending(): Promise<{ sent: number; failed: number }>;
  /** starts polling every intervalMs */
  start(): void;
  /** stops polling and waits for a running delivery */
  stop(): Promise<void>;
}

const MAX_ERROR_LENGTH = 500;

/**
 * Delivers `mail_outbox` rows (sent_at null) through SMTP, outside any request: the request only
 * inserts the row, so a slow or broken mail server never delays or fails it. Each row is claimed
 * in its own short transaction with `FOR UPDATE SKIP LOCKED` on PostgreSQL, so several server
 * processes never send one message twice (delivery is at least once: a crash between the SMTP
 * answer and the commit sends that row again). PGlite has one connection and one process, so
 * there the row is read and stamped without a transaction — a transaction would hold the only
 * connection for the length of an SMTP exchange and stall every request. Success stamps sent_at
 * and clears error; failure records the error and leaves the row pending, retried after retryMs.
 * All state lives in the returned object (decisions/users.md, R314).
 */
export function createMailSender(database: Pick<Database, 'db' | 'kind'>, transport: MailTransport, options: MailSenderOptions): MailSender {
  const { from, intervalMs = 5_000, batch = 20, retryMs = 60_000, giveUpMs = 3 * 86_400_000, now = () => new Date(), onError = (e) => console.warn('Mail delivery:', e) } = options;
  let running: Promise<{ sent: number; failed: number }> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastRetry = -Infinity;

  const pendingWhere = (after: number, retrying: boolean, at: Date): SQL =>
    and(
      isNull(mailOutbox.sentAt),
      gt(mailOutbox.id, after),
      retrying ? and(isNotNull(mailOutbox.error), gt(mailOutbox.createdAt, new Date(at.getTime() - giveUpMs))) : isNull(mailOutbox.error),
    )!;

  /** Claims and delivers the next pending row after `after`; its id, or undefined when none is left. */
  async function deliverNext(after: number, retrying: boolean): Promise<{ id: number; ok: boolean } | undefined> {
    const work = async (db: Db) => {
      const [row] = await db
        .select({ id: mailOutbox.id, toEmail: mailOutbox.toEmail, subject: mailOutbox.subject, body: mailOutbox.body, attachmentName: mailOutbox.attachmentName, attachmentType: mailOutbox.attachmentType, hex: attachmentHex })
        .from(mailOutbox)
        .where(pendingWhere(after, retrying, now()))
        .orderBy(asc(mailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return undefined;
      try {
        const attachment = attachmentOf(row);
        await transport.sendMail({ from, to: row.toEmail, subject: row.subject, text: row.body, ...(attachment && { attachments: [attachment] }) });
        await db.update(mailOutbox).set({ sentAt: now(), error: null }).where(eq(mailOutbox.id, row.id));
        return { id: row.id, ok: true };
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) || 'delivery failed';
        await db.update(mailOutbox).set({ error: message }).where(eq(mailOutbox.id, row.id));
        return { id: row.id, ok: false };
      }
    };
    return database.kind === 'pg' ? database.db.transaction((tx) => work(tx)) : work(database.db);
  }

  async function run(): Promise<{ sent: number; failed: number }> {
    const counts = { sent: 0, failed: 0 };
    const at = now().getTime();
    // failed rows first, so a row failing in this poll is not tried twice in it
    const passes = at - lastRetry >= retryMs ? [true, false] : [false];
    if (passes[0]) lastRetry = at;
    for (const retrying of passes) {
      let after = 0;
      while (counts.sent + counts.failed < batch) {
        const result = await deliverNext(after, retrying);
        if (!result) break;
        after = result.id;
        if (result.ok) counts.sent++;
        else counts.failed++;
      }
    }
    return counts;
  }

  function deliverPending() {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    timer = setTimeout(() => {
      deliverPending()
        .catch(onError)
        .finally(() => {
          if (timer) schedule();
        });
    }, intervalMs);
    timer.unref();
  }

  return {
    deliverPending,
    start() {
      if (!timer) schedule();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

/**
 * The SMTP sender for this configuration, or undefined without SMTP_URL (mail then stays in the
 * outbox). Timeouts are shorter than nodemailer's (up to 10 minutes) so a silent server holds a
 * claimed row briefly; options in the URL's query (`?socketTimeout=…`) take precedence.
 */
export function mailSenderFor(database: Pick<Database, 'db' | 'kind'>, config: Pick<Config, 'smtpUrl' | 'smtpFrom'>, options: Partial<MailSenderOptions> = {}): MailSender | undefined {
  if (!config.smtpUrl) return undefined;
  return createMailSender(database, nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 }), {
    ...options,
    from: config.smtpFrom,
  });
}
