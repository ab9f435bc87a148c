import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { DIMENSION_SQL, type ReportDimension } from './dimensions';
import { filtersOn, keysOn, scopeOn, ts, usesOffer } from './eventSql';
import type { TrafficQuery } from './trafficQuery';

const HOUR = 3_600_000;

/** The whole UTC hours of a report read from the rollups (migration 0018); the rest of the period is read raw. */
export interface RollupWindow {
  from: Date;
  to: Date;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The whole hours of the period the rollups can answer, or null when they cannot: a grouped or
 * filtered dimension they do not keep (the sub-ids), a period shorter than an hour, or a day or
 * hour key in a zone whose offset is not whole hours somewhere in the period (an hour of the
 * rollups would then straddle two local hours).
 */
export async function rollupWindow(db: Tx, q: TrafficQuery): Promise<RollupWindow | null> {
  const dims = [...q.groupBy, ...(Object.keys(q.filters) as ReportDimension[])];
  if (dims.some((d) => !DIMENSION_SQL[d].rollup)) return null;
  const from = new Date(Math.ceil(q.range.start.getTime() / HOUR) * HOUR);
  const to = new Date(Math.floor(q.range.finish.getTime() / HOUR) * HOUR);
  if (from >= to) return null;
  if (dims.some((d) => d === 'date' || d === 'hour') && q.timeZone !== 'UTC') {
    const [aligned] = rowsOf<{ ok: boolean }>(
      await db.execute(sql`SELECT NOT EXISTS (SELECT 1 FROM generate_series(${ts(from)}, ${ts(to)}, interval '1 hour') h
        WHERE date_trunc('hour', h AT TIME ZONE ${q.timeZone}) <> h AT TIME ZONE ${q.timeZone}) AS ok`),
    );
    if (!aligned?.ok) return null;
  }
  return { from, to };
}

/** A rollup row whose events were all taken out again (voided, deleted) counts nothing: it makes no group, as raw rows would not. */
function rollupWhere(q: TrafficQuery, w: RollupWindow, live: string): SQL {
  return sql.join([sql`r.bucket >= ${ts(w.from)}`, sql`r.bucket < ${ts(w.to)}`, sql.raw(live), scopeOn(sql`r.affiliate_id`, q.scope), ...filtersOn(q, 'rollup')], sql` AND `);
}

const offerJoin = (q: TrafficQuery) => (usesOffer(q) ? sql` LEFT JOIN offers o ON o.id = r.offer_id` : sql``);

/** The clicks of the window's hours as event rows of sums (trafficQuery.ts). */
export const rolledClicks = (q: TrafficQuery, w: RollupWindow): SQL =>
  sql`SELECT ${keysOn(q, 'rollup')}, r.clicks AS c, r.unique_clicks AS uc, r.bad_clicks AS bad,
      0 AS optin, 0 AS lead, 0 AS ftd, 0 AS sale, 0 AS rs, 0::numeric AS commission, 0::numeric AS revenue
    FROM report_clicks_hourly r${offerJoin(q)} WHERE ${rollupWhere(q, w, '(r.clicks <> 0 OR r.bad_clicks <> 0)')}`;

/** The conversions of the window's hours as event rows of sums. */
export const rolledConversions = (q: TrafficQuery, w: RollupWindow): SQL =>
  sql`SELECT ${keysOn(q, 'rollup')}, 0 AS c, 0 AS uc, 0 AS bad, r.opt_ins AS optin, r.leads AS lead, r.ftds AS ftd, r.sales AS sale, r.revshares AS rs,
      r.commission::numeric AS commission, r.revenue::numeric AS revenue
    FROM report_conversions_hourly r${offerJoin(q)} WHERE ${rollupWhere(q, w, '(r.opt_ins <> 0 OR r.leads <> 0 OR r.ftds <> 0 OR r.sales <> 0 OR r.revshares <> 0)')}`;
