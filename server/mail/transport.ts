import { count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { containsPattern } from '../db/like';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
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
  await db.insert(mailOutbox).values({ toEmail: mail.to, subject: mail.subject, body: mail.body, createdAt: now });
}

/** Which messages a list shows: those whose recipient contains `to` (any case), or all. */
const outboxWhere = (to: string | undefined): SQL | undefined => (to ? ilike(mailOutbox.toEmail, containsPattern(to)) : undefined);

/** The newest messages first. */
export async function listOutbox(db: Db, limit: number, offset: number, to?: string) {
  return db.select().from(mailOutbox).where(outboxWhere(to)).orderBy(desc(mailOutbox.id)).limit(limit).offset(offset);
}

/** How many messages the outbox holds (to that recipient). */
export async function countOutbox(db: Db, to?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(outboxWhere(to));
  return Number(row?.n ?? 0);
}

/** One message of the outbox, or undefined. */
export async function findOutboxMail(db: Db, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row;
}
