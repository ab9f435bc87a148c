import { and, asc, eq, inArray } from 'drizzle-orm';
import { IntegrationStatus } from '../../../domain/enums/broker';
import { FlowStatus } from '../../../domain/enums/campaign';
import { brokerDay, type RouteCandidate } from '../../../domain/leads/routing';
import type { Db } from '../../db/client';
import { brokerIntegrations, capacityUse, flowCapacities, flowIntegrations, flowOffers, flows } from '../../db/schema';
import type { Tx } from '../../db/tx';

export type FlowCandidate = RouteCandidate & { integration: typeof brokerIntegrations.$inferSelect };

/**
 * The offer's Active flow (the lowest id if several) and its integrations as routing candidates for a
 * lead's country: priority and weight, the flow's daily capacity for the country (null when none is
 * set) and what each integration took today for it, today being the integration's own broker day.
 */
export async function activeFlowFor(db: Db | Tx, offerId: number, country: string, now: Date): Promise<{ flow: { id: number; name: string }; candidates: FlowCandidate[] } | null> {
  const [flow] = await db
    .select({ id: flows.id, name: flows.name })
    .from(flows)
    .innerJoin(flowOffers, eq(flowOffers.flowId, flows.id))
    .where(and(eq(flowOffers.offerId, offerId), eq(flows.status, FlowStatus.Active)))
    .orderBy(asc(flows.id))
    .limit(1);
  if (!flow) return null;
  const rows = await db
    .select({ priority: flowIntegrations.priority, weight: flowIntegrations.weight, daily: flowCapacities.daily, integration: brokerIntegrations })
    .from(flowIntegrations)
    .innerJoin(brokerIntegrations, eq(brokerIntegrations.id, flowIntegrations.integrationId))
    .leftJoin(
      flowCapacities,
      and(eq(flowCapacities.flowId, flowIntegrations.flowId), eq(flowCapacities.integrationId, flowIntegrations.integrationId), eq(flowCapacities.country, country)),
    )
    .where(eq(flowIntegrations.flowId, flow.id))
    .orderBy(asc(flowIntegrations.priority), asc(flowIntegrations.integrationId));
  const used = await usedToday(
    db,
    rows.map((r) => ({ integrationId: r.integration.id, day: brokerDay(r.integration.timeZone, now) })),
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
