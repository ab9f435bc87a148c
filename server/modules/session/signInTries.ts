import { getCookie } from 'hono/cookie';
import { KNOWN_DEVICE_MS, knownDeviceOf, rememberDevice } from '../../auth/knownDevices';
import { verifyPassword } from '../../auth/passwords';
import { addressKey, settleSuccess, takeTry, throttleKeys, type ThrottleKey, type ThrottlePolicy } from '../../auth/throttle';
import type { WorkSlot } from '../../auth/workLimits';
import { TooManyRequests } from '../../errors';
import type { Ctx } from '../../http/types';
import { setAuthCookie } from '../../http/authCookie';

export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';

/** The known-device cookie: set at a successful sign-in (and a password reset by e-mail), read only by /api/login. */
export const DEVICE_COOKIE = 'sid_device';

export const throttlePolicy = (c: Ctx): ThrottlePolicy => ({
  perAccount: c.var.deps.config.loginMaxFailuresPerAccount,
  perAddress: c.var.deps.config.loginMaxFailuresPerAddress,
  acrossAddresses: c.var.deps.config.loginMaxFailuresAcrossAddresses,
  windowMs: c.var.deps.config.loginFailureWindowMs,
  firstDelayMs: c.var.deps.config.loginFirstDelayMs,
});

/** A sign-in try that has been counted: its throttle keys, the browser's known device, its password-check slots. */
export interface SignInTry {
  keys: ThrottleKey[];
  deviceId: string | null;
  slots: WorkSlot[];
}

/**
 * Counts a try (password or second-factor code) for that e-mail before anything is checked, or
 * refuses it with 429 and Retry-After: the refusal costs a few statements and no password check.
 */
export async function beginTry(c: Ctx, email: string): Promise<SignInTry> {
  const { db, now, clientIp } = c.var.deps;
  const ip = clientIp(c);
  const deviceId = await knownDeviceOf(db, getCookie(c, DEVICE_COOKIE), email, now());
  const policy = throttlePolicy(c);
  const keys = throttleKeys(policy, { email, ip, deviceId });
  const take = () => takeTry(db, policy, keys, now());
  const gate = c.var.deps.signInGate;
  const decision = gate ? await gate.decide(keys, take) : await take();
  if (!decision.allowed) {
    c.header('Retry-After', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
    throw new TooManyRequests(TOO_MANY_ATTEMPTS);
  }
  const slots = deviceId
    ? [{ key: `device:${deviceId}`, max: 1 }]
    : [
        { key: `account:${email}`, max: 1 },
        { key: `address:${addressKey(ip)}`, max: 1 },
      ];
  return { keys, deviceId, slots };
}

/** The password check of a counted try, one at a time per account (or device) and per address. */
export function checkPassword(c: Ctx, attempt: SignInTry, password: string, hash: string): Promise<boolean> {
  const limits = c.var.deps.signInGate?.checks;
  return limits ? limits.run(attempt.slots, () => verifyPassword(password, hash)) : verifyPassword(password, hash);
}

/** The password or code was right, but the sign-in goes on (second factor) or is refused (blocked): the try gives its count back. */
export async function tryWasRight(c: Ctx, attempt: SignInTry): Promise<void> {
  await settleSuccess(c.var.deps.db, throttlePolicy(c), attempt.keys, c.var.deps.now(), { reset: false });
}

/** The user is signed in: this account's counters from here start afresh and the browser becomes (or stays) a known device. */
export async function trySignedIn(c: Ctx, attempt: SignInTry, userId: number): Promise<void> {
  const { db, now } = c.var.deps;
  await settleSuccess(db, throttlePolicy(c), attempt.keys, now(), { reset: true });
  await rememberThisDevice(c, userId, attempt.deviceId);
}

/** Marks the caller's browser a known device of the user (a new cookie unless it already is one). */
export async function rememberThisDevice(c: Ctx, userId: number, knownId: string | null = null): Promise<void> {
  const token = await rememberDevice(c.var.deps.db, userId, knownId, c.var.deps.now());
  if (!token) return;
  setAuthCookie(c, DEVICE_COOKIE, token, { sameSite: 'Strict', path: '/api/login', maxAgeMs: KNOWN_DEVICE_MS });
}
