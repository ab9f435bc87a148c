import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerIntegrations, leads } from '../../db/schema';
import { serverAppPerFile } from '../../../test/serverTest';
import { startBrokerStub, type BrokerStub } from '../../../test/brokerStub';
import { SECRET_MASK } from './headerSecrets';

const t = serverAppPerFile({ OUTGOING_ALLOW_PRIVATE_NETWORKS: '1' });
let stub: BrokerStub;
let admin: string;
let advertiserId: number;
const base = '/api/admin/brokers/integrations';

type Exchange = {
  outcome: string;
  http_status: number | null;
  request: { method: string; url: string; headers: Record<string, string>; body: string };
  answer: string;
  ms: number;
  broker_lead_id: string | null;
  autologin_url: string | null;
  reason: string | null;
  detail: string | null;
  resumed: boolean;
  lead: { first_name: string; country: string };
};
const data = async <T>(r: Response) => ((await r.json()) as { data: T }).data;

async function integration(body: Record<string, unknown> = {}): Promise<number> {
  const res = await t.call('POST', base, {
    cookie: admin,
    body: {
      advertiser_id: advertiserId,
      name: 'Test-lead desk',
      endpoint: stub.url('/leads'),
      headers: [{ name: 'Authorization', value: 'Bearer tok_123', secret: true }],
      body_template: '{"first_name":"{first_name}","email":"{email}","country":"{country}","language":"{language}"}',
      success_path: 'success',
      lead_id_path: 'lead_id',
      autologin_path: 'autologin',
      countries: ['DE'],
      ...body,
    },
  });
  return (await data<{ id: number }>(res)).id;
}

beforeAll(async () => {
  stub = await startBrokerStub();
  admin = await t.cookieFor('admin');
  advertiserId = (await data<{ id: number }[]>(await t.call('POST', '/api/admin/advertisers/list', { cookie: admin, body: {} })))[0]!.id;
});
afterAll(() => stub.close());

describe('POST /brokers/integrations/:id/test (Send test lead)', () => {
  it('sends a sample lead in the integration first country and answers the exchange, secrets masked; no lead is stored', async () => {
    stub.setMode('accept');
    stub.reset();
    const id = await integration();
    const leadsBefore = (await t.database.db.select({ id: leads.id }).from(leads)).length;
    const res = await t.call('POST', `${base}/${id}/test`, { cookie: admin });
    expect(res.status).toBe(200);
    const x = await data<Exchange>(res);
    expect(x).toMatchObject({ outcome: 'accepted', http_status: 200, broker_lead_id: 'stub-1', autologin_url: 'https://broker.example/login/stub-1', reason: null, resumed: false });
    expect(x.request.headers).toMatchObject({ Authorization: SECRET_MASK, 'Content-Type': 'application/json' });
    expect(x.request.headers['Idempotency-Key']).toMatch(/^test-/);
    expect(JSON.parse(x.request.body)).toEqual({ first_name: 'Test', email: 'test.lead@example.com', country: 'DE', language: 'en' });
    expect(stub.requests[0]!.headers.authorization).toBe('Bearer tok_123');
    expect(JSON.stringify(x)).not.toContain('tok_123');
    expect((await t.database.db.select({ id: leads.id }).from(leads)).length).toBe(leadsBefore);
  });

  it('takes the sample fields a screen sends, and answers 200 with what the broker said when it refuses or fails', async () => {
    const id = await integration();
    stub.setCountryModes({ FR: 'refuse' });
    const refused = await data<Exchange>(await t.call('POST', `${base}/${id}/test`, { cookie: admin, body: { first_name: 'Jean "JJ"', country: 'fr' } }));
    expect(refused).toMatchObject({ outcome: 'refused', http_status: 200, reason: 'refused' });
    expect(JSON.parse(refused.request.body)).toMatchObject({ first_name: 'Jean "JJ"', country: 'FR' });
    stub.setCountryModes({});

    stub.setMode('error500');
    const failed = await t.call('POST', `${base}/${id}/test`, { cookie: admin, body: {} });
    expect(failed.status).toBe(200);
    expect(await data<Exchange>(failed)).toMatchObject({ outcome: 'failed', http_status: 500, reason: 'http_error', detail: 'HTTP 500' });
    stub.setMode('accept');
  });

  it('resumes an integration the circuit breaker paused once a test gets through, and leaves a pause staff chose', async () => {
    stub.setMode('accept');
    const id = await integration();
    await t.database.db.update(brokerIntegrations).set({ status: 0, failuresInRow: 10, pausedReason: 'HTTP 500 ten times in a row' }).where(eq(brokerIntegrations.id, id));

    stub.setMode('error500');
    expect((await data<Exchange>(await t.call('POST', `${base}/${id}/test`, { cookie: admin }))).resumed).toBe(false);
    const [still] = await t.database.db.select().from(brokerIntegrations).where(eq(brokerIntegrations.id, id));
    expect(still).toMatchObject({ status: 0, failuresInRow: 10 });

    stub.setMode('accept');
    const x = await data<Exchange>(await t.call('POST', `${base}/${id}/test`, { cookie: admin }));
    expect(x).toMatchObject({ outcome: 'accepted', resumed: true });
    const [row] = await t.database.db.select().from(brokerIntegrations).where(eq(brokerIntegrations.id, id));
    expect(row).toMatchObject({ status: 1, failuresInRow: 0, pausedReason: null });

    const chosen = await integration({ status: 0 });
    expect((await data<Exchange>(await t.call('POST', `${base}/${chosen}/test`, { cookie: admin }))).resumed).toBe(false);
    const [kept] = await t.database.db.select().from(brokerIntegrations).where(eq(brokerIntegrations.id, chosen));
    expect(kept!.status).toBe(0);
  });

  it('answers 404 for an unknown integration and 422 field by field for a bad sample, calling no broker', async () => {
    stub.reset();
    expect((await t.call('POST', `${base}/999999/test`, { cookie: admin, body: {} })).status).toBe(404);
    const id = await integration();
    const bad = await t.call('POST', `${base}/${id}/test`, { cookie: admin, body: { email: 'nope', country: 'XX', ip: '999.1.1.1', phone: 'abc', first_name: '', extra: 1 } });
    expect(bad.status).toBe(422);
    const fields = ((await bad.json()) as { field: string }[]).map((e) => e.field);
    for (const f of ['email', 'country', 'ip', 'phone', 'first_name']) expect(fields).toContain(f);
    expect(stub.count).toBe(0);
  });
});
