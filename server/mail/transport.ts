import { count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../db/like';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/** A file sent with a message (an invoice's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface Mail {
  to: string;
  subject: string;
  body: string;
  attachment?: MailAttachment;
}

type Executor = Pick<Db, 'insert'>;

/**
 * Every message is written to the outbox in the caller's transaction, so a rolled-back change
 * sends nothing and the request never waits for a mail server. With SMTP_URL set, the sender of
 * sender.ts delivers pending rows and stamps sent_at (decisions/users.md, R314); without it the
 * outbox is where the administrator reads the mail, so verification works on the embedded
 * default with no mail server.
 */
export async function sendMail(db: Executor, mail: Mail, now: Date): Promise<void> {
  const file = mail.attachment;
  await db.insert(mailOutbox).values({
    toEmail: mail.to,
    subject: mail.subject,
    body: mail.body,
    createdAt: now,
    ...(file && { attachmentName: file.filename, attachmentType: file.contentType, attachment: sql`decode(${Buffer.from(file.content).toString('hex')}, 'hex')` }),
  });
}

/**
 * A message's columns without the attachment's bytes (a list of messages never carries files):
 * its name, type and size in bytes, null without one.
 */
const withoutBytes = {
  id: mailOutbox.id,
  toEmail: mailOutbox.toEmail,
  subject: mailOutbox.subject,
  body: mailOutbox.body,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  error: mailOutbox.error,
  attachmentName: mailOutbox.attachmentName,
  attachmentType: mailOutbox.attachmentType,
  attachmentSize: sql<number | null>`octet_length(${mailOutbox.attachment})`.mapWith((n: unknown) => (n === null ? null : Number(n))),
};

/** The attachment's bytes as hex text: the same on node-postgres and PGlite, whatever typed-array class each driver answers. */
export const attachmentHex = sql<string | null>`encode(${mailOutbox.attachment}, 'hex')`;

/** An attachment read back as `attachmentHex` and its name and type; undefined for a message without one. */
export const attachmentOf = (r: { attachmentName: string | null; attachmentType: string | null; hex: string | null }): (MailAttachment & { content: Buffer<ArrayBuffer> }) | undefined =>
  r.attachmentName !== null && r.hex !== null ? { filename: r.attachmentName, contentType: r.attachmentType ?? 'application/octet-stream', content: Buffer.from(r.hex, 'hex') } : undefined;

/** Which messages a list shows: those whose recipient contains `to` (any case), or all. */
const outboxWhere = (to: string | undefined): SQL | undefined => (to ? ilike(mailOutbox.toEmail, containsPattern(to)) : undefined);

/** The newest messages first. */
export async function listOutbox(db: Db, limit: number, offset: number, to?: string) {
  return db.select(withoutBytes).from(mailOutbox).where(outboxWhere(to)).orderBy(desc(mailOutbox.id)).limit(limit).offset(offset);
}

/** How many messages the outbox holds (to that recipient). */
export async function countOutbox(db: Db, to?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(outboxWhere(to));
  return Number(row?.n ?? 0);
}

/** One message of the outbox (its attachment's name, type and size, not its bytes), or undefined. */
export async function findOutboxMail(db: Db, id: number) {
  const [row] = await db.select(withoutBytes).from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row;
}

/** The attachment of a message of the outbox, or undefined when there is no such message or it has none. */
export async function findOutboxAttachment(db: Db, id: number) {
  const [row] = await db
    .select({ attachmentName: mailOutbox.attachmentName, attachmentType: mailOutbox.attachmentType, hex: attachmentHex })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .limit(1);
  return row && attachmentOf(row);
}
