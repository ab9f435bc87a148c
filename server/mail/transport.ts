import { count, desc } from 'drizzle-orm';
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

export async function listOutbox(db: Db, limit: number, offset: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit).offset(offset);
}

/** How many messages the outbox holds. */
export async function countOutbox(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox);
  return Number(row?.n ?? 0);
}
