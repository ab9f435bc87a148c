import { and, arrayContains, count, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { IntegrationStatus } from '../../../domain/enums/broker';
import { UserType } from '../../../domain/enums/user';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { brokerIntegrations, users } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { orderBy } from '../../http/listQuery';

export type IntegrationRow = typeof brokerIntegrations.$inferSelect & { advertiserName: string };
export type IntegrationValues = Partial<Omit<typeof brokerIntegrations.$inferInsert, 'id' | 'createdAt'>>;

export interface IntegrationFilters {
  q?: string;
  status?: number | number[];
  advertiser_id?: number | number[];
  country?: string;
}

const advertiserName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

export const INTEGRATION_SORTABLE = ['id', 'name', 'status', 'advertiser_name', 'timeout_ms', 'created_at'] as const;
const SORTABLE = {
  id: brokerIntegrations.id,
  name: brokerIntegrations.name,
  status: brokerIntegrations.status,
  advertiser_name: advertiserName,
  timeout_ms: brokerIntegrations.timeoutMs,
  created_at: brokerIntegrations.createdAt,
};

const oneOrMany = <T>(v: T | T[] | undefined): T[] | undefined => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);

export async function listIntegrations(db: Db, f: IntegrationFilters, page: { sort?: string; perPage: number; offset: number }) {
  const statuses = oneOrMany(f.status);
  const advertisers = oneOrMany(f.advertiser_id);
  const where = and(
    statuses ? inArray(brokerIntegrations.status, statuses) : undefined,
    advertisers ? inArray(brokerIntegrations.advertiserId, advertisers) : undefined,
    f.country ? arrayContains(brokerIntegrations.countries, [f.country]) : undefined,
    f.q ? or(ilike(brokerIntegrations.name, containsPattern(f.q)), ilike(brokerIntegrations.endpoint, containsPattern(f.q))) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(selection)
      .from(brokerIntegrations)
      .innerJoin(users, eq(users.id, brokerIntegrations.advertiserId))
      .where(where)
      .orderBy(...orderBy(page.sort, SORTABLE as never, brokerIntegrations.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(brokerIntegrations).where(where),
  ]);
  return { rows: rows as IntegrationRow[], total: Number(totals[0]?.n ?? 0) };
}

const selection = {
  id: brokerIntegrations.id,
  advertiserId: brokerIntegrations.advertiserId,
  name: brokerIntegrations.name,
  kind: brokerIntegrations.kind,
  endpoint: brokerIntegrations.endpoint,
  method: brokerIntegrations.method,
  headers: brokerIntegrations.headers,
  bodyTemplate: brokerIntegrations.bodyTemplate,
  successPath: brokerIntegrations.successPath,
  leadIdPath: brokerIntegrations.leadIdPath,
  autologinPath: brokerIntegrations.autologinPath,
  statusPull: brokerIntegrations.statusPull,
  statusMap: brokerIntegrations.statusMap,
  lookbackDays: brokerIntegrations.lookbackDays,
  eplPrice: brokerIntegrations.eplPrice,
  timeoutMs: brokerIntegrations.timeoutMs,
  timeZone: brokerIntegrations.timeZone,
  workingHours: brokerIntegrations.workingHours,
  countries: brokerIntegrations.countries,
  languages: brokerIntegrations.languages,
  status: brokerIntegrations.status,
  createdAt: brokerIntegrations.createdAt,
  updatedAt: brokerIntegrations.updatedAt,
  advertiserName,
};

export async function findIntegration(db: Tx, id: number): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select(selection)
    .from(brokerIntegrations)
    .innerJoin(users, eq(users.id, brokerIntegrations.advertiserId))
    .where(eq(brokerIntegrations.id, id))
    .limit(1);
  return row as IntegrationRow | undefined;
}

/** Whether the id is an advertiser's (a broker is an advertiser with integrations). */
export async function isAdvertiser(db: Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, id), eq(users.userType, UserType.Advertiser))).limit(1);
  return row !== undefined;
}

export async function insertIntegration(db: Tx, values: typeof brokerIntegrations.$inferInsert): Promise<number> {
  const [row] = await db.insert(brokerIntegrations).values(values).returning({ id: brokerIntegrations.id });
  return row!.id;
}

export async function updateIntegration(db: Tx, id: number, values: IntegrationValues): Promise<boolean> {
  const rows = await db.update(brokerIntegrations).set(values).where(eq(brokerIntegrations.id, id)).returning({ id: brokerIntegrations.id });
  return rows.length > 0;
}

export function lockIntegrations(db: Tx, ids: readonly number[]) {
  return db.select({ id: brokerIntegrations.id }).from(brokerIntegrations).where(inArray(brokerIntegrations.id, [...ids])).orderBy(brokerIntegrations.id).for('update');
}

export async function setStatuses(db: Tx, ids: number[], status: number, now: Date): Promise<void> {
  if (ids.length) await db.update(brokerIntegrations).set({ status, updatedAt: now }).where(inArray(brokerIntegrations.id, ids));
}

/** The integration's whole row, as a call to the broker needs it (secrets still encrypted). */
export async function integrationForCall(db: Tx, id: number): Promise<typeof brokerIntegrations.$inferSelect | undefined> {
  const [row] = await db.select().from(brokerIntegrations).where(eq(brokerIntegrations.id, id)).limit(1);
  return row;
}

/**
 * Ends a circuit-breaker pause (paused with a `paused_reason`) after a test lead got through:
 * active again, its failure count at zero. A pause staff chose (no reason) stays. Answers whether it resumed.
 */
export async function resumeBreakerPause(db: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(brokerIntegrations)
    .set({ status: IntegrationStatus.Active, failuresInRow: 0, pausedReason: null, updatedAt: now })
    .where(and(eq(brokerIntegrations.id, id), eq(brokerIntegrations.status, IntegrationStatus.Paused), isNotNull(brokerIntegrations.pausedReason)))
    .returning({ id: brokerIntegrations.id });
  return rows.length > 0;
}
