import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerIntegrations } from '../../db/schema';
import type { Deps } from '../../http/types';
import { serverAppPerFile } from '../../../test/serverTest';
import { startBrokerStub, type BrokerStub } from '../../../test/brokerStub';
import { callBroker, type BrokerLead } from './brokerCall';
import { SECRET_MASK } from './headerSecrets';

const t = serverAppPerFile({ OUTGOING_ALLOW_PRIVATE_NETWORKS: '1' });
let stub: BrokerStub;
let admin: string;
let advertiserId: number;
type Row = typeof brokerIntegrations.$inferSelect;

const JSON_BODY = '{"first_name":"{first_name}","last_name":"{last_name}","email":"{email}","phone":"{phone}","country":"{country}","aff":"{aff_id}","click":"{click_id}","lead":"{lead_id}","sub":"{p1}"}';

const lead = (over: Partial<BrokerLead> = {}): BrokerLead => ({
  id: '7d0c5b3e-8f0a-4a57-9d55-0d4c1f1b2a01',
  offer_id: 12,
  affiliate_id: 34,
  click_id: 'clk-1',
  first_name: 'Anna',
  last_name: 'Novak',
  email: 'anna@example.com',
  phone: '+4915112345678',
  country: 'DE',
  language: 'de',
  ip: '203.0.113.7',
  comment: null,
  p1: 'a b&c',
  p2: null, p3: null, p4: null, p5: null, p6: null, p7: null, p8: null, p9: null, p10: null,
  ...over,
});

const deps = (config: Partial<Deps['config']> = {}): Deps => ({ db: t.database.db, config: { ...t.config, ...config }, now: () => new Date(), clientIp: () => '127.0.0.1' });

/** An integration made through the API (so its secret is stored encrypted), read back as its row. */
async function integration(body: Record<string, unknown> = {}): Promise<Row> {
  const res = await t.call('POST', '/api/admin/brokers/integrations', {
    cookie: admin,
    body: {
      advertiser_id: advertiserId,
      name: 'Stub desk',
      endpoint: stub.url('/leads?aff={aff_id}&sub={p1}'),
      headers: [{ name: 'X-Api-Key', value: 'sk_live_secret', secret: true }],
      body_template: JSON_BODY,
      success_path: 'success',
      lead_id_path: 'lead_id',
      autologin_path: 'autologin',
      ...body,
    },
  });
  expect(res.status).toBe(201);
  const { id } = ((await res.json()) as { data: { id: number } }).data;
  const [row] = await t.database.db.select().from(brokerIntegrations).where(eq(brokerIntegrations.id, id));
  return row!;
}

beforeAll(async () => {
  stub = await startBrokerStub();
  admin = await t.cookieFor('admin');
  const listed = (await (await t.call('POST', '/api/admin/advertisers/list', { cookie: admin, body: {} })).json()) as { data: { id: number }[] };
  advertiserId = listed.data[0]!.id;
});
afterAll(() => stub.close());

