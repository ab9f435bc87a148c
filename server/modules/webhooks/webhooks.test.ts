import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PayoutStatus } from '../../../domain/enums/payout';
import { ForceBillingPeriodReason } from '../../../domain/enums/reasons';
import { UserType } from '../../../domain/enums/user';
import { users } from '../../db/schema';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';
import { MAX_TRIES } from '../postbacks/delivery';
import { refusedTarget } from '../postbacks/publicAddress';
import { deliverDueWebhooks } from './webhookDelivery';

// Webhooks against a real receiver on 127.0.0.1 (the explicit switch lets the app call it): the
// change made through the API queues its event in the same transaction, the loop posts it signed.
const suite = trackerTestSuite(openTestDatabase, { OUTGOING_ALLOW_PRIVATE_NETWORKS: '1', OUTGOING_TIMEOUT_MS: '1000' });
let t: TrackerTestApp;
let token: string;
let advertiserId: number;

interface Received {
  path: string;
  body: string;
  headers: IncomingMessage['headers'];
}
const received: Received[] = [];
let answer = 200;
let receiver: Server;
let base = '';

const ADMIN = 'admin@example.com';
const MANAGER = 'manager@example.com';
const MANAGER2 = 'manager2@example.com';
const AFFILIATE = 'affiliate@example.com';
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const data = async <T>(res: Response) => ((await res.json()) as { data: T }).data;
const role = (email: string) => (email === ADMIN ? 'admin' : email.startsWith('manager') ? 'manager' : 'affiliate');
const call = (email: string, method: string, path: string, body?: unknown) => t.call(email, method, `/api/${role(email)}${path}`, body);
const deliver = (now = () => new Date()) => deliverDueWebhooks(t.db, { now, allowPrivate: true, timeoutMs: 1000 });

interface Webhook {
  id: number;
  url: string;
  events: string[];
  status: string;
  secret: string;
  last_delivery_state: string | null;
}
interface Delivery {
  id: number;
  webhook_id: number;
  event: string;
  state: string;
  attempts: number;
  http_status: number | null;
  error: string;
  test: boolean;
  body: string;
  next_attempt_at: string | null;
}

async function subscribe(email: string, path: string, events: string[], extra: Record<string, unknown> = {}): Promise<Webhook> {
  const res = await call(email, 'POST', '/webhooks', { url: `${base}/${path}`, events, ...extra });
  expect(res.status).toBe(201);
  return data<Webhook>(res);
}

const bodiesAt = (path: string) => received.filter((r) => r.path === `/${path}`).map((r) => ({ ...r, json: JSON.parse(r.body) as { id: number; event: string; occurred_at: string; data: Record<string, unknown> } }));

async function conversion(orderId: string) {
  const offer = await t.offer({ advertiserId, payoutCpl: '7.25', revenueCpl: '11.00' });
  const click = await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`);
  const res = await t.postback(`click_id=${cookieClickId(click)!}&action=lead&order_id=${orderId}&token=${token}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { conversion_id: number } }).data.conversion_id;
}

beforeAll(async () => {
  ({ t } = suite.get());
  const [adv] = await t.db.select().from(users).where(and(eq(users.userType, UserType.Advertiser), isNotNull(users.postbackToken))).limit(1);
  token = adv!.postbackToken!;
  advertiserId = adv!.id;
  // the affiliate earns the offer's CPL (as in the postbacks' tests), so a forced period makes a payout
  await t.db.update(users).set({ commissionTypeId: 2 }).where(eq(users.id, t.affiliate.id));
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url!, body, headers: req.headers });
      res.statusCode = answer;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
beforeEach(() => {
  answer = 200;
  received.length = 0;
});

