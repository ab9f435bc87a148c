import { and, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import type { Db } from '../../db/client';
import { trackingDomainRules, trackingDomains } from '../../db/schema';
import { orderBy } from '../../http/listQuery';
import { containsPattern } from '../../db/like';

export interface TrackingDomainFilter {
  q?: string;
  domain?: string;
  status?: number;
}

const sortable = {
  id: trackingDomains.id,
  domain: trackingDomains.domain,
  status: trackingDomains.status,
  created_at: trackingDomains.createdAt,
};
export const TRACKING_DOMAIN_SORTS = Object.keys(sortable) as [keyof typeof sortable, ...(keyof typeof sortable)[]];

function where(filter: TrackingDomainFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.q) parts.push(ilike(trackingDomains.domain, containsPattern(filter.q)));
  if (filter.domain) parts.push(ilike(trackingDomains.domain, containsPattern(filter.domain)));
  if (filter.status !== undefined) parts.push(eq(trackingDomains.status, filter.status));
  return parts.length ? and(...parts) : undefined;
}

// Active rules and the primary one, read with the domain so a list needs one query. The outer
// column is spelled out: drizzle writes a bare "id" here, which the subquery would take as r.id.
const outerId = sql`${sql.identifier('tracking_domains')}.${sql.identifier('id')}`;
const columns = {
  id: trackingDomains.id,
  domain: trackingDomains.domain,
  status: trackingDomains.status,
  createdAt: trackingDomains.createdAt,
  updatedAt: trackingDomains.updatedAt,
  rulesCount: sql<number>`(SELECT count(*)::int FROM ${trackingDomainRules} r WHERE r.tracking_domain_id = ${outerId} AND r.status = 1)`,
  primaryRuleId: sql<number | null>`(SELECT r.id FROM ${trackingDomainRules} r WHERE r.tracking_domain_id = ${outerId} AND r.is_primary)`,
};

export type TrackingDomainRow = {
  id: number;
  domain: string;
  status: number;
  createdAt: Date;
  updatedAt: Date;
  rulesCount: number;
  primaryRuleId: number | null;
};

export async function listTrackingDomains(
  db: Db,
  filter: TrackingDomainFilter,
  page: { sort?: string; perPage: number; offset: number },
): Promise<{ rows: TrackingDomainRow[]; total: number }> {
  const condition = where(filter);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(trackingDomains)
      .where(condition)
      .orderBy(...orderBy(page.sort, sortable, trackingDomains.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(trackingDomains).where(condition),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function findTrackingDomain(db: Tx, id: number): Promise<TrackingDomainRow | undefined> {
  const rows = await db.select(columns).from(trackingDomains).where(eq(trackingDomains.id, id)).limit(1);
  return rows[0];
}

/** True when another domain already has this host name. */
export async function isDomainTaken(db: Db, domain: string, exceptId?: number): Promise<boolean> {
  const others = exceptId === undefined ? undefined : sql`${trackingDomains.id} <> ${exceptId}`;
  const [hit] = await db
    .select({ id: trackingDomains.id })
    .from(trackingDomains)
    .where(and(eq(trackingDomains.domain, domain), others))
    .limit(1);
  return hit !== undefined;
}

export async function insertTrackingDomain(db: Tx, values: { domain: string; status: number }): Promise<number> {
  const [row] = await db.insert(trackingDomains).values(values).returning({ id: trackingDomains.id });
  return row!.id;
}

export async function updateTrackingDomain(
  db: Tx,
  id: number,
  values: Partial<{ domain: string; status: number }>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(trackingDomains)
    .set({ ...values, updatedAt: now })
    .where(eq(trackingDomains.id, id))
    .returning({ id: trackingDomains.id });
  return rows.length > 0;
}
