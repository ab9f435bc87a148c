import { sql } from 'drizzle-orm';
import { centsText, scaled } from '../../../domain/currencies/convert';
import { UserType } from '../../../domain/enums/userType';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { APPROVED } from './advertiserInvoiceRepository';


/**
 * One advertiser's money of a period (numeric text, two decimals): the revenue approved (their
 * conversions', the CRG cohorts closed in it and their offers' click revenue), what of it is on an
 * invoice, what is not yet, the commission paid to affiliates on those conversions and clicks, and
 * the profit on what was invoiced (invoiced − commission). `advertiser_id` 0 holds the conversions
 * and clicks of offers with no advertiser.
 */
export interface RevenueComparisonRow {
  id: number;
  advertiser_id: number;
  advertiser_name: string;
  advertiser_email: string;
  revenue: string;
  invoiced: string;
  not_invoiced: string;
  commission: string;
  profit: string;
}

export type RevenueTotals = Pick<RevenueComparisonRow, 'revenue' | 'invoiced' | 'not_invoiced' | 'commission' | 'profit'>;

/**
 * Every advertiser with approved revenue, invoiced revenue or commission in `[start, finish)`
 * (conversions by the time they were recorded, cohorts by the time they closed, clicks by the UTC
 * day of `click_earnings` whose start is in it, under their offer's advertiser), the largest
 * revenue first. An invoiced item counts by its source's time whatever the invoice's period (a
 * click item by its `click_day`), and counts as invoiced even when its conversion was voided after
 * the invoice (the invoice keeps it). A day's clicks not invoiced are its click revenue less what
 * its click items invoiced (a late click batch of an invoiced day shows there).
 */
export async function revenueComparison(db: Db, from: Date, to: Date): Promise<RevenueComparisonRow[]> {
  const start = sql`${from.toISOString()}::timestamptz`;
  const finish = sql`${to.toISOString()}::timestamptz`;
  return rowsOf<RevenueComparisonRow>(
    await db.execute(sql`
      WITH conv AS (
        SELECT COALESCE(v.advertiser_id, 0) AS aid,
          COALESCE(sum(v.revenue) FILTER (WHERE ${APPROVED}), 0) AS revenue,
          COALESCE(sum(v.revenue) FILTER (WHERE ${APPROVED} AND x.conversion_id IS NULL), 0) AS not_invoiced,
          COALESCE(sum(x.amount), 0) AS invoiced,
          COALESCE(sum(v.commission) FILTER (WHERE ${APPROVED}), 0) AS commission
        FROM conversions v LEFT JOIN advertiser_invoice_items x ON x.conversion_id = v.id
        WHERE v.created_at >= ${start} AND v.created_at < ${finish}
        GROUP BY 1
      ), crg AS (
        SELECT COALESCE(b.advertiser_id, o.advertiser_id, 0) AS aid,
          sum(c.advertiser_amount) AS revenue,
          COALESCE(sum(c.advertiser_amount) FILTER (WHERE x.crg_cohort_id IS NULL), 0) AS not_invoiced,
          COALESCE(sum(x.amount), 0) AS invoiced
        FROM crg_cohorts c JOIN crg_deals d ON d.id = c.deal_id JOIN offers o ON o.id = d.offer_id
          LEFT JOIN broker_integrations b ON b.id = d.integration_id LEFT JOIN advertiser_invoice_items x ON x.crg_cohort_id = c.id
        WHERE c.closed_at >= ${start} AND c.closed_at < ${finish}
        GROUP BY 1
      ), clk AS (
        SELECT COALESCE(o.advertiser_id, 0) AS aid,
          sum(k.revenue) AS revenue, sum(k.invoiced) AS invoiced, sum(k.revenue) - sum(k.invoiced) AS not_invoiced, sum(k.commission) AS commission
        FROM (
          SELECT e.offer_id, e.revenue, 0 AS invoiced, e.commission FROM click_earnings e
          WHERE e.day::timestamp AT TIME ZONE 'UTC' >= ${start} AND e.day::timestamp AT TIME ZONE 'UTC' < ${finish}
          UNION ALL
          SELECT x.offer_id, 0, x.amount, 0 FROM advertiser_invoice_items x
          WHERE x.click_day IS NOT NULL AND x.click_day::timestamp AT TIME ZONE 'UTC' >= ${start} AND x.click_day::timestamp AT TIME ZONE 'UTC' < ${finish}
        ) k LEFT JOIN offers o ON o.id = k.offer_id
        GROUP BY 1
      ), joined AS (
        SELECT s.aid, sum(s.revenue) AS revenue, sum(s.invoiced) AS invoiced, sum(s.not_invoiced) AS not_invoiced, sum(s.commission) AS commission
        FROM (
          SELECT aid, revenue, invoiced, not_invoiced, commission FROM conv
          UNION ALL SELECT aid, revenue, invoiced, not_invoiced, 0 FROM crg
          UNION ALL SELECT aid, revenue, invoiced, not_invoiced, commission FROM clk
        ) s
        GROUP BY s.aid
      )
      SELECT j.aid::int AS id, j.aid::int AS advertiser_id,
        COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), '') AS advertiser_name, COALESCE(u.email, '') AS advertiser_email,
        j.revenue::numeric(14,2)::text AS revenue, j.invoiced::numeric(14,2)::text AS invoiced, j.not_invoiced::numeric(14,2)::text AS not_invoiced,
        j.commission::numeric(14,2)::text AS commission, (j.invoiced - j.commission)::numeric(14,2)::text AS profit
      FROM joined j LEFT JOIN users u ON u.id = j.aid AND u.user_type = ${UserType.Advertiser}
      WHERE j.revenue <> 0 OR j.invoiced <> 0 OR j.commission <> 0
      ORDER BY j.revenue DESC, j.aid`),
  );
}

/** The rows' sums, exact (whole cents added as integers). */
export function totalsOf(rows: readonly RevenueComparisonRow[]): RevenueTotals {
  const sum = (field: keyof RevenueTotals) => centsText(rows.reduce((n, r) => n + scaled(r[field], 2), 0n));
  return { revenue: sum('revenue'), invoiced: sum('invoiced'), not_invoiced: sum('not_invoiced'), commission: sum('commission'), profit: sum('profit') };
}
