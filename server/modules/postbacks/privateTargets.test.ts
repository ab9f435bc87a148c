import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';
import type { HostLookup } from '../../net/hostLookup';
import { deliverDue, noAnswer } from './delivery';
import { refusedTarget } from './publicAddress';

// What the test's DNS answers, per host name; changed by a test to play a name re-pointed after saving.
const zone = new Map<string, string[]>([
  ['intranet.example.test', ['10.20.30.40']],
  ['loopback.example.test', ['93.184.216.34', '127.0.0.1']],
  ['public.example.test', ['93.184.216.34']],
]);
const lookupHost: HostLookup = async (host) => zone.get(host) ?? [];

// no OUTGOING_ALLOW_PRIVATE_NETWORKS: the address rule applies at saving and at delivery
const suite = trackerTestSuite(openTestDatabase, { OUTGOING_TIMEOUT_MS: '1000' }, () => ({ lookupHost }));
let database: Database;
let t: TrackerTestApp;
let token: string;
let advertiserId: number;
let receiver: Server;
let port = 0;
const hits: string[] = [];
beforeAll(async () => {
  ({ t, database } = suite.get());
  const [adv] = await database.db.select().from(users).where(and(eq(users.userType, UserType.Advertiser), isNotNull(users.postbackToken))).limit(1);
  token = adv!.postbackToken!;
  advertiserId = adv!.id;
  // a real receiver on 127.0.0.1: what a name re-pointed to loopback would reach, were the rule not kept
  receiver = createServer((req, res) => {
    hits.push(req.url!);
    res.end('ok');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const AFFILIATE = 'affiliate@example.com';
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const save = (url: string) => t.call(AFFILIATE, 'POST', '/api/affiliate/postbacks', { action: 'lead', method: 'GET', url });

describe('postback URLs whose host name resolves to a private address (no OUTGOING_ALLOW_PRIVATE_NETWORKS)', () => {
  it('refuses them when saved, with the reason on the url field, and saves nothing', async () => {
    const count = async () => rows<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM affiliate_postbacks`))[0]!.n;
    const before = await count();
    for (const host of ['intranet.example.test', 'loopback.example.test']) {
      const res = await save(`http://${host}/pb?c={click_id}`);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual([{ field: 'url', message: `${host} resolves to a private or reserved address (${zone.get(host)!.find((a) => a !== '93.184.216.34')}).` }]);
    }
    const unknown = await save('http://nowhere.example.test/pb');
    expect(unknown.status).toBe(422);
    expect(await count()).toBe(before);
    expect(await refusedTarget('http://intranet.example.test/x', { allowPrivate: true, lookupHost })).toBeNull();
  });

  it('refuses a name re-pointed to 127.0.0.1 after saving at delivery: nothing reaches the receiver there, the try is logged failed', async () => {
    zone.set('rebind.example.test', ['93.184.216.34']);
    const created = await save(`http://rebind.example.test:${port}/pb?c={click_id}`);
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    zone.set('rebind.example.test', ['127.0.0.1']);

    const offer = await t.offer({ advertiserId, payoutCpl: '1.00' });
    const clickId = cookieClickId(await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`))!;
    expect((await t.app.request(`http://track.localhost/postback?click_id=${clickId}&action=lead&token=${token}`, { headers: { Host: 'track.localhost' } })).status).toBe(200);
    hits.length = 0;
    await deliverDue(t.db, { now: () => new Date(), allowPrivate: false, lookupHost, timeoutMs: 1000 });
    expect(hits).toEqual([]);
    const log = (await (await t.call(AFFILIATE, 'POST', '/api/affiliate/postbacks/log/list', { postback_id: id })).json()) as { data: Array<{ status: number; error: string }> };
    expect(log.data[0]).toMatchObject({ status: 2, error: noAnswer(1000) });

    // "send test" meets the same rule, and answers a refused address as it answers an unreachable one: same words, after the deadline
    const started = Date.now();
    const test = await t.call(AFFILIATE, 'POST', `/api/affiliate/postbacks/${id}/test`, {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(1250);
    expect(await test.json()).toMatchObject({ data: { ok: false, http_status: null, error: noAnswer(1000) } });
    expect(hits).toEqual([]);
    await t.call(AFFILIATE, 'DELETE', `/api/affiliate/postbacks/${id}`);
  });

  it('refuses special-purpose literals and names when saved: reserved, multicast, broadcast, NAT64, 6to4, IPv4-translated', async () => {
    zone.set('benchmark.example.test', ['198.18.0.7']);
    zone.set('nat64.example.test', ['64:ff9b::a9fe:a9fe']);
    for (const url of ['http://198.18.0.1/pb', 'http://224.0.0.1/pb', 'http://255.255.255.255/pb', 'http://[64:ff9b::7f00:1]/pb', 'http://[2002:a00:1::1]/pb', 'http://[::ffff:0:7f00:1]/pb', 'http://benchmark.example.test/pb', 'http://nat64.example.test/pb']) {
      const res = await save(url);
      expect([url, res.status]).toEqual([url, 422]);
      expect(((await res.json()) as Array<{ field: string }>).map((e) => e.field)).toEqual(['url']);
    }
  });
});
