import { DAILY_DIMS, DAILY_MANAGER_DIMS, DIM_COLUMN, HOURLY_DIMS, HOURLY_MANAGER_DIMS, type Dim } from './dimensions';

export type Grain = 'hour' | 'day' | 'month';
export const ROLLUP_TABLE: Record<Grain, string> = { hour: 'traffic_hourly', day: 'traffic_daily', month: 'traffic_monthly' };

const ORIGIN = `timestamptz '2000-01-01 00:00:00+00'`;
/** UTC buckets whatever the session's TimeZone: date_bin works on the absolute instant. */
export const bucketExpr = (grain: Grain, column = 'occurred_at') =>
  grain === 'month' ? `(date_trunc('month', ${column} AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')` : `date_bin(interval '1 ${grain}', ${column}, ${ORIGIN})`;

const keyText = (dim: Exclude<Dim, 0>) => (dim === 5 || dim === 6 ? DIM_COLUMN[dim] : `${DIM_COLUMN[dim]}::text`);

/**
 * `INSERT INTO traffic_hourly|traffic_daily … SELECT … FROM (source) GROUP BY GROUPING SETS …
 * ON CONFLICT DO UPDATE`: one pass over the source builds every (scope, dimension) row of the
 * grain and adds it to what is stored. `source` is a relation with the traffic_events columns.
 * Used both when events are written and to rebuild the rollups from the events ('load': into
 * empty tables, so no conflict handling and no lock ordering).
 */
export function rollupInsertSql(grain: Grain, source: string, mode: 'upsert' | 'load' = 'upsert'): string {
  const dims = (grain === 'hour' ? HOURLY_DIMS : DAILY_DIMS).filter((d): d is Exclude<Dim, 0> => d !== 0);
  const managerDims = (grain === 'hour' ? HOURLY_MANAGER_DIMS : DAILY_MANAGER_DIMS).filter((d): d is Exclude<Dim, 0> => d !== 0);
  const sets = ['(b)', ...dims.map((d) => `(b, ${DIM_COLUMN[d]})`), ...managerDims.map((d) => `(b, manager_id, ${DIM_COLUMN[d]})`)];
  // the dimension is the grouped column other than manager_id; manager_id alone is the manager dimension
  const others = dims.filter((d) => d !== 2);
  const dimCase = `CASE ${others.map((d) => `WHEN GROUPING(${DIM_COLUMN[d]}) = 0 THEN ${d}`).join(' ')} WHEN GROUPING(manager_id) = 0 THEN 2 ELSE 0 END`;
  const keyCase = `COALESCE(${[...others.map(keyText), 'manager_id::text'].join(', ')}, '')`;
  const scoped = `(GROUPING(manager_id) = 0 AND (${others.map((d) => `GROUPING(${DIM_COLUMN[d]}) = 0`).join(' OR ')}))`;
  const table = ROLLUP_TABLE[grain];
  return `
INSERT INTO ${table} AS t (scope_manager_id, dim, dim_key, bucket_start, clicks, leads, sales, revshares, commission, revenue)
SELECT CASE WHEN ${scoped} THEN manager_id ELSE 0 END, ${dimCase}, ${keyCase}, b,
  ${[1, 2, 3, 4].map((k) => `COALESCE(sum(weight) FILTER (WHERE kind = ${k}), 0)::int`).join(', ')}, sum(commission), sum(revenue)
FROM (SELECT *, ${bucketExpr(grain)} AS b FROM ${source}) s
GROUP BY GROUPING SETS (${sets.join(', ')})
HAVING NOT (${scoped} AND manager_id = 0)${mode === 'load' ? '' : `
ORDER BY 1, 2, 3, 4
ON CONFLICT (scope_manager_id, dim, dim_key, bucket_start) DO UPDATE SET
  clicks = t.clicks + excluded.clicks, leads = t.leads + excluded.leads, sales = t.sales + excluded.sales,
  revshares = t.revshares + excluded.revshares, commission = t.commission + excluded.commission,
  revenue = t.revenue + excluded.revenue`}`;
}
