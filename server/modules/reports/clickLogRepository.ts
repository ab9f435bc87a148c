import { sql, type SQL } from 'drizzle-orm';
import type { Range } from '../../../domain/dashboard/periods';
import type { Tx } from '../../db/tx';
import { SUB_ID_DIMENSIONS } from './dimensions';
import type { ReportScope } from './reportQuery';
import type { SubIds } from '../../../domain/offers/trackingLink';
import { rowsOf } from '../../db/rows';

export interface ClickFilter {
  range: Range;
  scope: ReportScope;
  offer_id?: number;
  affiliate_id?: number;
  tracking_domain_id?: number;
  country?: string;
  /** 'ran' or 'refused' */
  status?: 'ran' | 'refused';
  unique?: boolean;
  click_id?: string;
  sub_ids: Partial<Record<(typeof SUB_ID_DIMENSIONS)[number], string>>;
}

export interface ClickRow extends SubIds {
  click_id: string;
  clicked_at: string | Date;
  offer_id: number | null;
  offer_name: string | null;
  affiliate_id: number | null;
  affiliate_name: string | null;
  tracking_domain_id: number;
  tracking_domain: string | null;
  ip: string;
  country: string;
  device_type: number;
  os: string;
  browser: string;
  referrer: string;
  is_unique: boolean;
  refusal: string | null;
  /** null: written before clicks were judged (migration 0032) */
  traffic_safety: number | null;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

function whereOf(f: ClickFilter): SQL {
  const parts: SQL[] = [sql`k.clicked_at >= ${ts(f.range.start)}`, sql`k.clicked_at < ${ts(f.range.finish)}`];
  if (f.scope.kind === 'affiliate') parts.push(sql`k.affiliate_id = ${f.scope.affiliateId}`);
  if (f.scope.kind === 'manager') parts.push(sql`k.affiliate_id IN (SELECT id FROM users WHERE manager_id = ${f.scope.managerId})`);
  if (f.offer_id !== undefined) parts.push(sql`k.offer_id = ${f.offer_id}`);
  if (f.affiliate_id !== undefined) parts.push(sql`k.affiliate_id = ${f.affiliate_id}`);
  if (f.tracking_domain_id !== undefined) parts.push(sql`k.tracking_domain_id = ${f.tracking_domain_id}`);
  if (f.country) parts.push(sql`k.country = ${f.country.toUpperCase()}`);
  if (f.status === 'ran') parts.push(sql`k.refusal IS NULL`);
  if (f.status === 'refused') parts.push(sql`k.refusal IS NOT NULL`);
  if (f.unique !== undefined) parts.push(sql`(k.is_unique AND k.refusal IS NULL) = ${f.unique}`);
  if (f.click_id) parts.push(sql`k.click_id = ${f.click_id}`);
  for (const [p, value] of Object.entries(f.sub_ids)) parts.push(value === '' ? sql`COALESCE(${sql.raw(`k.${p}`)}, '') = ''` : sql`${sql.raw(`k.${p}`)} = ${value}`);
  return sql.join(parts, sql` AND `);
}

const SELECT = sql.raw(`k.click_id, k.clicked_at, k.offer_id, o.name AS offer_name, k.affiliate_id, trim(u.first_name || ' ' || u.last_name) AS affiliate_name,
  k.tracking_domain_id, d.domain AS tracking_domain, k.ip, k.country, k.device_type, k.os, k.browser, k.referrer, (k.is_unique AND k.refusal IS NULL) AS is_unique, k.refusal, k.traffic_safety,
  ${SUB_ID_DIMENSIONS.map((p) => `k.${p}`).join(', ')}`);
const JOINS = sql.raw(`LEFT JOIN offers o ON o.id = k.offer_id LEFT JOIN users u ON u.id = k.affiliate_id LEFT JOIN tracking_domains d ON d.id = k.tracking_domain_id`);

/**
 * A page of the click log, newest first (or oldest first), and whether more clicks follow it: one
 * row more than the page is read instead of counting every match, so page 1 of millions of clicks
 * costs a page (docs/api.md, Reports: the click log pages without a total).
 */
export async function listClicks(db: Tx, f: ClickFilter, page: { ascending: boolean; perPage: number; offset: number }) {
  const direction = sql.raw(page.ascending ? 'ASC' : 'DESC');
  const rows = rowsOf<ClickRow>(
    await db.execute(sql`SELECT ${SELECT} FROM clicks k ${JOINS} WHERE ${whereOf(f)}
      ORDER BY k.clicked_at ${direction}, k.click_id ${direction} LIMIT ${page.perPage + 1} OFFSET ${page.offset}`),
  );
  return { rows: rows.slice(0, page.perPage), hasMore: rows.length > page.perPage };
}

/** The click log newest first in pages keyed on (clicked_at, click_id) to the microsecond: an export of millions reads one page at a time. */
export async function* clickPages(db: Tx, f: ClickFilter, size: number): AsyncGenerator<ClickRow[]> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const key: SQL = after === null ? sql`true` : sql`(k.clicked_at, k.click_id) < (${after.at}::timestamptz, ${after.id})`;
    const rows: (ClickRow & { at_key: string })[] = rowsOf<ClickRow & { at_key: string }>(
      await db.execute(sql`SELECT ${SELECT}, to_char(k.clicked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_key
        FROM clicks k ${JOINS} WHERE ${whereOf(f)} AND ${key}
        ORDER BY k.clicked_at DESC, k.click_id DESC LIMIT ${size}`),
    );
    if (rows.length) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at_key, id: last.click_id };
  }
}
