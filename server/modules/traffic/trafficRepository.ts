import { sql } from 'drizzle-orm';
import { TRAFFIC_EVENT_KINDS, type TrafficEventKind } from '../../../domain/dashboard/measures';
import type { Db } from '../../db/client';
import { bucketExpr, ROLLUP_TABLE, rollupInsertSql } from './rollupSql';
import { rowsOf } from '../../db/rows';

type Executor = Pick<Db, 'execute'>;

export interface TrafficEventInput {
  occurredAt: Date;
  kind: TrafficEventKind;
  affiliateId: number;
  offerId: number;
  /** ISO 3166 alpha-2, or `--` unknown */
  country: string;
  /** default: the affiliate's manager now */
  managerId?: number;
  /** default: the offer's group */
  offerGroupId?: number;
  /** default: the affiliate's own language */
  language?: string;
  /** owed to the affiliate */
  commission?: number | string;
  /** due from the advertiser */
  revenue?: number | string;
  /** +1 (default) an event; -1 a voided conversion taken back; 0 an amount change */
  weight?: -1 | 0 | 1;
}

const EVENT_COLUMNS = 'occurred_at, kind, affiliate_id, manager_id, offer_id, offer_group_id, country, language, commission, revenue, weight';
const BATCH = 5000;
const MONEY = /^-?\d{1,12}(\.\d{1,2})?$/;

function toRecord(e: TrafficEventInput) {
  if (!(e.occurredAt instanceof Date) || Number.isNaN(e.occurredAt.getTime())) throw new TypeError('occurredAt must be a valid Date');
  // `--` is the unknown country of a click whose IP no GeoIP range holds (spec 3 §2)
  if (!/^(?:[A-Za-z]{2}|--)$/.test(e.country)) throw new TypeError(`country must be an ISO alpha-2 code or --, got ${e.country}`);
  const money = (v: number | string | undefined) => {
    const text = v === undefined ? '0' : typeof v === 'number' ? v.toFixed(2) : v;
    if (!MONEY.test(text)) throw new TypeError(`not an amount: ${String(v)}`);
    return text;
  };
  return {
    occurred_at: e.occurredAt.toISOString(),
    kind: TRAFFIC_EVENT_KINDS[e.kind],
    affiliate_id: e.affiliateId,
    manager_id: e.managerId ?? null,
    offer_id: e.offerId,
    offer_group_id: e.offerGroupId ?? null,
    country: e.country.toUpperCase(),
    language: e.language ?? null,
    commission: money(e.commission),
    revenue: money(e.revenue),
    weight: e.weight ?? 1,
  };
}

const INPUT_COLUMNS = `occurred_at timestamptz, kind smallint, affiliate_id integer,
  manager_id integer, offer_id integer, offer_group_id integer, country text, language text, commission numeric, revenue numeric, weight smallint`;

/**
 * The events `ev` as rows of the same columns summed by UTC hour, kind and key (occurred_at the
 * hour's start, weight the sum of the weights): the same rollup sums, as every grain holds whole
 * hours, from a few rows per key instead of one per event, which each GROUPING SETS pass sorts.
 */
const EVENT_HOURS = `SELECT ${bucketExpr('hour')} AS occurred_at, kind, affiliate_id, manager_id, offer_id, offer_group_id, country, language,
    sum(weight) AS weight, sum(commission) AS commission, sum(revenue) AS revenue
  FROM ev GROUP BY 1, 2, 3, 4, 5, 6, 7, 8`;

/**
 * The common table expressions (`ev_input, ev, ev_hours, hourly, daily, monthly`) that write the events of
 * `source` (a relation with the columns of a TrafficEventInput record, NULL for a default) to
 * traffic_events and add them to the hourly, daily and monthly rollups, inside whatever statement
 * they are put in: the tracker writes a batch's clicks and their events in one statement.
 */
