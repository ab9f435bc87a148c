import { and, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { marketplaceCategories } from '../../db/schema';
import { orderBy } from '../../http/listQuery';
import { containsPattern } from '../../db/like';

export type CategoryRow = typeof marketplaceCategories.$inferSelect;

export interface CategoryFilter {
  q?: string;
  name?: string;
  status?: number;
}

const sortable = {
  id: marketplaceCategories.id,
  name: marketplaceCategories.name,
  status: marketplaceCategories.status,
  created_at: marketplaceCategories.createdAt,
};
export const CATEGORY_SORTS = Object.keys(sortable) as [keyof typeof sortable, ...(keyof typeof sortable)[]];

function where(filter: CategoryFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.q) parts.push(ilike(marketplaceCategories.name, containsPattern(filter.q)));
  if (filter.name) parts.push(ilike(marketplaceCategories.name, containsPattern(filter.name)));
  if (filter.status !== undefined) parts.push(eq(marketplaceCategories.status, filter.status));
  return parts.length ? and(...parts) : undefined;
}

export async function listCategories(
  db: Db,
  filter: CategoryFilter,
  page: { sort?: string; perPage: number; offset: number },
): Promise<{ rows: CategoryRow[]; total: number }> {
  const condition = where(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(marketplaceCategories)
      .where(condition)
      .orderBy(...orderBy(page.sort, sortable, marketplaceCategories.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(marketplaceCategories).where(condition),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  const rows = await db.select().from(marketplaceCategories).where(eq(marketplaceCategories.id, id)).limit(1);
  return rows[0];
}

/** True when another category already has this name, whatever the letter case. */
export async function isNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const others = exceptId === undefined ? undefined : sql`${marketplaceCategories.id} <> ${exceptId}`;
  const [hit] = await db
    .select({ id: marketplaceCategories.id })
    .from(marketplaceCategories)
    .where(and(sql`lower(${marketplaceCategories.name}) = ${name.toLowerCase()}`, others))
    .limit(1);
  return hit !== undefined;
}

export async function insertCategory(db: Db, values: { name: string; status: number }): Promise<CategoryRow> {
  const [row] = await db.insert(marketplaceCategories).values(values).returning();
  return row!;
}

export async function updateCategory(
  db: Db,
  id: number,
  values: Partial<{ name: string; status: number }>,
  now: Date,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(marketplaceCategories)
    .set({ ...values, updatedAt: now })
    .where(eq(marketplaceCategories.id, id))
    .returning();
  return row;
}
