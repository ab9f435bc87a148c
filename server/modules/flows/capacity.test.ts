import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlowStatus } from '../../../domain/enums/campaign';
import { IntegrationStatus } from '../../../domain/enums/broker';
import { brokerIntegrations, capacityUse, flowCapacities, flowIntegrations, flowOffers, flows, offers } from '../../db/schema';
import { serverAppPerFile } from '../../../test/serverTest';
import { claimCapacity, releaseCapacity } from './capacityRepository';
import { activeFlowFor } from './flowRepository';

// On PostgreSQL the transactions below really overlap (a pool of connections); on PGlite they
// serialise. Either way the cap must hold and be reached once.

const t = serverAppPerFile();
const db = () => t.database.db;
let integrations: (typeof brokerIntegrations.$inferSelect)[];
let offerIds: number[];

beforeAll(async () => {
  integrations = await db().select().from(brokerIntegrations).orderBy(asc(brokerIntegrations.id));
  offerIds = (await db().select({ id: offers.id }).from(offers).orderBy(asc(offers.id))).map((o) => o.id);
  // the demo's month of leads (server/db/seedLeads.ts) took units: these tests count use from zero
  await db().delete(capacityUse);
});

const claim = (integrationId: number, country: string, day: string, cap: number | null) => db().transaction((tx) => claimCapacity(tx, integrationId, country, day, cap));
const stored = async (integrationId: number, country: string, day: string) =>
  (await db().select().from(capacityUse).where(and(eq(capacityUse.integrationId, integrationId), eq(capacityUse.country, country), eq(capacityUse.day, day))))[0];

describe('claimCapacity', () => {
  it('lets exactly 10 of 100 concurrent takes through a cap of 10, and reaches the cap once', async () => {
    const id = integrations[0]!.id;
    const answers = await Promise.all(Array.from({ length: 100 }, () => claim(id, 'DE', '2026-11-20', 10)));
    expect(answers.filter((a) => a.claimed)).toHaveLength(10);
    expect(answers.filter((a) => a.reachedNow)).toHaveLength(1);
    expect(answers.filter((a) => a.reachedNow && !a.claimed)).toHaveLength(0);
    const row = await stored(id, 'DE', '2026-11-20');
    expect(row?.used).toBe(10);
    expect(row?.reachedAt).toBeInstanceOf(Date);
  });

  it('takes a unit given back again, without reaching the cap a second time; gives back never below zero', async () => {
    const id = integrations[0]!.id;
    expect(await claim(id, 'AT', '2026-11-20', 2)).toEqual({ claimed: true, reachedNow: false });
    expect(await claim(id, 'AT', '2026-11-20', 2)).toEqual({ claimed: true, reachedNow: true });
    expect(await claim(id, 'AT', '2026-11-20', 2)).toEqual({ claimed: false, reachedNow: false });
    await releaseCapacity(db(), id, 'AT', '2026-11-20');
    expect((await stored(id, 'AT', '2026-11-20'))?.used).toBe(1);
    expect(await claim(id, 'AT', '2026-11-20', 2)).toEqual({ claimed: true, reachedNow: false });
    expect(await claim(id, 'AT', '2026-11-20', 2)).toEqual({ claimed: false, reachedNow: false });
    // another day and another country count apart
    expect(await claim(id, 'AT', '2026-11-21', 2)).toEqual({ claimed: true, reachedNow: false });
    expect(await claim(id, 'CH', '2026-11-20', 1)).toEqual({ claimed: true, reachedNow: true });
    for (let i = 0; i < 3; i++) await releaseCapacity(db(), id, 'CH', '2026-11-20');
    expect((await stored(id, 'CH', '2026-11-20'))?.used).toBe(0);
    await releaseCapacity(db(), id, 'FR', '2026-11-20'); // nothing taken: nothing to give back
    expect(await stored(id, 'FR', '2026-11-20')).toBeUndefined();
  });

  it('counts takes without a cap and always claims; a cap of 0 claims nothing and counts nothing', async () => {
    const id = integrations[1]!.id;
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(id, 'GB', '2026-11-20', null)));
    expect(answers.every((a) => a.claimed && !a.reachedNow)).toBe(true);
    expect(await stored(id, 'GB', '2026-11-20')).toMatchObject({ used: 20, reachedAt: null });
    expect(await claim(id, 'IE', '2026-11-20', 0)).toEqual({ claimed: false, reachedNow: false });
    expect(await stored(id, 'IE', '2026-11-20')).toBeUndefined();
  });
});

