import { z } from 'zod';
import { EmailStatus, UserStatus } from '../../../domain/enums/user';
import { hashPassword } from '../../auth/passwords';
import { ownOrigin } from '../../http/guards';
import { ValidationError } from '../../errors';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { logSecurity } from '../security/securityLog';
import { rememberThisDevice } from '../session/signInTries';
import { changeUserByToken } from './accountChanges';
import { email, passwordPair } from './fields';
import { findUserByEmail } from './userRepository';
import { mailPasswordReset, mailVerification } from './verification';

/**
 * The public account-recovery calls (no account enumeration). Each answers the same
 * whether or not the address belongs to an account, after the same work; only the address's owner
 * learns anything, by e-mail.
 */

const addressBody = z.object({ email });
const SENT = { sent: true } as const;

/** Whether mail leaves at all is the workspace's, not the address's: the page says so (decisions/users.md). */
const sentAnswer = (c: Ctx) => ({ ...SENT, email_delivery: c.var.deps.config.smtpUrl ? ('smtp' as const) : ('outbox' as const) });

/**
 * The answer of a recovery call never comes sooner than this after the request: the work for an
 * address with an account (a token, an e-mail in the outbox) takes a millisecond or two more than
 * for one without, and the floor hides that difference far below its own size.
 */
export const RECOVERY_FLOOR_MS = 40;

async function noSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const left = floorMs - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return result;
}

/** POST /registration/resend-verification: a new confirmation link for an unconfirmed address. */
async function resendVerification(c: Ctx) {
  const body = await parseBody(c, addressBody);
  const { db, now } = c.var.deps;
  await noSoonerThan(RECOVERY_FLOOR_MS, async () => {
    const user = await findUserByEmail(db, body.email);
    if (user && user.emailStatus !== EmailStatus.Confirmed) await mailVerification(db, user, ownOrigin(c), now());
  });
  return ok(c, sentAnswer(c));
}

/** POST /password-reset: mails a one-hour reset link to an active account's address. */
async function requestReset(c: Ctx) {
  const body = await parseBody(c, addressBody);
  const { db, now } = c.var.deps;
  await noSoonerThan(RECOVERY_FLOOR_MS, async () => {
    const user = await findUserByEmail(db, body.email);
    const active = user && user.statusId === UserStatus.Active ? user : undefined;
    // an unknown address is logged too: an admin sees someone probing addresses
    await mailPasswordReset(db, active, ownOrigin(c), now(), (tx) =>
      logSecurity(c, { event: 'password_reset_requested', userId: active?.id ?? null, email: body.email, details: active ? {} : { account: false } }, tx),
    );
  });
  return ok(c, sentAnswer(c));
}

const confirmBody = z.object({ token: z.string({ message: 'The reset link is missing its token.' }).trim().min(1, 'The reset link is missing its token.').max(200) }).and(passwordPair);
const BAD_TOKEN = [{ field: 'token', message: 'This reset link is unknown, used or expired. Ask for a new one.' }];

/** POST /password-reset/confirm: the new password, once per link; every session of the account ends; the browser becomes a known device. */
async function confirmReset(c: Ctx) {
  const body = await parseBody(c, confirmBody);
  const { db, now } = c.var.deps;
  const passwordHash = await hashPassword(body.password);
  const user = await changeUserByToken(db, body.token, { id: null, ip: c.var.deps.clientIp(c) }, { passwordHash }, now(), {
    purpose: 'reset',
    action: 'change_password',
    only: (target) => target.statusId === UserStatus.Active,
    endSessions: {},
    after: (tx, row) => logSecurity(c, { event: 'password_reset', userId: row.id, email: row.email }, tx),
  });
  if (!user) throw new ValidationError(BAD_TOKEN);
  // the link proved the mailbox: this browser signs in on its own counter, whatever others tried
  await rememberThisDevice(c, user.id);
  return ok(c, { reset: true });
}

export const recoveryEndpoints: Endpoint[] = [
  { method: 'POST', path: '/registration/resend-verification', access: { kind: 'public' }, handler: resendVerification },
  { method: 'POST', path: '/password-reset', access: { kind: 'public' }, handler: requestReset },
  { method: 'POST', path: '/password-reset/confirm', access: { kind: 'public' }, handler: confirmReset },
];
