import { deleteOwnSession, deleteUserSessions, listUserSessions } from '../../auth/sessions';
import { NotFound } from '../../errors';
import { ok } from '../../http/respond';
import { ACCOUNT_ROLES, type Ctx, type Endpoint } from '../../http/types';
import { idParam } from '../../http/validate';
import { agentOf } from '../tracker/visitor';
import { findUserById } from '../users/userRepository';

/** The caller's active sessions with their browser and OS; `id` is the stored hash (it cannot be used as a cookie). */
async function listOwn(c: Ctx) {
  const session = c.var.session!;
  const rows = await listUserSessions(c.var.deps.db, session.user.id);
  return ok(
    c,
    rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      last_seen_at: r.lastSeenAt.toISOString(),
      ip: r.ip,
      user_agent: r.userAgent,
      // the device, as the sessions screen names it
      ...agentOf(r.userAgent),
      current: r.id === session.id,
    })),
  );
}

async function endOne(c: Ctx) {
  const id = c.req.param('id') ?? '';
  if (!(await deleteOwnSession(c.var.deps.db, c.var.session!.user.id, id))) throw new NotFound();
  return ok(c, { ended: 1 });
}

async function endOthers(c: Ctx) {
  const session = c.var.session!;
  await deleteUserSessions(c.var.deps.db, session.user.id, session.id);
  return ok(c, { ended: true });
}

async function endUsers(c: Ctx) {
  const target = await findUserById(c.var.deps.db, idParam(c));
  if (!target) throw new NotFound();
  await deleteUserSessions(c.var.deps.db, target.id);
  return ok(c, { ended: true });
}

const ANYONE = { kind: 'roles', roles: ACCOUNT_ROLES } as const;

export const sessionListEndpoints: Endpoint[] = [
  { method: 'GET', path: '/me/sessions', access: ANYONE, sessionOnly: true, handler: listOwn },
  { method: 'DELETE', path: '/me/sessions/:id', access: ANYONE, sessionOnly: true, handler: endOne },
  { method: 'POST', path: '/me/sessions/end-others', access: ANYONE, sessionOnly: true, handler: endOthers },
  { method: 'POST', path: '/user_profiles/user-accounts/:id/end-sessions', access: { kind: 'roles', roles: ['admin'] }, handler: endUsers },
];
