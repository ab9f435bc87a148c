import { and, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CampaignAccess, CampaignStatus, CampaignUserRuleStatus } from '../../../domain/enums/campaign';
import { containsPattern } from '../../db/like';
import { marketplaceCategories, offerAffiliates, offerGroups, offers, users } from '../../db/schema';
import { orderBy } from '../../http/listQuery';
import type { Tx } from '../../db/tx';
import { rowsOf } from '../../db/rows';

export type OfferRow = typeof offers.$inferSelect;

const advertisers = alias(users, 'advertisers');

/** The columns every offer answer is built from. */
const offerColumns = {
  offer: offers,
  groupName: offerGroups.name,
  categoryName: marketplaceCategories.name,
  advertiserFirst: advertisers.firstName,
  advertiserLast: advertisers.lastName,
};

export interface OfferFilter {
  q?: string;
  status?: number | number[];
  access?: number | number[];
  advertiser_id?: number | number[];
  offer_group_id?: number | number[];
  marketplace_category_id?: number | number[];
  country?: string;
  traffic_channel?: string;
}

/** The affiliate a marketplace query is for; their rule on each offer joins in. */
export interface MarketViewer {
  affiliateId: number;
  /** the affiliate may run anything at all (active, approved); else `runnable` finds nothing */
  runs: boolean;
  trafficChannel: string | null;
}

const oneOrMany = (column: Parameters<typeof eq>[0], v: number | number[] | undefined) =>
  v === undefined ? undefined : Array.isArray(v) ? (v.length ? inArray(column, v) : undefined) : eq(column, v);

function filterSql(f: OfferFilter): SQL[] {
  const parts: (SQL | undefined)[] = [
    f.status === undefined ? sql`${offers.status} <> ${CampaignStatus.Deleted}` : oneOrMany(offers.status, f.status),
    oneOrMany(offers.access, f.access),
    oneOrMany(offers.advertiserId, f.advertiser_id),
    oneOrMany(offers.offerGroupId, f.offer_group_id),
    oneOrMany(offers.marketplaceCategoryId, f.marketplace_category_id),
    f.country ? sql`(cardinality(${offers.countries}) = 0 OR ${f.country} = ANY(${offers.countries}))` : undefined,
    f.traffic_channel ? sql`(cardinality(${offers.trafficChannels}) = 0 OR ${f.traffic_channel} = ANY(${offers.trafficChannels}))` : undefined,
  ];
  if (f.q) {
    const byId = /^\d{1,9}$/.test(f.q) ? eq(offers.id, Number(f.q)) : undefined;
    parts.push(or(ilike(offers.name, containsPattern(f.q)), byId));
  }
  return parts.filter((p): p is SQL => p !== undefined);
}

const rule = offerAffiliates;

/**
 * What an affiliate's marketplace holds (spec 3 §1): Active offers that are Public or
 * ApplyToPromote, Private ones granted to them, Unlisted ones where they have a rule.
 */
export const visibleToAffiliate = sql`(${offers.status} = ${CampaignStatus.Active} AND (
  ${offers.access} IN (${CampaignAccess.Public}, ${CampaignAccess.ApplyToPromote})
  OR (${offers.access} = ${CampaignAccess.Private} AND ${rule.status} = ${CampaignUserRuleStatus.Approved})
  OR (${offers.access} = ${CampaignAccess.Unlisted} AND ${rule.status} IS NOT NULL AND ${rule.status} <> ${CampaignUserRuleStatus.Deleted})))`;

/** runRefusal (domain/offers/runnable.ts) in SQL, for "My offers" paging; the rows re-check it. */
function runnableSql(viewer: MarketViewer): SQL {
  if (!viewer.runs) return sql`false`;
  const channel = viewer.trafficChannel
    ? sql`(cardinality(${offers.trafficChannels}) = 0 OR ${viewer.trafficChannel} = ANY(${offers.trafficChannels}))`
    : sql`cardinality(${offers.trafficChannels}) = 0`;
  return sql`(coalesce(${rule.blocked}, false) = false AND ${channel} AND CASE
    WHEN ${offers.access} IN (${CampaignAccess.ApplyToPromote}, ${CampaignAccess.Private}) THEN ${rule.status} IS NOT DISTINCT FROM ${CampaignUserRuleStatus.Approved}
    ELSE ${rule.status} IS DISTINCT FROM ${CampaignUserRuleStatus.Rejected} END)`;
}

