import { deleteCookie } from 'hono/cookie';
import { roleSegment, UserStatus, UserType } from '../../../domain/enums/user';
import { createSession, deleteSession } from '../../auth/sessions';
import { sessionPolicy, VIEW_COOKIE } from '../../http/guards';
import { Conflict, Forbidden, NotFound } from '../../errors';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam } from '../../http/validate';
import { VIEW } from '../users/access';
import { logAction } from '../users/changeLog';
import { findUserById } from '../users/userRepository';
import { actorOf, viewerOf } from '../users/requestContext';
import { findInScope } from '../users/scope';
import { logSecurity } from './securityLog';
import { setAuthCookie } from '../../http/authCookie';

/** How long a view-as session lasts at most: long enough to look around, short enough to be forgotten safely. */
export const VIEW_AS_MS = 30 * 60_000;

const appOf = (userType: number) => `/${roleSegment(userType)}/d/`;

/** Start and end are in the change log of the viewed user and in the security log. */
async function logView(c: Ctx, target: { id: number; email: string }, actorId: number, started: boolean) {
  const db = c.var.deps.db;
  await logAction(db, { ...actorOf(c), id: actorId }, target.id, started ? 'view_as_start' : 'view_as_end', c.var.deps.now());
  await logSecurity(c, { event: started ? 'view_as_started' : 'view_as_ended', userId: target.id, actorId, email: target.email }, db);
}

/**
 * POST /user_profiles/user-accounts/{id}/view-as: an admin (any manager, affiliate or advertiser) or a manager
 * (their own affiliates) opens a separate, short-lived, view-only session of that user in the
 * `sid_view` cookie; their own session cookie is left as it is. Answers the app to open.
 */
async function start(c: Ctx) {
  const { db, now, clientIp } = c.var.deps;
  const me = c.var.session!;
  if (me.viewAsBy) throw new Conflict('End the current view first.');
  const target = await findInScope(db, viewerOf(c), idParam(c));
  if (!target || target.id === me.user.id) throw new NotFound('User not found.');
  if (target.userType === UserType.Admin || roleSegment(target.userType) === undefined) throw new Forbidden('This user’s app cannot be viewed.');
  if (target.statusId !== UserStatus.Active) throw new Conflict('Only an active user can be viewed.');
  const policy = { ...sessionPolicy(c), absoluteMs: Math.min(VIEW_AS_MS, sessionPolicy(c).absoluteMs) };
  const { token } = await createSession(db, policy, target.id, { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? '', viewAsBy: me.user.id }, now());
  await logView(c, target, me.user.id, true);
  setAuthCookie(c, VIEW_COOKIE, token, { sameSite: 'Lax', path: '/', maxAgeMs: policy.absoluteMs });
  return ok(c, { user_id: target.id, full_name: `${target.firstName} ${target.lastName}`.trim(), url: appOf(target.userType), expires_in: policy.absoluteMs / 1000 });
}

/** Ends the caller's view-as session (if it is one) and says where the viewer goes back to. */
export async function endView(c: Ctx) {
  const { db } = c.var.deps;
  const session = c.var.session;
  deleteCookie(c, VIEW_COOKIE, { path: '/' });
  if (!session?.viewAsBy) throw new Conflict('This is not a view-as session.');
  await deleteSession(db, session.id);
  const viewer = await findUserById(db, session.viewAsBy);
  await logView(c, session.user, session.viewAsBy, false);
  const back = viewer ? `${appOf(viewer.userType)}user-operations/all-users/${session.user.id}/show` : '/auth/a/login';
  return ok(c, { url: back });
}

export const viewAsEndpoints: Endpoint[] = [
  { method: 'POST', path: '/user_profiles/user-accounts/:id/view-as', access: VIEW, handler: start },
  { method: 'POST', path: '/view-as/end', access: { kind: 'session' }, handler: endView },
];
