import { sql, type SQL } from 'drizzle-orm';
import { UserType } from '../../../domain/enums/user';
import { rowsOf } from '../../db/rows';
import type { Tx } from '../../db/tx';
import type { Viewer } from '../users/scope';

/**
 * The Click billing screen's rows (docs/api.md, Click commissions): one per `click_earnings` row,
 * an affiliate's earning clicks of one UTC day on one offer, beside what billing items of that
 * affiliate's periods billed for them (`cpc` items, `click_day` × `click_offer_id`) and the latest
 * such period with its payout. Money stays numeric text from SQL to the answer.
 */

export interface ClickBillingFilter {
  affiliate_id?: number;
  offer_id?: number;
  day_from?: string;
  day_to?: string;
  /** true: fully billed (billed = commission); false: not fully billed */
  billed?: boolean;
}

export interface ClickBillingRecord {
  day: string;
  affiliate_id: number;
  affiliate_first: string | null;
  affiliate_last: string | null;
  affiliate_email: string | null;
  offer_id: number;
  offer_name: string | null;
  clicks: number;
  commission: string;
  revenue: string;
  billed: string;
  period_id: string | number | null;
  payout_id: string | number | null;
  payout_status: number | null;
}

export interface ClickBillingTotals {
  total: number;
  clicks: string;
  commission: string;
  revenue: string;
  billed: string;
}

/** Staff see every affiliate's rows but a manager, who sees their own affiliates' (as in billing). */
const scopeOf = (viewer: Viewer): SQL | undefined => (viewer.userType === UserType.Admin ? undefined : viewer.userType === UserType.Manager ? sql`a.manager_id = ${viewer.id}` : sql`false`);

/** The earning rows in scope and filters, each with what was billed for it and the latest period that did. */
function earned(viewer: Viewer, f: ClickBillingFilter): SQL {
  const conditions = [
    scopeOf(viewer),
    f.affiliate_id !== undefined ? sql`e.affiliate_id = ${f.affiliate_id}` : undefined,
    f.offer_id !== undefined ? sql`e.offer_id = ${f.offer_id}` : undefined,
    f.day_from !== undefined ? sql`e.day >= ${f.day_from}::date` : undefined,
    f.day_to !== undefined ? sql`e.day <= ${f.day_to}::date` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const billedOnly = f.billed === undefined ? sql`true` : f.billed ? sql`r.billed = r.commission` : sql`r.billed <> r.commission`;
  return sql`SELECT r.* FROM (
      SELECT e.day, e.affiliate_id, e.offer_id, e.clicks, e.commission, e.revenue, COALESCE(b.billed, 0) AS billed, b.period_id
      FROM click_earnings e
      LEFT JOIN users a ON a.id = e.affiliate_id
      LEFT JOIN LATERAL (
        SELECT sum(i.amount) AS billed, max(i.period_id) AS period_id
        FROM billing_items i JOIN billing_periods p ON p.id = i.period_id
        WHERE i.click_day = e.day AND i.click_offer_id = e.offer_id AND p.affiliate_id = e.affiliate_id
      ) b ON true
      WHERE ${conditions.length ? sql.join(conditions, sql` AND `) : sql`true`}
    ) r WHERE ${billedOnly}`;
}

const SORTABLE: Record<string, string> = { day: 'r.day', clicks: 'r.clicks', commission: 'r.commission', revenue: 'r.revenue', billed: 'r.billed' };

/** ORDER BY the sort ('field' / '-field'); newest day first by default; then day, affiliate and offer, so pages never overlap. */
function orderOf(sort: string | undefined): SQL {
  const key = sort || '-day';
  const descending = key.startsWith('-');
  const column = SORTABLE[descending ? key.slice(1) : key] ?? 'r.day';
  const first = `${column} ${descending ? 'DESC' : 'ASC'}`;
  const rest = column === 'r.day' ? 'r.affiliate_id, r.offer_id' : 'r.day DESC, r.affiliate_id, r.offer_id';
  return sql.raw(`${first}, ${rest}`);
}

/** One page of the rows in scope and filters, in the sort's order. */
export async function clickBillingRows(db: Tx, viewer: Viewer, f: ClickBillingFilter, page: { sort?: string; perPage: number; offset: number }): Promise<ClickBillingRecord[]> {
  const rows = sql`
    WITH r AS (${earned(viewer, f)})
    SELECT to_char(r.day, 'YYYY-MM-DD') AS day, r.affiliate_id, a.first_name AS affiliate_first, a.last_name AS affiliate_last, a.email AS affiliate_email,
      r.offer_id, o.name AS offer_name, r.clicks, r.commission::text AS commission, r.revenue::text AS revenue, r.billed::text AS billed,
      r.period_id, p.payout_id, po.status AS payout_status
    FROM r
    LEFT JOIN users a ON a.id = r.affiliate_id
    LEFT JOIN offers o ON o.id = r.offer_id
    LEFT JOIN billing_periods p ON p.id = r.period_id
    LEFT JOIN payouts po ON po.id = p.payout_id
    ORDER BY ${orderOf(page.sort)}
    LIMIT ${page.perPage} OFFSET ${page.offset}`;
  return rowsOf<ClickBillingRecord>(await db.execute(rows));
}

/** How many rows the filters keep in scope, and their sums. */
export async function clickBillingTotals(db: Tx, viewer: Viewer, f: ClickBillingFilter): Promise<ClickBillingTotals> {
  const totals = sql`
    WITH r AS (${earned(viewer, f)})
    SELECT count(*)::int AS total, COALESCE(sum(r.clicks), 0)::text AS clicks, COALESCE(sum(r.commission), 0)::text AS commission,
      COALESCE(sum(r.revenue), 0)::text AS revenue, COALESCE(sum(r.billed), 0)::text AS billed
    FROM r`;
  return rowsOf<ClickBillingTotals>(await db.execute(totals))[0]!;
}
