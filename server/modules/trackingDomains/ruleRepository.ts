import { and, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { redirectTypes, trackingDomainRules, trackingDomains } from '../../db/schema';
import { orderBy } from '../../http/listQuery';
import { containsPattern } from '../../db/like';

export interface RuleFilter {
  q?: string;
  tracking_domain_id?: number;
  status?: number;
  is_primary?: boolean;
  redirect_type_id?: number;
}

const sortable = {
  id: trackingDomainRules.id,
  tracking_domain_id: trackingDomainRules.trackingDomainId,
  domain: trackingDomains.domain,
  redirect_type_id: trackingDomainRules.redirectTypeId,
  campaign_name: trackingDomainRules.campaignName,
  is_primary: trackingDomainRules.isPrimary,
  status: trackingDomainRules.status,
  created_at: trackingDomainRules.createdAt,
};
export const RULE_SORTS = Object.keys(sortable) as [keyof typeof sortable, ...(keyof typeof sortable)[]];

const columns = {
  id: trackingDomainRules.id,
  trackingDomainId: trackingDomainRules.trackingDomainId,
  domain: trackingDomains.domain,
  redirectTypeId: trackingDomainRules.redirectTypeId,
  redirectTypeCode: redirectTypes.code,
  note: trackingDomainRules.note,
  campaignId: trackingDomainRules.campaignId,
  campaignName: trackingDomainRules.campaignName,
  isPrimary: trackingDomainRules.isPrimary,
  status: trackingDomainRules.status,
  createdAt: trackingDomainRules.createdAt,
  updatedAt: trackingDomainRules.updatedAt,
};

export interface RuleRow {
  id: number;
  trackingDomainId: number;
  domain: string;
  redirectTypeId: number;
  redirectTypeCode: string;
  note: string;
  campaignId: number | null;
  campaignName: string | null;
  isPrimary: boolean;
  status: number;
  createdAt: Date;
  updatedAt: Date;
}

function where(filter: RuleFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.q) {
    const p = containsPattern(filter.q);
    parts.push(or(ilike(trackingDomains.domain, p), ilike(trackingDomainRules.note, p), ilike(trackingDomainRules.campaignName, p))!);
  }
  if (filter.tracking_domain_id !== undefined) parts.push(eq(trackingDomainRules.trackingDomainId, filter.tracking_domain_id));
  if (filter.status !== undefined) parts.push(eq(trackingDomainRules.status, filter.status));
  if (filter.is_primary !== undefined) parts.push(eq(trackingDomainRules.isPrimary, filter.is_primary));
  if (filter.redirect_type_id !== undefined) parts.push(eq(trackingDomainRules.redirectTypeId, filter.redirect_type_id));
  return parts.length ? and(...parts) : undefined;
}

const joined = (db: Db) =>
  db
    .select(columns)
    .from(trackingDomainRules)
    .innerJoin(trackingDomains, eq(trackingDomains.id, trackingDomainRules.trackingDomainId))
    .innerJoin(redirectTypes, eq(redirectTypes.id, trackingDomainRules.redirectTypeId));

export async function listRules(
  db: Db,
  filter: RuleFilter,
  page: { sort?: string; perPage: number; offset: number },
): Promise<{ rows: RuleRow[]; total: number }> {
  const condition = where(filter);
  const [rows, totals] = await Promise.all([
    joined(db)
      .where(condition)
      .orderBy(...orderBy(page.sort, sortable, trackingDomainRules.id))
      .limit(page.perPage)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(trackingDomainRules)
      .innerJoin(trackingDomains, eq(trackingDomains.id, trackingDomainRules.trackingDomainId))
      .where(condition),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function findRule(db: Db, id: number): Promise<RuleRow | undefined> {
  const rows = await joined(db).where(eq(trackingDomainRules.id, id)).limit(1);
  return rows[0];
}

/**
 * Takes the row lock every rule write of one domain goes through, so that two requests never
 * see "no other primary" at once. False when the domain does not exist.
 */
export async function lockDomain(tx: Db, domainId: number): Promise<boolean> {
  const rows = await tx.select({ id: trackingDomains.id }).from(trackingDomains).where(eq(trackingDomains.id, domainId)).for('update');
  return rows.length > 0;
}

export async function redirectTypeExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: redirectTypes.id }).from(redirectTypes).where(eq(redirectTypes.id, id)).limit(1);
  return rows.length > 0;
}

export async function hasPrimary(tx: Db, domainId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: trackingDomainRules.id })
    .from(trackingDomainRules)
    .where(and(eq(trackingDomainRules.trackingDomainId, domainId), eq(trackingDomainRules.isPrimary, true)))
    .limit(1);
  return rows.length > 0;
}

export async function insertRule(
  tx: Db,
  values: { trackingDomainId: number; redirectTypeId: number; note: string; isPrimary: boolean },
): Promise<number> {
  const [row] = await tx.insert(trackingDomainRules).values(values).returning({ id: trackingDomainRules.id });
  return row!.id;
}

export async function updateRule(tx: Db, id: number, values: Partial<{ redirectTypeId: number; note: string }>, now: Date): Promise<void> {
  await tx
    .update(trackingDomainRules)
    .set({ ...values, updatedAt: now })
    .where(eq(trackingDomainRules.id, id));
}

/** Clears the domain's primary flag (the index allows one) and sets it on the rule, in the caller's transaction. */
export async function makePrimary(tx: Db, domainId: number, ruleId: number, now: Date): Promise<void> {
  await tx
    .update(trackingDomainRules)
    .set({ isPrimary: false, updatedAt: now })
    .where(and(eq(trackingDomainRules.trackingDomainId, domainId), eq(trackingDomainRules.isPrimary, true), ne(trackingDomainRules.id, ruleId)));
  await tx.update(trackingDomainRules).set({ isPrimary: true, updatedAt: now }).where(eq(trackingDomainRules.id, ruleId));
}

export async function markDeleted(tx: Db, id: number, status: number, now: Date): Promise<void> {
  await tx.update(trackingDomainRules).set({ status, updatedAt: now }).where(eq(trackingDomainRules.id, id));
}
