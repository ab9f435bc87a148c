import { and, asc, count, eq, exists, ilike, inArray, ne, sql } from 'drizzle-orm';
import { IntegrationStatus } from '../../../domain/enums/broker';
import { FlowStatus } from '../../../domain/enums/campaign';
import { brokerDay, type RouteCandidate } from '../../../domain/leads/routing';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { brokerIntegrations, capacityUse, flowCapacities, flowIntegrations, flowOffers, flows, offers } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { rowsOf } from '../../db/rows';
import { tableRow } from '../../db/tableRow';
import { orderBy } from '../../http/listQuery';

export type FlowCandidate = RouteCandidate & { integration: typeof brokerIntegrations.$inferSelect };

/**
 * The offer's Active flow (the lowest id if several) and its integrations as routing candidates for a
 * lead's country: priority and weight, the flow's daily capacity for the country (null when none is
 * set) and what each integration with a capacity took today for it (0 for the others: not read),
 * today being the integration's own broker day.
 */
/** What the push engine reads of a flow: its id and name, and its re-injection schedule (null: off). */
export interface RoutingFlow {
  id: number;
  name: string;
  reinjection: { everyMinutes: number; rounds: number; windowHours: number } | null;
}

export async function activeFlowFor(db: Db | Tx, offerId: number, country: string, now: Date): Promise<{ flow: RoutingFlow; candidates: FlowCandidate[] } | null> {
  // the offer's first Active flow and its integrations in one read (a flow without any: one row, its
  // integration null); SQL of its own rather than drizzle's builder, on every lead's path, where the
  // builder spent a third of a millisecond a lead listing the integration's columns
  const joined = rowsOf<{ flow_id: number; flow_name: string; flow_every: number | null; flow_rounds: number; flow_hours: number; flow_priority: number | null; flow_weight: number | null; flow_daily: number | null } & Record<string, unknown>>(
    await db.execute(sql`
      SELECT f.id AS flow_id, f.name AS flow_name, f.reinject_every_minutes AS flow_every, f.reinject_rounds AS flow_rounds, f.reinject_window_hours AS flow_hours,
        fi.priority AS flow_priority, fi.weight AS flow_weight, fc.daily AS flow_daily, bi.*
      FROM flows f
      LEFT JOIN flow_integrations fi ON fi.flow_id = f.id
      LEFT JOIN broker_integrations bi ON bi.id = fi.integration_id
      LEFT JOIN flow_capacities fc ON fc.flow_id = fi.flow_id AND fc.integration_id = fi.integration_id AND fc.country = ${country}
      WHERE f.id = (SELECT f1.id FROM flows f1 JOIN flow_offers fo ON fo.flow_id = f1.id WHERE fo.offer_id = ${offerId}::int AND f1.status = ${FlowStatus.Active}::smallint ORDER BY f1.id LIMIT 1)
      ORDER BY fi.priority, fi.integration_id`),
  ).map((r) => ({ id: r.flow_id, name: r.flow_name, every: r.flow_every, rounds: r.flow_rounds, hours: r.flow_hours, priority: r.flow_priority, weight: r.flow_weight, daily: r.flow_daily, integration: r.id === null ? null : tableRow(brokerIntegrations, r) }));
  const [found] = joined;
  if (!found) return null;
  const flow: RoutingFlow = { id: found.id, name: found.name, reinjection: found.every === null ? null : { everyMinutes: found.every, rounds: found.rounds, windowHours: found.hours } };
  const rows = joined.flatMap((r) => (r.integration === null || r.priority === null || r.weight === null ? [] : [{ priority: r.priority, weight: r.weight, daily: r.daily, integration: r.integration }]));
  // only a capacity has a use to read: integrations without one are not looked up
  const used = await usedToday(
    db,
    rows.flatMap((r) => (r.daily === null ? [] : [{ integrationId: r.integration.id, day: brokerDay(r.integration.timeZone, now) }])),
    country,
  );
  const candidates = rows.map(({ priority, weight, daily, integration: i }) => ({
    integrationId: i.id,
    name: i.name,
    priority,
    weight,
    countries: i.countries,
    languages: i.languages,
    timeZone: i.timeZone,
    workingHours: i.workingHours,
    paused: i.status !== IntegrationStatus.Active,
    capacity: daily ?? null,
    used: used.get(capacityKey(i.id, brokerDay(i.timeZone, now), country)) ?? 0,
    integration: i,
  }));
  return { flow, candidates };
}

/** The key of usedToday's answer. */
export const capacityKey = (integrationId: number, day: string, country: string) => `${integrationId}:${day}:${country}`;

/** What integrations took for countries, each integration on its own day: keyed by capacityKey. */
export async function usedToday(db: Db | Tx, days: { integrationId: number; day: string }[], country: string | string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const countries = Array.isArray(country) ? country : [country];
  if (days.length === 0 || countries.length === 0) return found;
  const rows = await db
    .select({ integrationId: capacityUse.integrationId, country: capacityUse.country, day: capacityUse.day, used: capacityUse.used })
    .from(capacityUse)
    .where(
      and(
        inArray(capacityUse.integrationId, [...new Set(days.map((d) => d.integrationId))]),
        inArray(capacityUse.day, [...new Set(days.map((d) => d.day))]),
        inArray(capacityUse.country, countries),
      ),
    );
  const wanted = new Set(days.map((d) => `${d.integrationId}:${d.day}`));
  for (const r of rows) if (wanted.has(`${r.integrationId}:${r.day}`)) found.set(capacityKey(r.integrationId, r.day, r.country), r.used);
  return found;
}

