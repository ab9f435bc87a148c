import type { MiddlewareHandler } from 'hono';
import { effectivePermissions } from '../../domain/permissions/derive';
import { spendApiKeyRequest } from '../auth/apiKeys';
import { readWorkspaceFeatures } from '../modules/settings/settingsRepository';
import { Forbidden, Refusal, TooManyRequests } from '../errors';
import { roleOfUserType, type AppEnv, type Ctx } from './types';

/** The key of `Authorization: Bearer <key>`, or null when the request carries none. */
export function bearerToken(c: Ctx): string | null {
  const header = c.req.header('authorization');
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * The principal behind an API key: the key's owner with the same effective keys as their
 * browser session (so the same permission checks apply), never the cookie. Unknown, revoked or
 * expired keys are 401, a read-scoped key making a change 403, a key past its rate 429.
 */
export const loadApiKeyPrincipal =
  (key: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { db, now, config } = c.var.deps;
    const found = await spendApiKeyRequest(db, key, now(), config.apiKeyRequestsPerMinute);
    if (found.kind === 'unknown') throw new Refusal(401, 'The API key is not valid.');
    if (found.kind === 'limited') {
      c.header('Retry-After', '60');
      throw new TooManyRequests('Too many requests with this API key. Please slow down.');
    }
    if (found.scope === 'read' && !c.var.reads) {
      throw new Forbidden('This API key may only read.');
    }
    const features = await readWorkspaceFeatures(db);
    const user = { ...found.user, permissions: effectivePermissions({ userType: found.user.userType, permissions: found.user.permissions }, features) };
    c.set('session', { id: `api-key:${found.keyId}`, user, apiKey: { id: found.keyId, scope: found.scope, leads: found.leads } });
    c.set('features', features);
    c.set('role', roleOfUserType(user.userType));
    await next();
  };
