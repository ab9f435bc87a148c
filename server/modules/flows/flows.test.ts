import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brokerDay } from '../../../domain/leads/routing';
import { brokerIntegrations, capacityUse, flowCapacities, flows, offers } from '../../db/schema';
import { serverAppPerFile } from '../../../test/serverTest';
import { claimCapacity } from './capacityRepository';

const t = serverAppPerFile();
let admin: string;
let manager: string;
let integrations: { id: number; name: string; timeZone: string }[];
let offerIds: number[];
const base = '/api/admin/flows';

type Flow = {
  id: number;
  name: string;
  status: number;
  status_label: string;
  offer_ids: number[];
  offers: { id: number; name: string }[];
  integrations: { integration_id: number; name: string; priority: number; weight: number; paused: boolean; day: string }[];
  capacities: { integration_id: number; country: string; daily: number; used: number }[];
  countries: string[];
  grid_use: { integration_id: number; country: string; used: number }[];
  capacity_today: number;
  used_today: number;
};
const data = async <T>(r: Response) => ((await r.json()) as { data: T }).data;
const errors = async (r: Response) => (await r.json()) as { field: string; message: string }[];

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  manager = await t.cookieFor('manager');
  integrations = await t.database.db.select({ id: brokerIntegrations.id, name: brokerIntegrations.name, timeZone: brokerIntegrations.timeZone }).from(brokerIntegrations).orderBy(asc(brokerIntegrations.id));
  offerIds = (await t.database.db.select({ id: offers.id }).from(offers).orderBy(asc(offers.id))).map((o) => o.id);
  // the demo's month of leads (server/db/seedLeads.ts) took units: these tests count use from zero
  await t.database.db.delete(capacityUse);
});

const body = (over: Record<string, unknown> = {}) => ({
  name: 'EU forex',
  status: 1,
  offer_ids: [offerIds[0]],
  integrations: [
    { integration_id: integrations[0]!.id, priority: 1, weight: 300 },
    { integration_id: integrations[1]!.id, priority: 1, weight: 100 },
    { integration_id: integrations[3]!.id, priority: 2, weight: 100 },
  ],
  capacities: [
    { integration_id: integrations[0]!.id, country: 'de', daily: 50 },
    { integration_id: integrations[1]!.id, country: 'DE', daily: 20 },
    { integration_id: integrations[0]!.id, country: 'AT', daily: 0 },
  ],
  ...over,
});
const create = (over: Record<string, unknown> = {}) => t.call('POST', base, { cookie: admin, body: body(over) });

