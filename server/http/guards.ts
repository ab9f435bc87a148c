import { getCookie } from 'hono/cookie';
import type { MiddlewareHandler } from 'hono';
import { hasAllPermissions, hasPermission } from '../../domain/permissions/check';
import { effectivePermissions } from '../../domain/permissions/derive';
import { findSession } from '../auth/sessions';
import { readWorkspaceFeatures } from '../modules/settings/repository';
import { fail } from './respond';
import { roleOfUserType, type Access, type AppEnv, type Ctx } from './types';

export const SESSION_COOKIE = 'sid';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const sessionPolicy = (c: Ctx) => ({
  idleMs: c.var.deps.config.sessionIdleMs,
  absoluteMs: c.var.deps.config.sessionAbsoluteMs,
});

/** The request's own origin, as the browser sees it (behind a trusted proxy, its scheme and host). */
export function ownOrigin(c: Ctx): string {
  const url = new URL(c.req.url);
  if (c.var.deps.config.trustProxy) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
    return `${proto || url.protocol.slice(0, -1)}://${host || c.req.header('host') || url.host}`;
  }
  return `${url.protocol}//${c.req.header('host') || url.host}`;
}

/**
 * CSRF: a state-changing request needs a header a plain form cannot send, and when the browser
 * names an Origin it must be ours. SameSite=Lax cookies are the first line; this is the second.
 */
export const csrf: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (UNSAFE.has(c.req.method)) {
    if (!c.req.header('x-requested-with')) return fail(c, 403, 'Missing X-Requested-With header.');
    const origin = c.req.header('origin');
    if (origin && origin !== ownOrigin(c)) return fail(c, 403, 'Cross-origin request refused.');
  }
  await next();
};

/**
 * Loads the session (if any) behind the cookie; never rejects by itself. The user's
 * `permissions` become the effective keys (decisions, permissions): the stored keys less those of
 * switched-off features, plus the derived CUSTOM_* keys. Both are read on every request, so a
 * change of a user's keys or of the features applies at that user's next request.
 */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  const db = c.var.deps.db;
  const found = token ? await findSession(db, sessionPolicy(c), token, c.var.deps.now()) : null;
  const features = found ? await readWorkspaceFeatures(db) : [];
  const session = found && {
    ...found,
    user: { ...found.user, permissions: effectivePermissions({ userType: found.user.userType, permissions: found.user.permissions }, features) },
  };
  c.set('session', session);
  c.set('features', features);
  c.set('role', session ? roleOfUserType(session.user.userType) : null);
  await next();
};

/** The keys an access rule names. */
export const keysOf = (access: Access): readonly string[] =>
  access.kind !== 'roles' || access.permission === undefined
    ? []
    : typeof access.permission === 'string'
      ? [access.permission]
      : access.permission;

/** The permission check for handlers: the signed-in user holds this (effective) key. */
export const can = (c: Ctx, key: string): boolean => hasPermission(c.var.session?.user.permissions, key);

/**
 * The access rule of one endpoint: 401 without a session, 403 for a role, key or feature it
 * lacks. Administrators hold keys like everyone else (no bypass: decisions, permissions).
 */
export function authorize(access: Access): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (access.kind === 'public') return next();
    const session = c.var.session;
    if (!session) return fail(c, 401, 'Not signed in.');
    if (access.kind === 'roles') {
      const segment = c.req.param('role');
      if (segment !== c.var.role) return fail(c, 403, 'This area belongs to another role.');
      if (!c.var.role || !access.roles.includes(c.var.role)) return fail(c, 403, 'Access denied.');
      if (access.feature && !c.var.features.includes(access.feature)) return fail(c, 403, 'This feature is switched off.');
      const own = access.selfParam !== undefined && c.req.param(access.selfParam) === String(session.user.id);
      if (!own && !hasAllPermissions(session.user.permissions, keysOf(access))) return fail(c, 403, 'Access denied.');
    }
    await next();
  };
}
