import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { EmailStatus, UserStatus } from '../../../domain/enums/user';
import { hashPassword } from '../../auth/passwords';
import { sessions } from '../../db/schema';
import { ownOrigin } from '../../http/guards';
import { invalid, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { logSecurity } from '../security/securityLog';
import { changeUser } from './changeLog';
import { email, passwordPair } from './fields';
import { findUserByEmail, findUserById } from './repository';
import { consumeVerification, sendPasswordReset, sendVerification } from './verification';

/**
 * The public account-recovery calls (issue 17: no account enumeration). Each answers the same
 * whether or not the address belongs to an account, after the same work; only the address's owner
 * learns anything, by e-mail.
 */

const addressBody = z.object({ email });
const SENT = { sent: true } as const;

/** POST /registration/resend-verification: a new confirmation link for an unconfirmed address. */
async function resendVerification(c: Ctx) {
  const body = await parseBody(c, addressBody);
  const { db, now } = c.var.deps;
  const user = await findUserByEmail(db, body.email);
  if (user && user.emailStatus !== EmailStatus.Confirmed) await db.transaction((tx) => sendVerification(tx, user, ownOrigin(c), now()));
  return ok(c, SENT);
}

/** POST /password-reset: mails a one-hour reset link to an active account's address. */
async function requestReset(c: Ctx) {
  const body = await parseBody(c, addressBody);
  const { db, now } = c.var.deps;
  const user = await findUserByEmail(db, body.email);
  const active = user && user.statusId === UserStatus.Active ? user : undefined;
  if (active) {
    await db.transaction(async (tx) => {
      await sendPasswordReset(tx, active, ownOrigin(c), now());
      await logSecurity(c, { event: 'password_reset_requested', userId: active.id, email: active.email }, tx);
    });
  }
  return ok(c, SENT);
}

const confirmBody = z.object({ token: z.string({ message: 'The reset link is missing its token.' }).trim().min(1, 'The reset link is missing its token.').max(200) }).and(passwordPair);
const BAD_TOKEN = [{ field: 'token', message: 'This reset link is unknown, used or expired. Ask for a new one.' }];

/** POST /password-reset/confirm: the new password, once per link; every session of the account ends. */
async function confirmReset(c: Ctx) {
  const body = await parseBody(c, confirmBody);
  const { db, now } = c.var.deps;
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction(async (tx) => {
    const userId = await consumeVerification(tx, body.token, now(), 'reset');
    const target = userId === undefined ? undefined : await findUserById(tx as typeof db, userId);
    if (!target || target.statusId !== UserStatus.Active) return undefined;
    const row = await changeUser(tx, { id: null, ip: c.var.deps.clientIp(c) }, target, { passwordHash }, now(), 'change_password');
    await tx.delete(sessions).where(and(eq(sessions.userId, row.id)));
    await logSecurity(c, { event: 'password_reset', userId: row.id, email: row.email }, tx);
    return row;
  });
  if (!user) return invalid(c, BAD_TOKEN);
  return ok(c, { reset: true });
}

export const recoveryEndpoints: Endpoint[] = [
  { method: 'POST', path: '/registration/resend-verification', access: { kind: 'public' }, handler: resendVerification },
  { method: 'POST', path: '/password-reset', access: { kind: 'public' }, handler: requestReset },
  { method: 'POST', path: '/password-reset/confirm', access: { kind: 'public' }, handler: confirmReset },
];
