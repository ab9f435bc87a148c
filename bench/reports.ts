import { sql } from 'drizzle-orm';
import { PixelAction, PixelType } from '../domain/enums/pixel';
import { createApp } from '../server/app';
import { createSession } from '../server/auth/sessions';
import { readConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { recordConversion } from '../server/modules/conversions/recordRepository';
import { newClickId, type ClickRecord } from '../server/modules/tracker/clickRecord';
import { writeClicks } from '../server/modules/tracker/clickStore';
import { ensureClickPartitions } from '../server/modules/tracker/partitions';
import { fmt, percentiles } from './stats';
import { freshPg, prepare } from './tracker';

// Issue 15: the traffic report, the click log and the click CSV at scale, each beside the plain SQL
// over the raw clicks in the same run. Clicks are written by the tracker's click store and
// conversions by the postback's recording path. The issue's sizes are 10 000 000 clicks and 500 000
// conversions on PostgreSQL (1 000 000 / 50 000 on PGlite); generating them takes long, so the
// default is a tenth of that and REPORT_BENCH_SCALE=1 runs the issue's sizes.
const SCALE = Number(process.env.REPORT_BENCH_SCALE ?? 0.1);
const SIZES = { pg: { clicks: 10_000_000 * SCALE, conversions: 500_000 * SCALE }, pglite: { clicks: 1_000_000 * SCALE, conversions: 50_000 * SCALE } };
const DAYS = 60;
const SAMPLES = 30;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function fill(database: Database, size: { clicks: number; conversions: number }) {
  const db = database.db;
  const now = Date.now();
  await ensureClickPartitions(db, new Date(now - DAYS * 86_400_000), 4);
  const affiliates = rows<{ id: number; manager_id: number | null }>(await db.execute(sql`SELECT id, manager_id FROM users WHERE user_type = 2 ORDER BY id LIMIT 40`));
  const offerIds = rows<{ id: number }>(await db.execute(sql`SELECT id FROM offers WHERE status = 1 AND access = 4 AND advertiser_id IS NOT NULL ORDER BY id`)).map((o) => o.id);
  const domain = rows<{ id: number }>(await db.execute(sql`SELECT id FROM tracking_domains ORDER BY id LIMIT 1`))[0]!.id;
  const countries = ['US', 'DE', 'GB', 'FR', 'PL', 'BR', 'IN', 'ES'];
  const started = performance.now();
  const sample: string[] = [];
  for (let done = 0; done < size.clicks; done += 5000) {
    const batch: ClickRecord[] = Array.from({ length: Math.min(5000, size.clicks - done) }, (_, j) => {
      const i = done + j;
      const affiliate = affiliates[i % affiliates.length]!;
      return {
        click_id: newClickId(),
        clicked_at: new Date(now - ((i * 7919) % (DAYS * 86_400)) * 1000).toISOString(),
        offer_id: offerIds[i % offerIds.length]!,
        affiliate_id: affiliate.id,
        manager_id: affiliate.manager_id ?? 0,
        tracking_domain_id: domain,
        p1: `sub-${i % 500}`,
        p2: i % 3 ? 'email' : 'push',
        p3: null,
        p4: null,
        p5: null,
        p6: null,
        p7: null,
        p8: null,
        p9: null,
        p10: null,
        ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        country: countries[i % countries.length]!,
        device_type: i % 3 ? 2 : 1,
        os: i % 3 ? 'Windows' : 'Android',
        browser: i % 4 ? 'Chrome' : 'Safari',
        referrer: '',
        refusal: null,
      } as ClickRecord;
    });
    await writeClicks(db, batch);
    if (sample.length < size.conversions) sample.push(...batch.filter((_, j) => j % Math.ceil(size.clicks / size.conversions) === 0).map((c) => c.click_id));
  }
  const clickSeconds = (performance.now() - started) / 1000;
  const convStarted = performance.now();
  for (const [i, clickId] of sample.slice(0, size.conversions).entries()) {
    const action = i % 3 ? PixelAction.Lead : PixelAction.FTD;
    await recordConversion(
      db,
      { clickId, action, pixelType: PixelType.S2S, sum: action === PixelAction.FTD ? '50.00' : '0', currency: 'USD', orderId: `B-${i}`, token: null, now: new Date() },
      { networkToken: null },
    );
  }
  await db.execute(sql`ANALYZE`);
  console.log(
    `reports data: ${size.clicks.toLocaleString('en')} clicks written in ${clickSeconds.toFixed(0)} s (${Math.round(size.clicks / clickSeconds)}/s), ` +
      `${size.conversions.toLocaleString('en')} conversions in ${((performance.now() - convStarted) / 1000).toFixed(0)} s`,
  );
}

async function timed(run: () => Promise<unknown>, samples = SAMPLES) {
  const out: number[] = [];
  for (let i = 0; i < samples + 2; i++) {
    const t = performance.now();
    await run();
    out.push(performance.now() - t);
  }
  return percentiles(out.slice(2));
}

async function measure(label: string, database: Database) {
  const app = createApp({ db: database.db, config: readConfig({ SEED: 'none' }), now: () => new Date(), clientIp: () => '127.0.0.1' });
  const admin = rows<{ id: number }>(await database.db.execute(sql`SELECT id FROM users WHERE email = 'admin@example.com'`))[0]!.id;
  const sid = `sid=${(await createSession(database.db, { idleMs: 3.6e6, absoluteMs: 3.6e6 }, admin, { ip: '', userAgent: 'bench' })).token}`;
  const post = (path: string, body: object) => () =>
    app.request(`http://localhost/api/admin${path}`, { method: 'POST', headers: { Cookie: sid, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const call = (path: string, body: object) => async () => {
    const res = await post(path, body)();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    await res.text();
  };
  const since = sql`now() - interval '30 days'`;
  const raw = (query: ReturnType<typeof sql>) => () => database.db.execute(query);
  const period = { period_type: 'custom_time', period_start: new Date(Date.now() - 30 * 86_400_000).toISOString(), period_finish: new Date().toISOString(), time_zone: 'UTC' };
  const cases: [string, () => Promise<unknown>, () => Promise<unknown>, string][] = [
    ['traffic report 30 days by offer', call('/reports/traffic', { ...period, group_by: ['offer'] }), raw(sql`SELECT offer_id, count(*) FROM clicks WHERE clicked_at >= ${since} GROUP BY 1`), '≤ 100 ms'],
    [
      'traffic report 30 days by date × country',
      call('/reports/traffic', { ...period, group_by: ['date', 'country'] }),
      raw(sql`SELECT clicked_at::date, country, count(*) FROM clicks WHERE clicked_at >= ${since} GROUP BY 1, 2`),
      '≤ 150 ms',
    ],
    ['traffic report 30 days by p1', call('/reports/traffic', { ...period, group_by: ['p1'] }), raw(sql`SELECT p1, count(*) FROM clicks WHERE clicked_at >= ${since} GROUP BY 1`), '≤ 1 s'],
    [
      'click log page 1, two filters',
      call('/reports/clicks/list', { ...period, country: 'DE', p1: 'sub-17', per_page: 25 }),
      raw(sql`SELECT * FROM clicks WHERE clicked_at >= ${since} AND country = 'DE' AND p1 = 'sub-17' ORDER BY clicked_at DESC LIMIT 25`),
      '≤ 50 ms',
    ],
  ];
  for (const [name, ours, plain, goal] of cases) {
    const a = await timed(ours, name.includes('p1') ? 8 : SAMPLES);
    const b = await timed(plain, name.includes('p1') ? 8 : SAMPLES);
    console.log(`${name}, ${label}: p50 ${fmt(a.p50)}  p95 ${fmt(a.p95)}   plain SQL over raw clicks p50 ${fmt(b.p50)}  p95 ${fmt(b.p95)}   (goal p95 ${goal})`);
  }

  // the click CSV of the whole period, streamed: time and peak heap growth, beside reading the same rows in plain SQL pages
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = heapBefore;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 20);
  const t0 = performance.now();
  const res = await post('/reports/clicks/export-csv', { period_type: 'custom_time', period_start: period.period_start, period_finish: period.period_finish })();
  const reader = res.body!.getReader();
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const b of value) if (b === 10) lines++;
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  clearInterval(timer);
  const csvSeconds = (performance.now() - t0) / 1000;
  const t1 = performance.now();
  let after: { at: string; id: string } | null = null;
  let plainRows = 0;
  for (;;) {
    const page: { clicked_at: string; click_id: string }[] = rows(
      await database.db.execute(sql`SELECT *, to_char(clicked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_key FROM clicks
        WHERE clicked_at >= ${period.period_start}::timestamptz ${after ? sql`AND (clicked_at, click_id) < (${after.at}::timestamptz, ${after.id})` : sql``}
        ORDER BY clicked_at DESC, click_id DESC LIMIT 2000`),
    );
    plainRows += page.length;
    if (page.length < 2000) break;
    const last = page[page.length - 1] as unknown as { at_key: string; click_id: string };
    after = { at: last.at_key, id: last.click_id };
  }
  const plainSeconds = (performance.now() - t1) / 1000;
  console.log(
    `click CSV, ${label}: ${(lines - 1).toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(0)} MB in ${csvSeconds.toFixed(1)} s, peak heap growth ${((peak - heapBefore) / 1e6).toFixed(1)} MB (goal ≤ 64 MB)   ` +
      `plain SQL pages of the same rows: ${plainRows.toLocaleString('en')} in ${plainSeconds.toFixed(1)} s`,
  );
}

export async function printReportBenchmarks(): Promise<void> {
  const lite = await openDatabase({ dataDir: 'memory://' });
  try {
    await prepare(lite);
    await fill(lite, SIZES.pglite);
    await measure('PGlite', lite);
  } finally {
    await lite.close();
  }
  try {
    const { database, drop } = await freshPg();
    try {
      await prepare(database);
      await fill(database, SIZES.pg);
      await measure('PostgreSQL', database);
    } finally {
      await drop();
    }
  } catch (error) {
    console.log(`reports on PostgreSQL: skipped (${(error as Error).message})`);
  }
}
