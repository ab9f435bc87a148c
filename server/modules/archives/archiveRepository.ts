import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { rowsOf } from '../../db/rows';

// The archives table (migrations/0066_archives.sql): one row per file written.

export interface ArchiveRow {
  id: number;
  kind: string;
  period_start: string;
  period_end: string;
  file_name: string;
  rows: number;
  bytes: number;
  sha256: string;
  created_at: string;
  restored_at: string | null;
  restored_by_name: string | null;
}

const SELECT = sql`
  SELECT a.id, a.kind, to_char(a.period_start, 'YYYY-MM-DD') AS period_start, to_char(a.period_end, 'YYYY-MM-DD') AS period_end,
    a.file_name, a.rows::float8 AS rows, a.bytes::float8 AS bytes, a.sha256,
    to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
    to_char(a.restored_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS restored_at,
    NULLIF(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS restored_by_name
  FROM archives a LEFT JOIN users u ON u.id = a.restored_by`;

export async function listArchives(db: Tx, filter: { kind?: string }, page: { perPage: number; offset: number }) {
  const where: SQL = filter.kind === undefined ? sql`true` : sql`a.kind = ${filter.kind}`;
  const rows = rowsOf<ArchiveRow>(await db.execute(sql`${SELECT} WHERE ${where} ORDER BY a.period_start DESC, a.id DESC LIMIT ${page.perPage} OFFSET ${page.offset}`));
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM archives a WHERE ${where}`));
  return { rows, total: count!.n };
}

export async function findArchive(db: Tx, id: number): Promise<ArchiveRow | undefined> {
  const [row] = rowsOf<ArchiveRow>(await db.execute(sql`${SELECT} WHERE a.id = ${id}`));
  return row;
}

export async function findArchiveByFile(db: Tx, fileName: string): Promise<ArchiveRow | undefined> {
  const [row] = rowsOf<ArchiveRow>(await db.execute(sql`${SELECT} WHERE a.file_name = ${fileName}`));
  return row;
}

/** The archive of a file written now: a new row, or the month's row written again (after a restore), no longer restored. */
export async function saveArchive(
  db: Tx,
  a: { kind: string; periodStart: string; periodEnd: string; fileName: string; rows: number; bytes: number; sha256: string },
  now: Date,
): Promise<ArchiveRow> {
  await db.execute(sql`
    INSERT INTO archives (kind, period_start, period_end, file_name, rows, bytes, sha256, created_at)
    VALUES (${a.kind}, ${a.periodStart}, ${a.periodEnd}, ${a.fileName}, ${a.rows}, ${a.bytes}, ${a.sha256}, ${now.toISOString()})
    ON CONFLICT (file_name) DO UPDATE SET rows = EXCLUDED.rows, bytes = EXCLUDED.bytes, sha256 = EXCLUDED.sha256, created_at = EXCLUDED.created_at,
      restored_at = NULL, restored_by = NULL`);
  return (await findArchiveByFile(db, a.fileName))!;
}

export async function markRestored(db: Tx, id: number, actorId: number, now: Date): Promise<void> {
  await db.execute(sql`UPDATE archives SET restored_at = ${now.toISOString()}, restored_by = ${actorId} WHERE id = ${id}`);
}

/** When an archive of the kind's month was last restored (null: never, or archived again since). */
export async function lastRestoreOf(db: Tx, kind: string, periodStart: string): Promise<string | null> {
  const [row] = rowsOf<{ at: string | null }>(
    await db.execute(sql`SELECT to_char(max(restored_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at FROM archives WHERE kind = ${kind} AND period_start = ${periodStart}`),
  );
  return row?.at ?? null;
}
