import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { hashApiKey, newApiKey } from '../../auth/apiKeys';
import { apiKeys } from '../../db/schema';
import { listSchema, orderBy, pageOf } from '../../http/listQuery';
import { fail, invalid, list, ok } from '../../http/respond';
import { ROLES, type Ctx, type Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { logSecurity } from './securityLog';

const createBody = z.object({
  name: z.string({ message: 'Name is required.' }).trim().min(1, 'Name is required.').max(100, 'Name is at most 100 characters.'),
  scope: z.enum(['read', 'write'], { message: "Scope must be 'read' or 'write'." }),
  expires_at: z.union([z.iso.datetime({ offset: true, message: 'Expiry must be an ISO date-time.' }), z.iso.date({ message: 'Expiry must be an ISO date.' }), z.null()]).optional(),
});
const listBody = listSchema(['id', 'name', 'created_at', 'last_used_at', 'expires_at'], {});

type KeyRow = typeof apiKeys.$inferSelect;
const toKey = (row: KeyRow) => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt?.toISOString() ?? null,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

// a key cannot mint or revoke keys: managing credentials takes the signed-in person
const refusedForKeys = (c: Ctx) => (c.var.session?.apiKey ? fail(c, 403, 'API keys are managed from a signed-in session.') : null);

async function create(c: Ctx) {
  const refused = refusedForKeys(c);
  if (refused) return refused;
  const { db, now } = c.var.deps;
  const body = await parseBody(c, createBody);
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= now().getTime()) return invalid(c, [{ field: 'expires_at', message: 'Expiry must be in the future.' }]);
  const user = c.var.session!.user;
  const key = newApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({ userId: user.id, name: body.name, scope: body.scope, keyHash: hashApiKey(key), createdAt: now(), expiresAt, windowStart: now() })
    .returning();
  await logSecurity(c, { event: 'api_key_created', userId: user.id, actorId: user.id, email: user.email, details: { key_id: row!.id, name: body.name, scope: body.scope } });
  return ok(c, { ...toKey(row!), key }, 201);
}

async function listKeys(c: Ctx) {
  const { db } = c.var.deps;
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const where = and(eq(apiKeys.userId, c.var.session!.user.id), isNull(apiKeys.revokedAt));
  const columns = { id: apiKeys.id, name: apiKeys.name, created_at: apiKeys.createdAt, last_used_at: apiKeys.lastUsedAt, expires_at: apiKeys.expiresAt };
  const rows = await db.select().from(apiKeys).where(where).orderBy(...orderBy(body.sort, columns, apiKeys.id, '-id'), desc(apiKeys.id)).limit(page.perPage).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(apiKeys).where(where);
  return list(c, rows.map(toKey), total?.n ?? 0, page);
}

async function revoke(c: Ctx) {
  const refused = refusedForKeys(c);
  if (refused) return refused;
  const { db, now } = c.var.deps;
  const user = c.var.session!.user;
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now() })
    .where(and(eq(apiKeys.id, idParam(c)), eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt)))
    .returning();
  if (!row) return fail(c, 404, 'Not found.');
  await logSecurity(c, { event: 'api_key_revoked', userId: user.id, actorId: user.id, email: user.email, details: { key_id: row.id, name: row.name } });
  return ok(c, toKey(row));
}

const ANYONE = { kind: 'roles', roles: ROLES } as const;

export const apiKeyEndpoints: Endpoint[] = [
  { method: 'POST', path: '/me/api-keys', access: ANYONE, handler: create },
  { method: 'POST', path: '/me/api-keys/list', access: ANYONE, handler: listKeys },
  { method: 'DELETE', path: '/me/api-keys/:id', access: ANYONE, handler: revoke },
];
