import { sql, type SQL } from 'drizzle-orm';
import { PixelAction } from '../../../domain/enums/pixel';
import { TransactionStatus } from '../../../domain/enums/payout';
import type { Tx } from '../../db/tx';
import { DIMENSION_SQL, type ReportDimension } from './dimensions';
import { filtersOn, keysOn, scopeOn, ts, usesClick, usesOffer } from './eventSql';
import { MEASURE_SQL, type ReportMeasure } from './measures';
import type { TrafficAnswer, TrafficQuery } from './reportQuery';
import { rolledClicks, rolledConversions, rollupParts, rollupWindow } from './rollup';
import { rowsOf } from '../../db/rows';
import { LEAD_SUMS, leadParts, NO_LEADS, readsLeads } from './leadSql';

/** A part's key columns g1, g2, for its GROUP BY 1, 2. */
const GROUPED = sql.raw('GROUP BY 1, 2');

/**
 * Every ran click counts once; a refused click is a bad-quality click and nothing else. Raw clicks
 * of [from, to), summed by their keys: the click counts and the clicks' own money (click payout rules,
 * docs/decisions/click-commissions.md) are aggregated, the conversion measures are constants of the part.
 */
function clickHalf(q: TrafficQuery, from: Date, to: Date): SQL {
  const where = [sql`k.clicked_at >= ${ts(from)}`, sql`k.clicked_at < ${ts(to)}`, scopeOn(sql`k.affiliate_id`, q.scope), ...filtersOn(q, 'click')];
  return sql`SELECT ${keysOn(q, 'click')}, count(*) FILTER (WHERE k.refusal IS NULL) AS c, count(*) FILTER (WHERE k.refusal IS NULL AND k.is_unique) AS uc,
      count(*) FILTER (WHERE k.refusal IS NOT NULL) AS bad, count(*) FILTER (WHERE k.traffic_safety = 3) AS bq, 0 AS optin, 0 AS lead, 0 AS ftd, 0 AS sale, 0 AS rs,
      COALESCE(sum(k.commission), 0)::numeric AS commission, COALESCE(sum(k.revenue), 0)::numeric AS revenue, ${NO_LEADS}
    FROM clicks k${usesOffer(q) ? sql` LEFT JOIN offers o ON o.id = k.offer_id` : sql``}
    WHERE ${sql.join(where, sql` AND `)} ${GROUPED}`;
}

/**
 * A conversion counts at its own time unless voided, with the commission and revenue it carries
 * now. Raw conversions of [from, to), summed by their keys; the click is read only for a key that
 * lives on it (device, OS, browser, domain, sub-ids).
 */
function conversionHalf(q: TrafficQuery, from: Date, to: Date): SQL {
  const where = [
    sql`v.created_at >= ${ts(from)}`,
    sql`v.created_at < ${ts(to)}`,
    sql`v.transaction_status <> ${TransactionStatus.Voided}`,
    scopeOn(sql`v.affiliate_id`, q.scope),
    ...filtersOn(q, 'conversion'),
  ];
  const count = (action: number) => sql`count(*) FILTER (WHERE v.action = ${action})`;
  // the click by its key, one probe per conversion (OFFSET 0 keeps the planner from hashing every click ever written instead)
  const click = usesClick(q) ? sql` LEFT JOIN LATERAL (SELECT * FROM clicks c WHERE c.click_id = v.click_id AND c.clicked_at = v.clicked_at OFFSET 0) k ON true` : sql``;
  return sql`SELECT ${keysOn(q, 'conversion')}, 0 AS c, 0 AS uc, 0 AS bad, count(*) FILTER (WHERE v.traffic_safety = 3) AS bq, ${count(PixelAction.OptIn)} AS optin, ${count(PixelAction.Lead)} AS lead,
      ${count(PixelAction.FTD)} AS ftd, ${count(PixelAction.Sale)} AS sale, ${count(PixelAction.Revshare)} AS rs, sum(v.commission) AS commission, sum(v.revenue) AS revenue, ${NO_LEADS}
    FROM conversions v${click}${usesOffer(q) ? sql` LEFT JOIN offers o ON o.id = v.offer_id` : sql``}
    WHERE ${sql.join(where, sql` AND `)} ${GROUPED}`;
}

/**
 * The period's events as rows of sums by key: the whole hours the rollups answer read from the
 * hourly rollups (whole days from the daily ones), the partial hours at either end (or the whole
 * period, when the rollups cannot answer) from raw rows. Each part is grouped by its keys on its
 * own (a plain GROUP BY runs in parallel); GROUPING SETS then sees a row per group and part.
 */
