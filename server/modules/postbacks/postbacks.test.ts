import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';
import { deliverDue, MAX_TRIES, noAnswer, signatureOf } from './delivery';
import { refusedTarget } from './publicAddress';

// the receivers are on 127.0.0.1: only the explicit switch lets the app call them (never the default)
const suite = trackerTestSuite(openTestDatabase, { OUTGOING_ALLOW_PRIVATE_NETWORKS: '1', OUTGOING_TIMEOUT_MS: '1000' });
let database: Database;
let t: TrackerTestApp;
let token: string;
let advertiserId: number;

interface Received {
  method: string;
  url: string;
  body: string;
  signature: string | undefined;
}
const received: Received[] = [];
let answer = 200;
let receiver: Server;
let base = '';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  ({ t, database } = suite.get());
  const [adv] = await database.db.select().from(users).where(and(eq(users.userType, UserType.Advertiser), isNotNull(users.postbackToken))).limit(1);
  token = adv!.postbackToken!;
  advertiserId = adv!.id;
  await database.db.update(users).set({ commissionTypeId: 2, callbackSecretKey: 'affiliate-secret' }).where(eq(users.id, t.affiliate.id));
  receiver = createServer((req, res) => {
    void readBody(req).then((body) => {
      received.push({ method: req.method!, url: req.url!, body, signature: req.headers['x-signature'] as string | undefined });
      res.statusCode = answer;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const AFFILIATE = 'affiliate@example.com';
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function lead(orderId: string) {
  const offer = await t.offer({ advertiserId, payoutCpl: '7.25' });
  const click = await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}&p1=sub%20one`);
  const clickId = cookieClickId(click)!;
  const res = await t.app.request(`http://track.localhost/postback?click_id=${clickId}&action=lead&order_id=${orderId}&token=${token}`, { headers: { Host: 'track.localhost' } });
  expect(res.status).toBe(200);
  return { offer, clickId, conversionId: ((await res.json()) as { data: { conversion_id: number } }).data.conversion_id };
}

async function createPostback(body: Record<string, unknown>) {
  const res = await t.call(AFFILIATE, 'POST', '/api/affiliate/postbacks', body);
  return { status: res.status, body: (await res.json()) as { data: { id: number } } & Array<{ field: string; message: string }> };
}

describe('affiliate postbacks', () => {
  it('signs and sends a GET with the macros for a conversion, logs it, and marks the affiliate ActivePostback', async () => {
    const created = await createPostback({ action: 'lead', method: 'GET', url: `${base}/get?cid={click_id}&sum={commission}&s1={p1}&conv={conversion_id}&x={unknown}` });
    expect(created.status).toBe(201);
    received.length = 0;
    const { clickId, conversionId } = await lead('pb-get-1');
    expect(await deliverDue(t.db, { now: () => new Date(), allowPrivate: true, timeoutMs: 2000 })).toBeGreaterThan(0);
    const got = received.find((r) => r.url.startsWith('/get'))!;
    expect(got.url).toBe(`/get?cid=${clickId}&sum=7.25&s1=sub%20one&conv=${conversionId}&x=`);
    expect(got.signature).toBe(signatureOf('affiliate-secret', got.url.slice('/get?'.length)));
    const log = (await (await t.call(AFFILIATE, 'POST', '/api/affiliate/postbacks/log/list', { postback_id: created.body.data.id })).json()) as { data: Array<Record<string, unknown>> };
    expect(log.data[0]).toMatchObject({ status: 1, http_status: 200, attempt: 1, conversion_id: conversionId, test: false });
    const [me] = await database.db.select().from(users).where(eq(users.id, t.affiliate.id));
    expect(me!.postbackStatus).toBe(1);
    const own = await t.call(AFFILIATE, 'GET', '/api/affiliate/postbacks/integration-status');
    expect(await own.json()).toMatchObject({ data: { affiliate_id: t.affiliate.id, integration_status: 1, integration_status_label: 'Active postback' } });
    const [manager] = await database.db.select().from(users).where(eq(users.id, t.affiliate.managerId!));
    expect((await (await t.call(manager!.email, 'GET', `/api/manager/postbacks/integration-status?affiliate_id=${t.affiliate.id}`)).json()).data.integration_status).toBe(1);
    const [foreign] = await database.db.select().from(users).where(and(eq(users.userType, UserType.Manager), sql`${users.id} <> ${manager!.id}`)).limit(1);
    expect((await t.call(foreign!.email, 'GET', `/api/manager/postbacks/integration-status?affiliate_id=${t.affiliate.id}`)).status).toBe(404);
    expect((await t.call('admin@example.com', 'GET', '/api/admin/postbacks/integration-status')).status).toBe(422);
    for (const bad of ['0x10', '1e3', 'true', `${t.affiliate.id}&affiliate_id=${t.affiliate.id}`]) {
      const res = await t.call('admin@example.com', 'GET', `/api/admin/postbacks/integration-status?affiliate_id=${bad}`);
      expect(res.status).toBe(422);
      expect((await res.json()).map((e: { field: string }) => e.field)).toEqual(['affiliate_id']);
    }
    expect((await t.call('admin@example.com', 'GET', `/api/admin/postbacks/integration-status?affiliate_id=${t.affiliate.id}`)).status).toBe(200);
    await t.call(AFFILIATE, 'DELETE', `/api/affiliate/postbacks/${created.body.data.id}`);
    const none = await t.call(AFFILIATE, 'GET', '/api/affiliate/postbacks/integration-status');
    expect((await none.json()).data.integration_status).toBe(0);
  });

  it('fills the alias, the advertiser\'s promo code (both spellings) and leaves language and ISP empty', async () => {
    const created = await createPostback({ action: 'lead', method: 'GET', url: `${base}/macros?al={affiliate_alias}&AL={AffAlias}&pc={promo_code}&PC={PromoCode}&lang={campaign_language}&isp={isp}&cur={OrderCurrency}` });
    received.length = 0;
    const offer = await t.offer({ advertiserId, payoutCpl: '1.00' });
    const clickId = cookieClickId(await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`))!;
    // a sum in EUR needs a EUR rate in this USD workspace (spec 4 §3)
    expect((await t.call('admin@example.com', 'POST', '/api/admin/currency-rates', { currency: 'EUR', day: '2000-01-01', rate: '1.1' })).status).toBe(201);
    const res = await t.app.request(`http://track.localhost/postback?click_id=${clickId}&action=lead&currency=eur&promo_code=SPRING%2025&token=${token}`, { headers: { Host: 'track.localhost' } });
    expect(res.status).toBe(200);
    await deliverDue(t.db, { now: () => new Date(), allowPrivate: true, timeoutMs: 2000 });
    expect(received.find((r) => r.url.startsWith('/macros'))!.url).toBe('/macros?al=affiliate&AL=affiliate&pc=SPRING%2025&PC=SPRING%2025&lang=&isp=&cur=EUR');
    await t.call(AFFILIATE, 'DELETE', `/api/affiliate/postbacks/${created.body.data.id}`);
  });

  it('POSTs the query as a form body signed over the body; a per-offer postback replaces the global one there', async () => {
    const global = await createPostback({ action: 'lead', method: 'GET', url: `${base}/global?c={click_id}` });
    received.length = 0;
    const { offer, clickId } = await lead('pb-post-0');
    await deliverDue(t.db, { now: () => new Date(), allowPrivate: true, timeoutMs: 2000 });
    expect(received.map((r) => r.url.split('?')[0])).toEqual(['/global']);

    received.length = 0;
    const own = await createPostback({ action: 'lead', method: 'POST', campaign_id: offer.id, url: `${base}/own?c={click_id}&o={offer_id}` });
    expect(own.status).toBe(201);
    const click = await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`);
    const second = cookieClickId(click)!;
    await t.app.request(`http://track.localhost/postback?click_id=${second}&action=lead&order_id=pb-post-1&token=${token}`, { headers: { Host: 'track.localhost' } });
    await deliverDue(t.db, { now: () => new Date(), allowPrivate: true, timeoutMs: 2000 });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/own', body: `c=${second}&o=${offer.id}` });
    expect(received[0]!.signature).toBe(signatureOf('affiliate-secret', received[0]!.body));
    expect(clickId).not.toBe(second);
    await t.call(AFFILIATE, 'DELETE', `/api/affiliate/postbacks/${own.body.data.id}`);
    await t.call(AFFILIATE, 'DELETE', `/api/affiliate/postbacks/${global.body.data.id}`);
  });

  it('retries a failing receiver with backoff, each try logged, until it answers; then stops', async () => {
    const created = await createPostback({ action: 'lead', method: 'GET', url: `${base}/flaky?c={click_id}` });
    received.length = 0;
    answer = 500;
    const start = Date.now();
    await lead('pb-retry-1');
    const at = (minutes: number) => () => new Date(start + minutes * 60_000 + 1000);
    expect(await deliverDue(t.db, { now: at(0), allowPrivate: true, timeoutMs: 2000 })).toBe(1);
    expect(await deliverDue(t.db, { now: at(0.5), allowPrivate: true, timeoutMs: 2000 })).toBe(0);
    expect(await deliverDue(t.db, { now: at(1.1), allowPrivate: true, timeoutMs: 2000 })).toBe(1);
    answer = 200;
    expect(await deliverDue(t.db, { now: at(7), allowPrivate: true, timeoutMs: 2000 })).toBe(1);
    expect(await deliverDue(t.db, { now: at(200), allowPrivate: true, timeoutMs: 2000 })).toBe(0);
    const log = (await (await t.call(AFFILIATE, 'POST', '/api/affiliate/postbacks/log/list', { postback_id: created.body.data.id })).json()) as { data: Array<{ status: number; http_status: number; attempt: number }> };
    expect(log.data.map((l) => [l.attempt, l.status, l.http_status])).toEqual([
      [3, 1, 200],
      [2, 2, 500],
      [1, 2, 500],
    ]);
    expect(received).toHaveLength(3);
    await t.call(AFFILIATE, 'DELETE', `/api/affiliate/postbacks/${created.body.data.id}`);
  });

  it(`gives up after ${MAX_TRIES} tries and the affiliate becomes NoPostback`, async () => {
    const created = await createPostback({ action: 'lead', method: 'GET', url: `${base}/down` });
    answer = 503;
    const start = Date.now();
    await lead('pb-down-1');
    for (let minute = 0; minute <= 70; minute += 1) await deliverDue(t.db, { now: () => new Date(start + minute * 60_000 + 1000), allowPrivate: true, timeoutMs: 2000 });
    const [row] = rows<{ n: number; last: number }>(
      await database.db.execute(sql`SELECT count(*)::int AS n, max(attempt)::int AS last FROM postback_log WHERE postback_id = ${created.body.data.id}`),
    );
    expect(row).toEqual({ n: MAX_TRIES, last: MAX_TRIES });
    const [me] = await database.db.select().from(users).where(eq(users.id, t.affiliate.id));
    expect(me!.postbackStatus).toBe(0);
    answer = 200;
    await t.call(AFFILIATE, 'DELETE', `/api/affiliate/postbacks/${created.body.data.id}`);
  });

  it('sends a test with sample values and answers its result', async () => {
    const created = await createPostback({ action: 'ftd', method: 'GET', url: `${base}/test?c={click_id}&a={action}` });
    received.length = 0;
    const started = Date.now();
    const res = await t.call(AFFILIATE, 'POST', `/api/affiliate/postbacks/${created.body.data.id}/test`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { ok: true, http_status: 200 } });
    // an answer is not held back to the deadline: only a try without one is
    expect(Date.now() - started).toBeLessThan(1000);
    expect(received[0]!.url).toBe('/test?c=TEST_CLICK_ID_0000000&a=ftd');
    await t.call(AFFILIATE, 'DELETE', `/api/affiliate/postbacks/${created.body.data.id}`);
  });

  it('"Send test" answers a closed port, a server that never answers and a name that does not resolve alike, in the same time', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const silent = createNetServer(() => {});
    const held: Socket[] = [];
    silent.on('connection', (s) => held.push(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;

    const answers: Array<{ data: unknown; ms: number }> = [];
    for (const url of [`http://127.0.0.1:${closedPort}/t`, `http://127.0.0.1:${silentPort}/t`, 'http://nowhere.invalid/t']) {
      const created = await createPostback({ action: 'lead', method: 'GET', url });
      expect(created.status).toBe(201);
      const started = Date.now();
      const res = await t.call(AFFILIATE, 'POST', `/api/affiliate/postbacks/${created.body.data.id}/test`, {});
      const ms = Date.now() - started;
      const { data } = (await res.json()) as { data: Record<string, unknown> };
      answers.push({ data: { ...data, url: undefined }, ms });
      await t.call(AFFILIATE, 'DELETE', `/api/affiliate/postbacks/${created.body.data.id}`);
    }
    for (const s of held) s.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    for (const a of answers) expect(a.data).toEqual({ ok: false, http_status: null, error: noAnswer(1000), url: undefined });
    // OUTGOING_TIMEOUT_MS=1000 plus the 250 ms margin, whatever failed
    for (const a of answers) expect(a.ms).toBeGreaterThanOrEqual(1250);
    const spread = Math.max(...answers.map((a) => a.ms)) - Math.min(...answers.map((a) => a.ms));
    expect(spread).toBeLessThan(150);
  });

  it('refuses bad bodies with 422 and writes nothing; a manager or affiliate cannot reach others’ postbacks', async () => {
    const count = async () => rows<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM affiliate_postbacks`))[0]!.n;
    const before = await count();
    const bad = await createPostback({ action: 'refund', method: 'PUT', url: 'ftp://x' });
    expect(bad.status).toBe(422);
    expect(bad.body.map((e) => e.field).sort()).toEqual(['action', 'method']);
    expect((await createPostback({ action: 'lead', method: 'GET', url: 'ftp://example.com/x' })).status).toBe(422);
    expect((await createPostback({ action: 'lead', method: 'GET', url: `${base}/x`, campaign_id: 999999 })).status).toBe(422);
    const staff = await t.call('admin@example.com', 'POST', '/api/admin/postbacks', { action: 'lead', method: 'GET', url: `${base}/x` });
    expect(staff.status).toBe(422);
    expect(await count()).toBe(before);

    const mine = await createPostback({ action: 'lead', method: 'GET', url: `${base}/mine` });
    const [other] = await database.db.select().from(users).where(and(eq(users.userType, UserType.Affiliate), eq(users.email, 'affiliate2@example.com')));
    const theirs = await t.call(other!.email, 'PUT', `/api/affiliate/postbacks/${mine.body.data.id}`, { action: 'lead', method: 'GET', url: `${base}/stolen` });
    expect(theirs.status).toBe(404);
    const [manager] = await database.db.select().from(users).where(eq(users.id, t.affiliate.managerId!));
    const [foreignManager] = await database.db.select().from(users).where(and(eq(users.userType, UserType.Manager), sql`${users.id} <> ${manager!.id}`)).limit(1);
    expect((await t.call(foreignManager!.email, 'DELETE', `/api/manager/postbacks/${mine.body.data.id}`)).status).toBe(404);
    expect((await t.call(manager!.email, 'POST', '/api/manager/postbacks/list', { affiliate_id: t.affiliate.id })).status).toBe(200);
    await t.call(AFFILIATE, 'DELETE', `/api/affiliate/postbacks/${mine.body.data.id}`);
  });
});

describe('the public-address rule', () => {
  it('refuses loopback, private, reserved and special-purpose targets, and names resolving there, unless private networks are allowed', async () => {
    for (const url of [
      'http://127.0.0.1/x',
      'http://10.0.0.1/x',
      'http://192.168.1.1/x',
      'http://[::1]/x',
      'http://localhost/x',
      'http://169.254.169.254/latest',
      'http://198.18.0.1/x',
      'http://224.0.0.1/x',
      'http://255.255.255.255/x',
      'http://[64:ff9b::7f00:1]/x',
      'http://[2002:7f00:1::]/x',
      'http://[::ffff:7f00:1]/x',
      'http://[::ffff:0:a00:1]/x',
    ]) {
      expect([url, await refusedTarget(url, { allowPrivate: false })]).toEqual([url, expect.any(String)]);
      expect(await refusedTarget(url, { allowPrivate: true })).toBeNull();
    }
    expect(await refusedTarget('https://93.184.216.34/ok?c={click_id}', { allowPrivate: false })).toBeNull();
  });

  it('refuses a private target at delivery time without the setting: nothing is sent, the try logged failed', async () => {
    const created = await createPostback({ action: 'lead', method: 'GET', url: `${base}/private` });
    received.length = 0;
    await lead('pb-private-1');
    await deliverDue(t.db, { now: () => new Date(), allowPrivate: false, timeoutMs: 1000 });
    expect(received).toHaveLength(0);
    const [log] = rows<{ status: number; error: string }>(await database.db.execute(sql`SELECT status, error FROM postback_log WHERE postback_id = ${created.body.data.id} ORDER BY id DESC LIMIT 1`));
    expect(log).toEqual({ status: 2, error: noAnswer(1000) });
    await t.call(AFFILIATE, 'DELETE', `/api/affiliate/postbacks/${created.body.data.id}`);
  });
});
