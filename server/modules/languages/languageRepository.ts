import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like';
import type { Db } from '../../db/client';
import { languages } from '../../db/schema';
import { orderBy } from '../../http/listQuery';

export type LanguageRow = typeof languages.$inferSelect;

export interface LanguageFilter {
  q?: string;
  name?: string;
  system_name?: string;
  status?: number;
}


function where(filter: LanguageFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.q) {
    const p = containsPattern(filter.q);
    parts.push(or(ilike(languages.name, p), ilike(languages.systemName, p))!);
  }
  if (filter.name) parts.push(ilike(languages.name, containsPattern(filter.name)));
  if (filter.system_name) parts.push(ilike(languages.systemName, containsPattern(filter.system_name)));
  if (filter.status !== undefined) parts.push(eq(languages.status, filter.status));
  return parts.length ? and(...parts) : undefined;
}

const sortable = { id: languages.id, name: languages.name, system_name: languages.systemName, status: languages.status };

export async function listLanguages(
  db: Db,
  filter: LanguageFilter,
  page: { sort?: string; perPage: number; offset: number },
): Promise<{ rows: LanguageRow[]; total: number }> {
  const condition = where(filter);
  const ordered = orderBy(page.sort, sortable, languages.id);
  if (filter.q || filter.name || filter.system_name) {
    // a text search scans the table: do it once, the window count seeing the matches before LIMIT
    const hits = await db
      .select({ language: languages, total: sql<string>`count(*) over ()` })
      .from(languages)
      .where(condition)
      .orderBy(...ordered)
      .limit(page.perPage)
      .offset(page.offset);
    if (hits.length || page.offset === 0) return { rows: hits.map((h) => h.language), total: Number(hits[0]?.total ?? 0) };
  }
  // otherwise an index walk fetches the page and a count apart is cheaper than counting in the window
  const [rows, totals] = await Promise.all([
    db.select().from(languages).where(condition).orderBy(...ordered).limit(page.perPage).offset(page.offset),
    db.select({ n: count() }).from(languages).where(condition),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function findLanguage(db: Db, id: number): Promise<LanguageRow | undefined> {
  const rows = await db.select().from(languages).where(eq(languages.id, id)).limit(1);
  return rows[0];
}

/** Which of the unique fields another language already uses. */
export async function findConflicts(
  db: Db,
  values: { name?: string; systemName?: string },
  exceptId?: number,
): Promise<Array<'name' | 'system_name'>> {
  const conflicts: Array<'name' | 'system_name'> = [];
  const others = exceptId === undefined ? undefined : sql`${languages.id} <> ${exceptId}`;
  if (values.name !== undefined) {
    const [hit] = await db
      .select({ id: languages.id })
      .from(languages)
      .where(and(sql`lower(${languages.name}) = ${values.name.toLowerCase()}`, others))
      .limit(1);
    if (hit) conflicts.push('name');
  }
  if (values.systemName !== undefined) {
    const [hit] = await db
      .select({ id: languages.id })
      .from(languages)
      .where(and(eq(languages.systemName, values.systemName), others))
      .limit(1);
    if (hit) conflicts.push('system_name');
  }
  return conflicts;
}

export async function insertLanguage(db: Db, values: { name: string; systemName: string; status: number }): Promise<LanguageRow> {
  const [row] = await db.insert(languages).values(values).returning();
  return row!;
}

export async function updateLanguage(
  db: Db,
  id: number,
  values: Partial<{ name: string; systemName: string; status: number }>,
  now: Date,
): Promise<LanguageRow | undefined> {
  const [row] = await db
    .update(languages)
    .set({ ...values, updatedAt: now })
    .where(eq(languages.id, id))
    .returning();
  return row;
}

export async function deleteLanguage(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(languages).where(eq(languages.id, id)).returning({ id: languages.id });
  return rows.length > 0;
}
