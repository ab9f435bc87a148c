import { sql, type SQL } from 'drizzle-orm';
import { UserType } from '../../../domain/enums/user';
import type { Tx } from '../../db/tx';
import type { Viewer } from '../users/scope';
import type { SubIds } from '../../../domain/offers/trackingLink';
import { rowsOf } from '../../db/rows';

export interface ConversionFilter {
  period_start?: string;
  period_end?: string;
  offer_id?: number;
  affiliate_id?: number;
  action?: number;
  payable?: number;
  transaction_status?: number;
  country?: string;
  click_id?: string;
  order_id?: string;
  /** Traffic safety (Safe 1, Mixed 2, Risky 3); a conversion never judged reads Safe */
  traffic_safety?: number;
  /** `click` or `promo_code` (spec 4 §6) */
  attribution?: string;
  /** one conversion: the show page and the moderation calls */
  id?: number;
  /** conversions older than this id (an export's next page) */
  before_id?: number;
  /** the click's sub-ids; '' matches a click without one */
  sub_ids?: Partial<Record<string, string>>;
}

export interface ConversionRow extends SubIds {
  id: number;
  created_at: string | Date;
  clicked_at: string | Date;
  click_id: string;
  offer_id: number;
  offer_name: string;
  affiliate_id: number;
  affiliate_name: string;
  affiliate_email: string;
  manager_id: number;
  advertiser_id: number | null;
  country: string;
  action: number;
  pixel_type: number;
  order_id: string | null;
  sum: string;
  currency: string;
  offer_currency: string | null;
  offer_sum: string | null;
  network_sum: string | null;
  payable: number;
  reason: string | null;
  commission: string;
  revenue: string;
  transaction_status: number;
  hold_until: string | Date | null;
  hold_commission: string;
  hold_revenue: string;
  traffic_safety: number | null;
  /** `click` or `promo_code` (spec 4 §6), and the code that attributed it */
  attribution: string;
  promo_code: string | null;
}

const SORTS: Record<string, string> = {
  id: 'v.id',
  created_at: 'v.created_at',
  commission: 'v.commission',
  revenue: 'v.revenue',
  sum: 'v.sum',
  offer_id: 'v.offer_id',
  affiliate_id: 'v.affiliate_id',
};
export const CONVERSION_SORTS = Object.keys(SORTS) as [string, ...string[]];

/** Admins see every conversion, managers their affiliates' (their affiliates today), affiliates their own. */
export function conversionScope(viewer: Viewer): SQL {
  if (viewer.userType === UserType.Admin) return sql`true`;
  if (viewer.userType === UserType.Manager) return sql`u.manager_id = ${viewer.id}`;
  return sql`v.affiliate_id = ${viewer.id}`;
}

function whereOf(viewer: Viewer, f: ConversionFilter): SQL {
  const parts: SQL[] = [conversionScope(viewer)];
  if (f.id !== undefined) parts.push(sql`v.id = ${f.id}`);
  if (f.period_start) parts.push(sql`v.created_at >= ${f.period_start}::timestamptz`);
  if (f.period_end) parts.push(sql`v.created_at < ${f.period_end}::timestamptz`);
  if (f.offer_id !== undefined) parts.push(sql`v.offer_id = ${f.offer_id}`);
  if (f.affiliate_id !== undefined) parts.push(sql`v.affiliate_id = ${f.affiliate_id}`);
  if (f.action !== undefined) parts.push(sql`v.action = ${f.action}`);
  if (f.payable !== undefined) parts.push(sql`v.payable = ${f.payable}`);
  if (f.transaction_status !== undefined) parts.push(sql`v.transaction_status = ${f.transaction_status}`);
  if (f.country) parts.push(sql`v.country = ${f.country.toUpperCase()}`);
  if (f.click_id) parts.push(sql`v.click_id = ${f.click_id}`);
  if (f.order_id) parts.push(sql`v.order_id = ${f.order_id}`);
  if (f.traffic_safety !== undefined) parts.push(sql`COALESCE(v.traffic_safety, 1) = ${f.traffic_safety}`);
  if (f.attribution) parts.push(sql`v.attribution = ${f.attribution}`);
  if (f.before_id !== undefined) parts.push(sql`v.id < ${f.before_id}`);
  const subIds = Object.entries(f.sub_ids ?? {}).filter(([p]) => /^p(?:[1-9]|10)$/.test(p));
  if (subIds.length) {
    const match = subIds.map(([p, value]) => (value === '' ? sql`COALESCE(${sql.raw(`k.${p}`)}, '') = ''` : sql`${sql.raw(`k.${p}`)} = ${value}`));
    parts.push(sql`EXISTS (SELECT 1 FROM clicks k WHERE k.click_id = v.click_id AND k.clicked_at = v.clicked_at AND ${sql.join(match, sql` AND `)})`);
  }
  return sql.join(parts, sql` AND `);
}