describe('webhooks', () => {
  it('posts a conversion to every subscriber that hears its affiliate, signed with each webhook’s secret; an affiliate reads no revenue', async () => {
    const mine = await subscribe(AFFILIATE, 'affiliate', ['conversion.created']);
    const network = await subscribe(ADMIN, 'admin', ['conversion.created', 'conversion.changed']);
    const book = await subscribe(MANAGER, 'manager', ['conversion.created']);
    const other = await subscribe(MANAGER2, 'manager2', ['conversion.created']);
    expect(mine.secret).toMatch(/^whsec_/);
    expect(mine.secret).not.toBe(network.secret);

    const id = await conversion('wh-1');
    expect(await deliver()).toBeGreaterThanOrEqual(3);
    const [toAffiliate] = bodiesAt('affiliate');
    const [made] = rows<{ commission: string; revenue: string }>(await t.db.execute(sql`SELECT commission::text, revenue::text FROM conversions WHERE id = ${id}`));
    expect(toAffiliate!.json).toMatchObject({ event: 'conversion.created', data: { id, action: 'lead', commission: Number(made!.commission), affiliate_id: t.affiliate.id } });
    expect(toAffiliate!.json.data).not.toHaveProperty('revenue');
    expect(toAffiliate!.headers['x-signature']).toBe(`sha256=${createHmac('sha256', mine.secret).update(toAffiliate!.body).digest('hex')}`);
    expect(toAffiliate!.headers['x-webhook-event']).toBe('conversion.created');
    expect(toAffiliate!.headers['x-webhook-delivery']).toBe(String(toAffiliate!.json.id));
    expect(toAffiliate!.headers['content-type']).toBe('application/json');

    const [toAdmin] = bodiesAt('admin');
    expect(toAdmin!.json.data).toMatchObject({ id, revenue: 11, commission: Number(made!.commission) });
    expect(toAdmin!.headers['x-signature']).toBe(`sha256=${createHmac('sha256', network.secret).update(toAdmin!.body).digest('hex')}`);
    expect(bodiesAt('manager')).toHaveLength(1);
    expect(bodiesAt('manager2')).toHaveLength(0);

    // the delivery log shows each owner their own deliveries, delivered
    const log = await data<Delivery[]>(await call(AFFILIATE, 'POST', '/webhooks/deliveries/list', { webhook_id: mine.id }));
    expect(log).toMatchObject([{ event: 'conversion.created', state: 'delivered', attempts: 1, http_status: 200, body: toAffiliate!.body }]);
    expect(await data<Delivery[]>(await call(MANAGER2, 'POST', '/webhooks/deliveries/list', { webhook_id: mine.id }))).toEqual([]);
    expect(await data<Webhook>(await call(AFFILIATE, 'GET', `/webhooks/${mine.id}`))).toMatchObject({ last_delivery_state: 'delivered' });

    // a void is a change: the admin hears it with what it was before
    expect((await call(ADMIN, 'POST', `/conversions/${id}/void`, { reason: 'fraud' })).status).toBe(200);
    await deliver();
    const changed = bodiesAt('admin').find((b) => b.json.event === 'conversion.changed')!;
    expect(changed.json.data).toMatchObject({ id, transaction_status: 1, previous: { transaction_status: 0 } });
    for (const w of [mine, network, book, other]) expect((await call(w === mine ? AFFILIATE : w === network ? ADMIN : w === book ? MANAGER : MANAGER2, 'DELETE', `/webhooks/${w.id}`)).status).toBe(200);
  });

  it('retries a failing receiver on the schedule, gives up after the last try, and a failed delivery can be tried again', async () => {
    const hook = await subscribe(AFFILIATE, 'failing', ['conversion.created']);
    answer = 500;
    await conversion('wh-fail');
    let clock = Date.now();
    await deliver(() => new Date(clock));
    let [row] = await data<Delivery[]>(await call(AFFILIATE, 'POST', '/webhooks/deliveries/list', { webhook_id: hook.id }));
    expect(row).toMatchObject({ state: 'pending', attempts: 1, http_status: 500, error: 'HTTP 500' });
    expect(new Date(row!.next_attempt_at!).getTime() - clock).toBeGreaterThanOrEqual(59_000);
    expect((await call(AFFILIATE, 'POST', `/webhooks/deliveries/${row!.id}/retry`)).status).toBe(422);
    for (let i = 1; i < MAX_TRIES; i++) {
      clock += 31 * 60_000;
      await deliver(() => new Date(clock));
    }
    [row] = await data<Delivery[]>(await call(AFFILIATE, 'POST', '/webhooks/deliveries/list', { webhook_id: hook.id, state: 'failed' }));
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_TRIES, next_attempt_at: null });
    expect(bodiesAt('failing')).toHaveLength(MAX_TRIES);

    answer = 200;
    const retried = await call(AFFILIATE, 'POST', `/webhooks/deliveries/${row!.id}/retry`);
    expect(retried.status).toBe(200);
    expect(await data<Delivery>(retried)).toMatchObject({ state: 'pending', attempts: 0 });
    await deliver();
    expect((await data<Delivery[]>(await call(AFFILIATE, 'POST', '/webhooks/deliveries/list', { webhook_id: hook.id })))[0]).toMatchObject({ state: 'delivered', attempts: 1 });
    // someone else's delivery is not found
    expect((await call(MANAGER, 'POST', `/webhooks/deliveries/${row!.id}/retry`)).status).toBe(404);
    await call(AFFILIATE, 'DELETE', `/webhooks/${hook.id}`);
  });

  it('queues nothing for a paused webhook, and a change that fails queues nothing either', async () => {
    const hook = await subscribe(AFFILIATE, 'paused', ['conversion.created'], { status: 'paused' });
    await conversion('wh-paused');
    expect(rows<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM webhook_deliveries WHERE webhook_id = ${hook.id}`))[0]!.n).toBe(0);
    await call(AFFILIATE, 'PUT', `/webhooks/${hook.id}`, { url: hook.url, events: ['conversion.created'], status: 'active' });
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE conversions SET commission = commission + 1 WHERE affiliate_id = ${t.affiliate.id} AND id = (SELECT max(id) FROM conversions WHERE affiliate_id = ${t.affiliate.id})`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(rows<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM webhook_deliveries WHERE webhook_id = ${hook.id}`))[0]!.n).toBe(0);
    await call(AFFILIATE, 'DELETE', `/webhooks/${hook.id}`);
  });

  it('hears a lead’s status entered on the desk and a payout moved by the admin', async () => {
    const hook = await subscribe(AFFILIATE, 'money', ['lead.status_changed']);
    const network = await subscribe(ADMIN, 'payouts', ['payout.moved']);
    const [lead] = rows<{ id: string; status: string }>(await t.db.execute(sql`SELECT id, status FROM leads WHERE affiliate_id = ${t.affiliate.id} AND status IN ('ACCEPTED', 'FTD') ORDER BY created_at DESC LIMIT 1`));
    expect((await call(ADMIN, 'POST', `/leads/${lead!.id}/statuses`, { group: 'no_answer', status: 'NA (webhook)', note: 'desk' })).status).toBe(200);
    await conversion('wh-payout');
    const forced = await call(ADMIN, 'POST', '/billing/periods/force', { affiliate_id: t.affiliate.id, reason: ForceBillingPeriodReason.values[0] });
    expect(forced.status).toBe(200);
    const payout = { id: (await data<{ payout_id: number }>(forced)).payout_id, affiliate_id: t.affiliate.id };
    expect(payout.id).toBeGreaterThan(0);
    expect((await call(ADMIN, 'POST', `/billing/payouts/${payout.id}/status`, { status: PayoutStatus.AwaitingInvoice })).status).toBe(200);
    await deliver();
    const heard = bodiesAt('money').map((b) => b.json);
    expect(heard.map((e) => e.event)).toEqual(['lead.status_changed']);
    expect(heard[0]!.data).toMatchObject({ id: lead!.id, broker_status: 'NA (webhook)', previous: { status: lead!.status } });
    expect(heard[0]!.data).not.toHaveProperty('advertiser_id');
    // made (from nothing to Pending), then moved
    expect(bodiesAt('payouts').map((b) => b.json)).toMatchObject([
      { event: 'payout.moved', data: { id: payout.id, affiliate_id: payout.affiliate_id, status: PayoutStatus.Pending, previous_status: null } },
      { event: 'payout.moved', data: { id: payout.id, status: PayoutStatus.AwaitingInvoice, previous_status: PayoutStatus.Pending } },
    ]);
    await call(AFFILIATE, 'DELETE', `/webhooks/${hook.id}`);
    await call(ADMIN, 'DELETE', `/webhooks/${network.id}`);
  });

  it('sends a signed test now and logs it; rotates the secret; keeps each webhook its owner’s', async () => {
    const hook = await subscribe(MANAGER, 'test', ['payout.moved']);
    const sent = await call(MANAGER, 'POST', `/webhooks/${hook.id}/test`);
    expect(sent.status).toBe(200);
    expect(await data(sent)).toMatchObject({ ok: true, http_status: 200 });
    const [got] = bodiesAt('test');
    expect(got!.json).toMatchObject({ event: 'webhook.test', data: { webhook_id: hook.id } });
    expect(got!.headers['x-signature']).toBe(`sha256=${createHmac('sha256', hook.secret).update(got!.body).digest('hex')}`);
    expect(await data<Delivery[]>(await call(MANAGER, 'POST', '/webhooks/deliveries/list', { webhook_id: hook.id }))).toMatchObject([{ event: 'webhook.test', test: true, state: 'delivered' }]);

    const rotated = await data<Webhook>(await call(MANAGER, 'POST', `/webhooks/${hook.id}/rotate-secret`));
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(hook.secret);

    for (const email of [ADMIN, MANAGER2, AFFILIATE]) {
      expect((await call(email, 'GET', `/webhooks/${hook.id}`)).status).toBe(404);
      expect((await call(email, 'PUT', `/webhooks/${hook.id}`, { url: `${base}/x`, events: ['payout.moved'] })).status).toBe(404);
      expect((await call(email, 'DELETE', `/webhooks/${hook.id}`)).status).toBe(404);
      expect((await data<Webhook[]>(await call(email, 'POST', '/webhooks/list', {}))).map((w) => w.id)).not.toContain(hook.id);
    }
    expect((await call(MANAGER, 'DELETE', `/webhooks/${hook.id}`)).status).toBe(200);
    expect((await call(MANAGER, 'GET', `/webhooks/${hook.id}`)).status).toBe(404);
  });

  it('refuses a bad subscription field by field and saves nothing', async () => {
    const before = rows<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM webhooks`))[0]!.n;
    const bad = await call(AFFILIATE, 'POST', '/webhooks', { url: 'ftp://example.com/x', events: [], status: 'sometimes' });
    expect(bad.status).toBe(422);
    const fields = ((await bad.json()) as Array<{ field: string }>).map((e) => e.field).sort();
    expect(fields).toEqual(['events', 'status']);
    const scheme = await call(AFFILIATE, 'POST', '/webhooks', { url: 'ftp://example.com/x', events: ['payout.moved'] });
    expect(scheme.status).toBe(422);
    expect(JSON.stringify(await scheme.json())).toContain('The webhook URL must start with http:// or https://.');
    expect((await call(AFFILIATE, 'POST', '/webhooks', { url: `${base}/x`, events: ['click.created'] })).status).toBe(422);
    expect(rows<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM webhooks`))[0]!.n).toBe(before);
    // the private-network rule of postbacks: without the switch a private address is refused
    expect(await refusedTarget('http://127.0.0.1:9/hook', { allowPrivate: false }, 'webhook URL')).toBe('The webhook URL must point at a public address, not a private or reserved one.');
  });
});
