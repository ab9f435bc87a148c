import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { DIMENSION_SQL, type ReportDimension } from './dimensions';
import { filtersOn, keysOn, scopeOn, ts, usesOffer } from './eventSql';
import type { TrafficQuery } from './reportQuery';
import { rowsOf } from '../../db/rows';
import { NO_LEADS } from './leadSql';

const HOUR = 3_600_000;
const DAY = 86_400_000;

/**
 * The whole UTC hours of a report read from the rollups (migration 0018); the rest of the period is
 * read raw. Of those hours, the whole UTC days (`days`) are read from the daily rollups (migration
 * 0021) when no key needs the hour: no hour group or filter, and a date only where local days are UTC days.
 * A report keyed by p1 reads its whole UTC days from the p1 rollups (migration 0024), which keep no
 * hours: then `from`/`to` are those days and everything else is read raw.
 */
export interface RollupWindow {
  from: Date;
  to: Date;
  days: { from: Date; to: Date } | null;
  /** the p1 rollups answer the days (and no hourly rollup is read) */
  p1: boolean;
}

/** Which rollup a part reads. */
export type RollupGrain = 'hourly' | 'daily' | 'p1_daily';

/** The keys the p1 rollups keep beside the day: p1, the offer (so its group and advertiser), affiliate, manager, country. */
const P1_ROLLUP_KEYS: readonly ReportDimension[] = ['p1', 'date', 'offer', 'offer_group', 'advertiser', 'affiliate', 'manager', 'country'];

/** Whether the hourly (and daily) rollups keep a dimension: every one but the sub-ids. */
const hourlyKeeps = (d: ReportDimension) => d !== 'p1' && DIMENSION_SQL[d].rollup !== undefined;

/**
 * The whole hours of the period the rollups can answer, or null when they cannot: a grouped or
 * filtered dimension they do not keep (the sub-ids), a period shorter than an hour, or a day or
 * hour key in a zone whose offset is not whole hours somewhere in the period (an hour of the
 * rollups would then straddle two local hours).
 */
export async function rollupWindow(db: Tx, q: TrafficQuery): Promise<RollupWindow | null> {
  const dims = [...q.groupBy, ...(Object.keys(q.filters) as ReportDimension[])];
  // no rollup keeps traffic safety: Risky events are counted from raw rows
  if (q.measures.includes('bad_quality_traffic')) return null;
  const from = new Date(Math.ceil(q.range.start.getTime() / HOUR) * HOUR);
  const to = new Date(Math.floor(q.range.finish.getTime() / HOUR) * HOUR);
  if (from >= to) return null;
  if (dims.includes('p1') && dims.every((d) => P1_ROLLUP_KEYS.includes(d))) {
    const days = await dayWindow(db, q, dims, from, to);
    return days ? { ...days, days, p1: true } : null;
  }
  if (!dims.every(hourlyKeeps)) return null;
  if (dims.some((d) => d === 'date' || d === 'hour') && q.timeZone !== 'UTC' && !(await alignedTo(db, q.timeZone, 'hour', from, to))) return null;
  return { from, to, days: await dayWindow(db, q, dims, from, to), p1: false };
}

/** Whether every UTC hour (day) boundary of [from, to] is a local one in the zone. */
async function alignedTo(db: Tx, timeZone: string, unit: 'hour' | 'day', from: Date, to: Date): Promise<boolean> {
  const [aligned] = rowsOf<{ ok: boolean }>(
    await db.execute(sql`SELECT NOT EXISTS (SELECT 1 FROM generate_series(${ts(from)}, ${ts(to)}, ${`1 ${unit}`}::interval) h
      WHERE date_trunc(${unit}, h AT TIME ZONE ${timeZone}) <> h AT TIME ZONE ${timeZone}) AS ok`),
  );
  return aligned?.ok === true;
}

async function dayWindow(db: Tx, q: TrafficQuery, dims: readonly ReportDimension[], hoursFrom: Date, hoursTo: Date): Promise<RollupWindow['days']> {
  if (dims.includes('hour')) return null;
  const from = new Date(Math.ceil(hoursFrom.getTime() / DAY) * DAY);
  const to = new Date(Math.floor(hoursTo.getTime() / DAY) * DAY);
  if (from >= to) return null;
  if (dims.includes('date') && q.timeZone !== 'UTC' && !(await alignedTo(db, q.timeZone, 'day', from, to))) return null;
  return { from, to };
}

/** The [from, to) stretches of the window and the rollup each reads. */
export function rollupParts(w: RollupWindow): [Date, Date, RollupGrain][] {
  if (w.p1) return [[w.from, w.to, 'p1_daily']];
  if (!w.days) return [[w.from, w.to, 'hourly']];
  const parts: [Date, Date, RollupGrain][] = [
    [w.from, w.days.from, 'hourly'],
    [w.days.from, w.days.to, 'daily'],
    [w.days.to, w.to, 'hourly'],
  ];
  return parts.filter(([a, b]) => a < b);
}

/** A rollup row whose events were all taken out again (voided, deleted) counts nothing: it makes no group, as raw rows would not. */
function rollupWhere(q: TrafficQuery, from: Date, to: Date, live: string): SQL {
  return sql.join([sql`r.bucket >= ${ts(from)}`, sql`r.bucket < ${ts(to)}`, sql.raw(live), scopeOn(sql`r.affiliate_id`, q.scope), ...filtersOn(q, 'rollup')], sql` AND `);
}

const offerJoin = (q: TrafficQuery) => (usesOffer(q) ? sql` LEFT JOIN offers o ON o.id = r.offer_id` : sql``);

/** The clicks of [from, to) (whole hours, or whole days for the daily grains) as rows of sums by key (trafficQuery.ts). */
export const rolledClicks = (q: TrafficQuery, from: Date, to: Date, grain: RollupGrain): SQL =>
  sql`SELECT ${keysOn(q, 'rollup')}, sum(r.clicks) AS c, sum(r.unique_clicks) AS uc, sum(r.bad_clicks) AS bad, 0 AS bq,
      0 AS optin, 0 AS lead, 0 AS ftd, 0 AS sale, 0 AS rs, sum(r.commission)::numeric AS commission, sum(r.revenue)::numeric AS revenue, ${NO_LEADS}
    FROM ${sql.raw(`report_clicks_${grain}`)} r${offerJoin(q)} WHERE ${rollupWhere(q, from, to, '(r.clicks <> 0 OR r.bad_clicks <> 0)')} GROUP BY 1, 2`;

/** The conversions of [from, to) as rows of sums by key. */
export const rolledConversions = (q: TrafficQuery, from: Date, to: Date, grain: RollupGrain): SQL =>
  sql`SELECT ${keysOn(q, 'rollup')}, 0 AS c, 0 AS uc, 0 AS bad, 0 AS bq, sum(r.opt_ins) AS optin, sum(r.leads) AS lead, sum(r.ftds) AS ftd, sum(r.sales) AS sale,
      sum(r.revshares) AS rs, sum(r.commission)::numeric AS commission, sum(r.revenue)::numeric AS revenue, ${NO_LEADS}
    FROM ${sql.raw(`report_conversions_${grain}`)} r${offerJoin(q)} WHERE ${rollupWhere(q, from, to, '(r.opt_ins <> 0 OR r.leads <> 0 OR r.ftds <> 0 OR r.sales <> 0 OR r.revshares <> 0)')} GROUP BY 1, 2`;
