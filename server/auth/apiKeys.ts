import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiKeys, users } from '../db/schema';
import type { SessionUser } from './sessions';

export type ApiKeyScope = 'read' | 'write';

/** Keys are 256 random bits behind a recognisable prefix; only the sha-256 is stored. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');
export const newApiKey = () => `afn_${randomBytes(32).toString('base64url')}`;

export type KeyLookup =
  | { kind: 'ok'; keyId: number; scope: ApiKeyScope; leads: boolean; user: SessionUser }
  | { kind: 'unknown' }
  | { kind: 'limited' };

/**
 * The key's owner, counting the request in the key's one-minute window in the same statement
 * (the count lives in the row, so the limit holds across processes). Revoked, expired, unknown
 * keys and keys of users who are not active are all 'unknown'.
 */
export async function spendApiKeyRequest(db: Db, key: string, now: Date, perMinute: number): Promise<KeyLookup> {
  if (!key.startsWith('afn_') || key.length > 100) return { kind: 'unknown' };
  const windowEdge = new Date(now.getTime() - 60_000);
  const fresh = sql`${apiKeys.windowStart} <= ${windowEdge.toISOString()}::timestamptz`;
  const [row] = await db
    .update(apiKeys)
    .set({
      windowStart: sql`CASE WHEN ${fresh} THEN ${now.toISOString()}::timestamptz ELSE ${apiKeys.windowStart} END`,
      windowCount: sql`CASE WHEN ${fresh} THEN 1 ELSE ${apiKeys.windowCount} + 1 END`,
      lastUsedAt: now,
    })
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now))))
    .returning({ id: apiKeys.id, userId: apiKeys.userId, scope: apiKeys.scope, leads: apiKeys.leads, count: apiKeys.windowCount });
  if (!row) return { kind: 'unknown' };
  if (row.count > perMinute) return { kind: 'limited' };
  const [user] = await db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user || user.statusId !== 1) return { kind: 'unknown' };
  return { kind: 'ok', keyId: row.id, scope: row.scope, leads: row.leads, user };
}
