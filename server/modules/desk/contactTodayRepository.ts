import { sql, type SQL } from 'drizzle-orm';
import { ContactTodayStatus, type ContactTodayPriority } from '../../../domain/enums/alert';
import { REASON_PRIORITY, CONTACT_TODAY_RULES } from '../../../domain/desk/contactToday';
import { findBookReasons, findReasons, type Finding } from '../../../domain/desk/contactTodayRules';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { rowsOf } from '../../db/rows';
import { readSystemSettings } from '../settings/settingsRepository';
import { dayBounds, readBookFigures, readFigures, type ContactTodayScope } from './contactTodayFigures';

export type { ContactTodayScope } from './contactTodayFigures';

const workspaceTimeZone = async (db: Tx) => (await readSystemSettings(db))['general-settings'].time_zone;
const inScope = (scope: ContactTodayScope, column: SQL) =>
  scope.managerId === undefined ? sql`true` : sql`${column} IN (SELECT id FROM users WHERE manager_id = ${scope.managerId})`;
/** A row in scope: an affiliate's whose manager the caller is now, or a row about the caller's own book. */
const rowInScope = (scope: ContactTodayScope, alias = '') => {
  const c = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  return scope.managerId === undefined ? sql`true` : sql`(${inScope(scope, c('affiliate_id'))} OR ${c('manager_id')} = ${scope.managerId})`;
};

type Owner = 'affiliate' | 'manager';
/** A finding to write: whose (an affiliate's or a manager's id), why, how urgent, the figures behind it. */
interface FoundRow {
  id: number;
  reason: string;
  priority: number;
  detail: string;
}
const CONFLICT: Record<Owner, SQL> = {
  affiliate: sql`(affiliate_id, day, reason)`,
  manager: sql`(manager_id, day, reason) WHERE manager_id IS NOT NULL`,
};

/**
 * Writes the day's findings about affiliates (or about managers' books) and removes, in the same
 * statement, the rows of that kind in `whose` nobody touched (New, no note, never changed) whose
 * reason no longer holds. The findings go as one JSON parameter, read once however many they are
 * (tens of thousands of tuples in the statement's text would pass PostgreSQL's parameter and stack
 * limits), and the kept pairs are looked up in a hash (NOT IN over a subquery; NOT EXISTS planned a
 * nested loop, 18 s for a recompute of the desk bench). The delete and the insert touch disjoint
 * rows: a row found again is kept and refreshed.
 */
async function writeFindings(tx: Tx, owner: Owner, whose: SQL, day: string, now: Date, found: readonly FoundRow[]) {
  const column = sql.raw(`${owner}_id`);
  const rows = JSON.stringify(found);
  await tx.execute(sql`
    WITH r AS MATERIALIZED (SELECT * FROM json_to_recordset(${rows}::json) AS r(id int, reason text, priority smallint, detail text)),
    gone AS (
      DELETE FROM contact_today c
      WHERE c.day = ${day}::date AND c.status = ${ContactTodayStatus.New} AND c.note = '' AND c.changed_by IS NULL AND c.${column} IS NOT NULL AND ${whose}
        AND (c.${column}, c.reason) NOT IN (SELECT r.id, r.reason FROM r)
    )
    INSERT INTO contact_today (${column}, day, reason, priority, detail, created_at)
    SELECT r.id, ${day}::date, r.reason, r.priority, r.detail, ${now.toISOString()}::timestamptz FROM r
    ON CONFLICT ${CONFLICT[owner]} DO UPDATE SET priority = excluded.priority, detail = excluded.detail
    WHERE (contact_today.priority, contact_today.detail) IS DISTINCT FROM (excluded.priority, excluded.detail)`);
}

/** Each one's findings with their priority, as rows to write (a plain loop: it runs per affiliate). */
function prioritised<F>(figures: ReadonlyMap<number, F>, find: (f: F) => Finding[]): FoundRow[] {
  const rows: FoundRow[] = [];
  for (const [id, f] of figures) for (const x of find(f)) rows.push({ id, reason: x.reason, priority: REASON_PRIORITY[x.reason], detail: x.detail });
  return rows;
}

/**
 * Computes the list of the workspace-local day that holds `now` for the affiliates in scope
 * (docs/decisions/desk.md), in one transaction: each finding is written once per affiliate, day
 * and reason (the unique key; a second run only refreshes its figures and priority, keeping the
 * status and note staff gave it); a row nobody touched whose reason no longer holds goes. A run
 * over everyone also marks the day done for the morning job. Answers the day and its row count.
 */
export async function computeContactToday(db: Db, now: Date, scope: ContactTodayScope = {}): Promise<{ day: string; rows: number }> {
  return db.transaction(async (tx) => {
    // one large query of many aggregates over a few thousand rows per affiliate: PostgreSQL's JIT
    // spent some 80% of the run compiling it (the desk bench), and the query itself needs none.
    // The rows are derived from the traffic and are answered without waiting for the disk: a crash
    // in the instant after the commit loses the whole run with its day's mark (never a part), and
    // the morning job computes that day again (docs/decisions/desk.md)
    await tx.execute(sql`SELECT set_config('jit', 'off', true), set_config('synchronous_commit', 'off', true)`);
    const bounds = await dayBounds(tx, now, await workspaceTimeZone(tx));
    const figures = await readFigures(tx, bounds, scope, now);
    const found = prioritised(figures, findReasons);
    const booked = prioritised(await readBookFigures(tx, bounds, scope, figures), findBookReasons);
    await writeFindings(tx, 'affiliate', inScope(scope, sql`c.affiliate_id`), bounds.day, now, found);
    await writeFindings(tx, 'manager', scope.managerId === undefined ? sql`true` : sql`c.manager_id = ${scope.managerId}`, bounds.day, now, booked);
    if (scope.managerId === undefined) {
      await tx.execute(sql`INSERT INTO contact_today_runs (day, finished_at) VALUES (${bounds.day}::date, ${now.toISOString()}::timestamptz)
        ON CONFLICT (day) DO UPDATE SET finished_at = excluded.finished_at`);
    }
    return { day: bounds.day, rows: found.length + booked.length };
  });
}

