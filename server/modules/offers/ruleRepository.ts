import { and, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { CampaignUserRuleStatus } from '../../../domain/enums/campaign';
import { UserType } from '../../../domain/enums/user';
import { containsPattern } from '../../db/like';
import { offerAffiliates, offers, userChanges, users } from '../../db/schema';
import { orderBy } from '../../http/listQuery';
import type { Tx } from '../../db/tx';
import type { Actor } from '../users/changeLog';
import type { Viewer } from '../users/scope';

export type RuleRow = typeof offerAffiliates.$inferSelect;

/** Rule rows a viewer may see: an admin all, a manager their affiliates', an affiliate their own. */
export function ruleScope(viewer: Viewer): SQL | undefined {
  if (viewer.userType === UserType.Admin) return undefined;
  if (viewer.userType === UserType.Manager) return eq(users.managerId, viewer.id);
  return eq(offerAffiliates.affiliateId, viewer.id);
}

export interface RuleFilter {
  offer_id?: number;
  affiliate_id?: number;
  status?: number;
  blocked?: boolean;
  q?: string;
  /** the offer's affiliates list: blocked holders (status Deleted) count too */
  withBlocked?: boolean;
}

const SORTABLE = { id: offerAffiliates.id, status: offerAffiliates.status, created_at: offerAffiliates.createdAt, updated_at: offerAffiliates.updatedAt };

function where(viewer: Viewer, f: RuleFilter): SQL | undefined {
  const notDeleted = ne(offerAffiliates.status, CampaignUserRuleStatus.Deleted);
  return and(
    ruleScope(viewer),
    f.status !== undefined ? eq(offerAffiliates.status, f.status) : f.withBlocked ? or(notDeleted, eq(offerAffiliates.blocked, true)) : notDeleted,
    f.offer_id !== undefined ? eq(offerAffiliates.offerId, f.offer_id) : undefined,
    f.affiliate_id !== undefined ? eq(offerAffiliates.affiliateId, f.affiliate_id) : undefined,
    f.blocked !== undefined ? eq(offerAffiliates.blocked, f.blocked) : undefined,
    f.q ? or(ilike(users.email, containsPattern(f.q)), ilike(offers.name, containsPattern(f.q)), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(f.q))) : undefined,
  );
}

const columns = {
  rule: offerAffiliates,
  offerName: offers.name,
  offerAccess: offers.access,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  managerId: users.managerId,
};
export type RuleRecord = { rule: RuleRow; offerName: string; offerAccess: number; email: string; firstName: string; lastName: string; managerId: number | null };

export async function listRules(db: Tx, viewer: Viewer, f: RuleFilter, page: { sort?: string; perPage: number; offset: number }) {
  const condition = where(viewer, f);
  const base = () =>
    db.select(columns).from(offerAffiliates).innerJoin(offers, eq(offers.id, offerAffiliates.offerId)).innerJoin(users, eq(users.id, offerAffiliates.affiliateId));
  const [rows, totals] = await Promise.all([
    base().where(condition).orderBy(...orderBy(page.sort, SORTABLE, offerAffiliates.id, '-id')).limit(page.perPage).offset(page.offset),
    db
      .select({ n: count() })
      .from(offerAffiliates)
      .innerJoin(offers, eq(offers.id, offerAffiliates.offerId))
      .innerJoin(users, eq(users.id, offerAffiliates.affiliateId))
      .where(condition),
  ]);
  return { rows: rows as RuleRecord[], total: Number(totals[0]?.n ?? 0) };
}

export async function findRuleRecord(db: Tx, id: number): Promise<RuleRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(offerAffiliates)
    .innerJoin(offers, eq(offers.id, offerAffiliates.offerId))
    .innerJoin(users, eq(users.id, offerAffiliates.affiliateId))
    .where(eq(offerAffiliates.id, id))
    .limit(1);
  return row as RuleRecord | undefined;
}

/** The rules behind the ids within the viewer's scope, locked for the batch that follows. */
export async function lockRules(db: Tx, viewer: Viewer, ids: readonly number[]): Promise<RuleRow[]> {
  const rows = await db
    .select({ rule: offerAffiliates })
    .from(offerAffiliates)
    .innerJoin(users, eq(users.id, offerAffiliates.affiliateId))
    .where(and(inArray(offerAffiliates.id, [...ids]), ruleScope(viewer), ne(offerAffiliates.status, CampaignUserRuleStatus.Deleted)))
    .orderBy(offerAffiliates.id)
    .for('update', { of: offerAffiliates });
  return rows.map((r) => r.rule);
}

export async function findRule(db: Tx, offerId: number, affiliateId: number): Promise<RuleRow | undefined> {
  const [row] = await db
    .select()
    .from(offerAffiliates)
    .where(and(eq(offerAffiliates.offerId, offerId), eq(offerAffiliates.affiliateId, affiliateId)))
    .limit(1)
    .for('update');
  return row;
}

/** What the change log records for one rule change: `offer:{id}` from → to. */
export interface RuleChange {
  offerId: number;
  affiliateId: number;
  from: { status: number | null; blocked: boolean } | null;
  to: { status: number; blocked: boolean };
}

/**
 * Creates or changes affiliate rules and writes one user change-log row per affiliate whose rule
 * changed, in the caller's transaction (so a refused batch leaves neither).
 */
export async function writeRules(tx: Tx, actor: Actor, changes: RuleChange[], action: string, now: Date): Promise<RuleRow[]> {
  const changed = changes.filter((c) => !c.from || c.from.status !== c.to.status || c.from.blocked !== c.to.blocked);
  if (!changed.length) return [];
  const rows = await tx
    .insert(offerAffiliates)
    .values(changed.map((c) => ({ offerId: c.offerId, affiliateId: c.affiliateId, status: c.to.status, blocked: c.to.blocked, createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: [offerAffiliates.offerId, offerAffiliates.affiliateId],
      set: { status: sql`excluded.status`, blocked: sql`excluded.blocked`, updatedAt: now },
    })
    .returning();
  await tx.insert(userChanges).values(
    changed.map((c) => ({
      userId: c.affiliateId,
      actorId: actor.id,
      action,
      changes: { [`offer:${c.offerId}`]: { from: c.from, to: c.to } },
      ip: actor.ip,
      createdAt: now,
    })),
  );
  return rows;
}

/** Affiliates behind ids within a viewer's scope (affiliates only); `missing` lists the others. */
export async function affiliatesInScope(db: Tx, viewer: Viewer, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const scope = viewer.userType === UserType.Admin ? undefined : eq(users.managerId, viewer.id);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.userType, UserType.Affiliate), scope));
  const found = new Set(rows.map((r) => r.id));
  return { ids: unique.filter((id) => found.has(id)), missing: unique.filter((id) => !found.has(id)) };
}

/** Every existing rule of these affiliates on one offer, locked. */
export async function rulesOf(db: Tx, offerId: number, affiliateIds: number[]): Promise<Map<number, RuleRow>> {
  if (!affiliateIds.length) return new Map();
  const rows = await db
    .select()
    .from(offerAffiliates)
    .where(and(eq(offerAffiliates.offerId, offerId), inArray(offerAffiliates.affiliateId, affiliateIds)))
    .for('update');
  return new Map(rows.map((r) => [r.affiliateId, r]));
}

/** The comment an affiliate sent with their request. */
export async function setRuleComment(tx: Tx, ruleId: number, comment: string): Promise<void> {
  await tx.update(offerAffiliates).set({ comment }).where(eq(offerAffiliates.id, ruleId));
}
