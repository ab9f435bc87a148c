import { alias } from 'drizzle-orm/pg-core';
import { and, count, eq, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { ReportStatus } from '../../../domain/enums/report';
import { UserType } from '../../../domain/enums/userType';
import { SUB_IDS, type SubIds } from '../../../domain/offers/trackingLink';
import { rowsOf } from '../../db/rows';
import type { Tx } from '../../db/tx';
import { leads, offers, users, type StoredTraceStep } from '../../db/schema';
import { orderBy } from '../../http/listQuery';
import { linkDomainSql } from './autologin';
import { insertRow } from '../../db/insertRow';

export type LeadValues = typeof leads.$inferInsert;

/** Who reads: admins every lead, a manager their affiliates', an affiliate their own. */
export interface Viewer {
  id: number;
  userType: number;
}

export interface LeadFilter {
  status?: string | string[];
  offer_id?: number;
  affiliate_id?: number;
  /** the integration that has (or last had) the lead */
  integration_id?: number;
  /** the broker (the integration's advertiser) that has the lead */
  broker_id?: number;
  country?: string;
  created_from?: string;
  created_to?: string;
  subIds: Partial<SubIds>;
}

export const LEAD_SORTABLE = ['created_at', 'status', 'country', 'offer_id', 'affiliate_id'] as const;

/** The lead's affiliate, joined as `affiliate` wherever a viewer's scope applies (leadScope). */
export const affiliate = alias(users, 'affiliate');
const broker = alias(users, 'broker');
const columns = {
  lead: leads,
  offerName: offers.name,
  affiliateFirst: affiliate.firstName,
  affiliateLast: affiliate.lastName,
  affiliateEmail: affiliate.email,
  // the broker (the integration's advertiser) as staff know them: the name, else the e-mail
  brokerName: sql<string | null>`COALESCE(NULLIF(trim(${broker.firstName} || ' ' || ${broker.lastName}), ''), ${broker.email})`,
};
export type LeadRecord = { lead: typeof leads.$inferSelect; offerName: string; affiliateFirst: string; affiliateLast: string; affiliateEmail: string; brokerName: string | null };

/**
 * Serialises intake on these keys until the transaction ends (the same contact twice at once, one
 * retry key twice at once), and answers how many leads came from `ip` since `since` (the fraud
 * judge's duplicate IP), in the same round trip: the count needs no lock, the locks no count.
 */
export async function lockKeysCountingIp(tx: Tx, keys: string[], ip: string, since: Date): Promise<number> {
  // in one order, so two leads locking the same pair never wait on each other; one statement takes
  // them all in the array's order (ORDINALITY)
  const sorted = [...new Set(keys)].sort();
  const locked = sorted.length
    ? sql`(SELECT count(*) FROM (SELECT pg_advisory_xact_lock(hashtext(k)) FROM unnest(ARRAY[${sql.join(sorted.map((k) => sql`${k}`), sql`, `)}]::text[]) WITH ORDINALITY AS t(k, n) ORDER BY n) l)`
    : sql`0`;
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`SELECT ${locked} AS locked, (SELECT count(*) FROM leads WHERE ip = ${ip} AND created_at >= ${since.toISOString()}::timestamptz)::int AS n`),
  );
  return row?.n ?? 0;
}

/** The affiliate's lead sent with this idempotency key, if any. */
export async function findByKey(tx: Tx, affiliateId: number, key: string): Promise<typeof leads.$inferSelect | undefined> {
  const [row] = await tx.select().from(leads).where(and(eq(leads.affiliateId, affiliateId), eq(leads.idempotencyKey, key))).limit(1);
  return row;
}

/**
 * The first valid lead of the advertiser (of the offer, for an offer without one) with this e-mail
 * and the first with this phone since `since`.
 */
export async function firstDuplicates(tx: Tx, scope: { advertiserId: number | null; offerId: number }, contact: { email?: string; phone?: string }, since: Date): Promise<{ email?: string; phone?: string }> {
  const owner = scope.advertiserId === null ? and(isNull(leads.advertiserId), eq(leads.offerId, scope.offerId)) : eq(leads.advertiserId, scope.advertiserId);
  const first = async (match: SQL) => {
    const [row] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(owner, match, ne(leads.status, ReportStatus.ValidationFailed), gte(leads.createdAt, since)))
      .orderBy(leads.createdAt, leads.id)
      .limit(1);
    return row?.id;
  };
  return {
    email: contact.email ? await first(eq(leads.email, contact.email)) : undefined,
    phone: contact.phone ? await first(eq(leads.phone, contact.phone)) : undefined,
  };
}

/** Stores a lead (the intake keeps what it wrote: nothing is read back, as the push needs nothing the defaults fill but the reinjection count). */
export async function insertLead(tx: Tx, values: LeadValues): Promise<void> {
  await insertRow(tx, leads, values);
}

/** The viewer's leads (the lead log's scope; the funnel report's too): over `leads` joined to its `affiliate`. */
export function leadScope(viewer: Viewer): SQL | undefined {
  if (viewer.userType === UserType.Admin) return undefined;
  if (viewer.userType === UserType.Manager) return eq(affiliate.managerId, viewer.id);
  return eq(leads.affiliateId, viewer.id);
}

