import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/serverApp';
import { demoBrokerUrl } from './demoBroker';

// The demo workspace as `npm start` runs it (SEED=demo, the address rule on): the seeded EU desk
// and LATAM integrations answer from the app itself.
let t: TestApp;
let admin: string;
const base = '/api/admin/brokers/integrations';
type Integration = { id: number; name: string; endpoint: string };
type Exchange = { outcome: string; http_status: number | null; broker_lead_id: string | null; autologin_url: string | null; detail: string | null; ms: number };
const data = async <T>(r: Response) => ((await r.json()) as { data: T }).data;

beforeAll(async () => {
  t = await createTestApp({ SEED: 'demo' });
  admin = await t.cookieFor('admin');
});
afterAll(() => t.close());

const seeded = async (name: string) => (await data<Integration[]>(await t.call('POST', `${base}/list`, { cookie: admin, body: { q: name } }))).find((i) => i.name === name)!;

describe('the demo brokers', () => {
  it('answer over HTTP at /demo/broker/:name: accept takes a lead, picky refuses some countries after a pause, another name is 404', async () => {
    const accept = await t.app.request('http://localhost:3000/demo/broker/accept', { method: 'POST', body: JSON.stringify({ country: 'DE' }) });
    expect(accept.status).toBe(200);
    const yes = (await accept.json()) as { success: boolean; data: { lead_id: string; autologin_url: string } };
    expect(yes.success).toBe(true);
    expect(yes.data.lead_id).toMatch(/^demo-/);
    expect(yes.data.autologin_url).toContain('http://localhost:3000/demo/landing?');

    const started = Date.now();
    const picky = await t.app.request('http://localhost:3000/demo/broker/picky', { method: 'POST', body: 'country=fr&email=x' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(await picky.json()).toEqual({ success: false, message: 'Leads from FR are not accepted.' });

    expect((await t.app.request('http://localhost:3000/demo/broker/nobody', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('are what two seeded integrations call: a test lead is accepted by the EU desk and refused for AR by the LATAM one, in-process', async () => {
    const eu = await seeded('FX Prime — EU desk');
    expect(eu.endpoint).toBe(demoBrokerUrl(t.config.port, 'accept'));
    const yes = await data<Exchange>(await t.call('POST', `${base}/${eu.id}/test`, { cookie: admin, body: {} }));
    expect(yes).toMatchObject({ outcome: 'accepted', http_status: 200 });
    expect(yes.broker_lead_id).toMatch(/^demo-/);
    expect(yes.autologin_url).toContain('/demo/landing?broker=accept');

    const latam = await seeded('CoinVault — LATAM');
    const no = await data<Exchange>(await t.call('POST', `${base}/${latam.id}/test`, { cookie: admin, body: { country: 'AR' } }));
    expect(no).toMatchObject({ outcome: 'refused', http_status: 200 });
    expect(no.detail).toContain('Leads from AR are not accepted.');
    expect(no.ms).toBeGreaterThanOrEqual(1400);
  });

  it('keeps a seeded integration editable with its own demo URL, while any other local URL stays refused', async () => {
    const eu = await seeded('FX Prime — EU desk');
    const same = await t.call('PUT', `${base}/${eu.id}`, { cookie: admin, body: { endpoint: eu.endpoint, name: eu.name } });
    expect(same.status).toBe(200);
    for (const endpoint of [`http://localhost:${t.config.port}/demo/landing`, `http://localhost:${t.config.port + 1}/demo/broker/accept`, `http://localhost:${t.config.port}/demo/broker/other`]) {
      const res = await t.call('PUT', `${base}/${eu.id}`, { cookie: admin, body: { endpoint } });
      expect([endpoint, res.status]).toEqual([endpoint, 422]);
    }
  });
});
