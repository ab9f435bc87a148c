import { getCookie } from 'hono/cookie';
import type { MiddlewareHandler } from 'hono';
import { hasAllPermissions, hasPermission } from '../../domain/permissions/check';
import { effectivePermissions } from '../../domain/permissions/derive';
import type { PermissionKey } from '../../domain/permissions/keys';
import { findSessionWith } from '../auth/sessions';
import { featuresFrom, workspaceFeaturesValue } from '../modules/settings/settingsRepository';
import { bearerToken, loadApiKeyPrincipal } from './apiKeyGuard';
import { trustedForwarded } from './clientIp';
import { Forbidden, Refusal } from '../errors';
import { roleOfUserType, type Access, type AppEnv, type Ctx, type Role } from './types';
import type { Principal } from './sessionCache';

export const SESSION_COOKIE = 'sid';
/** The cookie of a view-as session; while it is set it wins over `sid`, which stays untouched. */
export const VIEW_COOKIE = 'sid_view';
/** What a view-only session may still send: ending the view (or signing out, which ends it too). */
const VIEW_EXEMPT = new Set(['/api/view-as/end', '/api/logout']);
export const VIEW_ONLY_MESSAGE = 'This is a view-only session: nothing can be changed. End the view to work as yourself.';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const sessionPolicy = (c: Ctx) => ({
  idleMs: c.var.deps.config.sessionIdleMs,
  absoluteMs: c.var.deps.config.sessionAbsoluteMs,
});

/** The request's own origin, as the browser sees it (behind a trusted proxy, its scheme and host). */
export function ownOrigin(c: Ctx): string {
  const url = new URL(c.req.url);
  const { config } = c.var.deps;
  if (config.trustProxy) {
    const proto = trustedForwarded(config, c.req.header('x-forwarded-proto'));
    const host = trustedForwarded(config, c.req.header('x-forwarded-host'));
    return `${proto || url.protocol.slice(0, -1)}://${host || c.req.header('host') || url.host}`;
  }
  return `${url.protocol}//${c.req.header('host') || url.host}`;
}

/**
 * CSRF: a state-changing request needs a header a plain form cannot send, and when the browser
 * names an Origin it must be ours. SameSite=Lax cookies are the first line; this is the second.
 */
export const csrf: MiddlewareHandler<AppEnv> = async (c, next) => {
  // a Bearer key is sent only by code that holds it, never by a browser on its own: no CSRF risk
  if (UNSAFE.has(c.req.method) && bearerToken(c) === null) {
    if (!c.req.header('x-requested-with')) throw new Forbidden('Missing X-Requested-With header.');
    const origin = c.req.header('origin');
    if (origin && origin !== ownOrigin(c)) throw new Forbidden('Cross-origin request refused.');
  }
  await next();
};

/**
 * Loads the session (if any) behind the cookie; never rejects by itself. The user's
 * `permissions` become the effective keys (decisions, permissions): the stored keys less those of
 * switched-off features, plus the derived CUSTOM_* keys, derived when the session is read and kept
 * with it in the cache. Session, user and features are read in
 * ONE statement (findSessionWith) and kept briefly by the app's session cache, which every
 * state-changing request clears: a ban, a logout, a change of a user's keys or of the features
 * applies at the next request (server/http/sessionCache.ts).
 * Another source of the caller (an API key, a view-as session) slots in as one more entry of
 * `sources`, tried in order; the first that names a caller wins.
 */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  // an API key (Authorization: Bearer) is its own principal source, cookie or not (server/http/apiKeyGuard.ts)
  const key = bearerToken(c);
  let found: Principal | null = null;
  try {
    if (key !== null) return await loadApiKeyPrincipal(key)(c, next);
    for (const source of sources) {
      found = await source(c);
      if (found) break;
    }
    const session = found?.session ?? null;
    c.set('session', session);
    c.set('features', found?.features ?? []);
    c.set('role', session ? roleOfUserType(session.user.userType) : null);
    // a view-as session reads and never writes (spec 1 §1's view-only mode, enforced here)
    const path = new URL(c.req.url).pathname;
    if (session?.viewAsBy && !c.var.reads && !VIEW_EXEMPT.has(path)) throw new Forbidden(VIEW_ONLY_MESSAGE);
    await next();
  } finally {
    // any change made through the API applies to the next request (server/http/sessionCache.ts);
    // a list, export or dashboard POST changes nothing, so it keeps the cache (lists are POSTs); a
    // lead sent changes no caller (and leads come many a second): it keeps the callers only
    if (UNSAFE.has(c.req.method) && !c.var.reads) c.var.deps.sessionCache?.clear(c.var.keepsCallers ? 'reads' : 'all');
  }
};

