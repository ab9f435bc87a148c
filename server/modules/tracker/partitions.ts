import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

const PARTITION_NAME = /^clicks_p(\d{4})(\d{2})$/;

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));
/** The name of the partition of the month holding `d` (its first day, UTC): `clicks_pYYYYMM`. */
export const partitionName = (d: Date) => `clicks_p${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/** The monthly partitions of the clicks table by name. */
export async function clickPartitions(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'clicks'::regclass ORDER BY 1`),
  );
  return rows.map((r) => r.name).filter((n) => PARTITION_NAME.test(n));
}

/**
 * Makes the partition of the month starting `from`, inside the caller's transaction: a table like
 * clicks, filled by `fill` (a restored archive's rows), then the month's clicks caught by the
 * default partition moved in (PostgreSQL refuses to attach a range the default partition holds
 * rows of), then attached. Answers its name.
 */
export async function attachMonthPartition(tx: Pick<Db, 'execute'>, from: Date, fill?: (name: string) => Promise<void>): Promise<string> {
  const to = monthStart(from.getUTCFullYear(), from.getUTCMonth() + 1);
  const name = partitionName(from);
  const within = `clicked_at >= '${from.toISOString()}' AND clicked_at < '${to.toISOString()}'`;
  await tx.execute(sql.raw(`CREATE TABLE ${name} (LIKE clicks INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`));
  await fill?.(name);
  await tx.execute(sql.raw(`INSERT INTO ${name} SELECT * FROM clicks_default WHERE ${within}`));
  await tx.execute(sql.raw(`DELETE FROM clicks_default WHERE ${within}`));
  await tx.execute(sql.raw(`ALTER TABLE clicks ATTACH PARTITION ${name} FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`));
  return name;
}

/** Creates the month's partition holding `at` when missing (clicks of that month already in the default partition move into it). */
export async function ensureMonthPartition(db: Db, at: Date): Promise<string> {
  const from = monthStart(at.getUTCFullYear(), at.getUTCMonth());
  const name = partitionName(from);
  if ((await clickPartitions(db)).includes(name)) return name;
  await db.transaction(async (tx) => {
    // one creator at a time when several processes start together
    await tx.execute(sql`SELECT pg_advisory_xact_lock(74218)`);
    const exists = rowsOf(await tx.execute(sql`SELECT 1 FROM pg_class WHERE relname = ${name}`)).length > 0;
    if (!exists) await attachMonthPartition(tx, from);
  });
  return name;
}

/** This month's partition and `monthsAhead` more, so clicks never wait on DDL. */
export async function ensureClickPartitions(db: Db, now: Date, monthsAhead = 2): Promise<void> {
  for (let i = 0; i <= monthsAhead; i++) await ensureMonthPartition(db, monthStart(now.getUTCFullYear(), now.getUTCMonth() + i));
}

/** A month's partition past retention, and what becomes of it (archived first, kept, or dropped: modules/archives). */
export type RetireMonth = (month: { name: string; from: Date; to: Date }) => Promise<unknown>;

/**
 * Retention: every monthly partition whose whole month is older than `retentionDays` is retired
 * (`retire`: archived before it is dropped; without it, dropped), and older stray rows of the
 * default partition are deleted. The rollups are separate tables and stay. Answers the retired
 * partitions' names.
 */
export async function dropExpiredClicks(db: Db, now: Date, retentionDays: number, retire?: RetireMonth): Promise<string[]> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const dropped: string[] = [];
  for (const name of await clickPartitions(db)) {
    const [, year, month] = PARTITION_NAME.exec(name)!;
    const end = monthStart(Number(year), Number(month));
    if (end <= cutoff) {
      if (retire) await retire({ name, from: monthStart(Number(year), Number(month) - 1), to: end });
      else await db.execute(sql.raw(`DROP TABLE IF EXISTS ${name}`));
      dropped.push(name);
    }
  }
  await db.execute(sql`DELETE FROM clicks_default WHERE clicked_at < ${cutoff.toISOString()}::timestamptz`);
  return dropped;
}

/**
 * The partition job: at start and then daily, partitions ahead and, where `retention` is given
 * (the app process, which owns the archive folder), retention.
 */
export function startPartitionJob(db: Db, options: { now: () => Date; retention?: { days: number; retire?: RetireMonth }; intervalMs?: number }) {
  const run = async () => {
    try {
      await ensureClickPartitions(db, options.now());
      if (options.retention) await dropExpiredClicks(db, options.now(), options.retention.days, options.retention.retire);
    } catch (error) {
      console.error('Click partition job failed:', error instanceof Error ? error.message : error);
    }
  };
  const first = run();
  const timer = setInterval(() => void run(), options.intervalMs ?? 86_400_000);
  timer.unref();
  return {
    ready: first,
    stop: () => clearInterval(timer),
  };
}
