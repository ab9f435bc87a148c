import autocannon from 'autocannon';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { PixelAction, PixelMethod } from '../domain/enums/pixel';
import { createApp } from '../server/app';
import { createSession } from '../server/auth/sessions';
import { readConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { affiliatePostbacks, offers, users } from '../server/db/schema';
import { deliverDue } from '../server/modules/postbacks/delivery';
import { DeviceType, newClickId, type ClickRecord } from '../server/modules/tracker/clickRecord';
import { writeClicks } from '../server/modules/tracker/clickStore';
import { startProcess } from './processes';
import { fmt, percentiles } from './stats';
import { freePort, freshPg, prepare, startTrackerProcess, stopProcess } from './tracker';

// Advertiser postbacks/s at 50 connections on a tracker process (PostgreSQL) beside a
// bare node:http server answering JSON in the same run; the time from a postback's answer to the
// dashboard figure that includes it; affiliate postback deliveries/s to a local receiver beside
// plain requests to it.
const SECONDS = Number(process.env.POSTBACK_BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const CLICKS = 60_000;

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function bareJson(): Promise<number> {
  const code = `require('node:http').createServer((_, res) => { res.writeHead(200, { 'Content-Type': 'application/json' }); res.end('{"success":true}'); })
    .listen(0, '127.0.0.1', function () { console.log('Bare listening on ' + this.address().port); });`;
  const { child, url } = await startProcess(['-e', code], {}, /Bare listening on (\d+)/);
  const result = await autocannon({ url: `${url}/postback`, connections: CONNECTIONS, duration: SECONDS });
  await stopProcess(child);
  return result.requests.average;
}

/** Clicks of the demo affiliate on one offer with an advertiser, written by the tracker's click store. */
async function seedClicks(database: Database) {
  const [affiliate] = await database.db.select().from(users).where(eq(users.email, 'affiliate@example.com'));
  const [offer] = await database.db.select().from(offers).where(and(eq(offers.status, 1), isNotNull(offers.advertiserId))).orderBy(offers.id).limit(1);
  const [advertiser] = await database.db.select().from(users).where(eq(users.id, offer!.advertiserId!));
  const domain = rows<{ id: number }>(await database.db.execute(sql`SELECT id FROM tracking_domains ORDER BY id LIMIT 1`))[0]!;
  const now = Date.now();
  const ids: string[] = [];
  for (let start = 0; start < CLICKS; start += 5000) {
    const batch: ClickRecord[] = Array.from({ length: Math.min(5000, CLICKS - start) }, (_, i) => {
      const id = newClickId();
      ids.push(id);
      return {
        click_id: id, clicked_at: new Date(now - (start + i) * 10).toISOString(), offer_id: offer!.id, affiliate_id: affiliate!.id,
        manager_id: affiliate!.managerId ?? 0, tracking_domain_id: domain.id, p1: 'bench', p2: null, p3: null, p4: null, p5: null,
        p6: null, p7: null, p8: null, p9: null, p10: null, ip: '203.0.113.7', country: 'US', device_type: DeviceType.Desktop,
        os: 'Windows', browser: 'Chrome', referrer: '', refusal: null,
      };
    });
    await writeClicks(database.db, batch);
  }
  return { ids, affiliate: affiliate!, token: advertiser!.postbackToken! };
}

/** The affiliate's server: counts what arrives. */
async function receiver() {
  let hits = 0;
  const server = createServer((_, res) => (hits++, res.end('ok')));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, hits: () => hits, close: () => new Promise((r) => server.close(r)) };
}

export async function printPostbackBenchmarks(): Promise<void> {
  const baseline = await bareJson();
  console.log(`bare node:http JSON (baseline)        ${baseline.toFixed(0).padStart(7)} req/s`);
  let pgDb: Awaited<ReturnType<typeof freshPg>>;
  try {
    pgDb = await freshPg();
  } catch (error) {
    console.log(`postbacks: skipped (${(error as Error).message})`);
    return;
  }
  const { database, url, drop } = pgDb;
  const hook = await receiver();
  try {
    await prepare(database);
    const { ids, affiliate, token } = await seedClicks(database);
    await database.db.insert(affiliatePostbacks).values({ affiliateId: affiliate.id, campaignId: null, action: PixelAction.Lead, method: PixelMethod.GET, url: `${hook.url}?cid={click_id}` });

    // 1. postbacks/s: each request a new click and order id, as advertisers send them
    const port = await freePort();
    const tracker = await startTrackerProcess({ DATABASE_URL: url, PORT: String(port) });
    let next = 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { Host: 'track.localhost' },
      requests: [{ setupRequest: (req) => ({ ...req, path: `/postback?click_id=${ids[next++ % ids.length]}&action=lead&order_id=b${next}&token=${token}` }) }],
    });
    await stopProcess(tracker);
    const ok = result.statusCodeStats?.['200']?.count ?? 0;
    const stored = rows<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM conversions`))[0]!.n;
    console.log(
      `postback on a tracker, PostgreSQL      ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ratio ${(result.requests.average / baseline).toFixed(2)}× the baseline  ${ok} answered 200, ${stored} conversions stored`,
    );

    // 2. from a postback's answer to the affiliate's dashboard figure that includes it
    const config = readConfig({ SEED: 'none' });
    const app = createApp({ db: database.db, config, now: () => new Date(), clientIp: () => '127.0.0.1' });
    const { token: sid } = await createSession(database.db, { idleMs: 3.6e6, absoluteMs: 3.6e6 }, affiliate.id, { ip: '', userAgent: 'bench' });
    const leads = async () =>
      ((await (await app.request('http://localhost/api/affiliate/dashboard/measure/lead-chart', { method: 'POST', headers: { Cookie: `sid=${sid}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }, body: '{}' })).json()) as { data: { total: number } }).data.total;
    const waits: number[] = [];
    for (let i = 0; i < 40; i++) {
      const before = await leads();
      const answered = await app.request(`http://track.localhost/postback?click_id=${ids[ids.length - 1 - i]}&action=lead&order_id=lat${i}&token=${token}`, { headers: { Host: 'track.localhost' } });
      const at = performance.now();
      if (answered.status !== 200) continue;
      while ((await leads()) === before) await new Promise((r) => setTimeout(r, 5));
      waits.push(performance.now() - at);
    }
    const latency = percentiles(waits);
    console.log(`postback answer → dashboard figure     p50 ${fmt(latency.p50)}  p95 ${fmt(latency.p95)}  n=${latency.n}   (goal p95 ≤ 1 000 ms)`);

    // 3. deliveries/s of the affiliate postbacks those conversions queued, beside plain GETs to the receiver
    const queued = rows<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM postback_deliveries WHERE state = 0`))[0]!.n;
    const take = Math.min(queued, 2000);
    const started = performance.now();
    let delivered = 0;
    while (delivered < take) {
      const n = await deliverDue(database.db, { now: () => new Date(), allowPrivate: true, timeoutMs: 10_000 });
      if (n === 0) break;
      delivered += n;
    }
    const seconds = (performance.now() - started) / 1000;
    const plainStart = performance.now();
    for (let i = 0; i < delivered; i += 20) await Promise.all(Array.from({ length: 20 }, () => fetch(`${hook.url}?plain=1`).then((r) => r.text())));
    const plain = delivered / ((performance.now() - plainStart) / 1000);
    console.log(`affiliate postback deliveries          ${(delivered / seconds).toFixed(0).padStart(7)} /s  (${delivered} of ${queued} queued)  beside ${plain.toFixed(0)} plain GETs/s to the same receiver, 20 at a time`);
  } finally {
    await hook.close();
    await drop();
  }
}