/** A cookie's session: one statement for the session, its user and the features, kept briefly by the app's cache. */
async function sessionOf(c: Ctx, token: string | undefined): Promise<Principal | null> {
  if (!token) return null;
  // the effective keys are derived here, once per cache entry, not on every request
  const load = async () => {
    const found = await findSessionWith(c.var.deps.db, sessionPolicy(c), token, c.var.deps.now(), { features: workspaceFeaturesValue() });
    if (!found) return null;
    const features = featuresFrom(found.extras.features);
    const user = { ...found.user, permissions: effectivePermissions({ userType: found.user.userType, permissions: found.user.permissions }, features) };
    return { session: { id: found.id, user, viewAsBy: found.viewAsBy }, features };
  };
  const cache = c.var.deps.sessionCache;
  return cache ? cache.principal(token, load) : load();
}

/** The view-as cookie names a caller only when it holds a view-as session. */
async function viewSession(c: Ctx): Promise<Principal | null> {
  const found = await sessionOf(c, getCookie(c, VIEW_COOKIE));
  return found?.session.viewAsBy ? found : null;
}

const cookieSession = (c: Ctx) => sessionOf(c, getCookie(c, SESSION_COOKIE));

const sources: readonly ((c: Ctx) => Promise<Principal | null>)[] = [viewSession, cookieSession];

const listOf = (keys: PermissionKey | readonly PermissionKey[] | undefined): readonly PermissionKey[] => (keys === undefined ? [] : typeof keys === 'string' ? [keys] : keys);

/** The keys an access rule names for a role (without a role: every key it names for any role). */
export function keysOf(access: Access, role?: Role | null): readonly PermissionKey[] {
  if (access.kind !== 'roles') return [];
  const byRole = access.permissionByRole ?? {};
  if (role && role in byRole) return listOf(byRole[role]);
  if (role) return listOf(access.permission);
  return [...new Set([...listOf(access.permission), ...Object.values(byRole).flatMap((k) => listOf(k))])];
}

/** The permission check for handlers: the signed-in user holds this (effective) key. */
export const can = (c: Ctx, key: PermissionKey): boolean => hasPermission(c.var.session?.user.permissions, key);

/**
 * The access rule of one endpoint: 401 without a session, 403 for a role, key or feature it
 * lacks. Administrators hold keys like everyone else (no bypass: decisions, permissions).
 */
export function authorize(access: Access, sessionOnly = false): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (access.kind === 'public') return next();
    const session = c.var.session;
    if (!session) throw new Refusal(401, 'Not signed in.');
    // a leaked key must not mint keys, end sessions or change the second factor
    if (sessionOnly && session.apiKey) throw new Forbidden('This call takes a signed-in session, not an API key.');
    if (access.kind === 'roles') {
      // a versioned contract path names no role: the session's role alone must be listed
      if (access.roleSegment !== false && c.req.param('role') !== c.var.role) throw new Forbidden('This area belongs to another role.');
      if (!c.var.role || !access.roles.includes(c.var.role)) throw new Forbidden('Access denied.');
      if (access.feature && !c.var.features.includes(access.feature)) throw new Forbidden('This feature is switched off.');
      const own = access.selfParam !== undefined && c.req.param(access.selfParam) === String(session.user.id);
      if (!own && !hasAllPermissions(session.user.permissions, keysOf(access, c.var.role))) throw new Forbidden('Access denied.');
    }
    await next();
  };
}
