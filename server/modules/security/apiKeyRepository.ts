import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { hashApiKey } from '../../auth/apiKeys';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { orderBy } from '../../http/listQuery';

export type KeyRow = typeof apiKeys.$inferSelect;
export const KEY_SORTABLE = ['id', 'name', 'created_at', 'last_used_at', 'expires_at'] as const;

/** Stores a new key by its hash only: the key itself is shown once, in the answer. */
export async function insertKey(db: Db, userId: number, values: { name: string; scope: KeyRow['scope']; leads: boolean; key: string; expiresAt: Date | null }, now: Date): Promise<KeyRow> {
  const [row] = await db
    .insert(apiKeys)
    .values({ userId, name: values.name, scope: values.scope, leads: values.leads, keyHash: hashApiKey(values.key), createdAt: now, expiresAt: values.expiresAt, windowStart: now })
    .returning();
  return row!;
}

/** A user's keys not revoked, a page of them. */
export async function listKeys(db: Db, userId: number, page: { sort?: string; perPage: number; offset: number }): Promise<{ rows: KeyRow[]; total: number }> {
  const where = and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt));
  const columns = { id: apiKeys.id, name: apiKeys.name, created_at: apiKeys.createdAt, last_used_at: apiKeys.lastUsedAt, expires_at: apiKeys.expiresAt };
  const rows = await db.select().from(apiKeys).where(where).orderBy(...orderBy(page.sort, columns, apiKeys.id, '-id'), desc(apiKeys.id)).limit(page.perPage).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(apiKeys).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Revokes one of the user's live keys; undefined when they have no such key. */
export async function revokeKey(db: Db, userId: number, id: number, now: Date): Promise<KeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}