export function eventWriteCtes(source: string): string {
  return `ev_input AS (
    SELECT i.occurred_at, i.kind, i.affiliate_id, COALESCE(i.manager_id, u.manager_id, 0) AS manager_id, i.offer_id,
      COALESCE(i.offer_group_id, o.offer_group_id) AS offer_group_id, i.country,
      COALESCE(i.language, u.language, 'en') AS language, i.commission, i.revenue, i.weight
    FROM ${source} i
    LEFT JOIN users u ON u.id = i.affiliate_id
    LEFT JOIN offers o ON o.id = i.offer_id
  ),
  ev AS (
    INSERT INTO traffic_events (${EVENT_COLUMNS}) SELECT ${EVENT_COLUMNS} FROM ev_input
    RETURNING ${EVENT_COLUMNS}
  ),
  ev_hours AS (${EVENT_HOURS}),
  hourly AS (${rollupInsertSql('hour', 'ev_hours')}),
  daily AS (${rollupInsertSql('day', 'ev_hours')}),
  monthly AS (${rollupInsertSql('month', 'ev_hours')})`;
}

/**
 * Writes events and adds them to the hourly, daily and monthly rollups in one statement, so the rollups
 * are always exactly the sums of the events (the dashboard never scans events per request).
 * Every writer of traffic_events goes through here (or eventWriteCtes); rebuildRollups repairs after a bulk load.
 */
export async function insertEvents(db: Db, events: readonly TrafficEventInput[]): Promise<number> {
  if (events.length === 0) return 0;
  const records = events.map(toRecord);
  const write = async (tx: Executor, batch: readonly unknown[]) =>
    tx.execute(sql`
      WITH input AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS i(${sql.raw(INPUT_COLUMNS)})),
      ${sql.raw(eventWriteCtes('input'))}
      SELECT 1`);
  // one statement is atomic on its own: no transaction (nor, inside a caller's, a savepoint) for one batch
  if (records.length <= BATCH) await write(db, records);
  else
    await db.transaction(async (tx) => {
      for (let i = 0; i < records.length; i += BATCH) await write(tx, records.slice(i, i + BATCH));
    });
  return records.length;
}

/**
 * Runs a bulk load with the table's indexes (and, with `primaryKey`, its primary key) dropped,
 * then builds them again from their own definitions: building an index once is several times
 * cheaper than maintaining it row by row.
 */
export async function withoutIndexes(db: Executor, table: string, load: () => Promise<void>, primaryKey = false): Promise<void> {
  const constraints = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = ${table}::regclass AND contype = 'p'`),
  );
  const indexes = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`SELECT indexname AS name, indexdef AS def FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = ${table}
        AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = ${table}::regclass)`),
  );
  const dropped = primaryKey ? constraints : [];
  for (const i of indexes) await db.execute(sql.raw(`DROP INDEX "${i.name}"`));
  for (const c of dropped) await db.execute(sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT "${c.name}"`));
  await load();
  for (const c of dropped) await db.execute(sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT "${c.name}" ${c.def}`));
  for (const i of indexes) await db.execute(sql.raw(i.def));
}

const MONTHS_FROM_DAYS = `
INSERT INTO traffic_monthly (scope_manager_id, dim, dim_key, bucket_start, clicks, leads, sales, revshares, commission, revenue)
SELECT scope_manager_id, dim, dim_key, ${bucketExpr('month', 'bucket_start')}, sum(clicks)::int, sum(leads)::int, sum(sales)::int,
  sum(revshares)::int, sum(commission), sum(revenue)
FROM traffic_daily GROUP BY 1, 2, 3, 4`;

/**
 * Recomputes the rollups from traffic_events, set-based (seed, repair): hours and days in one
 * GROUPING SETS pass over the events each, months from the days.
 */
export async function rebuildRollups(db: Executor): Promise<void> {
  for (const grain of ['hour', 'day', 'month'] as const) {
    const table = ROLLUP_TABLE[grain];
    const load = grain === 'month' ? MONTHS_FROM_DAYS : rollupInsertSql(grain, 'traffic_events', 'load');
    await db.execute(sql.raw(`DELETE FROM ${table}`));
    await withoutIndexes(db, table, async () => void (await db.execute(sql.raw(load))), true);
  }
}
