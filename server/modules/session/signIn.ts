import { createSession, deleteSession, type SessionUser } from '../../auth/sessions';
import { SESSION_COOKIE, sessionPolicy } from '../../http/guards';
import { ok } from '../../http/respond';
import type { Ctx } from '../../http/types';
import { withEffectivePermissions } from '../rbac/effective';
import { toUserInfo } from '../users/userInfo';
import { logSecurity } from '../security/securityLog';
import { setAuthCookie } from '../../http/authCookie';

/**
 * Ends the caller's previous session and opens a new one for that user (after the password, or
 * after the password and the second factor): the cookie and the usual login answer, plus `extra`.
 */
export async function startSession(c: Ctx, user: SessionUser, extra: Record<string, unknown> = {}) {
  const { db, now, clientIp } = c.var.deps;
  const previous = c.var.session;
  if (previous) await deleteSession(db, previous.id);
  const { token } = await createSession(db, sessionPolicy(c), user.id, { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? '' }, now());
  await logSecurity(c, { event: 'login', userId: user.id, actorId: user.id, email: user.email });
  setAuthCookie(c, SESSION_COOKIE, token, { sameSite: 'Lax', path: '/', maxAgeMs: c.var.deps.config.sessionAbsoluteMs });
  return ok(c, { ...toUserInfo(await withEffectivePermissions(db, user)), ...extra });
}