const SORTABLE = {
  id: offers.id,
  name: offers.name,
  status: offers.status,
  access: offers.access,
  payout_cpa: offers.payoutCpa,
  payout_cpl: offers.payoutCpl,
  revenue_cpa: offers.revenueCpa,
  revenue_cpl: offers.revenueCpl,
  created_at: offers.createdAt,
};

export interface Paging {
  sort?: string;
  perPage: number;
  offset: number;
}

/** One offer of an answer: its row, the names it shows, and (for an affiliate) their own rule on it. */
export interface OfferRecord {
  offer: OfferRow;
  groupName: string;
  categoryName: string | null;
  advertiserFirst: string | null;
  advertiserLast: string | null;
  ruleStatus?: number | null;
  ruleBlocked?: boolean | null;
}

export type RuleCounts = { approved: number; pending: number };

/**
 * The matching rows' count, as a scalar subquery of the page's own statement: PostgreSQL runs it
 * once (an InitPlan), so a page and its total cost one round trip. `from` and `where` name the
 * tables by their own names, which the subquery's FROM binds to itself.
 */
const totalOf = (from: SQL, where: SQL | undefined) => sql<number>`(SELECT count(*)::int FROM ${from} WHERE ${where ?? sql`true`})`.mapWith(Number);

/** The offer's approved and pending rule counts, per row of the page (evaluated after LIMIT). */
const ruleCountsOfRow = sql<number[]>`(SELECT ARRAY[count(*) FILTER (WHERE ${rule.status} = ${CampaignUserRuleStatus.Approved}),
  count(*) FILTER (WHERE ${rule.status} = ${CampaignUserRuleStatus.Pending})]::int[] FROM ${rule} WHERE ${rule.offerId} = ${offers.id})`;

/** One page with its total; a page past the end has no row to carry the total, so it reads it alone. */
async function pageWithTotal<R extends { total: number }>(rows: R[], page: Paging, count: () => Promise<number>) {
  const total = rows[0]?.total ?? (page.offset > 0 ? await count() : 0);
  return { rows, total };
}

/** Admins' and managers' list: every offer (Deleted only when asked for), with its rule counts, in one statement. */
export async function listOffers(db: Tx, filter: OfferFilter, page: Paging) {
  const where = and(...filterSql(filter));
  const found = await db
    .select({ ...offerColumns, total: totalOf(sql`${offers}`, where), ruleCounts: ruleCountsOfRow })
    .from(offers)
    .innerJoin(offerGroups, eq(offerGroups.id, offers.offerGroupId))
    .leftJoin(marketplaceCategories, eq(marketplaceCategories.id, offers.marketplaceCategoryId))
    .leftJoin(advertisers, eq(advertisers.id, offers.advertiserId))
    .where(where)
    .orderBy(...orderBy(page.sort, SORTABLE, offers.id))
    .limit(page.perPage)
    .offset(page.offset);
  const { rows, total } = await pageWithTotal(found, page, async () => Number((await db.select({ n: count() }).from(offers).where(where))[0]?.n ?? 0));
  const counts = new Map<number, RuleCounts>(rows.map((r) => [r.offer.id, { approved: Number(r.ruleCounts[0] ?? 0), pending: Number(r.ruleCounts[1] ?? 0) }]));
  return { rows: rows as OfferRecord[], total, counts };
}