function whereOf(viewer: Viewer, f: LeadFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [leadScope(viewer)];
  if (f.status !== undefined) parts.push(Array.isArray(f.status) ? inArray(leads.status, f.status) : eq(leads.status, f.status));
  if (f.offer_id !== undefined) parts.push(eq(leads.offerId, f.offer_id));
  if (f.affiliate_id !== undefined) parts.push(eq(leads.affiliateId, f.affiliate_id));
  if (f.integration_id !== undefined) parts.push(eq(leads.integrationId, f.integration_id));
  if (f.broker_id !== undefined) parts.push(eq(leads.brokerId, f.broker_id));
  if (f.country !== undefined) parts.push(eq(leads.country, f.country));
  if (f.created_from) parts.push(gte(leads.createdAt, new Date(`${f.created_from}T00:00:00Z`)));
  if (f.created_to) parts.push(lt(leads.createdAt, new Date(new Date(`${f.created_to}T00:00:00Z`).getTime() + 86_400_000)));
  for (const key of SUB_IDS) {
    const value = f.subIds[key];
    if (value) parts.push(eq(leads[key], value));
  }
  return and(...parts);
}

const SORT_COLUMNS = { created_at: leads.createdAt, status: leads.status, country: leads.country, offer_id: leads.offerId, affiliate_id: leads.affiliateId };

/** A page of the leads the viewer may see, newest first unless sorted otherwise. */
export async function listLeads(db: Tx, viewer: Viewer, f: LeadFilter, page: { sort?: string; perPage: number; offset: number }): Promise<{ rows: LeadRecord[]; total: number }> {
  const where = whereOf(viewer, f);
  const rows = await db
    .select(columns)
    .from(leads)
    .innerJoin(affiliate, eq(affiliate.id, leads.affiliateId))
    .innerJoin(offers, eq(offers.id, leads.offerId))
    .leftJoin(broker, eq(broker.id, leads.brokerId))
    .where(where)
    .orderBy(...orderBy(page.sort, SORT_COLUMNS, leads.createdAt, '-created_at'), leads.id)
    .limit(page.perPage)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(leads).innerJoin(affiliate, eq(affiliate.id, leads.affiliateId)).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The leads the viewer may see under the filter, newest first, in pages of `size` read after the
 * last one's (created_at, id): an export walks them without an offset that leads arriving meanwhile
 * would shift.
 */
export async function* leadPages(db: Tx, viewer: Viewer, f: LeadFilter, size: number): AsyncGenerator<LeadRecord[]> {
  let after: string | null = null;
  for (;;) {
    const where: SQL | undefined = and(whereOf(viewer, f), after === null ? undefined : sql`(${leads.createdAt}, ${leads.id}) < (SELECT l.created_at, l.id FROM leads l WHERE l.id = ${after}::uuid)`);
    const rows = await db
      .select(columns)
      .from(leads)
      .innerJoin(affiliate, eq(affiliate.id, leads.affiliateId))
      .innerJoin(offers, eq(offers.id, leads.offerId))
      .leftJoin(broker, eq(broker.id, leads.brokerId))
      .where(where)
      .orderBy(sql`${leads.createdAt} DESC`, sql`${leads.id} DESC`)
      .limit(size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    // the last row's own stored instant (microseconds), not a Date's milliseconds
    after = rows[rows.length - 1]!.lead.id;
  }
}

/** One lead in the viewer's scope; undefined for an unknown id or one outside it. */
export async function findLead(db: Tx, viewer: Viewer, id: string): Promise<LeadRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(leads)
    .innerJoin(affiliate, eq(affiliate.id, leads.affiliateId))
    .innerJoin(offers, eq(offers.id, leads.offerId))
    .leftJoin(broker, eq(broker.id, leads.brokerId))
    .where(and(eq(leads.id, id), leadScope(viewer)))
    .limit(1);
  return row;
}

/**
 * What the intake answers of a lead it just took: its status, flow, trace and autologin token, with
 * the tracking domain our autologin link is on (null without a link). Read by answerState, or
 * returned by the statement that accepted the lead (pushRepository's finishPushWithLead); written
 * as SQL, not drizzle's column map, as that statement is on every accepted lead's path.
 */
export interface AnswerState {
  id: string;
  status: string;
  flowId: number | null;
  trace: StoredTraceStep[];
  autologinToken: string | null;
  domain: string | null;
}

/** AnswerState's columns of the `leads` row in the statement (no alias: the table's own name). */
export const answerColumnsSql = () =>
  sql`leads.id, leads.status, leads.flow_id AS "flowId", leads.trace, leads.autologin_token AS "autologinToken",
    CASE WHEN leads.autologin_token IS NULL THEN NULL ELSE ${linkDomainSql(sql`leads.id`)} END AS domain`;

/** answerState's columns of one lead, in one statement: the sender's own lead only. */
export async function answerState(db: Tx, affiliateId: number, id: string): Promise<AnswerState | undefined> {
  const [row] = rowsOf<AnswerState>(await db.execute(sql`SELECT ${answerColumnsSql()} FROM leads WHERE leads.id = ${id}::uuid AND leads.affiliate_id = ${affiliateId}`));
  return row;
}