describe('callBroker: one lead to one broker', () => {
  it('accepts, reads the broker lead id and the autologin URL, sends the secret decrypted and the idempotency key, and shows the secret masked', async () => {
    stub.setMode('accept');
    stub.reset();
    const row = await integration();
    const x = await callBroker(deps(), row, lead(), { idempotencyKey: 'lead-1:int-1' });
    expect(x).toMatchObject({ outcome: 'accepted', httpStatus: 200, reason: null, detail: null, brokerLeadId: 'stub-1', autologinUrl: 'https://broker.example/login/stub-1' });
    expect(x.ms).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(x.answer)).toMatchObject({ success: true, lead_id: 'stub-1' });

    expect(stub.count).toBe(1);
    const got = stub.requests[0]!;
    expect(got.method).toBe('POST');
    expect(got.url).toBe('/leads?aff=34&sub=a%20b%26c');
    expect(got.headers['x-api-key']).toBe('sk_live_secret');
    expect(got.headers['idempotency-key']).toBe('lead-1:int-1');
    expect(got.headers['content-type']).toBe('application/json');
    expect(JSON.parse(got.body)).toEqual({ first_name: 'Anna', last_name: 'Novak', email: 'anna@example.com', phone: '+4915112345678', country: 'DE', aff: '34', click: 'clk-1', lead: lead().id, sub: 'a b&c' });

    expect(x.request).toEqual({ method: 'POST', url: stub.url('/leads?aff=34&sub=a%20b%26c'), headers: { 'X-Api-Key': SECRET_MASK, 'Content-Type': 'application/json', 'Idempotency-Key': 'lead-1:int-1' }, body: got.body });
    expect(JSON.stringify(x)).not.toContain('sk_live_secret');
  });

  it('keeps the JSON body valid when a name holds a quote, a backslash or a line break', async () => {
    stub.setMode('accept');
    stub.reset();
    const row = await integration();
    const name = 'O"Brien \\ the\nsecond';
    const x = await callBroker(deps(), row, lead({ first_name: name, last_name: '</script>' }), { idempotencyKey: 'k' });
    expect(x.outcome).toBe('accepted');
    const sent = JSON.parse(stub.requests[0]!.body) as Record<string, string>;
    expect(sent.first_name).toBe(name);
    expect(sent.last_name).toBe('</script>');
  });

  it('URL-encodes the values of a form body and leaves a GET without one', async () => {
    stub.setMode('accept');
    stub.reset();
    const form = await integration({ body_template: 'first_name={first_name}&email={email}&country={Country}', headers: [] });
    await callBroker(deps(), form, lead({ first_name: 'Jean & Marie' }), { idempotencyKey: 'k' });
    expect(stub.requests[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(stub.requests[0]!.body))).toEqual({ first_name: 'Jean & Marie', email: 'anna@example.com', country: 'DE' });

    const get = await integration({ method: 'GET', endpoint: stub.url('/leads?email={email}'), headers: [] });
    const x = await callBroker(deps(), get, lead(), { idempotencyKey: 'k' });
    expect(stub.requests[1]).toMatchObject({ method: 'GET', url: '/leads?email=anna%40example.com', body: '' });
    expect(x.request.body).toBe('');
  });

  it('answers a refusal for a 2xx saying no, with the broker message, and for a 4xx', async () => {
    const row = await integration();
    stub.setMode('refuse');
    const no = await callBroker(deps(), row, lead(), { idempotencyKey: 'k' });
    expect(no).toMatchObject({ outcome: 'refused', httpStatus: 200, reason: 'refused', brokerLeadId: null, autologinUrl: null });
    expect(no.detail).toBe('success path `success` is false: Duplicate lead');

    stub.setMode('refuse400');
    const bad = await callBroker(deps(), row, lead(), { idempotencyKey: 'k' });
    expect(bad).toMatchObject({ outcome: 'refused', httpStatus: 400, reason: 'http_error', detail: 'HTTP 400' });
    expect(bad.answer).toContain('Invalid phone');
  });

  it('fails on a 5xx and on a 2xx that is not JSON while paths are set; any 2xx is success without paths', async () => {
    const row = await integration();
    stub.setMode('error500');
    expect(await callBroker(deps(), row, lead(), { idempotencyKey: 'k' })).toMatchObject({ outcome: 'failed', httpStatus: 500, reason: 'http_error', detail: 'HTTP 500' });

    stub.setMode('garbage');
    const garbage = await callBroker(deps(), row, lead(), { idempotencyKey: 'k' });
    expect(garbage).toMatchObject({ outcome: 'failed', httpStatus: 200, reason: 'not_json', answer: '<html><body>Thanks!</body></html>' });

    const noPaths = await integration({ success_path: '', lead_id_path: '', autologin_path: '' });
    expect(await callBroker(deps(), noPaths, lead(), { idempotencyKey: 'k' })).toMatchObject({ outcome: 'accepted', httpStatus: 200, brokerLeadId: null });
  });

  it('times out when the broker holds its answer past the integration time-out', async () => {
    stub.setMode('timeout');
    const row = await integration();
    const x = await callBroker(deps(), { ...row, timeoutMs: 300 }, lead(), { idempotencyKey: 'k' });
    expect(x).toMatchObject({ outcome: 'timeout', httpStatus: null, reason: 'timeout', detail: 'no answer within 300 ms', answer: '' });
    expect(x.ms).toBeGreaterThanOrEqual(290);
    expect(x.ms).toBeLessThan(3000);
  });

  it('fails without a call when the address rule refuses the URL, and when nothing listens there', async () => {
    stub.setMode('accept');
    stub.reset();
    const row = await integration();
    const x = await callBroker(deps({ outgoingAllowPrivate: false }), row, lead(), { idempotencyKey: 'k' });
    expect(x).toMatchObject({ outcome: 'failed', httpStatus: null, reason: 'address_refused' });
    expect(x.detail).toContain('127.0.0.1');
    expect(stub.count).toBe(0);

    const closed = await callBroker(deps(), { ...row, endpoint: 'http://127.0.0.1:1/leads' }, lead(), { idempotencyKey: 'k' });
    expect(closed).toMatchObject({ outcome: 'failed', reason: 'unreachable' });
  });

  it('answers the demo brokers in-process at the app own demo URL while the demo is seeded, and only then', async () => {
    const row = await integration();
    const demo = { ...row, endpoint: 'http://localhost:4321/demo/broker/accept', headers: [], leadIdPath: 'data.lead_id', autologinPath: 'data.autologin_url' };
    const x = await callBroker(deps({ seed: 'demo', port: 4321, outgoingAllowPrivate: false }), demo, lead(), { idempotencyKey: 'k' });
    expect(x).toMatchObject({ outcome: 'accepted', httpStatus: 200 });
    expect(x.brokerLeadId).toMatch(/^demo-/);
    expect(x.autologinUrl).toContain('http://localhost:4321/demo/landing');

    const picky = { ...demo, endpoint: 'http://localhost:4321/demo/broker/picky', timeoutMs: 300 };
    expect(await callBroker(deps({ seed: 'demo', port: 4321, outgoingAllowPrivate: false }), picky, lead(), { idempotencyKey: 'k' })).toMatchObject({ outcome: 'timeout' });
    // another port, or no demo: the address rule as for any URL
    expect(await callBroker(deps({ seed: 'demo', port: 4322, outgoingAllowPrivate: false }), demo, lead(), { idempotencyKey: 'k' })).toMatchObject({ outcome: 'failed', reason: 'address_refused' });
    expect(await callBroker(deps({ seed: 'none', port: 4321, outgoingAllowPrivate: false }), demo, lead(), { idempotencyKey: 'k' })).toMatchObject({ outcome: 'failed', reason: 'address_refused' });
  });
});
