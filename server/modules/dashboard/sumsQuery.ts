import { sql, type SQL } from 'drizzle-orm';
import type { Range } from '../../../domain/dashboard/periods';
import type { Sums } from '../../../domain/dashboard/measures';
import type { Db } from '../../db/client';
import { DIM, DIM_COLUMN, HOURLY_DIMS, HOURLY_MANAGER_DIMS, type Dim } from '../traffic/dimensions';
import { segmentsOf, type Segment, type Source } from './segments';

/** Whose events a figure covers: everyone's (admin), a manager's affiliates', one affiliate's. */
export type Scope = { kind: 'all' } | { kind: 'manager'; managerId: number } | { kind: 'affiliate'; affiliateId: number };

interface Selector {
  scopeId: number;
  dim: Dim;
  /** only this key (a manager's or an affiliate's own totals) */
  key?: string;
  hourly: boolean;
  /** the answer is grouped by the dimension's key, not only by bucket */
  byKey: boolean;
}

/** Which rollup rows hold the sums of a scope, optionally grouped by a dimension. */
function selectorOf(scope: Scope, dim: Dim): Selector {
  if (scope.kind === 'all') return { scopeId: 0, dim, hourly: HOURLY_DIMS.includes(dim), byKey: dim !== DIM.none };
  if (scope.kind === 'manager') {
    if (dim === DIM.none || dim === DIM.manager) return { scopeId: 0, dim: DIM.manager, key: String(scope.managerId), hourly: true, byKey: dim !== DIM.none };
    return { scopeId: scope.managerId, dim, hourly: HOURLY_MANAGER_DIMS.includes(dim), byKey: true };
  }
  if (dim === DIM.none || dim === DIM.affiliate) return { scopeId: 0, dim: DIM.affiliate, key: String(scope.affiliateId), hourly: true, byKey: dim !== DIM.none };
  throw new Error(`an affiliate's figures are not kept by dimension ${dim}`);
}

const SUM_COLUMNS = sql.raw('clicks, leads, sales, revshares, commission, revenue');

/** A timestamp literal: every one comes from a Date, never from the request's text. */
const ts = (d: Date) => `'${d.toISOString()}'::timestamptz`;

const inList = (column: SQL, keys: readonly string[] | undefined) =>
  keys === undefined ? sql`` : sql` AND ${column} IN (${sql.join(keys.length ? keys.map((k) => sql`${k}`) : [sql`NULL`], sql`, `)})`;

const segmentValues = (segments: Segment[]) =>
  sql.raw(`(VALUES ${segments.map((s) => `(${s.bucket}, ${s.sign}, ${ts(s.from)}, ${ts(s.to)})`).join(', ')}) AS s(bucket, sign, f, t)`);

/** The pieces' sums, each counted with its piece's sign. */
const SIGNED = sql.raw('s.bucket, x.key, s.sign * x.clicks, s.sign * x.leads, s.sign * x.sales, s.sign * x.revshares, s.sign * x.commission, s.sign * x.revenue');

/**
 * Each piece is read by its own index range scan: the LATERAL subquery behind OFFSET 0 is
 * planned once with the piece's bounds as parameters, so PostgreSQL never joins the pieces
 * against every rollup row of the scope (and planning stays constant in the number of pieces).
 */
function rollupPart(table: 'traffic_monthly' | 'traffic_daily' | 'traffic_hourly', segments: Segment[], sel: Selector, keys?: readonly string[]): SQL {
  const key = sel.byKey ? sql.raw('r.dim_key') : sql.raw(`''::text`);
  const onlyKey = sel.key === undefined ? inList(sql.raw('r.dim_key'), keys) : sql` AND r.dim_key = ${sel.key}`;
  return sql`SELECT ${SIGNED} FROM ${segmentValues(segments)} CROSS JOIN LATERAL (
      SELECT ${key} AS key, r.clicks, r.leads, r.sales, r.revshares, r.commission, r.revenue FROM ${sql.raw(table)} r
      WHERE r.scope_manager_id = ${sel.scopeId} AND r.dim = ${sel.dim}${onlyKey} AND r.bucket_start >= s.f AND r.bucket_start < s.t
      OFFSET 0) x`;
}

function rawPart(segments: Segment[], scope: Scope, dim: Dim, keys?: readonly string[]): SQL {
  const key = dim === DIM.none ? sql.raw(`''::text`) : sql.raw(`e.${DIM_COLUMN[dim]}::text`);
  const onlyKeys = dim === DIM.none ? sql`` : inList(key, keys);
  const filter =
    scope.kind === 'manager' ? sql` AND e.manager_id = ${scope.managerId}` : scope.kind === 'affiliate' ? sql` AND e.affiliate_id = ${scope.affiliateId}` : sql``;
  return sql`SELECT ${SIGNED} FROM ${segmentValues(segments)} CROSS JOIN LATERAL (
      SELECT ${key} AS key, (e.kind = 1)::int AS clicks, (e.kind = 2)::int AS leads, (e.kind = 3)::int AS sales, (e.kind = 4)::int AS revshares,
        e.commission, e.revenue
      FROM traffic_events e WHERE e.occurred_at >= s.f AND e.occurred_at < s.t${filter}${onlyKeys}
      OFFSET 0) x`;
}