/** The affiliate's marketplace page, each row with the affiliate's own rule, and its total in the same statement. */
export async function listMarket(db: Tx, viewer: MarketViewer, filter: OfferFilter & { runnable?: boolean }, page: Paging) {
  const joinRule = and(eq(rule.offerId, offers.id), eq(rule.affiliateId, viewer.affiliateId));
  const where = and(visibleToAffiliate, ...filterSql({ ...filter, status: undefined }), filter.runnable ? runnableSql(viewer) : undefined);
  const found = await db
    .select({ ...offerColumns, ruleStatus: rule.status, ruleBlocked: rule.blocked, total: totalOf(sql`${offers} LEFT JOIN ${rule} ON ${joinRule}`, where) })
    .from(offers)
    .innerJoin(offerGroups, eq(offerGroups.id, offers.offerGroupId))
    .leftJoin(marketplaceCategories, eq(marketplaceCategories.id, offers.marketplaceCategoryId))
    .leftJoin(advertisers, eq(advertisers.id, offers.advertiserId))
    .leftJoin(rule, joinRule)
    .where(where)
    .orderBy(...orderBy(page.sort, SORTABLE, offers.id))
    .limit(page.perPage)
    .offset(page.offset);
  const { rows, total } = await pageWithTotal(found, page, async () => Number((await db.select({ n: count() }).from(offers).leftJoin(rule, joinRule).where(where))[0]?.n ?? 0));
  return { rows: rows as OfferRecord[], total };
}

export async function findOffer(db: Tx, id: number, affiliateId?: number): Promise<OfferRecord | undefined> {
  const [row] = await db
    .select({ ...offerColumns, ruleStatus: rule.status, ruleBlocked: rule.blocked })
    .from(offers)
    .innerJoin(offerGroups, eq(offerGroups.id, offers.offerGroupId))
    .leftJoin(marketplaceCategories, eq(marketplaceCategories.id, offers.marketplaceCategoryId))
    .leftJoin(advertisers, eq(advertisers.id, offers.advertiserId))
    .leftJoin(rule, and(eq(rule.offerId, offers.id), eq(rule.affiliateId, affiliateId ?? 0)))
    .where(eq(offers.id, id))
    .limit(1);
  return row;
}

/** What the lead intake reads of an offer: the run rule's side, its owner and duplicate window, and the affiliate's rule on it. */
export interface IntakeOffer {
  offer: Pick<OfferRow, 'id' | 'status' | 'access' | 'countries' | 'trafficChannels' | 'advertiserId' | 'duplicateWindowDays'>;
  ruleStatus: number | null;
  ruleBlocked: boolean | null;
}

/**
 * The offer as the lead intake needs it, for the affiliate sending: seven columns and their rule
 * (findOffer reads the whole row with its names, four joins; a lead is sent often). `extras` are
 * scalar subqueries the caller reads beside it in the same round trip (as findSessionWith's).
 * SQL of its own rather than drizzle's builder, which spent a fifth of a millisecond a lead on it.
 */
export async function findIntakeOffer<X extends Record<string, SQL>>(
  db: Tx,
  id: number,
  affiliateId: number,
  extras: X,
): Promise<(IntakeOffer & { extras: { [K in keyof X]: unknown } }) | undefined> {
  const extraColumns = Object.entries(extras).map(([key, value]) => sql`, ${value} AS ${sql.identifier(`extra_${key}`)}`);
  const [row] = rowsOf<IntakeOffer['offer'] & Pick<IntakeOffer, 'ruleStatus' | 'ruleBlocked'> & Record<string, unknown>>(
    await db.execute(sql`
      SELECT o.id, o.status, o.access, o.countries, o.traffic_channels AS "trafficChannels", o.advertiser_id AS "advertiserId",
        o.duplicate_window_days AS "duplicateWindowDays", r.status AS "ruleStatus", r.blocked AS "ruleBlocked"${sql.join(extraColumns)}
      FROM offers o LEFT JOIN offer_affiliates r ON r.offer_id = o.id AND r.affiliate_id = ${affiliateId}::int
      WHERE o.id = ${id}::int`),
  );
  if (!row) return undefined;
  const { id: offerId, status, access, countries, trafficChannels, advertiserId, duplicateWindowDays } = row;
  const values = Object.fromEntries(Object.keys(extras).map((key) => [key, row[`extra_${key}`]])) as { [K in keyof X]: unknown };
  return { offer: { id: offerId, status, access, countries, trafficChannels, advertiserId, duplicateWindowDays }, ruleStatus: row.ruleStatus, ruleBlocked: row.ruleBlocked, extras: values };
}

