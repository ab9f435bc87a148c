import QRCode from 'qrcode';
import { z } from 'zod';
import { otpauthUri } from '../../auth/totp';
import { Conflict, fieldError, NotFound } from '../../errors';
import { ok } from '../../http/respond';
import { ACCOUNT_ROLES, type Ctx, type Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { findUserById } from '../users/userRepository';
import { startSession } from '../session/signIn';
import { beginTry, trySignedIn } from '../session/signInTries';
import { endPending, pendingUserId } from './loginStep';
import { readSecurityPolicy, saveSecurityPolicy } from './policy';
import { logSecurity } from './securityLog';
import * as repo from './twoFactorRepository';

export const WRONG_CODE = 'The code is not valid.';
const NO_PENDING = 'The sign-in has expired. Please enter your e-mail and password again.';

const codeBody = z.object({ code: z.string({ message: 'The code is required.' }).trim().min(1, 'The code is required.').max(20, WRONG_CODE) });

/** POST /login/two-factor: the second step of a sign-in, throttled like the password. */
async function completeLogin(c: Ctx) {
  const { db, now } = c.var.deps;
  const body = await parseBody(c, codeBody);
  const userId = await pendingUserId(c);
  const user = userId === null ? undefined : await findUserById(db, userId);
  // no (or an expired) pending step: the same 422 shape, so the form shows it beside the code
  if (!user || user.statusId !== 1) throw fieldError('code', NO_PENDING);
  // counted before the code is checked, on the same keys as the password (429 when refused)
  const attempt = await beginTry(c, user.email.toLowerCase());
  const used = await repo.verifySecondFactor(db, user.id, body.code, now());
  if (!used) {
    await logSecurity(c, { event: 'two_factor_failed', userId: user.id, email: user.email });
    throw fieldError('code', WRONG_CODE);
  }
  await trySignedIn(c, attempt, user.id);
  await endPending(c, user.id);
  return startSession(c, user, used === 'recovery' ? { recovery_codes_left: await repo.recoveryCodesLeft(db, user.id) } : {});
}

async function status(c: Ctx) {
  const { db } = c.var.deps;
  const user = c.var.session!.user;
  const row = await repo.readTwoFactor(db, user.id);
  const policy = await readSecurityPolicy(db);
  return ok(c, {
    enabled: Boolean(row?.confirmedAt),
    recovery_codes_left: row?.confirmedAt ? await repo.recoveryCodesLeft(db, user.id) : 0,
    required: policy.require_two_factor_for_staff && c.var.role !== 'affiliate',
  });
}

/** POST /me/two-factor: a new secret to scan (QR as SVG) or type (manual key); confirmed by a code. */
async function startEnrolment(c: Ctx) {
  const { db, now } = c.var.deps;
  const user = c.var.session!.user;
  if (await repo.hasTwoFactor(db, user.id)) throw new Conflict('Two-factor sign-in is already on. Turn it off first.');
  const secret = await repo.startEnrolment(db, user.id, now());
  const uri = otpauthUri(secret, user.email, 'AffNet');
  return ok(c, { secret, otpauth_url: uri, qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) });
}

async function confirmEnrolment(c: Ctx) {
  const { db, now } = c.var.deps;
  const user = c.var.session!.user;
  const body = await parseBody(c, codeBody);
  const row = await repo.readTwoFactor(db, user.id);
  if (!row) throw new Conflict('Start the enrolment first.');
  if (row.confirmedAt) throw new Conflict('Two-factor sign-in is already on.');
  if (!(await repo.spendTotp(db, user.id, body.code, now()))) throw fieldError('code', WRONG_CODE);
  const codes = await repo.confirmEnrolment(db, user.id, now());
  await logSecurity(c, { event: 'two_factor_enabled', userId: user.id, actorId: user.id, email: user.email });
  return ok(c, { enabled: true, recovery_codes: codes });
}

async function disable(c: Ctx) {
  const { db, now } = c.var.deps;
  const user = c.var.session!.user;
  const body = await parseBody(c, codeBody);
  if (!(await repo.hasTwoFactor(db, user.id))) throw new Conflict('Two-factor sign-in is off.');
  if (!(await repo.verifySecondFactor(db, user.id, body.code, now()))) throw fieldError('code', WRONG_CODE);
  await repo.removeTwoFactor(db, user.id);
  await logSecurity(c, { event: 'two_factor_disabled', userId: user.id, actorId: user.id, email: user.email });
  return ok(c, { enabled: false });
}

/** An admin removes a user's second factor (lost phone); change-logged and in the security log. */
async function reset(c: Ctx) {
  const { db, now, clientIp } = c.var.deps;
  const target = await findUserById(db, idParam(c));
  if (!target) throw new NotFound();
  const had = await repo.hasTwoFactor(db, target.id);
  const actorId = c.var.session!.user.id;
  await repo.resetTwoFactor(db, { id: actorId, ip: clientIp(c) }, target.id, had, now(), (tx) =>
    logSecurity(c, { event: 'two_factor_reset', userId: target.id, actorId, email: target.email }, tx),
  );
  return ok(c, { enabled: false });
}

const policyBody = z.object({ require_two_factor_for_staff: z.boolean({ message: 'Must be true or false.' }) });

async function updatePolicy(c: Ctx) {
  const body = await parseBody(c, policyBody);
  await saveSecurityPolicy(c.var.deps.db, body, c.var.deps.now());
  return ok(c, await readSecurityPolicy(c.var.deps.db));
}

const ADMIN = { kind: 'roles', roles: ['admin'] } as const;
const ANYONE = { kind: 'roles', roles: ACCOUNT_ROLES } as const;

export const twoFactorEndpoints: Endpoint[] = [
  { method: 'POST', path: '/login/two-factor', access: { kind: 'public' }, handler: completeLogin },
  { method: 'GET', path: '/me/two-factor', access: ANYONE, sessionOnly: true, handler: status },
  { method: 'POST', path: '/me/two-factor', access: ANYONE, sessionOnly: true, handler: startEnrolment },
  { method: 'POST', path: '/me/two-factor/confirm', access: ANYONE, sessionOnly: true, handler: confirmEnrolment },
  { method: 'POST', path: '/me/two-factor/disable', access: ANYONE, sessionOnly: true, handler: disable },
  { method: 'POST', path: '/user_profiles/user-accounts/:id/reset-two-factor', access: ADMIN, handler: reset },
  { method: 'GET', path: '/security/policy', access: ADMIN, handler: async (c) => ok(c, await readSecurityPolicy(c.var.deps.db)) },
  { method: 'PUT', path: '/security/policy', access: ADMIN, handler: updatePolicy },
];