/** The UNION ALL of the pieces of every bucket, each from the cheapest source that is exact. */
function partsOf(buckets: readonly Range[], scope: Scope, dim: Dim, keys?: readonly string[]): SQL | null {
  const sel = selectorOf(scope, dim);
  const segments = segmentsOf(buckets, { hourly: sel.hourly, signed: true });
  const by = (source: Source) => segments.filter((s) => s.source === source);
  const parts: SQL[] = [];
  if (by('month').length) parts.push(rollupPart('traffic_monthly', by('month'), sel, keys));
  if (by('day').length) parts.push(rollupPart('traffic_daily', by('day'), sel, keys));
  if (by('hour').length) parts.push(rollupPart('traffic_hourly', by('hour'), sel, keys));
  if (by('raw').length) parts.push(rawPart(by('raw'), scope, dim, keys));
  if (parts.length === 0) return null;
  return sql`${sql.join(parts, sql` UNION ALL `)}`;
}

export interface SumsRow {
  bucket: number;
  key: string;
  sums: Sums;
}

interface RawRow extends Record<string, unknown> {
  bucket: number;
  key: string;
  clicks: number;
  leads: number;
  sales: number;
  revshares: number;
  commission: string;
  revenue: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Runs a read of the pieces without PostgreSQL's JIT compiler. Each piece's bounds are parameters
 * of its LATERAL subquery, so the planner guesses a default share of the hourly rollup per piece
 * and the estimate passes jit_above_cost: compiling then took about 20 ms of a 3 ms query (active
 * affiliates over a year at 1 000 000 events). PGlite has no JIT; the setting is harmless there.
 */
const readWithoutJit = (db: Db, query: SQL) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    return tx.execute(query);
  });

/** Sums per bucket (and per key of the dimension, optionally only these keys) of a scope. */
export async function sumsByBucket(db: Db, buckets: readonly Range[], scope: Scope, dim: Dim = DIM.none, keys?: readonly string[]): Promise<SumsRow[]> {
  const parts = partsOf(buckets, scope, dim, keys);
  if (!parts) return [];
  const result = await readWithoutJit(
    db,
    sql`
    SELECT p.bucket, p.key, sum(p.clicks)::int AS clicks, sum(p.leads)::int AS leads, sum(p.sales)::int AS sales,
      sum(p.revshares)::int AS revshares, sum(p.commission)::text AS commission, sum(p.revenue)::text AS revenue
    FROM (${parts}) AS p(bucket, key, ${SUM_COLUMNS})
    GROUP BY p.bucket, p.key
    -- a key seen only in pieces that were added and taken away again had no traffic
    HAVING sum(p.clicks) <> 0 OR sum(p.leads) <> 0 OR sum(p.sales) <> 0 OR sum(p.revshares) <> 0`,
  );
  return rowsOf<RawRow>(result).map((r) => ({
    bucket: Number(r.bucket),
    key: r.key,
    sums: {
      click_count: Number(r.clicks),
      lead_count: Number(r.leads),
      sale_count: Number(r.sales),
      revshare_count: Number(r.revshares),
      commission: Number(r.commission),
      revenue: Number(r.revenue),
    },
  }));
}

/** The bucket number under which distinctByBucket answers the count over all the buckets together. */
export const ALL_BUCKETS = -1;

/**
 * How many distinct keys of the dimension had any event in each bucket (active affiliates), and
 * under ALL_BUCKETS over all of them together: the union of the buckets' keys, so contiguous
 * buckets give the period's figure without reading the period a second time. The pieces are the
 * signed ones of the sums: per bucket and key they add up to exactly that key's number of events
 * in the bucket, so a key is active when that number is above zero, and a local day or month is
 * one daily or monthly row per key plus and minus an hour, not 24 or 700 hourly rows.
 */
export async function distinctByBucket(db: Db, buckets: readonly Range[], scope: Scope, dim: Dim): Promise<Map<number, number>> {
  const parts = partsOf(buckets, scope, dim);
  if (!parts) return new Map();
  const result = await readWithoutJit(
    db,
    sql`
    WITH active AS MATERIALIZED (
      SELECT p.bucket, p.key FROM (${parts}) AS p(bucket, key, ${SUM_COLUMNS})
      GROUP BY p.bucket, p.key HAVING sum(p.clicks + p.leads + p.sales + p.revshares) > 0
    )
    SELECT bucket, count(*)::int AS n FROM active GROUP BY bucket
    UNION ALL SELECT ${ALL_BUCKETS}, count(DISTINCT key)::int FROM active`,
  );
  return new Map(rowsOf<{ bucket: number; n: number }>(result).map((r) => [Number(r.bucket), Number(r.n)]));
}