/** Approved and pending rule counts of these offers (the staff list's two figures). */
export async function ruleCounts(db: Tx, offerIds: number[]): Promise<Map<number, RuleCounts>> {
  if (!offerIds.length) return new Map();
  const rows = await db
    .select({
      offerId: rule.offerId,
      approved: sql<number>`count(*) filter (where ${rule.status} = ${CampaignUserRuleStatus.Approved})::int`,
      pending: sql<number>`count(*) filter (where ${rule.status} = ${CampaignUserRuleStatus.Pending})::int`,
    })
    .from(rule)
    .where(inArray(rule.offerId, offerIds))
    .groupBy(rule.offerId);
  return new Map(rows.map((r) => [r.offerId, { approved: Number(r.approved), pending: Number(r.pending) }]));
}

export type OfferValues = Partial<Omit<typeof offers.$inferInsert, 'id' | 'createdAt'>>;

export async function insertOffer(db: Tx, values: OfferValues & { name: string; offerGroupId: number }): Promise<number> {
  const [row] = await db.insert(offers).values(values).returning({ id: offers.id });
  return row!.id;
}

export async function updateOffer(db: Tx, id: number, values: OfferValues, now: Date): Promise<boolean> {
  const rows = await db.update(offers).set({ ...values, updatedAt: now }).where(eq(offers.id, id)).returning({ id: offers.id });
  return rows.length > 0;
}

/** The offers behind the ids, locked for a status batch; `missing` lists the unknown ones. */
/** The offers behind `ids`, locked for a status change (the caller passes each id once). */
export async function lockOffers(db: Tx, ids: readonly number[]) {
  return await db.select({ id: offers.id, name: offers.name, status: offers.status }).from(offers).where(inArray(offers.id, [...ids])).orderBy(offers.id).for('update');
}

export async function setStatuses(db: Tx, ids: number[], status: number, now: Date): Promise<void> {
  if (ids.length) await db.update(offers).set({ status, updatedAt: now }).where(inArray(offers.id, ids));
}

/** The postback token of the offer's advertiser (null: none generated yet). */
export async function advertiserToken(db: Tx, advertiserId: number): Promise<string | null | undefined> {
  const [row] = await db.select({ token: users.postbackToken }).from(users).where(eq(users.id, advertiserId));
  return row?.token;
}

/**
 * The Active offers open to one affiliate (not blocked; a Private one only when granted): those
 * they could send traffic to, where a conversion they bring could be lost.
 */
export async function openOffersOf(db: Tx, affiliateId: number) {
  const rule = sql`(SELECT r.status FROM ${offerAffiliates} r WHERE r.offer_id = ${offers.id} AND r.affiliate_id = ${affiliateId})`;
  const blocked = sql`EXISTS (SELECT 1 FROM ${offerAffiliates} r WHERE r.offer_id = ${offers.id} AND r.affiliate_id = ${affiliateId} AND r.blocked)`;
  return db
    .select({ id: offers.id, name: offers.name, paysOn: offers.paysOn, payoutCpa: offers.payoutCpa, payoutCpl: offers.payoutCpl, revsharePercent: offers.revsharePercent })
    .from(offers)
    .where(
      and(
        eq(offers.status, CampaignStatus.Active),
        sql`NOT ${blocked}`,
        or(ne(offers.access, CampaignAccess.Private), sql`${rule} IS NOT DISTINCT FROM ${CampaignUserRuleStatus.Approved}`),
      ),
    )
    .orderBy(offers.id);
}
