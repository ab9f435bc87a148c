import { sql, type SQL } from 'drizzle-orm';
import { ReportStatus } from '../../../domain/enums/report';
import { LEAD_MEASURES } from '../../../domain/reports/catalogue';
import { NEEDS_CLICK, NEEDS_OFFER, SUB_ID_DIMENSIONS, type ReportDimension } from './dimensions';
import { scopeOn, ts } from './eventSql';
import type { TrafficQuery } from './reportQuery';

// The leads of the click-type report (spec 4 §1; docs/decisions/leads.md, "Click types"): a
// third kind of event row beside clicks and conversions, read raw from the leads table (no
// rollup keeps them). Every part of the report's union carries the four sums, zero where it has none.

/** The sums a part of the report adds for the lead measures (measures.ts: s_ld, s_lf, s_vf, s_rf). */
export const LEAD_SUMS = ['ld', 'lf', 'vf', 'rf'] as const;
/** What a click or conversion part adds for them. */
export const NO_LEADS = sql.raw(LEAD_SUMS.map((k) => `0 AS ${k}`).join(', '));

/** Whether the report reads leads at all: a lead measure is shown. */
export const readsLeads = (q: TrafficQuery) => !q.clicksOnly && q.measures.some((m) => (LEAD_MEASURES as readonly string[]).includes(m));

const local = (at: SQL, tz: string) => sql`(${at} AT TIME ZONE ${tz})`;

/**
 * A dimension's key on a lead row `l` counted at `at` (its arrival or its deposit), its offer `o`
 * and its click `k` (left joined, for the keys only a click has: device, OS, browser, domain). The
 * manager is the affiliate's now, as the report's scope is; the sub-ids are the lead's own.
 */
function keyOf(dim: ReportDimension, at: SQL, tz: string): SQL {
  if ((SUB_ID_DIMENSIONS as readonly string[]).includes(dim)) return sql.raw(`COALESCE(l.${dim}, '')`);
  switch (dim) {
    case 'date':
      return sql`to_char(${local(at, tz)}, 'YYYY-MM-DD')`;
    case 'hour':
      return sql`extract(hour FROM ${local(at, tz)})::int`;
    case 'offer':
      return sql`l.offer_id`;
    case 'offer_group':
      return sql`o.offer_group_id`;
    case 'advertiser':
      return sql`o.advertiser_id`;
    case 'affiliate':
      return sql`l.affiliate_id`;
    case 'manager':
      return sql`(SELECT COALESCE(u.manager_id, 0) FROM users u WHERE u.id = l.affiliate_id)`;
    case 'country':
      return sql`l.country`;
    case 'device_type':
      return sql`k.device_type`;
    case 'os':
      return sql`COALESCE(k.os, '')`;
    case 'browser':
      return sql`COALESCE(k.browser, '')`;
    case 'tracking_domain':
      return sql`k.tracking_domain_id`;
    case 'traffic_safety':
      return sql`COALESCE(l.traffic_safety, 1)`;
    case 'smart_link':
      return sql`COALESCE(k.smart_link_id, 0)`;
    case 'smart_link_entry':
      return sql`COALESCE(k.smart_link_entry_id, 0)`;
    default:
      throw new Error(`${dim} has no key on a lead`);
  }
}

const dims = (q: TrafficQuery) => [...q.groupBy, ...(Object.keys(q.filters) as ReportDimension[])];

/** One part: the leads whose `at` falls in the period, summed by their keys into the given sums. */
function leadPart(q: TrafficQuery, at: SQL, counts: SQL): SQL {
  const keys = sql.join(
    [0, 1].map((i) => {
      const dim = q.groupBy[i];
      return dim ? sql`${keyOf(dim, at, q.timeZone)} AS g${sql.raw(String(i + 1))}` : sql`NULL::int AS g${sql.raw(String(i + 1))}`;
    }),
    sql`, `,
  );
  const filters = Object.entries(q.filters).map(
    ([dim, values]) => sql`${keyOf(dim as ReportDimension, at, q.timeZone)} IN (${sql.join(values!.map((v) => sql`${v}`), sql`, `)})`,
  );
  const where = [sql`${at} >= ${ts(q.range.start)}`, sql`${at} < ${ts(q.range.finish)}`, scopeOn(sql`l.affiliate_id`, q.scope), ...filters];
  const offer = dims(q).some((d) => NEEDS_OFFER.includes(d)) ? sql` LEFT JOIN offers o ON o.id = l.offer_id` : sql``;
  const click = dims(q).some((d) => NEEDS_CLICK.includes(d) && !(SUB_ID_DIMENSIONS as readonly string[]).includes(d))
    ? sql` LEFT JOIN LATERAL (SELECT c.device_type, c.os, c.browser, c.tracking_domain_id, c.smart_link_id, c.smart_link_entry_id FROM clicks c WHERE c.click_id = l.click_id LIMIT 1) k ON true`
    : sql``;
  return sql`SELECT ${keys}, 0 AS c, 0 AS uc, 0 AS bad, 0 AS bq, 0 AS optin, 0 AS lead, 0 AS ftd, 0 AS sale, 0 AS rs, 0::numeric AS commission, 0::numeric AS revenue, ${counts}
    FROM leads l${offer}${click}
    WHERE ${sql.join(where, sql` AND `)} GROUP BY 1, 2`;
}

/**
 * The leads of the period: every lead received (Click type LEAD) and those refused at intake
 * (VALIDATION_FAILED) or left with no broker (REGISTRATION_FAILED, as they stand now) by the time
 * they came; the deposited ones (FTD) by the time of the deposit.
 */
export function leadParts(q: TrafficQuery): SQL[] {
  const received = sql`count(*) AS ld, 0 AS lf, count(*) FILTER (WHERE l.status = ${ReportStatus.ValidationFailed}) AS vf,
      count(*) FILTER (WHERE l.status = ${ReportStatus.RegistrationFailed}) AS rf`;
  const deposited = sql`0 AS ld, count(*) AS lf, 0 AS vf, 0 AS rf`;
  return [leadPart(q, sql`l.created_at`, received), leadPart(q, sql`l.ftd_at`, deposited)];
}
