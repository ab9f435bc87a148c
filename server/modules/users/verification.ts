import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailVerifications } from '../../db/schema';
import { sendMail } from '../../mail/transport';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import type { UserRow } from './userRepository';
import { hashToken } from '../../auth/tokenHash';
import { logAction, type Actor } from './changeLog';
import { letter } from './letters';

export const ALREADY_CONFIRMED = 'This e-mail address is already confirmed.';

const TOKEN_TTL_MS = 3 * 86_400_000;
const RESET_TTL_MS = 3_600_000;

/** What a one-time token is for: confirming the address, or choosing a new password. */
export type TokenPurpose = 'verify' | 'reset';

type Recipient = Pick<UserRow, 'email' | 'language'>;

/** Issues a one-time token and mails the link in the user's language; the token itself is never stored. */
export async function sendVerification(tx: Tx, user: Recipient & Pick<UserRow, 'id'>, origin: string, now: Date): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  await tx.insert(emailVerifications).values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS) });
  await sendMail(tx, { to: user.email, ...letter('verify', user.language, { origin, token }) }, now);
}

/** Mails a password-reset link (one hour, one use); the token itself is never stored. */
export async function sendPasswordReset(tx: Tx, user: Recipient & Pick<UserRow, 'id'>, origin: string, now: Date): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  await tx.insert(emailVerifications).values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(now.getTime() + RESET_TTL_MS), purpose: 'reset' });
  await sendMail(tx, { to: user.email, ...letter('reset', user.language, { origin, token }) }, now);
}

/** Tells the owner of an address that someone tried to register it again (instead of telling the visitor). */
export async function sendAlreadyRegistered(tx: Tx, user: Recipient, origin: string, now: Date): Promise<void> {
  await sendMail(tx, { to: user.email, ...letter('already_registered', user.language, { origin }) }, now);
}

/** Tells an affiliate their request was approved and where to sign in. */
export async function sendApproved(tx: Tx, user: Recipient, origin: string, now: Date): Promise<void> {
  await sendMail(tx, { to: user.email, ...letter('approved', user.language, { origin }) }, now);
}

/** Uses up a live token of that purpose; the user id it belonged to, or undefined for an unknown, used or expired one. */
export async function consumeVerification(tx: Tx, token: string, now: Date, purpose: TokenPurpose = 'verify'): Promise<number | undefined> {
  const [row] = await tx
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, hashToken(token)),
        eq(emailVerifications.purpose, purpose),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerifications.userId });
  return row?.userId;
}

/**
 * Mails a confirmation link, the token and the mail in one transaction; a link staff sent is
 * logged on the user (`send_confirmation`), a visitor's own request is not.
 */
export function mailVerification(db: Db, user: Pick<UserRow, 'id' | 'email' | 'language'>, origin: string, now: Date, staff?: Actor): Promise<void> {
  return db.transaction(async (tx) => {
    await sendVerification(tx, user, origin, now);
    if (staff) await logAction(tx, staff, user.id, 'send_confirmation', now);
  });
}

/**
 * Mails a reset link when there is an account to reset, and writes `log` (the security log's entry,
 * written for an unknown address too) in the same transaction.
 */
export function mailPasswordReset(db: Db, user: Pick<UserRow, 'id' | 'email' | 'language'> | undefined, origin: string, now: Date, log: (tx: Tx) => Promise<void>): Promise<void> {
  return db.transaction(async (tx) => {
    if (user) await sendPasswordReset(tx, user, origin, now);
    await log(tx);
  });
}
