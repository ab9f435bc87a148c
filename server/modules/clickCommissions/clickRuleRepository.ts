import { and, asc, count, desc, eq, isNull, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ActivityEntity, ActivityLogType } from '../../../domain/activity/activityLog';
import { CampaignStatus } from '../../../domain/enums/campaign';
import { UserType } from '../../../domain/enums/user';
import { clickPayoutRules, offerAffiliates, offers, userChanges, users } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { recordActivity, type Snapshot } from '../activity/activityLog';
import { visibleToAffiliate } from '../offers/offerRepository';
import type { Actor } from '../users/changeLog';
import type { Viewer } from '../users/scope';

/**
 * Click payout rules (docs/api.md, Click commissions): what a unique click on an offer earns its
 * affiliate (payout) and the network (revenue), for one affiliate or every one, one country or every
 * one. The tracker applies the most specific matching rule as it writes the click (tracker/clickStore.ts).
 */

const t = clickPayoutRules;
const affiliate = alias(users, 'click_rule_affiliate');

export interface ClickRuleRecord {
  id: number;
  offerId: number;
  offerName: string;
  affiliateId: number | null;
  affiliateFirst: string | null;
  affiliateLast: string | null;
  affiliateEmail: string | null;
  country: string | null;
  payout: string;
  revenue: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface ClickRuleFilter {
  offer_id?: number;
  affiliate_id?: number;
  country?: string;
}

/**
 * The rules a viewer may see: an admin every one; a manager the offer-wide ones (every affiliate)
 * and their own affiliates'; an affiliate the offer-wide ones and their own, on the offers their
 * marketplace shows (offers/offerRepository.ts `visibleToAffiliate`).
 */
function scope(viewer: Viewer): SQL | undefined {
  if (viewer.userType === UserType.Admin) return undefined;
  if (viewer.userType === UserType.Manager) return or(isNull(t.affiliateId), eq(affiliate.managerId, viewer.id));
  return and(or(isNull(t.affiliateId), eq(t.affiliateId, viewer.id)), visibleToAffiliate);
}

/** The affiliate's own rule on each offer, which `visibleToAffiliate` reads (nobody's for staff). */
const ownOfferRule = (viewer: Viewer) =>
  and(eq(offerAffiliates.offerId, t.offerId), eq(offerAffiliates.affiliateId, viewer.userType === UserType.Affiliate ? viewer.id : 0));

function where(viewer: Viewer, f: ClickRuleFilter): SQL | undefined {
  return and(
    scope(viewer),
    f.offer_id !== undefined ? eq(t.offerId, f.offer_id) : undefined,
    f.affiliate_id !== undefined ? eq(t.affiliateId, f.affiliate_id) : undefined,
    f.country !== undefined ? eq(t.country, f.country) : undefined,
  );
}

function select(db: Tx, viewer: Viewer) {
  return db
    .select({
      id: t.id,
      offerId: t.offerId,
      offerName: offers.name,
      affiliateId: t.affiliateId,
      affiliateFirst: affiliate.firstName,
      affiliateLast: affiliate.lastName,
      affiliateEmail: affiliate.email,
      country: t.country,
      payout: t.payout,
      revenue: t.revenue,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .innerJoin(offers, eq(offers.id, t.offerId))
    .leftJoin(affiliate, eq(affiliate.id, t.affiliateId))
    .leftJoin(offerAffiliates, ownOfferRule(viewer));
}

const SORTABLE: Record<string, AnyColumn> = {
  id: t.id,
  offer_id: t.offerId,
  country: t.country,
  payout: t.payout,
  revenue: t.revenue,
  created_at: t.createdAt,
  updated_at: t.updatedAt,
};

/** ORDER BY the sort ('field' / '-field'), newest first by default, the id breaking ties (pages never overlap). */
function orderOf(sort: string | undefined): SQL[] {
  const key = sort || '-id';
  const descending = key.startsWith('-');
  const column = SORTABLE[descending ? key.slice(1) : key] ?? t.id;
  const first = descending ? desc(column) : asc(column);
  return column === t.id ? [first] : [first, desc(t.id)];
}

export async function listClickRules(db: Tx, viewer: Viewer, f: ClickRuleFilter, page: { sort?: string; perPage: number; offset: number }) {
  const condition = where(viewer, f);
  const [rows, totals] = await Promise.all([
    select(db, viewer).where(condition).orderBy(...orderOf(page.sort)).limit(page.perPage).offset(page.offset),
    db.select({ n: count() }).from(select(db, viewer).where(condition).as('matching')),
  ]);
  return { rows: rows as ClickRuleRecord[], total: Number(totals[0]?.n ?? 0) };
}

/** One rule within the viewer's scope, or undefined (unknown and out of scope alike). */
export async function findClickRule(db: Tx, viewer: Viewer, id: number): Promise<ClickRuleRecord | undefined> {
  const [row] = await select(db, viewer)
    .where(and(eq(t.id, id), where(viewer, {})))
    .limit(1);
  return row as ClickRuleRecord | undefined;
}

/** The offer, locked so two rules for one offer × affiliate × country cannot be created side by side; undefined when unknown or Deleted. */
export async function lockOffer(tx: Tx, offerId: number): Promise<{ id: number } | undefined> {
  const [row] = await tx.select({ id: offers.id, status: offers.status }).from(offers).where(eq(offers.id, offerId)).for('update');
  return row && row.status !== CampaignStatus.Deleted ? { id: row.id } : undefined;
}

export interface ClickRuleKey {
  offerId: number;
  affiliateId: number | null;
  country: string | null;
}

/** The rule already there for this offer × affiliate × country (null matching null, as the unique index does). */
export async function ruleFor(tx: Tx, key: ClickRuleKey) {
  const [row] = await tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.offerId, key.offerId),
        key.affiliateId === null ? isNull(t.affiliateId) : eq(t.affiliateId, key.affiliateId),
        key.country === null ? isNull(t.country) : eq(t.country, key.country),
      ),
    )
    .limit(1);
  return row;
}