describe('flows', () => {
  it('keeps a re-injection schedule, answers it, switches it off with null, and refuses one out of range', async () => {
    const flow = await data<Flow & { reinjection: unknown }>(await create({ name: 'Re-inject', reinjection: { every_minutes: 30 } }));
    expect(flow.reinjection).toEqual({ every_minutes: 30, rounds: 3, window_hours: 24 });
    const off = await data<Flow & { reinjection: unknown }>(await t.call('PUT', `${base}/${flow.id}`, { cookie: admin, body: body({ name: 'Re-inject', reinjection: null }) }));
    expect(off.reinjection).toBeNull();
    const bad = await create({ reinjection: { every_minutes: 2, rounds: 50, window_hours: 0 } });
    expect(bad.status).toBe(422);
    expect((await errors(bad)).map((e) => e.field).sort()).toEqual(['reinjection.every_minutes', 'reinjection.rounds', 'reinjection.window_hours']);
  });

  it('creates a flow, reads it back with its offers, integrations in order and the capacity grid with today’s use', async () => {
    const created = await create();
    expect(created.status).toBe(201);
    const flow = await data<Flow>(created);
    expect(flow).toMatchObject({ name: 'EU forex', status: 1, status_label: 'Active', offer_ids: [offerIds[0]], countries: ['AT', 'DE'], capacity_today: 70, used_today: 0 });
    expect(flow.offers[0]!.name).not.toBe('');
    expect(flow.integrations.map((i) => [i.integration_id, i.priority, i.weight, i.paused])).toEqual([
      [integrations[0]!.id, 1, 300, false],
      [integrations[1]!.id, 1, 100, false],
      [integrations[3]!.id, 2, 100, true],
    ]);
    expect(flow.integrations[0]!.name).toBe(integrations[0]!.name);

    // two leads of DE taken today by the first integration, on its own broker day
    const now = new Date();
    const day = brokerDay(integrations[0]!.timeZone, now);
    expect(flow.integrations[0]!.day).toBe(day);
    for (let i = 0; i < 2; i++) await claimCapacity(t.database.db, integrations[0]!.id, 'DE', day, 50);
    await claimCapacity(t.database.db, integrations[3]!.id, 'DE', brokerDay(integrations[3]!.timeZone, now), null);
    const read = await data<Flow>(await t.call('GET', `${base}/${flow.id}`, { cookie: admin }));
    expect(read.capacities).toEqual([
      { integration_id: integrations[0]!.id, country: 'AT', daily: 0, used: 0 },
      { integration_id: integrations[0]!.id, country: 'DE', daily: 50, used: 2 },
      { integration_id: integrations[1]!.id, country: 'DE', daily: 20, used: 0 },
    ]);
    expect(read.grid_use).toContainEqual({ integration_id: integrations[3]!.id, country: 'DE', used: 1 });
    expect(read.used_today).toBe(2);

    const listed = await data<Flow[]>(await t.call('POST', `${base}/list`, { cookie: admin, body: { offer_id: offerIds[0], q: 'eu fo' } }));
    expect(listed.map((f) => f.id)).toEqual([flow.id]);
    expect(listed[0]).toMatchObject({ used_today: 2, capacity_today: 70 });
    expect(await data<Flow[]>(await t.call('POST', `${base}/list`, { cookie: admin, body: { offer_id: offerIds[1] } }))).toEqual([]);
  });

  it('replaces the whole flow on PUT and deletes by marking it Deleted, after which it leaves the list', async () => {
    const flow = await data<Flow>(await create({ name: 'To change' }));
    const put = await t.call('PUT', `${base}/${flow.id}`, {
      cookie: admin,
      body: { ...flow, name: 'Changed', status: -2, offer_ids: [offerIds[1]], integrations: [{ integration_id: integrations[2]!.id, priority: 1, weight: 7 }], capacities: [{ integration_id: integrations[2]!.id, country: 'BR', daily: 9 }] },
    });
    expect(put.status).toBe(200);
    const changed = await data<Flow>(put);
    expect(changed).toMatchObject({ name: 'Changed', status: -2, status_label: 'Draft', offer_ids: [offerIds[1]], capacities: [{ integration_id: integrations[2]!.id, country: 'BR', daily: 9, used: 0 }] });
    expect(changed.integrations.map((i) => [i.integration_id, i.weight])).toEqual([[integrations[2]!.id, 7]]);
    expect(await t.database.db.select().from(flowCapacities).where(eq(flowCapacities.flowId, flow.id))).toHaveLength(1);

    const drafts = await data<Flow[]>(await t.call('POST', `${base}/list`, { cookie: admin, body: { status: -2 } }));
    expect(drafts.map((f) => f.id)).toContain(flow.id);

    const deleted = await t.call('DELETE', `${base}/${flow.id}`, { cookie: admin });
    expect(deleted.status).toBe(200);
    expect((await data<Flow>(deleted)).status).toBe(-1);
    const [row] = await t.database.db.select().from(flows).where(eq(flows.id, flow.id));
    expect(row!.status).toBe(-1);
    const all = await data<Flow[]>(await t.call('POST', `${base}/list`, { cookie: admin, body: { per_page: 500 } }));
    expect(all.map((f) => f.id)).not.toContain(flow.id);
    const gone = await data<Flow[]>(await t.call('POST', `${base}/list`, { cookie: admin, body: { status: -1 } }));
    expect(gone.map((f) => f.id)).toContain(flow.id);
    expect((await t.call('DELETE', `${base}/${flow.id}`, { cookie: admin })).status).toBe(404);
    expect((await t.call('PUT', `${base}/${flow.id}`, { cookie: admin, body: body() })).status).toBe(404);
  });

  it('refuses bad input field by field with 422 and writes nothing', async () => {
    const before = (await t.database.db.select().from(flows)).length;
    const shape = await create({
      name: ' ',
      status: -1,
      integrations: [
        { integration_id: integrations[0]!.id, priority: 1, weight: 0 },
        { integration_id: integrations[0]!.id, priority: 0, weight: 1001 },
      ],
      capacities: [
        { integration_id: integrations[0]!.id, country: 'XX', daily: 5 },
        { integration_id: integrations[0]!.id, country: 'DE', daily: -1 },
        { integration_id: integrations[0]!.id, country: 'FR', daily: 1.5 },
        { integration_id: integrations[2]!.id, country: 'FR', daily: 1 },
      ],
    });
    expect(shape.status).toBe(422);
    const fields = (await errors(shape)).map((e) => e.field);
    for (const f of [
      'name',
      'status',
      'integrations.0.weight',
      'integrations.1.priority',
      'integrations.1.weight',
      'capacities.0.country',
      'capacities.1.daily',
      'capacities.2.daily',
    ])
      expect(fields).toContain(f);

    // rows well formed that don't fit together: an integration twice, a capacity outside the flow or twice
    const together = await create({
      integrations: [
        { integration_id: integrations[0]!.id, priority: 1, weight: 1 },
        { integration_id: integrations[0]!.id, priority: 2, weight: 1 },
      ],
      capacities: [
        { integration_id: integrations[2]!.id, country: 'FR', daily: 1 },
        { integration_id: integrations[0]!.id, country: 'DE', daily: 1 },
        { integration_id: integrations[0]!.id, country: 'de', daily: 2 },
      ],
    });
    expect(together.status).toBe(422);
    expect(await errors(together)).toEqual([
      { field: 'integrations.1.integration_id', message: 'This integration is in the flow already.' },
      { field: 'capacities.0.integration_id', message: 'A capacity needs its integration in the flow.' },
      { field: 'capacities.2.country', message: 'This integration has a capacity for this country already.' },
    ]);

    const unknown = await create({ offer_ids: [offerIds[0], 999_999], integrations: [{ integration_id: 999_998, priority: 1, weight: 1 }], capacities: [] });
    expect(unknown.status).toBe(422);
    expect(await errors(unknown)).toEqual([
      { field: 'offer_ids', message: 'Unknown offers: 999999.' },
      { field: 'integrations.0.integration_id', message: 'Unknown integration: 999998.' },
    ]);
    expect((await create({ integrations: 'all' })).status).toBe(422);
    expect((await t.call('POST', `${base}/list`, { cookie: admin, body: { status: 3 } })).status).toBe(422);
    expect((await t.database.db.select().from(flows)).length).toBe(before);

    // a PUT refused leaves the flow as it was
    const kept = await data<Flow>(await create({ name: 'Kept' }));
    const refused = await t.call('PUT', `${base}/${kept.id}`, { cookie: admin, body: body({ name: 'Not kept', capacities: [{ integration_id: integrations[2]!.id, country: 'DE', daily: 1 }] }) });
    expect(refused.status).toBe(422);
    expect((await data<Flow>(await t.call('GET', `${base}/${kept.id}`, { cookie: admin }))).name).toBe('Kept');
  });

  it('answers 404 for an unknown flow and lets a manager with the defaults read and change nothing', async () => {
    expect((await t.call('GET', `${base}/999999`, { cookie: admin })).status).toBe(404);
    expect((await t.call('PUT', `${base}/999999`, { cookie: admin, body: body() })).status).toBe(404);
    // the manager defaults read (UI_PushBrokers_View) and change nothing (no UI_PushBrokers_Manage)
    expect((await t.call('POST', '/api/manager/flows/list', { cookie: manager, body: {} })).status).toBe(200);
    expect((await t.call('PUT', '/api/manager/flows/999999', { cookie: manager, body: body() })).status).toBe(403);
  });
});
