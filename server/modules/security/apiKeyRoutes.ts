import { z } from 'zod';
import { newApiKey } from '../../auth/apiKeys';
import { fieldError, NotFound } from '../../errors';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import { ACCOUNT_ROLES, type Ctx, type Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import * as repo from './apiKeyRepository';
import { logSecurity } from './securityLog';

const createBody = z.object({
  name: z.string({ message: 'Name is required.' }).trim().min(1, 'Name is required.').max(100, 'Name is at most 100 characters.'),
  scope: z.enum(['read', 'write'], { message: "Scope must be 'read' or 'write'." }),
  leads: z.boolean({ message: 'leads must be true or false.' }).optional(),
  expires_at: z.union([z.iso.datetime({ offset: true, message: 'Expiry must be an ISO date-time.' }), z.iso.date({ message: 'Expiry must be an ISO date.' }), z.null()]).optional(),
});
const listBody = listSchema(repo.KEY_SORTABLE, {});

const toKey = (row: repo.KeyRow) => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  leads: row.leads,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt?.toISOString() ?? null,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

async function create(c: Ctx) {
  const { db, now } = c.var.deps;
  const body = await parseBody(c, createBody);
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= now().getTime()) throw fieldError('expires_at', 'Expiry must be in the future.');
  const user = c.var.session!.user;
  const key = newApiKey();
  const row = await repo.insertKey(db, user.id, { name: body.name, scope: body.scope, leads: body.leads ?? true, key, expiresAt }, now());
  await logSecurity(c, { event: 'api_key_created', userId: user.id, actorId: user.id, email: user.email, details: { key_id: row.id, name: body.name, scope: body.scope, leads: row.leads } });
  return ok(c, { ...toKey(row), key }, 201);
}

async function listKeys(c: Ctx) {
  const { db } = c.var.deps;
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listKeys(db, c.var.session!.user.id, { sort: body.sort, perPage: page.perPage, offset: page.offset });
  return list(c, rows.map(toKey), total, page);
}

async function revoke(c: Ctx) {
  const { db, now } = c.var.deps;
  const user = c.var.session!.user;
  const row = await repo.revokeKey(db, user.id, idParam(c), now());
  if (!row) throw new NotFound();
  await logSecurity(c, { event: 'api_key_revoked', userId: user.id, actorId: user.id, email: user.email, details: { key_id: row.id, name: row.name } });
  return ok(c, toKey(row));
}

const ANYONE = { kind: 'roles', roles: ACCOUNT_ROLES } as const;

export const apiKeyEndpoints: Endpoint[] = [
  // a key cannot list, mint or revoke keys: a leaked key would otherwise tell which other keys exist and when each was last used
  { method: 'POST', path: '/me/api-keys', access: ANYONE, sessionOnly: true, handler: create },
  { method: 'POST', path: '/me/api-keys/list', reads: true, access: ANYONE, sessionOnly: true, handler: listKeys },
  { method: 'DELETE', path: '/me/api-keys/:id', access: ANYONE, sessionOnly: true, handler: revoke },
];
