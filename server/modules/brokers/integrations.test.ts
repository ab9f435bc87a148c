import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brokerIntegrations, settings } from '../../db/schema';
import { serverAppPerFile } from '../../../test/serverTest';
import { SECRET_MASK } from './headerSecrets';

const t = serverAppPerFile();
let admin: string;
let manager: string;
let advertiserId: number;
const base = '/api/admin/brokers/integrations';

type Integration = {
  id: number;
  advertiser_id: number;
  advertiser_name: string;
  name: string;
  status: number;
  status_label: string;
  headers: { name: string; value: string; secret: boolean }[];
  countries: string[];
  working_hours: Record<string, { from: string; to: string }[]>;
  timeout_ms: number;
};
const data = async <T>(r: Response) => ((await r.json()) as { data: T }).data;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  manager = await t.cookieFor('manager');
  const listed = await data<{ id: number }[]>(await t.call('POST', '/api/admin/advertisers/list', { cookie: admin, body: {} }));
  advertiserId = listed[0]!.id;
});

const create = (body: Record<string, unknown>, cookie = admin) =>
  t.call('POST', base, { cookie, body: { advertiser_id: advertiserId, name: 'Test desk', endpoint: 'https://broker.example/api/leads', ...body } });

describe('broker integrations', () => {
  it('creates an integration with defaults, reads it back and finds it by filter', async () => {
    const created = await create({ countries: ['nz', 'AU'], working_hours: { mon: [{ from: '09:00', to: '17:00' }] } });
    expect(created.status).toBe(201);
    const one = await data<Integration>(created);
    expect(one).toMatchObject({ name: 'Test desk', advertiser_id: advertiserId, status: 1, status_label: 'Active', timeout_ms: 10_000, countries: ['NZ', 'AU'] });
    expect(one.advertiser_name).not.toBe('');
    expect(one.working_hours).toEqual({ mon: [{ from: '09:00', to: '17:00' }] });

    const byCountry = await data<Integration[]>(await t.call('POST', `${base}/list`, { cookie: admin, body: { country: 'NZ' } }));
    expect(byCountry.map((i) => i.id)).toEqual([one.id]);
    const byText = await data<Integration[]>(await t.call('POST', `${base}/list`, { cookie: admin, body: { q: 'test desk' } }));
    expect(byText.map((i) => i.id)).toContain(one.id);
    const paused = await data<Integration[]>(await t.call('POST', `${base}/list`, { cookie: admin, body: { status: 0 } }));
    expect(paused.length).toBeGreaterThan(0);
    expect(paused.every((i) => i.status === 0)).toBe(true);
  });

  it('keeps secret header values encrypted, shows them masked, and keeps one sent back masked', async () => {
    const one = await data<Integration>(await create({ headers: [{ name: 'X-Api-Key', value: 'sk_live_123456', secret: true }, { name: 'Accept', value: 'application/json' }] }));
    expect(one.headers).toEqual([
      { name: 'X-Api-Key', value: SECRET_MASK, secret: true },
      { name: 'Accept', value: 'application/json', secret: false },
    ]);
    const [stored] = await t.database.db.select({ headers: brokerIntegrations.headers }).from(brokerIntegrations).where(eq(brokerIntegrations.id, one.id));
    expect(JSON.stringify(stored!.headers)).not.toContain('sk_live_123456');
    const key = await t.database.db.select().from(settings).where(eq(settings.key, 'secrets_key'));
    expect(key).toHaveLength(1);

    // a form sends the masked value back: the stored secret stays as it was
    const edited = await t.call('PUT', `${base}/${one.id}`, { cookie: admin, body: { name: 'Renamed', headers: one.headers } });
    expect(edited.status).toBe(200);
    const [after] = await t.database.db.select({ headers: brokerIntegrations.headers }).from(brokerIntegrations).where(eq(brokerIntegrations.id, one.id));
    expect(after!.headers[0]!.value).toBe(stored!.headers[0]!.value);
    expect((await data<Integration>(edited)).name).toBe('Renamed');
  });

  it('refuses bad input field by field with 422 and stores nothing', async () => {
    const before = (await t.database.db.select().from(brokerIntegrations)).length;
    const refused = await t.call('POST', base, {
      cookie: admin,
      body: {
        advertiser_id: 1,
        name: '',
        endpoint: 'ftp://broker.example',
        method: 'PATCH',
        timeout_ms: 10,
        time_zone: 'Mars/Olympus',
        working_hours: { mon: [{ from: '18:00', to: '09:00' }] },
        countries: ['XX'],
        headers: [{ name: 'bad header', value: 'x' }],
      },
    });
    expect(refused.status).toBe(422);
    const named = ((await refused.json()) as { field: string }[]).map((e) => e.field.split('.')[0]);
    for (const f of ['name', 'endpoint', 'method', 'timeout_ms', 'time_zone', 'working_hours', 'countries', 'headers']) expect(named).toContain(f);
    // a valid body naming a user who is not an advertiser
    const notAdvertiser = await t.call('POST', base, { cookie: admin, body: { advertiser_id: 1, name: 'X', endpoint: 'https://broker.example' } });
    expect(notAdvertiser.status).toBe(422);
    expect((await t.database.db.select().from(brokerIntegrations)).length).toBe(before);
  });

  it('refuses an endpoint the server may not call (the one address rule of outgoing calls), on create and on update, and writes nothing', async () => {
    const before = (await t.database.db.select().from(brokerIntegrations)).length;
    for (const endpoint of ['http://10.0.0.5/leads', 'https://198.18.0.1/leads', 'http://[64:ff9b::a9fe:a9fe]/x', 'http://[2002:7f00:1::]/x', 'http://[::ffff:127.0.0.1]:8080/x', 'http://localhost:8080/x', 'http://224.0.0.1/x']) {
      const res = await create({ endpoint });
      expect([endpoint, res.status]).toEqual([endpoint, 422]);
      expect(((await res.json()) as { field: string }[]).map((e) => e.field)).toEqual(['endpoint']);
    }
    const pull = await create({ status_pull: { endpoint: 'http://169.254.169.254/latest/meta-data', every_minutes: 5 } });
    expect(await pull.json()).toEqual([{ field: 'status_pull.endpoint', message: '169.254.169.254 is a private or reserved address. The server calls only public addresses.' }]);
    expect((await t.database.db.select().from(brokerIntegrations)).length).toBe(before);

    const kept = await data<Integration>(await create({ endpoint: 'https://93.184.216.34/{lead_id}/push' }));
    const moved = await t.call('PUT', `${base}/${kept.id}`, { cookie: admin, body: { endpoint: 'http://[::1]/push' } });
    expect(moved.status).toBe(422);
    const [row] = await t.database.db.select().from(brokerIntegrations).where(eq(brokerIntegrations.id, kept.id));
    expect(row!.endpoint).toBe('https://93.184.216.34/{lead_id}/push');
  });

  it('pauses and activates in bulk, all or none', async () => {
    const a = await data<Integration>(await create({ name: 'Bulk A' }));
    const b = await data<Integration>(await create({ name: 'Bulk B' }));
    expect((await t.call('POST', `${base}/batch-status`, { cookie: admin, body: { ids: [a.id], status: '0' } })).status).toBe(422);
    const unknown = await t.call('POST', `${base}/batch-status`, { cookie: admin, body: { ids: [a.id, 999_999], status: 0 } });
    expect(unknown.status).toBe(422);
    expect((await data<Integration>(await t.call('GET', `${base}/${a.id}`, { cookie: admin }))).status).toBe(1);
    const moved = await t.call('POST', `${base}/batch-status`, { cookie: admin, body: { ids: [a.id, b.id], status: 0 } });
    expect(moved.status).toBe(200);
    for (const id of [a.id, b.id]) expect((await data<Integration>(await t.call('GET', `${base}/${id}`, { cookie: admin }))).status_label).toBe('Paused');
  });

  it('answers 404 for an unknown integration and lets a manager with the defaults read and change nothing', async () => {
    expect((await t.call('GET', `${base}/999999`, { cookie: admin })).status).toBe(404);
    expect((await t.call('PUT', `${base}/999999`, { cookie: admin, body: { name: 'x' } })).status).toBe(404);
    // the manager defaults read (UI_PushBrokers_View) and change nothing (no UI_PushBrokers_Manage)
    expect((await t.call('POST', '/api/manager/brokers/integrations/list', { cookie: manager, body: {} })).status).toBe(200);
    expect((await t.call('PUT', '/api/manager/brokers/integrations/999999', { cookie: manager, body: { name: 'x' } })).status).toBe(403);
  });
});
