import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { rowsOf } from '../../db/rows';
import { Conflict } from '../../errors';
import { sha256Of } from './archiveFiles';

// What every kind of archive shares (docs/decisions/archives.md): one process archives or
// restores at a time, a month is a UTC calendar month, a restored month stays a week, a file is
// restored only as it was written.

/** The transaction-level advisory lock archiving and restoring take (released with the transaction). */
const ARCHIVE_LOCK = 74219;
/** Archiving takes the lock if it is free (another process at it: false, the month is left to it). */
export const tryArchiveLock = async (tx: Tx) => rowsOf<{ ok: boolean }>(await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${ARCHIVE_LOCK}) AS ok`))[0]?.ok === true;
/** A restore waits for it. */
export const waitArchiveLock = (tx: Tx) => tx.execute(sql`SELECT pg_advisory_xact_lock(${ARCHIVE_LOCK})`);
/** Rows a restore inserts per statement. */
export const RESTORE_BATCH = 2000;
/** A restored month stays this long before retention archives it again. */
export const RESTORED_KEEP_DAYS = 7;
export const DAY_MS = 86_400_000;

/** `YYYY-MM` of a month's first day. */
export const monthLabel = (from: Date) => `${from.getUTCFullYear()}-${String(from.getUTCMonth() + 1).padStart(2, '0')}`;
/** `YYYY-MM-DD` of a UTC day. */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);
/** The first instant of the UTC month `months` after the one `at` is in. */
export const monthAfter = (at: Date, months = 0) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
/** Whether a restore at `restoredAt` still keeps its month out of retention at `now`. */
export const stillRestored = (restoredAt: string | null | undefined, now: Date) =>
  !!restoredAt && now.getTime() - new Date(restoredAt).getTime() < RESTORED_KEEP_DAYS * DAY_MS;

/** The archive's file in `dir` (409 when it is not there). */
export function archiveFile(dir: string, archive: { file_name: string }): string {
  const file = join(dir, archive.file_name);
  if (!existsSync(file)) throw new Conflict(`The archive file ${archive.file_name} is not in the archive folder.`);
  return file;
}

/** The archive's file as it was written, to restore from (409 when it is missing or its SHA-256 differs). */
export async function intactArchiveFile(dir: string, archive: { file_name: string; sha256: string }): Promise<string> {
  const file = archiveFile(dir, archive);
  if ((await sha256Of(file)) !== archive.sha256) throw new Conflict(`The archive file ${archive.file_name} has changed since it was written; it is not restored.`);
  return file;
}
