import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { Conflict } from '../../errors';
import { readWorkspaceFeatures } from '../settings/settingsRepository';
import { attachMonthPartition, partitionName } from '../tracker/partitions';
import { columnsOf, copyCsv, readGzipCsv, writeGzip } from './archiveFiles';
import { dayOf, intactArchiveFile, monthLabel, RESTORE_BATCH, stillRestored, tryArchiveLock, waitArchiveLock } from './archiveMonths';
import { findArchiveByFile, markRestored, saveArchive, type ArchiveRow } from './archiveRepository';

// Click months leaving the database (docs/decisions/archives.md): with the `archives` feature on,
// the retention job writes a month's partition to a file before dropping it; a restore puts the
// month back as its partition, from the file, without touching the rollups.

export interface ClickMonth {
  name: string;
  from: Date;
  to: Date;
}

export const clickFileName = (from: Date) => `clicks-${monthLabel(from)}.csv.gz`;

const partitionExists = async (db: Pick<Db, 'execute'>, name: string) =>
  rowsOf(await db.execute(sql`SELECT 1 FROM pg_class WHERE relname = ${name} AND relkind = 'r'`)).length > 0;

/**
 * Writes the month's partition to its file and drops the partition, in one transaction under the
 * archive lock (another process at it: nothing done, null). The file is whole before the
 * transaction commits; a failure leaves the partition and no archive row.
 */
export async function archiveClickMonth(db: Db, dir: string, month: ClickMonth, now: Date): Promise<ArchiveRow | null> {
  await mkdir(dir, { recursive: true });
  const fileName = clickFileName(month.from);
  return db.transaction(async (tx) => {
    if (!(await tryArchiveLock(tx)) || !(await partitionExists(tx, month.name))) return null;
    const written = await writeGzip(copyCsv(tx, { table: month.name }), join(dir, fileName));
    const saved = await saveArchive(tx, { kind: 'clicks', periodStart: dayOf(month.from), periodEnd: dayOf(month.to), fileName, ...written }, now);
    await tx.execute(sql.raw(`DROP TABLE ${month.name}`));
    return saved;
  });
}

/**
 * What retention does with a month past it: archives it while the `archives` feature is on (a
 * month restored within RESTORED_KEEP_DAYS is kept), else drops it as before archives existed.
 */
export async function retireClickMonth(db: Db, dir: string, month: ClickMonth, now: Date): Promise<'archived' | 'kept' | 'dropped'> {
  if (!(await readWorkspaceFeatures(db)).includes('archives')) {
    await db.execute(sql.raw(`DROP TABLE IF EXISTS ${month.name}`));
    return 'dropped';
  }
  const known = await findArchiveByFile(db, clickFileName(month.from));
  if (stillRestored(known?.restored_at, now)) return 'kept';
  return (await archiveClickMonth(db, dir, month, now)) ? 'archived' : 'kept';
}

/**
 * Puts an archived click month back: the file checked against its SHA-256, its rows into a new
 * table attached as the month's partition (late clicks of the month in the default partition
 * move in with them). Attaching fires no insert trigger, so the rollups, which kept the month,
 * count nothing twice.
 */
export async function restoreClickMonth(db: Db, dir: string, archive: ArchiveRow, actorId: number, now: Date): Promise<void> {
  const file = await intactArchiveFile(dir, archive);
  const from = new Date(`${archive.period_start}T00:00:00Z`);
  const name = partitionName(from);
  await db.transaction(async (tx) => {
    await waitArchiveLock(tx);
    if (await partitionExists(tx, name)) throw new Conflict(`The clicks of ${monthLabel(from)} are in the database already.`);
    const columns = await columnsOf(tx, 'clicks');
    await attachMonthPartition(tx, from, async (table) => {
      for await (const batch of readGzipCsv(file, RESTORE_BATCH, columns)) {
        await tx.execute(sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM json_populate_recordset(NULL::clicks, ${JSON.stringify(batch)}::json)`);
      }
    });
    await markRestored(tx, archive.id, actorId, now);
  });
}
