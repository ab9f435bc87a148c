import { sql, type SQL } from 'drizzle-orm';
import { UserType } from '../../../domain/enums/user';
import { TransactionStatus } from '../../../domain/enums/payout';
import { SUB_IDS, type SubIds } from '../../../domain/offers/trackingLink';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

// Every read here is scoped in SQL to one advertiser (the signed-in one): their offers by
// offers.advertiser_id, their conversions and leads by the rows' own advertiser_id. The affiliate
// is read as an id and the click's sub-ids only; no name, e-mail, payout or commission is selected.

export interface Page {
  perPage: number;
  offset: number;
}

/** A table's p1…p10 columns, for a select list (`k` the click, `l` the lead). */
const subIdColumns = (alias: string) => sql.raw(SUB_IDS.map((p) => `${alias}.${p}`).join(', '));

/** A sort key among the allowed ones, as SQL (descending with a leading '-'), then the id. */
function orderOf(sort: string | undefined, columns: Record<string, string>, fallback: string): SQL {
  const key = sort || fallback;
  const descending = key.startsWith('-');
  const column = columns[descending ? key.slice(1) : key] ?? columns.id!;
  return sql.raw(`${column} ${descending ? 'DESC' : 'ASC'}, ${columns.id!} ${descending ? 'DESC' : 'ASC'}`);
}

const countOf = async (db: Db, query: SQL) => Number(rowsOf<{ n: number | string }>(await db.execute(query))[0]?.n ?? 0);

export const OFFER_SORTABLE = ['id', 'name', 'status', 'created_at'] as const;

export interface OfferFilter {
  q?: string;
  status?: number;
}

export interface AdvertiserOfferRow {
  id: number;
  name: string;
  status: number;
  currency: string;
  revenue_cpa: string;
  revenue_cpl: string;
  countries: string[];
  landing_url: string;
  preview_url: string;
  description: string;
  tracking_domain_id: number | null;
  created_at: string | Date;
}

