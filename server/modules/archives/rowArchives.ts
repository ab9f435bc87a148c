import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { rowsOf } from '../../db/rows';
import { Conflict } from '../../errors';
import { ERASED } from '../erasure/erasureRepository';
import { readWorkspaceFeatures } from '../settings/settingsRepository';
import { columnsOf, copyCsv, readGzipCsv, whereOf, writeGzip, type CsvSource } from './archiveFiles';
import { DAY_MS, dayOf, intactArchiveFile, monthAfter, monthLabel, RESTORE_BATCH, stillRestored, tryArchiveLock, waitArchiveLock } from './archiveMonths';
import { findArchiveByFile, lastRestoreOf, markRestored, saveArchive, type ArchiveRow } from './archiveRepository';
import { LEAD_ARCHIVED_COLUMNS, ROW_KINDS, rowFileName, type RowKind } from './rowKinds';

// Months of leads and logs leaving the database (docs/decisions/archives.md): with the `archives`
// feature on, a daily job writes each month wholly past its retention to a file; a log's entries
// are then deleted, a lead keeps what the reports count and loses the rest. A restore puts the
// file's rows back. File, archive row and deletion commit together, under the archive lock.

/** The rows of the kind's month the archive takes, as a source of CSV and as SQL text over `t`. */
function sourceOf(kind: RowKind, from: Date, to: Date): CsvSource {
  const spec = ROW_KINDS[kind];
  return { table: spec.table, month: { column: 'created_at', from, to }, filter: spec.filter, extra: spec.extra };
}

const monthWhere = (kind: RowKind, from: Date, to: Date) => sql.raw(whereOf(sourceOf(kind, from, to)));

/** A name for the month's file: its first, unless that one holds rows still archived (then the next). */
async function freeFileName(tx: Tx, kind: RowKind, from: Date): Promise<string> {
  for (let n = 1; ; n++) {
    const name = rowFileName(kind, monthLabel(from), n);
    const known = await findArchiveByFile(tx, name);
    if (!known || known.restored_at) return name;
  }
}

/** What leaves the database once the month's file is whole: a log's entries; a lead's detail, push log and status history. */
async function removeArchived(tx: Tx, kind: RowKind, from: Date, to: Date, now: Date) {
  const where = monthWhere(kind, from, to);
  if (kind !== 'leads') {
    await tx.execute(sql`DELETE FROM ${sql.identifier(ROW_KINDS[kind].table)} t WHERE ${where}`);
    return;
  }
  const cleared = sql.raw(LEAD_ARCHIVED_COLUMNS.map((c) => `${c.name} = ${c.empty}`).join(', '));
  // the history is append-only but for the archive's own transaction (migrations/0067)
  await tx.execute(sql`SELECT set_config('affnet.archiving', 'on', true)`);
  // one statement, one snapshot: the push tries are counted before they are deleted
  await tx.execute(sql`WITH done AS (
      UPDATE leads t SET ${cleared}, archived_pushes = (SELECT count(*)::int FROM lead_pushes p WHERE p.lead_id = t.id), archived_at = ${now.toISOString()}::timestamptz
      WHERE ${where} RETURNING t.id),
    pushes AS (DELETE FROM lead_pushes WHERE lead_id IN (SELECT id FROM done))
    DELETE FROM lead_statuses WHERE lead_id IN (SELECT id FROM done)`);
}

/**
 * Writes the kind's month to its file and takes its rows out, in one transaction under the
 * archive lock (another process at it, or nothing in the month: null). A failure leaves the rows
 * and no archive row.
 */
