import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { deleteCookie, getCookie } from 'hono/cookie';
import type { SessionUser } from '../../auth/sessions';
import { pendingLogins } from '../../db/schema';
import { ok } from '../../http/respond';
import { roleOfUserType, type Ctx } from '../../http/types';
import { readSecurityPolicy } from './policy';
import { hasTwoFactor } from './twoFactorRepository';
import { hashToken } from '../../auth/tokenHash';
import { setAuthCookie } from '../../http/authCookie';

/** The cookie of a sign-in waiting for its second factor: separate from the session cookie. */
export const PENDING_COOKIE = 'sid_2fa';
const PENDING_MS = 5 * 60_000;


/**
 * After the right password: for a user with a second factor, a short-lived pending step and the
 * answer `{ two_factor_required: true }` (no session yet); null for everyone else.
 */
export async function twoFactorStep(c: Ctx, user: SessionUser): Promise<Response | null> {
  const { db, now } = c.var.deps;
  if (!(await hasTwoFactor(db, user.id))) return null;
  const token = randomBytes(32).toString('base64url');
  await db.delete(pendingLogins).where(eq(pendingLogins.userId, user.id));
  await db.insert(pendingLogins).values({ id: hashToken(token), userId: user.id, expiresAt: new Date(now().getTime() + PENDING_MS) });
  setAuthCookie(c, PENDING_COOKIE, token, { sameSite: 'Strict', path: '/api/login', maxAgeMs: PENDING_MS });
  return ok(c, { two_factor_required: true });
}

/** The user id of the caller's pending sign-in, if it is still fresh. */
export async function pendingUserId(c: Ctx): Promise<number | null> {
  const token = getCookie(c, PENDING_COOKIE);
  if (!token || token.length > 100) return null;
  const [row] = await c.var.deps.db
    .select({ userId: pendingLogins.userId })
    .from(pendingLogins)
    .where(and(eq(pendingLogins.id, hashToken(token)), gt(pendingLogins.expiresAt, c.var.deps.now())))
    .limit(1);
  return row?.userId ?? null;
}

export async function endPending(c: Ctx, userId: number): Promise<void> {
  await c.var.deps.db.delete(pendingLogins).where(eq(pendingLogins.userId, userId));
  deleteCookie(c, PENDING_COOKIE, { path: '/api/login' });
}

/** `{ two_factor_enrolment_required: true }` for staff the policy obliges to enrol and who have not. */
export async function enrolmentNotice(c: Ctx, user: SessionUser): Promise<Record<string, unknown>> {
  const role = roleOfUserType(user.userType);
  if (role !== 'admin' && role !== 'manager') return {};
  const { db } = c.var.deps;
  if (!(await readSecurityPolicy(db)).require_two_factor_for_staff || (await hasTwoFactor(db, user.id))) return {};
  return { two_factor_enrolment_required: true };
}
