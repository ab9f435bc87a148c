import { and, count, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { offerGroups, offers } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { orderBy } from '../../http/listQuery';

/** The status of an offer group in use; "delete" deactivates (-1), since offers and traffic events keep pointing at the group. */
export const ACTIVE = 1;
const DEACTIVATED = -1;

const offersCount = sql<number>`(select count(*)::int from ${offers} where ${offers.offerGroupId} = ${offerGroups.id} and ${offers.status} <> -1)`;
export const GROUP_SORTABLE = ['id', 'name', 'status', 'created_at'] as const;
const SORTABLE = { id: offerGroups.id, name: offerGroups.name, status: offerGroups.status, created_at: offerGroups.createdAt };

export type GroupRow = typeof offerGroups.$inferSelect & { offersCount: number };
export type GroupValues = { name?: string; status?: number };

const select = (db: Tx) => db.select({ id: offerGroups.id, name: offerGroups.name, status: offerGroups.status, createdAt: offerGroups.createdAt, updatedAt: offerGroups.updatedAt, offersCount }).from(offerGroups);

export async function findGroup(db: Tx, id: number, activeOnly: boolean): Promise<GroupRow | undefined> {
  const [row] = await select(db).where(and(eq(offerGroups.id, id), activeOnly ? eq(offerGroups.status, ACTIVE) : undefined)).limit(1);
  return row;
}

/** Whether another group has this name, case-folded. */
export async function groupNameTaken(db: Tx, value: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: offerGroups.id })
    .from(offerGroups)
    .where(and(sql`lower(${offerGroups.name}) = ${value.toLowerCase()}`, exceptId ? sql`${offerGroups.id} <> ${exceptId}` : undefined))
    .limit(1);
  return rows.length > 0;
}

export interface GroupFilter {
  q?: string;
  status?: number;
  activeOnly: boolean;
}

export async function listGroups(db: Db, f: GroupFilter, page: { sort?: string; perPage: number; offset: number }): Promise<{ rows: GroupRow[]; total: number }> {
  const where = and(
    f.activeOnly ? eq(offerGroups.status, ACTIVE) : f.status === undefined ? undefined : eq(offerGroups.status, f.status),
    f.q ? ilike(offerGroups.name, containsPattern(f.q)) : undefined,
  );
  const [rows, totals] = await Promise.all([
    select(db).where(where).orderBy(...orderBy(page.sort, SORTABLE, offerGroups.id)).limit(page.perPage).offset(page.offset),
    db.select({ n: count() }).from(offerGroups).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function insertGroup(db: Db, values: { name: string; status: number }): Promise<number> {
  const [row] = await db.insert(offerGroups).values(values).returning({ id: offerGroups.id });
  return row!.id;
}

export async function updateGroup(db: Db, id: number, values: GroupValues, now: Date): Promise<void> {
  await db.update(offerGroups).set({ ...values, updatedAt: now }).where(eq(offerGroups.id, id));
}

/** Deactivates a group; false when there is none. */
export async function deactivateGroup(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db.update(offerGroups).set({ status: DEACTIVATED, updatedAt: now }).where(eq(offerGroups.id, id)).returning({ id: offerGroups.id });
  return rows.length > 0;
}
