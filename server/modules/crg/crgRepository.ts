import { sql, type SQL } from 'drizzle-orm';
import { UserType } from '../../../domain/enums/user';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Viewer } from '../users/scope';
import type { DealChange, DealInput } from './crgFields';

export interface DealRow {
  id: number;
  offer_id: number;
  offer_name: string;
  affiliate_id: number;
  affiliate_name: string;
  integration_id: number | null;
  integration_name: string | null;
  guarantee_percent: string;
  cohort: string;
  settle_days: number;
  affiliate_terms: string;
  affiliate_ftd_amount: string;
  advertiser_ftd_amount: string;
  starts_on: string;
  status: number;
}

export interface CohortRow {
  id: number;
  deal_id: number;
  cohort_start: string;
  cohort_end: string;
  leads: number;
  ftds: number;
  guarantee_percent: string;
  shortfall_ftds: string;
  affiliate_amount: string;
  advertiser_amount: string;
  closed_at: string | Date;
}

/** Staff see every deal but a manager, who sees their own affiliates' (as for payouts). */
const scopeOf = (viewer: Viewer): SQL => (viewer.userType === UserType.Manager ? sql`u.manager_id = ${viewer.id}` : sql`true`);

const DEAL_COLUMNS = sql`d.id, d.offer_id, o.name AS offer_name, d.affiliate_id, trim(concat(u.first_name, ' ', u.last_name)) AS affiliate_name,
  d.integration_id, i.name AS integration_name, d.guarantee_percent::text AS guarantee_percent, d.cohort, d.settle_days, d.affiliate_terms,
  d.affiliate_ftd_amount::text AS affiliate_ftd_amount, d.advertiser_ftd_amount::text AS advertiser_ftd_amount, d.starts_on::text AS starts_on, d.status`;
const DEAL_FROM = sql`crg_deals d JOIN offers o ON o.id = d.offer_id JOIN users u ON u.id = d.affiliate_id LEFT JOIN broker_integrations i ON i.id = d.integration_id`;

export async function listDeals(db: Db, viewer: Viewer, page: { perPage: number; offset: number }) {
  const rows = rowsOf<DealRow>(await db.execute(sql`SELECT ${DEAL_COLUMNS} FROM ${DEAL_FROM} WHERE ${scopeOf(viewer)} ORDER BY d.id DESC LIMIT ${page.perPage} OFFSET ${page.offset}`));
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM ${DEAL_FROM} WHERE ${scopeOf(viewer)}`));
  return { rows, total: count!.n };
}

export async function findDeal(db: Db, viewer: Viewer, id: number): Promise<DealRow | undefined> {
  return rowsOf<DealRow>(await db.execute(sql`SELECT ${DEAL_COLUMNS} FROM ${DEAL_FROM} WHERE d.id = ${id} AND ${scopeOf(viewer)}`))[0];
}

export async function dealCohorts(db: Db, dealId: number): Promise<CohortRow[]> {
  return rowsOf<CohortRow>(
    await db.execute(sql`SELECT id::int AS id, deal_id, cohort_start::text AS cohort_start, cohort_end::text AS cohort_end, leads, ftds, guarantee_percent::text AS guarantee_percent,
      shortfall_ftds::text AS shortfall_ftds, affiliate_amount::text AS affiliate_amount, advertiser_amount::text AS advertiser_amount, closed_at
      FROM crg_cohorts WHERE deal_id = ${dealId} ORDER BY cohort_start DESC`),
  );
}

/** Which of the deal's references are not what they must be: an offer, an affiliate, an integration. */
export async function badReferences(db: Db, d: Pick<DealInput, 'offer_id' | 'affiliate_id' | 'integration_id'>) {
  const [row] = rowsOf<{ offer: boolean; affiliate: boolean; integration: boolean }>(
    await db.execute(sql`SELECT EXISTS (SELECT 1 FROM offers WHERE id = ${d.offer_id}) AS offer,
      EXISTS (SELECT 1 FROM users WHERE id = ${d.affiliate_id} AND user_type = ${UserType.Affiliate}) AS affiliate,
      ${d.integration_id === null ? sql`true` : sql`EXISTS (SELECT 1 FROM broker_integrations WHERE id = ${d.integration_id})`} AS integration`),
  );
  return row!;
}

export async function insertDeal(db: Db, d: DealInput, now: Date): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`INSERT INTO crg_deals (offer_id, affiliate_id, integration_id, guarantee_percent, cohort, settle_days, affiliate_terms, affiliate_ftd_amount, advertiser_ftd_amount, starts_on, status, created_at, updated_at)
      VALUES (${d.offer_id}, ${d.affiliate_id}, ${d.integration_id}, ${d.guarantee_percent.toFixed(2)}::numeric, ${d.cohort}, ${d.settle_days}, ${d.affiliate_terms},
        ${d.affiliate_ftd_amount.toFixed(2)}::numeric, ${d.advertiser_ftd_amount.toFixed(2)}::numeric, ${d.starts_on}::date, ${d.status}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
      RETURNING id`),
  );
  return Number(row!.id);
}

export async function updateDeal(db: Db, id: number, d: DealChange, now: Date): Promise<void> {
  const sets: SQL[] = [sql`updated_at = ${now.toISOString()}::timestamptz`];
  if (d.guarantee_percent !== undefined) sets.push(sql`guarantee_percent = ${d.guarantee_percent.toFixed(2)}::numeric`);
  if (d.cohort !== undefined) sets.push(sql`cohort = ${d.cohort}`);
  if (d.settle_days !== undefined) sets.push(sql`settle_days = ${d.settle_days}`);
  if (d.affiliate_terms !== undefined) sets.push(sql`affiliate_terms = ${d.affiliate_terms}`);
  if (d.affiliate_ftd_amount !== undefined) sets.push(sql`affiliate_ftd_amount = ${d.affiliate_ftd_amount.toFixed(2)}::numeric`);
  if (d.advertiser_ftd_amount !== undefined) sets.push(sql`advertiser_ftd_amount = ${d.advertiser_ftd_amount.toFixed(2)}::numeric`);
  if (d.status !== undefined) sets.push(sql`status = ${d.status}`);
  await db.execute(sql`UPDATE crg_deals SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
}