async function eventsOf(db: Tx, q: TrafficQuery): Promise<SQL> {
  const w = await rollupWindow(db, q);
  const { start, finish } = q.range;
  const raw = w ? ([[start, w.from], [w.to, finish]] as const).filter(([a, b]) => a < b) : [[start, finish] as const];
  const parts = raw.flatMap(([a, b]) => (q.clicksOnly ? [clickHalf(q, a, b)] : [clickHalf(q, a, b), conversionHalf(q, a, b)]));
  for (const [from, to, grain] of w ? rollupParts(w) : []) parts.push(rolledClicks(q, from, to, grain), ...(q.clicksOnly ? [] : [rolledConversions(q, from, to, grain)]));
  // no rollup keeps leads: they are read raw over the whole period
  if (readsLeads(q)) parts.push(...leadParts(q));
  return sql.join(parts, sql` UNION ALL `);
}

const SUMS = sql.raw(
  [...['c', 'uc', 'bad', 'bq', 'optin', 'lead', 'ftd', 'sale', 'rs', ...LEAD_SUMS].map((k) => `COALESCE(sum(${k}), 0)::int AS s_${k}`), 'COALESCE(sum(commission), 0) AS s_commission', 'COALESCE(sum(revenue), 0) AS s_revenue'].join(', '),
);

const MONEY: readonly string[] = ['commission', 'revenue', 'system_profit'];

function toNumbers(row: Record<string, unknown>, measures: readonly ReportMeasure[]): Record<string, number> {
  return Object.fromEntries(measures.map((m) => [m, MONEY.includes(m) ? Math.round(Number(row[m] ?? 0) * 100) / 100 : Number(row[m] ?? 0)]));
}

/**
 * The traffic report in one statement: clicks and conversions of the period as one stream of
 * event rows (hourly sums from the rollups where they answer, raw rows elsewhere), grouped by the dimensions (GROUPING SETS adds the totals row in the same pass),
 * then the page of groups, sorted, with the names of their keys.
 */
export async function trafficReport(db: Tx, q: TrafficQuery): Promise<TrafficAnswer> {
  const events = await eventsOf(db, q);
  const measures = sql.raw(q.measures.map((m) => `${MEASURE_SQL[m]} AS ${m}`).join(', '));
  const sortKey = (q.groupBy as readonly string[]).includes(q.sort.field) ? `g${q.groupBy.indexOf(q.sort.field as ReportDimension) + 1}` : q.sort.field;
  const direction = q.sort.descending ? 'DESC NULLS LAST' : 'ASC NULLS FIRST';
  const order = sql.raw(`${sortKey} ${direction}, g1 ASC NULLS FIRST, g2 ASC NULLS FIRST`);
  const names = q.groupBy.flatMap((dim, i) => {
    const name = DIMENSION_SQL[dim].name;
    return name ? [sql`${name(sql.raw(`p.g${i + 1}`))} AS g${sql.raw(String(i + 1))}_name`] : [];
  });
  const page = q.limit === null ? sql`` : sql` LIMIT ${q.limit} OFFSET ${q.offset}`;
  const result = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      WITH e AS (${events}),
      g AS (SELECT g1, g2, GROUPING(g1, g2) = 3 AS total, ${SUMS} FROM e GROUP BY GROUPING SETS ((g1, g2), ())),
      m AS (SELECT g1, g2, ${measures} FROM g WHERE NOT total),
      p AS (SELECT m.*, row_number() OVER (ORDER BY ${order}) AS rn FROM m ORDER BY rn${page})
      SELECT false AS total, p.*${names.length ? sql`, ${sql.join(names, sql`, `)}` : sql``}, 0 AS n FROM p
      UNION ALL
      SELECT true, NULL, NULL, ${measures}, 0${sql.raw(names.map(() => ', NULL').join(''))}, (SELECT count(*)::int FROM g WHERE NOT total) FROM g WHERE total
      ORDER BY 1, rn`),
  );
  const totalRow = result.find((r) => r.total === true);
  const rows = result
    .filter((r) => r.total !== true)
    .map((r) => {
      const out: Record<string, unknown> = {};
      q.groupBy.forEach((dim, i) => {
        const key = r[`g${i + 1}`];
        out[dim] = DIMENSION_SQL[dim].kind === 'id' || DIMENSION_SQL[dim].kind === 'hour' ? (key === null ? null : Number(key)) : key;
        if (DIMENSION_SQL[dim].name) out[`${dim}_name`] = r[`g${i + 1}_name`] ?? null;
      });
      return { ...out, ...toNumbers(r, q.measures) };
    });
  return {
    rows,
    total: totalRow ? toNumbers(totalRow, q.measures) : toNumbers({}, q.measures),
    count: totalRow ? Number(totalRow.n) : 0,
  };
}
