import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';
import { deliverDue } from './delivery';
import { refusedTarget, type HostLookup } from './publicAddress';

// What the test's DNS answers, per host name; changed by a test to play a name re-pointed after saving.
const zone = new Map<string, string[]>([
  ['intranet.example.test', ['10.20.30.40']],
  ['loopback.example.test', ['93.184.216.34', '127.0.0.1']],
  ['public.example.test', ['93.184.216.34']],
]);
const lookupHost: HostLookup = async (host) => zone.get(host) ?? [];

// no OUTGOING_ALLOW_PRIVATE_NETWORKS: the address rule applies at saving and at delivery
const suite = trackerTestSuite(openTestDatabase, {}, () => ({ lookupHost }));
let database: Database;
let t: TrackerTestApp;
let token: string;
let advertiserId: number;
beforeAll(async () => {
  ({ t, database } = suite.get());
  const [adv] = await database.db.select().from(users).where(and(eq(users.userType, UserType.Advertiser), isNotNull(users.postbackToken))).limit(1);
  token = adv!.postbackToken!;
  advertiserId = adv!.id;
});

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
      expect(await res.json()).toEqual([{ field: 'url', message: `${host} resolves to a private address.` }]);
    }
    const unknown = await save('http://nowhere.example.test/pb');
    expect(unknown.status).toBe(422);
    expect(await count()).toBe(before);
    expect(await refusedTarget('http://intranet.example.test/x', true, lookupHost)).toBeNull();
  });

  it('refuses a name re-pointed to 127.0.0.1 after saving at delivery: nothing is sent, the try is logged failed with why', async () => {
    zone.set('rebind.example.test', ['93.184.216.34']);
    const created = await save('http://rebind.example.test/pb?c={click_id}');
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    zone.set('rebind.example.test', ['127.0.0.1']);

    const offer = await t.offer({ advertiserId, payoutCpl: '1.00' });
    const clickId = cookieClickId(await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`))!;
    expect((await t.app.request(`http://track.localhost/postback?click_id=${clickId}&action=lead&token=${token}`, { headers: { Host: 'track.localhost' } })).status).toBe(200);
    const sent: string[] = [];
    const fetchSpy = (async (input: string | URL | Request) => {
      sent.push(String(input));
      return new Response('ok');
    }) as typeof fetch;
    await deliverDue(t.db, { now: () => new Date(), allowPrivate: false, lookupHost, fetch: fetchSpy });
    expect(sent).toEqual([]);
    const log = (await (await t.call(AFFILIATE, 'POST', '/api/affiliate/postbacks/log/list', { postback_id: id })).json()) as { data: Array<{ status: number; error: string }> };
    expect(log.data[0]).toMatchObject({ status: 2, error: 'rebind.example.test resolves to a private address.' });

    // "send test" meets the same rule
    const test = await t.call(AFFILIATE, 'POST', `/api/affiliate/postbacks/${id}/test`, {});
    expect(await test.json()).toMatchObject({ data: { ok: false, error: 'rebind.example.test resolves to a private address.' } });
    await t.call(AFFILIATE, 'DELETE', `/api/affiliate/postbacks/${id}`);
  });
});
