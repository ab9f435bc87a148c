import { and, count, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { UserType } from '../../../domain/enums/user';
import { offers, payoutRules, revenueRules, userChanges, users } from '../../db/schema';
import { orderBy } from '../../http/listQuery';
import type { Tx } from '../../db/tx';
import type { Actor } from '../users/changeLog';
import { recordActivity, type Snapshot } from '../activity/activityLog';

/**
 * Payout and revenue rules (docs/api.md, Payout and revenue rules): the two tables share every
 * column but the two amounts, so one repository serves both through a `RuleKind`.
 */
export const ACTIVE = 1;
export const DELETED = -1;

export type RuleKind = 'payout' | 'revenue';
type RuleTable = typeof payoutRules;

/** The table and its two amount columns; revenue_rules has the payout_rules shape but the names. */
function tableOf(kind: RuleKind) {
  // the tables differ only in the two amount column names, so revenue_rules passes as the payout shape
  const table = (kind === 'payout' ? payoutRules : revenueRules) as unknown as RuleTable;
  const cpa = kind === 'payout' ? payoutRules.payoutCpa : revenueRules.revenueCpa;
  const cpl = kind === 'payout' ? payoutRules.payoutCpl : revenueRules.revenueCpl;
  return { table, cpa, cpl, cpaKey: kind === 'payout' ? 'payoutCpa' : 'revenueCpa', cplKey: kind === 'payout' ? 'payoutCpl' : 'revenueCpl' } as const;
}

const affiliate = alias(users, 'rule_affiliate');
const manager = alias(users, 'rule_manager');

/** Who asks, as far as scope goes; an affiliate's manager_id picks their manager's rules. */
export interface RuleViewer {
  id: number;
  userType: number;
  managerId: number | null;
}

/** Rules a viewer may see: an admin all, a manager those on their affiliates and their own, an affiliate those that apply to them. */
function scope(t: RuleTable, viewer: RuleViewer): SQL | undefined {
  if (viewer.userType === UserType.Admin) return undefined;
  if (viewer.userType === UserType.Manager) return or(eq(affiliate.managerId, viewer.id), eq(t.managerId, viewer.id));
  const own = eq(t.affiliateId, viewer.id);
  return viewer.managerId ? or(own, and(isNotNull(t.managerId), eq(t.managerId, viewer.managerId))) : own;
}

export interface OverrideFilter {
  offer_id?: number;
  affiliate_id?: number;
  manager_id?: number;
}

export interface OverrideRecord {
  id: number;
  offerId: number;
  offerName: string;
  affiliateId: number | null;
  affiliateFirst: string | null;
  affiliateLast: string | null;
  affiliateEmail: string | null;
  managerId: number | null;
  managerFirst: string | null;
  managerLast: string | null;
  managerEmail: string | null;
  cpa: string | null;
  cpl: string | null;
  revsharePercent: string | null;
  createdAt: Date;
  updatedAt: Date;
}

function select(db: Tx, kind: RuleKind) {
  const { table: t, cpa, cpl } = tableOf(kind);
  return db
    .select({
      id: t.id,
      offerId: t.offerId,
      offerName: offers.name,
      affiliateId: t.affiliateId,
      affiliateFirst: affiliate.firstName,
      affiliateLast: affiliate.lastName,
      affiliateEmail: affiliate.email,
      managerId: t.managerId,
      managerFirst: manager.firstName,
      managerLast: manager.lastName,
      managerEmail: manager.email,
      cpa,
      cpl,
      revsharePercent: t.revsharePercent,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .innerJoin(offers, eq(offers.id, t.offerId))
    .leftJoin(affiliate, eq(affiliate.id, t.affiliateId))
    .leftJoin(manager, eq(manager.id, t.managerId));
}

function where(kind: RuleKind, viewer: RuleViewer, f: OverrideFilter): SQL | undefined {
  const { table: t } = tableOf(kind);
  return and(
    eq(t.status, ACTIVE),
    scope(t, viewer),
    f.offer_id !== undefined ? eq(t.offerId, f.offer_id) : undefined,
    f.affiliate_id !== undefined ? eq(t.affiliateId, f.affiliate_id) : undefined,
    f.manager_id !== undefined ? eq(t.managerId, f.manager_id) : undefined,
  );
}

export async function listOverrides(db: Tx, kind: RuleKind, viewer: RuleViewer, f: OverrideFilter, page: { sort?: string; perPage: number; offset: number }) {
  const { table: t, cpa, cpl } = tableOf(kind);
  const sortable = { id: t.id, offer_id: t.offerId, [`${kind}_cpa`]: cpa, [`${kind}_cpl`]: cpl, revshare_percent: t.revsharePercent, created_at: t.createdAt, updated_at: t.updatedAt };
  const condition = where(kind, viewer, f);
  const [rows, totals] = await Promise.all([
    select(db, kind).where(condition).orderBy(...orderBy(page.sort, sortable, t.id, '-id')).limit(page.perPage).offset(page.offset),
    db.select({ n: count() }).from(t).innerJoin(offers, eq(offers.id, t.offerId)).leftJoin(affiliate, eq(affiliate.id, t.affiliateId)).where(condition),
  ]);
  return { rows: rows as OverrideRecord[], total: Number(totals[0]?.n ?? 0) };
}

/** One active rule within the viewer's scope, or undefined (unknown and out of scope alike). */
export async function findOverride(db: Tx, kind: RuleKind, viewer: RuleViewer, id: number): Promise<OverrideRecord | undefined> {
  const { table: t } = tableOf(kind);
  const [row] = await select(db, kind).where(and(eq(t.id, id), where(kind, viewer, {}))).limit(1);
  return row as OverrideRecord | undefined;
}

/** The offer, locked so two rules for one target cannot be created side by side. */
export async function lockOffer(tx: Tx, offerId: number): Promise<boolean> {
  const rows = await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, offerId)).for('update');
  return rows.length > 0;
}

export async function activeRuleFor(tx: Tx, kind: RuleKind, offerId: number, target: { affiliateId: number | null; managerId: number | null }) {
  const { table: t } = tableOf(kind);
  const who = target.affiliateId !== null ? eq(t.affiliateId, target.affiliateId) : eq(t.managerId, target.managerId ?? 0);
  const [row] = await tx.select({ id: t.id }).from(t).where(and(eq(t.offerId, offerId), eq(t.status, ACTIVE), who)).limit(1);
  return row;
}

/** Amounts as stored: numeric strings with two decimals, null keeping the offer's. */
export interface Amounts {
  cpa: number | null;
  cpl: number | null;
  revsharePercent: number | null;
}
const stored = (v: number | null) => (v === null ? null : v.toFixed(2));
const columnsOf = (kind: RuleKind, a: Amounts) => {
  const { cpaKey, cplKey } = tableOf(kind);
  return { [cpaKey]: stored(a.cpa), [cplKey]: stored(a.cpl), revsharePercent: stored(a.revsharePercent) } as Pick<RuleTable['$inferInsert'], 'payoutCpa' | 'payoutCpl' | 'revsharePercent'>;
};

/** Writes the user change-log row for the rule's target (the affiliate, or the manager). */
async function logChange(tx: Tx, actor: Actor, kind: RuleKind, userId: number, ruleId: number, action: 'create' | 'update' | 'delete', from: Snapshot, to: Snapshot, now: Date) {
  await tx.insert(userChanges).values({ userId, actorId: actor.id, action: `${kind}_rule_${action}`, changes: { [`${kind}_rule:${ruleId}`]: { from, to } }, ip: actor.ip, createdAt: now });
  // and the workspace's activity log, with the rule's target (the affiliate, or the manager) beside its amounts
  const target = (s: Snapshot) => (s ? { ...s, user_id: userId } : null);
  await recordActivity(tx, { actor, type: `${kind}_rule_${ACTIVITY_VERB[action]}`, entity: `${kind}_rule`, entityId: ruleId, before: target(from), after: target(to), now });
}
const ACTIVITY_VERB = { create: 'created', update: 'updated', delete: 'deleted' } as const;

const logged = (offerId: number, a: Amounts) => ({ offer_id: offerId, cpa: a.cpa, cpl: a.cpl, revshare_percent: a.revsharePercent });

export async function createOverride(
  tx: Tx,
  actor: Actor,
  kind: RuleKind,
  input: { offerId: number; affiliateId: number | null; managerId: number | null } & Amounts,
  now: Date,
): Promise<number> {
  const { table: t } = tableOf(kind);
  const [row] = await tx
    .insert(t)
    .values({ offerId: input.offerId, affiliateId: input.affiliateId, managerId: input.managerId, ...columnsOf(kind, input), status: ACTIVE, createdAt: now, updatedAt: now })
    .returning({ id: t.id });
  await logChange(tx, actor, kind, (input.affiliateId ?? input.managerId)!, row!.id, 'create', null, logged(input.offerId, input), now);
  return row!.id;
}

export async function updateOverride(tx: Tx, actor: Actor, kind: RuleKind, before: OverrideRecord, next: Amounts, now: Date): Promise<void> {
  const { table: t } = tableOf(kind);
  await tx
    .update(t)
    .set({ ...columnsOf(kind, next), updatedAt: now })
    .where(eq(t.id, before.id));
  await logChange(tx, actor, kind, (before.affiliateId ?? before.managerId)!, before.id, 'update', logged(before.offerId, amountsOf(before)), logged(before.offerId, next), now);
}

/** Deleting keeps the row (status Deleted) so the change log can still point at it. */
export async function deleteOverride(tx: Tx, actor: Actor, kind: RuleKind, before: OverrideRecord, now: Date): Promise<void> {
  const { table: t } = tableOf(kind);
  await tx.update(t).set({ status: DELETED, updatedAt: now }).where(eq(t.id, before.id));
  await logChange(tx, actor, kind, (before.affiliateId ?? before.managerId)!, before.id, 'delete', logged(before.offerId, amountsOf(before)), null, now);
}

const amount = (v: string | null) => (v === null ? null : Number(v));
export const amountsOf = (r: OverrideRecord): Amounts => ({ cpa: amount(r.cpa), cpl: amount(r.cpl), revsharePercent: amount(r.revsharePercent) });

/** A user by id with their type and manager, for checking a rule's target. */
export async function userById(db: Tx, id: number) {
  const [row] = await db.select({ id: users.id, userType: users.userType, managerId: users.managerId }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The offer's own revenue amounts, what an automatically created revenue rule starts from. */
export async function offerRevenue(tx: Tx, offerId: number): Promise<Amounts | undefined> {
  const [row] = await tx.select({ cpa: offers.revenueCpa, cpl: offers.revenueCpl }).from(offers).where(eq(offers.id, offerId)).limit(1);
  return row && { cpa: Number(row.cpa), cpl: Number(row.cpl), revsharePercent: null };
}

/** Marks a revenue rule as made for a payout rule (automatically_create_revenue_rule). */
export async function linkRevenueRule(tx: Tx, revenueRuleId: number, payoutRuleId: number): Promise<void> {
  await tx.update(revenueRules).set({ payoutRuleId }).where(eq(revenueRules.id, revenueRuleId));
}

/** The active revenue rules made for these payout rules, by payout rule id. */
export async function revenueRulesOf(db: Tx, payoutRuleIds: readonly number[]): Promise<Map<number, { id: number; cpa: string | null; cpl: string | null; revsharePercent: string | null }>> {
  if (!payoutRuleIds.length) return new Map();
  const rows = await db
    .select({ id: revenueRules.id, payoutRuleId: revenueRules.payoutRuleId, cpa: revenueRules.revenueCpa, cpl: revenueRules.revenueCpl, revsharePercent: revenueRules.revsharePercent })
    .from(revenueRules)
    .where(and(inArray(revenueRules.payoutRuleId, [...payoutRuleIds]), eq(revenueRules.status, ACTIVE)));
  return new Map(rows.map((r) => [r.payoutRuleId!, r]));
}

/** The payout rule a revenue rule was made for, if any. */
export async function payoutRuleIdOf(db: Tx, revenueRuleIds: readonly number[]): Promise<Map<number, number>> {
  if (!revenueRuleIds.length) return new Map();
  const rows = await db
    .select({ id: revenueRules.id, payoutRuleId: revenueRules.payoutRuleId })
    .from(revenueRules)
    .where(and(inArray(revenueRules.id, [...revenueRuleIds]), isNotNull(revenueRules.payoutRuleId)));
  return new Map(rows.map((r) => [r.id, r.payoutRuleId!]));
}