// ——— the flows API (flowRoutes.ts) ———

export const FLOW_SORTABLE = ['id', 'name', 'status', 'updated_at'] as const;
const SORTABLE = { id: flows.id, name: flows.name, status: flows.status, updated_at: flows.updatedAt };

export interface FlowListFilters {
  q?: string;
  status?: number | number[];
  offer_id?: number;
}

export type FlowRow = typeof flows.$inferSelect;

/** A page of flows; without a status filter the Deleted ones are left out. */
export async function listFlows(db: Db, f: FlowListFilters, page: { sort?: string; perPage: number; offset: number }) {
  const statuses = f.status === undefined ? undefined : Array.isArray(f.status) ? f.status : [f.status];
  const where = and(
    statuses ? inArray(flows.status, statuses) : ne(flows.status, FlowStatus.Deleted),
    f.offer_id !== undefined ? exists(db.select({ one: sql`1` }).from(flowOffers).where(and(eq(flowOffers.flowId, flows.id), eq(flowOffers.offerId, f.offer_id)))) : undefined,
    f.q ? ilike(flows.name, containsPattern(f.q)) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(flows)
      .where(where)
      .orderBy(...orderBy(page.sort, SORTABLE, flows.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(flows).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function findFlow(db: Db | Tx, id: number): Promise<FlowRow | undefined> {
  const [row] = await db.select().from(flows).where(eq(flows.id, id)).limit(1);
  return row;
}

/** What a flow holds, for several flows at once: offers, integrations in order, capacities. */
export async function flowParts(db: Db | Tx, flowIds: number[]) {
  if (flowIds.length === 0) return { offerRows: [], integrationRows: [], capacityRows: [] };
  const [offerRows, integrationRows, capacityRows] = await Promise.all([
    db
      .select({ flowId: flowOffers.flowId, id: offers.id, name: offers.name })
      .from(flowOffers)
      .innerJoin(offers, eq(offers.id, flowOffers.offerId))
      .where(inArray(flowOffers.flowId, flowIds))
      .orderBy(asc(offers.id)),
    db
      .select({
        flowId: flowIntegrations.flowId,
        integrationId: flowIntegrations.integrationId,
        priority: flowIntegrations.priority,
        weight: flowIntegrations.weight,
        name: brokerIntegrations.name,
        status: brokerIntegrations.status,
        timeZone: brokerIntegrations.timeZone,
      })
      .from(flowIntegrations)
      .innerJoin(brokerIntegrations, eq(brokerIntegrations.id, flowIntegrations.integrationId))
      .where(inArray(flowIntegrations.flowId, flowIds))
      .orderBy(asc(flowIntegrations.priority), asc(flowIntegrations.integrationId)),
    db
      .select()
      .from(flowCapacities)
      .where(inArray(flowCapacities.flowId, flowIds))
      .orderBy(asc(flowCapacities.country), asc(flowCapacities.integrationId)),
  ]);
  return { offerRows, integrationRows, capacityRows };
}

/** The ids among these that name no offer / no integration. */
export async function unknownOffers(db: Db | Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set((await db.select({ id: offers.id }).from(offers).where(inArray(offers.id, ids))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}
export async function unknownIntegrations(db: Db | Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set((await db.select({ id: brokerIntegrations.id }).from(brokerIntegrations).where(inArray(brokerIntegrations.id, ids))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export interface FlowContent {
  offerIds: number[];
  integrations: { integrationId: number; priority: number; weight: number }[];
  capacities: { integrationId: number; country: string; daily: number }[];
}

type Schedule = Partial<Pick<FlowRow, 'reinjectEveryMinutes' | 'reinjectRounds' | 'reinjectWindowHours'>>;

export async function insertFlow(tx: Tx, values: { name: string; status: number; at: Date } & Schedule): Promise<number> {
  const { at, ...rest } = values;
  const [row] = await tx.insert(flows).values({ ...rest, createdAt: at, updatedAt: at }).returning({ id: flows.id });
  return row!.id;
}

export async function updateFlow(tx: Tx, id: number, values: Partial<Pick<FlowRow, 'name' | 'status' | 'updatedAt'>> & Schedule): Promise<boolean> {
  const rows = await tx.update(flows).set(values).where(eq(flows.id, id)).returning({ id: flows.id });
  return rows.length > 0;
}

/** Locks the flow's row for a change (two saves of one flow follow each other). */
export async function lockFlow(tx: Tx, id: number): Promise<FlowRow | undefined> {
  const [row] = await tx.select().from(flows).where(eq(flows.id, id)).for('update');
  return row;
}

/** Replaces what the flow holds: its offers, its integrations and their capacities. */
export async function replaceContent(tx: Tx, flowId: number, content: FlowContent): Promise<void> {
  await tx.delete(flowCapacities).where(eq(flowCapacities.flowId, flowId));
  await tx.delete(flowIntegrations).where(eq(flowIntegrations.flowId, flowId));
  await tx.delete(flowOffers).where(eq(flowOffers.flowId, flowId));
  if (content.offerIds.length) await tx.insert(flowOffers).values(content.offerIds.map((offerId) => ({ flowId, offerId })));
  if (content.integrations.length) await tx.insert(flowIntegrations).values(content.integrations.map((r) => ({ flowId, ...r })));
  if (content.capacities.length) await tx.insert(flowCapacities).values(content.capacities.map((r) => ({ flowId, ...r })));
}
