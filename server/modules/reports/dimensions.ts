import { sql, type SQL } from 'drizzle-orm';
import { SUB_ID_DIMENSIONS, type ReportDimension } from '../../../domain/reports/catalogue';

export { REPORT_DIMENSIONS, SUB_ID_DIMENSIONS, type ReportDimension } from '../../../domain/reports/catalogue';

/** How a key is typed: ids and hours are numbers, dates 'YYYY-MM-DD', the rest text ('' for none). */
export type KeyKind = 'id' | 'hour' | 'date' | 'text';

interface DimensionSql {
  kind: KeyKind;
  /** the key on a click row `k` (joined to its offer `o`) */
  click: (tz: string) => SQL;
  /** the key on a conversion row `v`, its click `k` (left joined) and its offer `o` */
  conversion: (tz: string) => SQL;
  /** the key on a row `r` of the rollups (an hour or a day `r.bucket` in UTC), joined to its offer `o`; none for the sub-ids but p1 (its own rollups) */
  rollup?: (tz: string) => SQL;
  /** the display name of a key `g.<dimension>`, for dimensions whose keys are ids */
  name?: (key: SQL) => SQL;
}

const local = (column: SQL, tz: string) => sql`(${column} AT TIME ZONE ${tz})`;
const userName = (key: SQL) => sql`(SELECT trim(first_name || ' ' || last_name) FROM users WHERE id = ${key})`;
const same = (kind: KeyKind, expr: SQL, name?: DimensionSql['name']): DimensionSql => ({ kind, click: () => expr, conversion: () => expr, rollup: () => expr, name });
const fromClick = (kind: KeyKind, expr: SQL, onRollup?: SQL): DimensionSql => ({ kind, click: () => expr, conversion: () => expr, ...(onRollup ? { rollup: () => onRollup } : {}) });
const rolled = (column: string) => () => sql.raw(`r.${column}`);

const subId = (p: (typeof SUB_ID_DIMENSIONS)[number]) => fromClick('text', sql.raw(`COALESCE(k.${p}, '')`));

/**
 * Each dimension's key on both halves of a report: clicks by their time, conversions by theirs,
 * a conversion's device, domain and sub-ids read from its click. Offer group and advertiser are
 * the offer's today.
 */
export const DIMENSION_SQL: Record<ReportDimension, DimensionSql> = {
  date: {
    kind: 'date',
    click: (tz) => sql`to_char(${local(sql`k.clicked_at`, tz)}, 'YYYY-MM-DD')`,
    conversion: (tz) => sql`to_char(${local(sql`v.created_at`, tz)}, 'YYYY-MM-DD')`,
    rollup: (tz) => sql`to_char(${local(sql`r.bucket`, tz)}, 'YYYY-MM-DD')`,
  },
  hour: {
    kind: 'hour',
    click: (tz) => sql`extract(hour FROM ${local(sql`k.clicked_at`, tz)})::int`,
    conversion: (tz) => sql`extract(hour FROM ${local(sql`v.created_at`, tz)})::int`,
    rollup: (tz) => sql`extract(hour FROM ${local(sql`r.bucket`, tz)})::int`,
  },
  offer: { kind: 'id', click: () => sql`k.offer_id`, conversion: () => sql`v.offer_id`, rollup: rolled('offer_id'), name: (key) => sql`(SELECT name FROM offers WHERE id = ${key})` },
  offer_group: same('id', sql`o.offer_group_id`, (key) => sql`(SELECT name FROM offer_groups WHERE id = ${key})`),
  advertiser: same('id', sql`o.advertiser_id`, userName),
  affiliate: { kind: 'id', click: () => sql`k.affiliate_id`, conversion: () => sql`v.affiliate_id`, rollup: rolled('affiliate_id'), name: userName },
  manager: { kind: 'id', click: () => sql`k.manager_id`, conversion: () => sql`v.manager_id`, rollup: rolled('manager_id'), name: userName },
  country: { kind: 'text', click: () => sql`k.country`, conversion: () => sql`v.country`, rollup: rolled('country') },
  device_type: fromClick('id', sql`k.device_type`, sql`r.device_type`),
  os: fromClick('text', sql`COALESCE(k.os, '')`, sql`r.os`),
  browser: fromClick('text', sql`COALESCE(k.browser, '')`, sql`r.browser`),
  tracking_domain: { ...fromClick('id', sql`k.tracking_domain_id`, sql`r.tracking_domain_id`), name: (key) => sql`(SELECT domain FROM tracking_domains WHERE id = ${key})` },
  // each click and conversion's own (a conversion is judged with its click's reasons and its own); unjudged rows count as Safe; no rollup keeps it
  traffic_safety: { kind: 'id', click: () => sql`COALESCE(k.traffic_safety, 1)`, conversion: () => sql`COALESCE(v.traffic_safety, 1)` },
  // a click's smart link and entry (spec 4 §6), a conversion's from its click; no rollup keeps them
  smart_link: { kind: 'id', click: () => sql`COALESCE(k.smart_link_id, 0)`, conversion: () => sql`COALESCE(k.smart_link_id, 0)`, name: (key) => sql`(SELECT name FROM smart_links WHERE id = ${key})` },
  smart_link_entry: {
    kind: 'id',
    click: () => sql`COALESCE(k.smart_link_entry_id, 0)`,
    conversion: () => sql`COALESCE(k.smart_link_entry_id, 0)`,
    name: (key) => sql`(SELECT '#' || e.id || ' ' || o.name FROM smart_link_entries e JOIN offers o ON o.id = e.offer_id WHERE e.id = ${key})`,
  },
  // kept by the p1 rollups only (rollup.ts)
  p1: { ...subId('p1'), rollup: rolled('p1') },
  p2: subId('p2'),
  p3: subId('p3'),
  p4: subId('p4'),
  p5: subId('p5'),
  p6: subId('p6'),
  p7: subId('p7'),
  p8: subId('p8'),
  p9: subId('p9'),
  p10: subId('p10'),
};

/** Dimensions whose keys a conversion reads from its click. */
export const NEEDS_CLICK: readonly ReportDimension[] = ['device_type', 'os', 'browser', 'tracking_domain', 'smart_link', 'smart_link_entry', ...SUB_ID_DIMENSIONS];

/** Dimensions whose keys need the offer row joined. */
export const NEEDS_OFFER: readonly ReportDimension[] = ['offer_group', 'advertiser'];
