import { and, count, desc, eq, gte, ilike, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { securityLog } from '../../db/schema';

/** The filters of the security log's list and export. */
export interface LogFilter {
  event?: string;
  user_id?: number | '';
  email?: string;
  ip?: string;
  from?: string;
  to?: string;
  /** only this user's entries of these events (their own sign-in history) */
  own?: { userId: number; events: readonly string[] };
}

export type LogRow = typeof securityLog.$inferSelect;

function whereOf(f: LogFilter, extra: SQL[] = []) {
  const parts: SQL[] = [...extra];
  if (f.own) parts.push(eq(securityLog.userId, f.own.userId), inArray(securityLog.event, [...f.own.events]));
  if (f.event) parts.push(eq(securityLog.event, f.event));
  if (f.user_id) parts.push(eq(securityLog.userId, f.user_id));
  if (f.email) parts.push(ilike(securityLog.email, containsPattern(f.email)));
  if (f.ip) parts.push(eq(securityLog.ip, f.ip));
  if (f.from) parts.push(gte(securityLog.createdAt, new Date(f.from)));
  // a date alone means up to the end of that day (UTC)
  if (f.to) parts.push(/^\d{4}-\d{2}-\d{2}$/.test(f.to) ? lt(securityLog.createdAt, new Date(Date.parse(f.to) + 86_400_000)) : lte(securityLog.createdAt, new Date(f.to)));
  return parts.length ? and(...parts) : undefined;
}

/** A page of entries, newest first unless sorted by id. */
export async function listLog(db: Db, f: LogFilter, page: { sort?: string; perPage: number; offset: number }): Promise<{ rows: LogRow[]; total: number }> {
  const where = whereOf(f);
  const order = page.sort === 'id' ? securityLog.id : desc(securityLog.id);
  const rows = await db.select().from(securityLog).where(where).orderBy(order).limit(page.perPage).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(securityLog).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Newest first, `chunk` rows a query, keyed on id so the pages never overlap while rows arrive. */
export async function* iterateLog(db: Db, f: LogFilter, chunk = 2000): AsyncGenerator<LogRow[]> {
  let before: number | null = null;
  for (;;) {
    const rows: LogRow[] = await db.select().from(securityLog).where(whereOf(f, before === null ? [] : [lt(securityLog.id, before)])).orderBy(desc(securityLog.id)).limit(chunk);
    if (!rows.length) return;
    yield rows;
    before = rows[rows.length - 1]!.id;
  }
}
