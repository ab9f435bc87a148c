import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailVerifications } from '../../db/schema';
import { sendMail } from '../../mail/transport';
import type { Tx } from './changeLog';
import type { UserRow } from './repository';

const TOKEN_TTL_MS = 3 * 86_400_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a one-time token and mails the link; the token itself is never stored. */
export async function sendVerification(tx: Tx, user: Pick<UserRow, 'id' | 'email'>, origin: string, now: Date): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  await tx.insert(emailVerifications).values({ tokenHash: hashOf(token), userId: user.id, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS) });
  await sendMail(
    tx,
    {
      to: user.email,
      subject: 'Confirm your e-mail address',
      body: `Open this link to confirm your e-mail address:\n${origin}/auth/a/verify-email?token=${token}\n\nThe link works for 3 days. Token: ${token}`,
    },
    now,
  );
}

/** Uses up a live token; the user id it belonged to, or undefined for an unknown, used or expired one. */
export async function consumeVerification(tx: Tx, token: string, now: Date): Promise<number | undefined> {
  const [row] = await tx
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.tokenHash, hashOf(token)), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
    .returning({ userId: emailVerifications.userId });
  return row?.userId;
}