describe('activeFlowFor', () => {
  it('finds the offer’s lowest Active flow with its integrations in priority order, the country’s capacity and the use today of each that has one', async () => {
    const offerId = offerIds[0]!;
    const [berlin, london, , paused] = integrations as [typeof integrations[0], typeof integrations[0], typeof integrations[0], typeof integrations[0]];
    const flowOf = async (name: string, status: number) => (await db().insert(flows).values({ name, status }).returning({ id: flows.id }))[0]!.id;
    const draft = await flowOf('Draft flow', FlowStatus.Draft);
    const active = await flowOf('EU flow', FlowStatus.Active);
    const later = await flowOf('Later flow', FlowStatus.Active);
    await db().insert(flowOffers).values([draft, active, later].map((flowId) => ({ flowId, offerId })));
    await db().insert(flowIntegrations).values([
      { flowId: active, integrationId: paused.id, priority: 2, weight: 50 },
      { flowId: active, integrationId: berlin.id, priority: 1, weight: 300 },
      { flowId: active, integrationId: london.id, priority: 1, weight: 100 },
    ]);
    await db().insert(flowCapacities).values([
      { flowId: active, integrationId: berlin.id, country: 'DE', daily: 40 },
      { flowId: active, integrationId: berlin.id, country: 'AT', daily: 5 },
      { flowId: later, integrationId: london.id, country: 'DE', daily: 7 },
    ]);
    // 23:30 UTC on the 27th is already the 28th in Berlin, still the 27th in London
    const now = new Date('2026-11-27T23:30:00Z');
    await db().insert(capacityUse).values([
      { integrationId: berlin.id, country: 'DE', day: '2026-11-28', used: 12 },
      { integrationId: berlin.id, country: 'DE', day: '2026-11-27', used: 30 },
      { integrationId: london.id, country: 'DE', day: '2026-11-27', used: 3 },
      { integrationId: london.id, country: 'DE', day: '2026-11-28', used: 9 },
      { integrationId: london.id, country: 'AT', day: '2026-11-27', used: 1 },
    ]);

    const found = await activeFlowFor(db(), offerId, 'DE', now);
    expect(found?.flow).toEqual({ id: active, name: 'EU flow', reinjection: null });
    expect(found!.candidates.map(({ integration, ...c }) => ({ ...c, same: integration.id === c.integrationId }))).toEqual([
      { integrationId: berlin.id, name: berlin.name, priority: 1, weight: 300, countries: berlin.countries, languages: berlin.languages, timeZone: 'Europe/Berlin', workingHours: berlin.workingHours, paused: false, capacity: 40, used: 12, same: true },
      { integrationId: london.id, name: london.name, priority: 1, weight: 100, countries: london.countries, languages: london.languages, timeZone: 'Europe/London', workingHours: london.workingHours, paused: false, capacity: null, used: 0, same: true },
      { integrationId: paused.id, name: paused.name, priority: 2, weight: 50, countries: [], languages: [], timeZone: 'UTC', workingHours: {}, paused: paused.status !== IntegrationStatus.Active, capacity: null, used: 0, same: true },
    ]);
    expect(found!.candidates[2]!.paused).toBe(true);
    expect(found!.candidates[0]!.integration.endpoint).toBe(berlin.endpoint);

    // another offer has no flow; a flow deleted stops routing
    expect(await activeFlowFor(db(), offerIds[1]!, 'DE', now)).toBeNull();
    await db().update(flows).set({ status: FlowStatus.Deleted }).where(eq(flows.id, active));
    expect((await activeFlowFor(db(), offerId, 'DE', now))?.flow.id).toBe(later);
  });
});