const offerWhere = (advertiserId: number, f: OfferFilter) => sql`o.advertiser_id = ${advertiserId} AND o.status <> -1
  ${f.q ? sql`AND o.name ILIKE ${`%${f.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}` : sql``}
  ${f.status !== undefined ? sql`AND o.status = ${f.status}` : sql``}`;

const OFFER_COLUMNS = sql`o.id, o.name, o.status, o.currency, o.revenue_cpa::text AS revenue_cpa, o.revenue_cpl::text AS revenue_cpl,
  o.countries, o.landing_url, o.preview_url, o.description, o.tracking_domain_id, o.created_at`;

export async function listOffers(db: Db, advertiserId: number, f: OfferFilter, sort: string | undefined, page: Page) {
  const where = offerWhere(advertiserId, f);
  const rows = rowsOf<AdvertiserOfferRow>(
    await db.execute(sql`SELECT ${OFFER_COLUMNS} FROM offers o WHERE ${where}
      ORDER BY ${orderOf(sort, { id: 'o.id', name: 'o.name', status: 'o.status', created_at: 'o.created_at' }, '-id')}
      LIMIT ${page.perPage} OFFSET ${page.offset}`),
  );
  return { rows, total: await countOf(db, sql`SELECT count(*) AS n FROM offers o WHERE ${where}`) };
}

/** One of their offers (a Deleted one is gone for them), or undefined: another's offer is not found. */
export async function findOffer(db: Db, advertiserId: number, offerId: number): Promise<AdvertiserOfferRow | undefined> {
  return rowsOf<AdvertiserOfferRow>(await db.execute(sql`SELECT ${OFFER_COLUMNS} FROM offers o WHERE o.id = ${offerId} AND ${offerWhere(advertiserId, {})}`))[0];
}

/** Their postback token (null until staff make one). */
export async function tokenOf(db: Db, advertiserId: number): Promise<string | null> {
  const [row] = rowsOf<{ token: string | null }>(await db.execute(sql`SELECT postback_token AS token FROM users WHERE id = ${advertiserId} AND user_type = ${UserType.Advertiser}`));
  return row?.token ?? null;
}

/** The latest click of their offer that ran: what a test conversion is sent for when no click id is given. */
export async function latestClick(db: Db, advertiserId: number, offerId: number): Promise<string | undefined> {
  const [row] = rowsOf<{ click_id: string }>(
    await db.execute(sql`SELECT k.click_id FROM clicks k JOIN offers o ON o.id = k.offer_id
      WHERE k.offer_id = ${offerId} AND o.advertiser_id = ${advertiserId} AND k.refusal IS NULL
      ORDER BY k.clicked_at DESC LIMIT 1`),
  );
  return row?.click_id;
}

export const CONVERSION_SORTABLE = ['id', 'created_at', 'offer_id', 'revenue'] as const;

export interface ConversionFilter {
  offer_id?: number;
  affiliate_id?: number;
  from?: string;
  to?: string;
}

export interface AdvertiserConversionRow extends SubIds {
  id: number;
  created_at: string | Date;
  offer_id: number;
  offer_name: string;
  affiliate_id: number;
  click_id: string;
  country: string;
  action: number;
  order_id: string | null;
  sum: string;
  currency: string;
  revenue: string;
  offer_currency: string;
  transaction_status: number;
  test: boolean;
}

/** From and to: instants, or days (`to` a day: through its end). */
const periodOf = (column: SQL, f: { from?: string; to?: string }) => {
  const to = f.to === undefined ? sql`` : f.to.length === 10 ? sql`AND ${column} < (${f.to}::date + 1)::timestamptz` : sql`AND ${column} < ${f.to}::timestamptz`;
  return sql`${f.from ? sql`AND ${column} >= ${f.from}::timestamptz` : sql``} ${to}`;
};

const conversionWhere = (advertiserId: number, f: ConversionFilter) => sql`c.advertiser_id = ${advertiserId}
  ${f.offer_id !== undefined ? sql`AND c.offer_id = ${f.offer_id}` : sql``}
  ${f.affiliate_id !== undefined ? sql`AND c.affiliate_id = ${f.affiliate_id}` : sql``}
  ${periodOf(sql`c.created_at`, f)}`;

export async function listConversions(db: Db, advertiserId: number, f: ConversionFilter, sort: string | undefined, page: Page) {
  const where = conversionWhere(advertiserId, f);
  const rows = rowsOf<AdvertiserConversionRow>(
    await db.execute(sql`SELECT c.id::int AS id, c.created_at, c.offer_id, o.name AS offer_name, c.affiliate_id, c.click_id, c.country, c.action,
        c.order_id, c.sum::text AS sum, c.currency, c.revenue::text AS revenue, o.currency AS offer_currency, c.transaction_status,
        EXISTS (SELECT 1 FROM received_postbacks r WHERE r.conversion_id = c.id AND r.advertiser_id = ${advertiserId} AND r.test) AS test,
        ${subIdColumns('k')}
      FROM conversions c
      JOIN offers o ON o.id = c.offer_id
      LEFT JOIN clicks k ON k.click_id = c.click_id AND k.clicked_at = c.clicked_at
      WHERE ${where}
      ORDER BY ${orderOf(sort, { id: 'c.id', created_at: 'c.created_at', offer_id: 'c.offer_id', revenue: 'c.revenue' }, '-id')}
      LIMIT ${page.perPage} OFFSET ${page.offset}`),
  );
  return { rows, total: await countOf(db, sql`SELECT count(*) AS n FROM conversions c WHERE ${where}`) };
}

export const LEAD_SORTABLE = ['created_at', 'offer_id', 'status'] as const;

export interface LeadFilter {
  offer_id?: number;
  affiliate_id?: number;
  status?: string;
  from?: string;
  to?: string;
}

export interface AdvertiserLeadRow extends SubIds {
  id: string;
  created_at: string | Date;
  offer_id: number;
  offer_name: string;
  affiliate_id: number;
  country: string;
  status: string;
  sale_status: string | null;
  accepted_at: string | Date | null;
  ftd_at: string | Date | null;
}

const leadWhere = (advertiserId: number, f: LeadFilter) => sql`l.advertiser_id = ${advertiserId}
  ${f.offer_id !== undefined ? sql`AND l.offer_id = ${f.offer_id}` : sql``}
  ${f.affiliate_id !== undefined ? sql`AND l.affiliate_id = ${f.affiliate_id}` : sql``}
  ${f.status ? sql`AND l.status = ${f.status}` : sql``}
  ${periodOf(sql`l.created_at`, f)}`;

export async function listLeads(db: Db, advertiserId: number, f: LeadFilter, sort: string | undefined, page: Page) {
  const where = leadWhere(advertiserId, f);
  const rows = rowsOf<AdvertiserLeadRow>(
    await db.execute(sql`SELECT l.id::text AS id, l.created_at, l.offer_id, o.name AS offer_name, l.affiliate_id, l.country, l.status, l.sale_status,
        l.accepted_at, l.ftd_at, ${subIdColumns('l')}
      FROM leads l JOIN offers o ON o.id = l.offer_id
      WHERE ${where}
      ORDER BY ${orderOf(sort, { id: 'l.id', created_at: 'l.created_at', offer_id: 'l.offer_id', status: 'l.status' }, '-created_at')}
      LIMIT ${page.perPage} OFFSET ${page.offset}`),
  );
  return { rows, total: await countOf(db, sql`SELECT count(*) AS n FROM leads l WHERE ${where}`) };
}

export interface SpendFilter {
  offer_id?: number;
  from?: string;
  to?: string;
}

export interface SpendRow {
  id: string | number;
  conversions: number;
  spend: string;
  currency: string;
}

/** What they owe: the revenue of their conversions that stand (voided ones owe nothing), per currency. */
const spendWhere = (advertiserId: number, f: SpendFilter) => sql`c.advertiser_id = ${advertiserId} AND c.transaction_status <> ${TransactionStatus.Voided}
  ${f.offer_id !== undefined ? sql`AND c.offer_id = ${f.offer_id}` : sql``}
  ${periodOf(sql`c.created_at`, f)}`;

/** By day in the caller's time zone, newest first; one row per day and currency. */
export async function spendByDay(db: Db, advertiserId: number, f: SpendFilter, timeZone: string, page: Page) {
  const day = sql`to_char(c.created_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
  const grouped = sql`SELECT ${day} AS day, o.currency, count(*)::int AS conversions, COALESCE(SUM(c.revenue), 0)::numeric(16,2)::text AS spend
    FROM conversions c JOIN offers o ON o.id = c.offer_id WHERE ${spendWhere(advertiserId, f)} GROUP BY 1, 2`;
  const rows = rowsOf<{ day: string; currency: string; conversions: number; spend: string }>(
    await db.execute(sql`SELECT * FROM (${grouped}) g ORDER BY day DESC, currency LIMIT ${page.perPage} OFFSET ${page.offset}`),
  );
  const total = await countOf(db, sql`SELECT count(*) AS n FROM (${grouped}) g`);
  return { rows: rows.map((r): SpendRow & { date: string } => ({ id: `${r.day}/${r.currency}`, date: r.day, conversions: Number(r.conversions), spend: r.spend, currency: r.currency })), total };
}