/**
 * The morning job's step: once the workspace-local hour reaches the rule's morning hour, the day's
 * list is computed unless a run already finished it. Answers the day computed, or null.
 */
export async function runMorningList(db: Db, now: Date): Promise<string | null> {
  const bounds = await dayBounds(db, now, await workspaceTimeZone(db));
  if (bounds.hour < CONTACT_TODAY_RULES.morningHour) return null;
  const done = rowsOf(await db.execute(sql`SELECT 1 FROM contact_today_runs WHERE day = ${bounds.day}::date`));
  if (done.length > 0) return null;
  return (await computeContactToday(db, now)).day;
}

export interface ContactTodayRow {
  id: number;
  /** null on a row about a manager's book: the affiliate_name and _email then name the manager */
  affiliate_id: number | null;
  affiliate_name: string;
  affiliate_email: string;
  manager_id: number | null;
  day: string;
  reason: string;
  priority: ContactTodayPriority;
  status: ContactTodayStatus;
  detail: string;
  note: string;
  changed_by: number | null;
  changed_by_name: string | null;
  changed_at: string | null;
}

export interface ContactTodayFilter {
  reason?: string[];
  priority?: number[];
  status?: number[];
  affiliate_id?: number;
  day?: string;
}

const SELECT = sql`
  SELECT c.id::int AS id, c.affiliate_id, COALESCE(NULLIF(trim(a.first_name || ' ' || a.last_name), ''), a.email) AS affiliate_name,
    a.email AS affiliate_email, CASE WHEN c.affiliate_id IS NULL THEN c.manager_id ELSE a.manager_id END AS manager_id, to_char(c.day, 'YYYY-MM-DD') AS day, c.reason, c.priority, c.status, c.detail, c.note,
    c.changed_by, NULLIF(trim(w.first_name || ' ' || w.last_name), '') AS changed_by_name,
    to_char(c.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS changed_at
  FROM contact_today c JOIN users a ON a.id = COALESCE(c.affiliate_id, c.manager_id) LEFT JOIN users w ON w.id = c.changed_by`;

const ORDER: Record<string, SQL> = {
  priority: sql`c.priority`,
  day: sql`c.day`,
  status: sql`c.status`,
  reason: sql`c.reason`,
  affiliate_id: sql`c.affiliate_id`,
  id: sql`c.id`,
};

/**
 * The list in scope (a manager's affiliates only, in SQL). Without a day: the latest computed day,
 * and the rows of earlier days still set to Call again. Sorted by priority (High first) unless asked.
 */
export async function listContactToday(db: Db, scope: ContactTodayScope, filter: ContactTodayFilter, page: { perPage: number; offset: number }, sort?: string) {
  const where: SQL[] = [rowInScope(scope, 'c')];
  if (filter.day) where.push(sql`c.day = ${filter.day}::date`);
  else where.push(sql`(c.day = (SELECT max(day) FROM contact_today) OR c.status = ${ContactTodayStatus.CallAgain})`);
  if (filter.reason?.length) where.push(sql`c.reason IN (${sql.join(filter.reason.map((r) => sql`${r}`), sql`, `)})`);
  if (filter.priority?.length) where.push(sql`c.priority IN (${sql.join(filter.priority.map((r) => sql`${r}`), sql`, `)})`);
  if (filter.status?.length) where.push(sql`c.status IN (${sql.join(filter.status.map((r) => sql`${r}`), sql`, `)})`);
  if (filter.affiliate_id) where.push(sql`c.affiliate_id = ${filter.affiliate_id}`);
  const cond = sql.join(where, sql` AND `);
  const key = sort || '-priority';
  const desc = key.startsWith('-');
  const column = ORDER[desc ? key.slice(1) : key] ?? ORDER.priority!;
  const order = sql`${column} ${desc ? sql`DESC` : sql`ASC`}, c.day DESC, c.affiliate_id, c.id`;
  const rows = rowsOf<ContactTodayRow>(await db.execute(sql`${SELECT} WHERE ${cond} ORDER BY ${order} LIMIT ${page.perPage} OFFSET ${page.offset}`));
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM contact_today c WHERE ${cond}`));
  return { rows, total: count?.n ?? 0 };
}

export async function findContactToday(db: Tx, scope: ContactTodayScope, id: number): Promise<ContactTodayRow | undefined> {
  return rowsOf<ContactTodayRow>(await db.execute(sql`${SELECT} WHERE c.id = ${id} AND ${rowInScope(scope, 'c')}`))[0];
}

/** Moves a row's status and/or writes its note, recording who and when; undefined when not in scope. */
export async function updateContactToday(db: Db, scope: ContactTodayScope, id: number, change: { status?: number; note?: string }, actorId: number, now: Date) {
  const set: SQL[] = [sql`changed_by = ${actorId}`, sql`changed_at = ${now.toISOString()}::timestamptz`];
  if (change.status !== undefined) set.push(sql`status = ${change.status}`);
  if (change.note !== undefined) set.push(sql`note = ${change.note}`);
  const updated = rowsOf(
    await db.execute(sql`UPDATE contact_today SET ${sql.join(set, sql`, `)} WHERE id = ${id} AND ${rowInScope(scope)} RETURNING id`),
  );
  if (updated.length === 0) return undefined;
  return findContactToday(db, scope, id);
}