/** Amounts as numbers (the API's), stored as numeric text with two decimals. */
export interface ClickAmounts {
  payout: number;
  revenue: number;
}

const stored = (v: number) => v.toFixed(2);
export const amountsOf = (r: ClickRuleRecord): ClickAmounts => ({ payout: Number(r.payout), revenue: Number(r.revenue) });

/** The activity log's type of each change of a click payout rule (domain/activity/activityLog.ts). */
const ACTIVITY_TYPE = {
  create: ActivityLogType.ClickPayoutRuleCreated,
  update: ActivityLogType.ClickPayoutRuleUpdated,
  delete: ActivityLogType.ClickPayoutRuleDeleted,
} as const;

type Action = 'create' | 'update' | 'delete';

const logged = (key: ClickRuleKey, a: ClickAmounts) => ({ offer_id: key.offerId, affiliate_id: key.affiliateId, country: key.country, payout: a.payout, revenue: a.revenue });

/**
 * The change's log entries, in the caller's transaction, as payout rules write theirs
 * (offers/overrideRepository.ts): the affiliate's user change-log row when the rule is one
 * affiliate's (actions `click_payout_rule_create|update|delete`, changes `{ "click_payout_rule:{id}":
 * { from, to } }`), and the workspace's activity log entry for every rule.
 */
async function logChange(tx: Tx, actor: Actor, key: ClickRuleKey, ruleId: number, action: Action, from: Snapshot, to: Snapshot, now: Date) {
  if (key.affiliateId !== null) {
    await tx.insert(userChanges).values({ userId: key.affiliateId, actorId: actor.id, action: `click_payout_rule_${action}`, changes: { [`click_payout_rule:${ruleId}`]: { from, to } }, ip: actor.ip, createdAt: now });
  }
  await recordActivity(tx, { actor, type: ACTIVITY_TYPE[action], entity: ActivityEntity.ClickPayoutRule, entityId: ruleId, before: from, after: to, now });
}

export async function insertClickRule(tx: Tx, actor: Actor, input: ClickRuleKey & ClickAmounts, now: Date): Promise<number> {
  const [row] = await tx
    .insert(t)
    .values({ offerId: input.offerId, affiliateId: input.affiliateId, country: input.country, payout: stored(input.payout), revenue: stored(input.revenue), createdAt: now, updatedAt: now })
    .returning({ id: t.id });
  await logChange(tx, actor, input, row!.id, 'create', null, logged(input, input), now);
  return row!.id;
}

const keyOf = (r: ClickRuleRecord): ClickRuleKey => ({ offerId: r.offerId, affiliateId: r.affiliateId, country: r.country });

export async function updateClickRule(tx: Tx, actor: Actor, before: ClickRuleRecord, next: ClickAmounts, now: Date): Promise<void> {
  const was = amountsOf(before);
  if (was.payout === next.payout && was.revenue === next.revenue) return;
  await tx
    .update(t)
    .set({ payout: stored(next.payout), revenue: stored(next.revenue), updatedAt: now })
    .where(eq(t.id, before.id));
  await logChange(tx, actor, keyOf(before), before.id, 'update', logged(keyOf(before), was), logged(keyOf(before), next), now);
}

/** A click payout rule is deleted outright: clicks already written keep what they earned. */
export async function deleteClickRule(tx: Tx, actor: Actor, before: ClickRuleRecord, now: Date): Promise<void> {
  await tx.delete(t).where(eq(t.id, before.id));
  await logChange(tx, actor, keyOf(before), before.id, 'delete', logged(keyOf(before), amountsOf(before)), null, now);
}