/** By offer, the most owed first. */
export async function spendByOffer(db: Db, advertiserId: number, f: SpendFilter, page: Page) {
  const grouped = sql`SELECT c.offer_id, o.name AS offer_name, o.currency, count(*)::int AS conversions, COALESCE(SUM(c.revenue), 0)::numeric(16,2) AS owed
    FROM conversions c JOIN offers o ON o.id = c.offer_id WHERE ${spendWhere(advertiserId, f)} GROUP BY 1, 2, 3`;
  const rows = rowsOf<{ offer_id: number; offer_name: string; currency: string; conversions: number; owed: string }>(
    await db.execute(sql`SELECT offer_id, offer_name, currency, conversions, owed::text AS owed FROM (${grouped}) g
      ORDER BY g.owed DESC, offer_id LIMIT ${page.perPage} OFFSET ${page.offset}`),
  );
  const total = await countOf(db, sql`SELECT count(*) AS n FROM (${grouped}) g`);
  return {
    rows: rows.map((r): SpendRow & { offer_id: number; offer_name: string } => ({ id: r.offer_id, offer_id: r.offer_id, offer_name: r.offer_name, conversions: Number(r.conversions), spend: r.owed, currency: r.currency })),
    total,
  };
}

export interface ReceivedPostbackRow {
  id: number;
  created_at: string | Date;
  offer_id: number | null;
  offer_name: string | null;
  click_id: string | null;
  method: string;
  params: string;
  http_status: number;
  answer: string;
  conversion_id: number | null;
  test: boolean;
}

/** Their last `limit` received postbacks, newest first, optionally of one offer. */
export async function receivedPostbacks(db: Db, advertiserId: number, f: { offer_id?: number }, limit: number) {
  return rowsOf<ReceivedPostbackRow>(
    await db.execute(sql`SELECT r.id::int AS id, r.created_at, r.offer_id, o.name AS offer_name, r.click_id, r.method, r.params, r.http_status, r.answer,
        r.conversion_id::int AS conversion_id, r.test
      FROM received_postbacks r LEFT JOIN offers o ON o.id = r.offer_id AND o.advertiser_id = ${advertiserId}
      WHERE r.advertiser_id = ${advertiserId} ${f.offer_id !== undefined ? sql`AND r.offer_id = ${f.offer_id}` : sql``}
      ORDER BY r.id DESC LIMIT ${limit}`),
  );
}
