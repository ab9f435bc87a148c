import { sql, type SQL } from 'drizzle-orm';
import { DIMENSION_SQL, NEEDS_CLICK, NEEDS_OFFER, type ReportDimension } from './dimensions';
import type { ReportScope, TrafficQuery } from './reportQuery';

/** Which rows a half of the report reads: raw clicks `k`, raw conversions `v`, or rollup rows `r`. */
export type EventSide = 'click' | 'conversion' | 'rollup';

export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

const keyOn = (dim: ReportDimension, side: EventSide, tz: string): SQL => {
  const expr = DIMENSION_SQL[dim][side];
  if (!expr) throw new Error(`${dim} has no key on the ${side} rows`);
  return expr(tz);
};

export function scopeOn(column: SQL, scope: ReportScope): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (scope.kind === 'affiliate') return sql`${column} = ${scope.affiliateId}`;
  return sql`${column} IN (SELECT id FROM users WHERE manager_id = ${scope.managerId})`;
}

export function filtersOn(q: TrafficQuery, side: EventSide): SQL[] {
  return Object.entries(q.filters).map(([dim, values]) => sql`${keyOn(dim as ReportDimension, side, q.timeZone)} IN (${sql.join(values!.map((v) => sql`${v}`), sql`, `)})`);
}

/** Whether the offer row is joined (as `o`): its group or advertiser is grouped or filtered. */
export const usesOffer = (q: TrafficQuery) => [...q.groupBy, ...Object.keys(q.filters)].some((d) => NEEDS_OFFER.includes(d as ReportDimension));

/** Whether a conversion's click is joined (as `k`): a key read from the click is grouped or filtered. */
export const usesClick = (q: TrafficQuery) => [...q.groupBy, ...Object.keys(q.filters)].some((d) => NEEDS_CLICK.includes(d as ReportDimension));

/** The group keys g1, g2 of an event row (g2 NULL when one dimension). */
export const keysOn = (q: TrafficQuery, side: EventSide) =>
  sql.join(
    [0, 1].map((i) => {
      const dim = q.groupBy[i];
      return dim ? sql`${keyOn(dim, side, q.timeZone)} AS g${sql.raw(String(i + 1))}` : sql`NULL::int AS g${sql.raw(String(i + 1))}`;
    }),
    sql`, `,
  );