/** The conversion log in the viewer's scope: newest first unless sorted, with the click's sub-ids. */
export async function listConversions(db: Tx, viewer: Viewer, f: ConversionFilter, page: { sort?: string; perPage: number; offset: number; count?: boolean }) {
  const key = page.sort || '-id';
  const descending = key.startsWith('-');
  const column = SORTS[descending ? key.slice(1) : key] ?? 'v.id';
  const order = sql.raw(`${column} ${descending ? 'DESC' : 'ASC'}${column === 'v.id' ? '' : `, v.id ${descending ? 'DESC' : 'ASC'}`}`);
  const where = whereOf(viewer, f);
  const [total] =
    page.count === false ? [] : rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM conversions v JOIN users u ON u.id = v.affiliate_id WHERE ${where}`));
  const rows = rowsOf<ConversionRow>(
    await db.execute(sql`
      SELECT v.id::int AS id, v.created_at, v.clicked_at, v.click_id, v.offer_id, o.name AS offer_name, v.affiliate_id,
        trim(u.first_name || ' ' || u.last_name) AS affiliate_name, u.email AS affiliate_email, COALESCE(u.manager_id, 0) AS manager_id,
        v.advertiser_id, v.country, v.action, v.pixel_type, v.order_id, v.sum::text AS sum, v.currency,
        v.offer_currency, v.offer_sum::text AS offer_sum, v.network_sum::text AS network_sum, v.payable, v.reason,
        v.commission::text AS commission, v.revenue::text AS revenue, v.transaction_status,
        v.hold_until, v.hold_commission::text AS hold_commission, v.hold_revenue::text AS hold_revenue, v.traffic_safety,
        v.attribution, v.promo_code,
        c.p1, c.p2, c.p3, c.p4, c.p5, c.p6, c.p7, c.p8, c.p9, c.p10
      FROM conversions v
      JOIN users u ON u.id = v.affiliate_id
      JOIN offers o ON o.id = v.offer_id
      LEFT JOIN LATERAL (SELECT * FROM clicks k WHERE k.click_id = v.click_id AND k.clicked_at = v.clicked_at LIMIT 1) c ON true
      WHERE ${where}
      ORDER BY ${order}
      LIMIT ${page.perPage} OFFSET ${page.offset}`),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findConversion(db: Tx, viewer: Viewer, id: number): Promise<ConversionRow | undefined> {
  return (await listConversions(db, viewer, { id }, { perPage: 1, offset: 0 })).rows[0];
}

export interface TransactionRow {
  id: number;
  created_at: string | Date;
  action: string;
  reason: string;
  commission_before: string;
  commission_after: string;
  status_after: number;
  actor_id: number | null;
  actor_name: string | null;
}

export async function transactionsOf(db: Tx, conversionId: number): Promise<TransactionRow[]> {
  return rowsOf<TransactionRow>(
    await db.execute(sql`
      SELECT t.id::int AS id, t.created_at, t.action, t.reason, t.commission_before::text AS commission_before,
        t.commission_after::text AS commission_after, t.status_after, t.actor_id, trim(a.first_name || ' ' || a.last_name) AS actor_name
      FROM conversion_transactions t LEFT JOIN users a ON a.id = t.actor_id
      WHERE t.conversion_id = ${conversionId} ORDER BY t.id DESC`),
  );
}