export async function archiveRowMonth(db: Db, dir: string, kind: RowKind, from: Date, now: Date): Promise<ArchiveRow | null> {
  await mkdir(dir, { recursive: true });
  const to = monthAfter(from, 1);
  return db.transaction(async (tx) => {
    if (!(await tryArchiveLock(tx))) return null;
    const [count] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(ROW_KINDS[kind].table)} t WHERE ${monthWhere(kind, from, to)}`));
    if (!count?.n) return null;
    const fileName = await freeFileName(tx, kind, from);
    const written = await writeGzip(copyCsv(tx, sourceOf(kind, from, to)), join(dir, fileName));
    const saved = await saveArchive(tx, { kind, periodStart: dayOf(from), periodEnd: dayOf(to), fileName, ...written }, now);
    await removeArchived(tx, kind, from, to, now);
    return saved;
  });
}

/** The first month of the kind holding rows before `before` (null: none). */
async function firstMonthBefore(db: Db, kind: RowKind, before: Date): Promise<Date | null> {
  const spec = ROW_KINDS[kind];
  const filter = spec.filter ? sql` AND ${sql.raw(spec.filter)}` : sql``;
  const [row] = rowsOf<{ first: string | null }>(
    await db.execute(
      sql`SELECT to_char(min(t.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS first FROM ${sql.identifier(spec.table)} t WHERE t.created_at < ${before.toISOString()}::timestamptz${filter}`,
    ),
  );
  return row?.first ? monthAfter(new Date(`${row.first}T00:00:00Z`)) : null;
}

/**
 * Retention of leads and logs: while the `archives` feature is on, every month of theirs wholly
 * older than its retention is archived (a month restored within the week is kept); with the
 * feature off they are kept, as before archives existed. Answers the files written.
 */
export async function retireRowMonths(db: Db, dir: string, days: { leads: number; logs: number }, now: Date): Promise<string[]> {
  if (!(await readWorkspaceFeatures(db)).includes('archives')) return [];
  const written: string[] = [];
  for (const kind of Object.keys(ROW_KINDS) as RowKind[]) {
    // the months that ended on or before the cutoff
    const end = monthAfter(new Date(now.getTime() - (kind === 'leads' ? days.leads : days.logs) * DAY_MS));
    for (let from = await firstMonthBefore(db, kind, end); from && from < end; from = monthAfter(from, 1)) {
      if (stillRestored(await lastRestoreOf(db, kind, dayOf(from)), now)) continue;
      const saved = await archiveRowMonth(db, dir, kind, from, now);
      if (saved) written.push(saved.file_name);
    }
  }
  return written;
}

/** A lead's archived columns set back from the file's row `r`; a lead erased since keeps its personal ones empty. */
const leadColumnsBack = sql.raw(
  LEAD_ARCHIVED_COLUMNS.map((c) => (c.personal ? `${c.name} = CASE WHEN l.erased_at IS NULL THEN r.${c.name} ELSE l.${c.name} END` : `${c.name} = r.${c.name}`)).join(', '),
);

async function restoreLeads(tx: Tx, batch: Array<Record<string, unknown>>) {
  await tx.execute(sql`UPDATE leads l SET ${leadColumnsBack}, archived_at = NULL, archived_pushes = NULL FROM json_populate_recordset(NULL::leads, ${JSON.stringify(batch)}::json) r WHERE l.id = r.id`);
  for (const [field, table] of [
    ['pushes', 'lead_pushes'],
    ['statuses', 'lead_statuses'],
  ] as const) {
    const rows = batch.flatMap((lead) => (typeof lead[field] === 'string' ? (JSON.parse(lead[field]) as unknown[]) : []));
    if (rows.length)
      await tx.execute(sql`INSERT INTO ${sql.identifier(table)} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${JSON.stringify(rows)}::json) ON CONFLICT (id) DO NOTHING`);
  }
  // what the push log kept of an erased lead's request and answer stays erased
  const ids = batch.map((lead) => String(lead.id));
  await tx.execute(sql`UPDATE lead_pushes p SET request_excerpt = ${ERASED}, answer_excerpt = ${ERASED} FROM leads l
    WHERE l.id = p.lead_id AND l.erased_at IS NOT NULL AND l.id IN (SELECT unnest(${`{${ids.join(',')}}`}::uuid[]))`);
}

async function restoreLogRows(tx: Tx, kind: RowKind, batch: Array<Record<string, unknown>>) {
  const spec = ROW_KINDS[kind];
  const keep = spec.restoreIf ? sql` WHERE ${sql.raw(spec.restoreIf)}` : sql``;
  const table = sql.identifier(spec.table);
  await tx.execute(sql`INSERT INTO ${table} OVERRIDING SYSTEM VALUE SELECT r.* FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(batch)}::json) r${keep} ON CONFLICT DO NOTHING`);
}

/**
 * Puts an archived month of leads or a log back from its file (checked against its SHA-256): a
 * log's entries return to it, a lead's detail, push log and status history to it. 409 while the
 * month is restored, or when the file is missing or changed.
 */
export async function restoreRowMonth(db: Db, dir: string, archive: ArchiveRow & { kind: RowKind }, actorId: number, now: Date): Promise<void> {
  if (archive.restored_at) throw new Conflict(`The rows of ${archive.file_name} are in the database already.`);
  const file = await intactArchiveFile(dir, archive);
  await db.transaction(async (tx) => {
    await waitArchiveLock(tx);
    const columns = await columnsOf(tx, ROW_KINDS[archive.kind].table);
    for await (const rows of readGzipCsv(file, RESTORE_BATCH, columns)) {
      if (archive.kind === 'leads') await restoreLeads(tx, rows);
      else await restoreLogRows(tx, archive.kind, rows);
    }
    await markRestored(tx, archive.id, actorId, now);
  });
}
