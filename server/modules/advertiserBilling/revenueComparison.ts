import { sql } from 'drizzle-orm';
import { centsText, scaled } from '../../../domain/currencies/convert';
import { UserType } from '../../../domain/enums/userType';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { APPROVED } from './advertiserInvoiceRepository';


/**
 * One advertiser's money of a period (numeric text, two decimals): the revenue approved (their
 * conversions' and the CRG cohorts closed in it), what of it is on an invoice, what is not yet,
 * the commission paid to affiliates on those conversions, and the profit on what was invoiced
 * (invoiced − commission). `advertiser_id` 0 holds the conversions of offers with no advertiser.
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
 * (conversions by the time they were recorded, cohorts by the time they closed), the largest
 * revenue first. An invoiced item counts by its source's time whatever the invoice's period, and
 * counts as invoiced even when its conversion was voided after the invoice (the invoice keeps it).
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
      ), joined AS (
        SELECT COALESCE(conv.aid, crg.aid) AS aid,
          COALESCE(conv.revenue, 0) + COALESCE(crg.revenue, 0) AS revenue,
          COALESCE(conv.invoiced, 0) + COALESCE(crg.invoiced, 0) AS invoiced,
          COALESCE(conv.not_invoiced, 0) + COALESCE(crg.not_invoiced, 0) AS not_invoiced,
          COALESCE(conv.commission, 0) AS commission
        FROM conv FULL JOIN crg ON crg.aid = conv.aid
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
