import { sql, type SQL } from 'drizzle-orm';
import { PixelAction, PixelType } from '../domain/enums/pixel';
import { createApp } from '../server/app';
import { createSession } from '../server/auth/sessions';
import { readConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { recordConversion } from '../server/modules/conversions/recordRepository';
import { newClickId, type ClickRecord } from '../server/modules/tracker/clickRecord';
import { writeClicks } from '../server/modules/tracker/clickStore';
import { ensureClickPartitions } from '../server/modules/tracker/partitions';
import { exportInOwnProcess } from './exportHeap';
import { fmt, percentiles } from './stats';
import { freshPg, prepare } from './tracker';

// The traffic report, the click log and the click CSV at scale, each beside the plain SQL
// over the raw clicks in the same run. The target sizes are 10 000 000 clicks and 500 000
// conversions on PostgreSQL (1 000 000 / 50 000 on PGlite); REPORT_BENCH_SCALE scales them (1: the
// target sizes; default 0.1). A sample goes through the tracker's click store and the postback's
// recording path (TRACKER_SAMPLE clicks, one in twenty converting, at most RECORDED_SAMPLE) and its rate is printed;
// the rest is written set-based (INSERT … SELECT over generate_series) into the same tables with
// the same keys, so the rollup triggers of migration 0018 see every row as they would live.
const SCALE = Number(process.env.REPORT_BENCH_SCALE ?? 0.1);
const SIZES = { pg: { clicks: 10_000_000 * SCALE, conversions: 500_000 * SCALE }, pglite: { clicks: 1_000_000 * SCALE, conversions: 50_000 * SCALE } };
const DAYS = 60;
const SAMPLES = 30;
const TRACKER_SAMPLE = 5_000;
const RECORDED_SAMPLE = 250;
const BULK_CHUNK = 250_000;
/** the click CSV's goal: a million clicks streamed */
const CSV_GOAL_ROWS = 1_000_000;
const COUNTRIES = ['US', 'DE', 'GB', 'FR', 'PL', 'BR', 'IN', 'ES'];
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

interface Shape {
  now: number;
  affiliates: { id: number; manager_id: number | null }[];
  offers: { id: number; advertiser_id: number | null }[];
  domain: number;
  /** one click in `ratio` converts */
  ratio: number;
}

/** Click i of the data set, as the tracker would write it. */
function clickOf(shape: Shape, i: number): ClickRecord {
  const affiliate = shape.affiliates[i % shape.affiliates.length]!;
  const none = { p3: null, p4: null, p5: null, p6: null, p7: null, p8: null, p9: null, p10: null };
  return {
    click_id: newClickId(),
    clicked_at: new Date(shape.now - ((i * 7919) % (DAYS * 86_400)) * 1000).toISOString(),
    offer_id: shape.offers[i % shape.offers.length]!.id,
    affiliate_id: affiliate.id,
    manager_id: affiliate.manager_id ?? 0,
    tracking_domain_id: shape.domain,
    p1: `sub-${i % 500}`,
    p2: i % 3 ? 'email' : 'push',
    ...none,
    ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    country: COUNTRIES[i % COUNTRIES.length]!,
    device_type: i % 3 ? 2 : 1,
    os: i % 3 ? 'Windows' : 'Android',
    browser: i % 4 ? 'Chrome' : 'Safari',
    referrer: '',
    refusal: null,
  } as ClickRecord;
}

/** Clicks i in [from, to) in one statement, the same keys as clickOf; every ratio-th converts (a third FTDs, the rest leads). */
async function bulkClicks(db: Database['db'], shape: Shape, from: number, to: number) {
  const arr = (xs: readonly (number | string)[]) => sql.raw(`ARRAY[${xs.map((x) => (typeof x === 'number' ? String(x) : `'${x}'`)).join(',')}]`);
  const affiliateIds = arr(shape.affiliates.map((a) => a.id));
  const managerIds = arr(shape.affiliates.map((a) => a.manager_id ?? 0));
  const offerIds = arr(shape.offers.map((o) => o.id));
  const advertiserIds = arr(shape.offers.map((o) => o.advertiser_id ?? 0));
  const now = new Date(shape.now).toISOString();
  const nA = shape.affiliates.length;
  const nO = shape.offers.length;
  await db.execute(sql`
    INSERT INTO clicks (click_id, clicked_at, offer_id, affiliate_id, manager_id, tracking_domain_id, p1, p2, ip, country, device_type, os, browser, referrer, is_unique)
    SELECT 'bk' || lpad(i::text, 10, '0'), ${now}::timestamptz - make_interval(secs => (i * 7919) % ${DAYS * 86_400}),
      (${offerIds})[1 + i % ${nO}], (${affiliateIds})[1 + i % ${nA}], (${managerIds})[1 + i % ${nA}], ${shape.domain},
      'sub-' || (i % 500), CASE WHEN i % 3 = 0 THEN 'push' ELSE 'email' END,
      '10.' || ((i >> 16) & 255) || '.' || ((i >> 8) & 255) || '.' || (i & 255), (${arr(COUNTRIES)})[1 + i % ${COUNTRIES.length}],
      CASE WHEN i % 3 = 0 THEN 1 ELSE 2 END, CASE WHEN i % 3 = 0 THEN 'Android' ELSE 'Windows' END, CASE WHEN i % 4 = 0 THEN 'Safari' ELSE 'Chrome' END, '', true
    FROM generate_series(${from}::bigint, ${to - 1}::bigint) AS i`);
  await db.execute(sql`
    INSERT INTO conversions (created_at, updated_at, click_id, clicked_at, offer_id, affiliate_id, manager_id, advertiser_id, country, action, pixel_type, order_id,
      sum, currency, payable, commission, revenue, transaction_status)
    SELECT c.at, c.at, 'bk' || lpad(i::text, 10, '0'), c.clicked_at, (${offerIds})[1 + i % ${nO}], (${affiliateIds})[1 + i % ${nA}], (${managerIds})[1 + i % ${nA}],
      NULLIF((${advertiserIds})[1 + i % ${nO}], 0), (${arr(COUNTRIES)})[1 + i % ${COUNTRIES.length}],
      CASE WHEN (i / ${shape.ratio}) % 3 = 0 THEN ${sql.raw(String(PixelAction.FTD))} ELSE ${sql.raw(String(PixelAction.Lead))} END, ${sql.raw(String(PixelType.S2S))}, 'BK-' || i,
      CASE WHEN (i / ${shape.ratio}) % 3 = 0 THEN 50 ELSE 0 END, 'USD', 1,
      CASE WHEN (i / ${shape.ratio}) % 3 = 0 THEN 40 ELSE 2 END, CASE WHEN (i / ${shape.ratio}) % 3 = 0 THEN 60 ELSE 3 END, 0
    FROM generate_series(${from}::bigint, ${to - 1}::bigint) AS i,
      LATERAL (SELECT ${now}::timestamptz - make_interval(secs => (i * 7919) % ${DAYS * 86_400}) AS clicked_at) k,
      LATERAL (SELECT LEAST(k.clicked_at + interval '20 minutes', ${now}::timestamptz) AS at, k.clicked_at) c
    WHERE i % ${shape.ratio} = 0`);
}

async function fill(database: Database, size: { clicks: number; conversions: number }) {
  const db = database.db;
  const now = Date.now();
  await ensureClickPartitions(db, new Date(now - DAYS * 86_400_000), 4);
  const shape: Shape = {
    now,
    affiliates: rows<{ id: number; manager_id: number | null }>(await db.execute(sql`SELECT id, manager_id FROM users WHERE user_type = 2 ORDER BY id LIMIT 40`)),
    offers: rows<{ id: number; advertiser_id: number | null }>(await db.execute(sql`SELECT id, advertiser_id FROM offers WHERE status = 1 AND access = 4 AND advertiser_id IS NOT NULL ORDER BY id`)),
    domain: rows<{ id: number }>(await db.execute(sql`SELECT id FROM tracking_domains ORDER BY id LIMIT 1`))[0]!.id,
    ratio: Math.max(1, Math.round(size.clicks / size.conversions)),
  };
  // the sample, through the tracker's click store and the postback's recording path
  const sampleSize = Math.min(TRACKER_SAMPLE, size.clicks);
  const started = performance.now();
  const converting: string[] = [];
  for (let done = 0; done < sampleSize; done += 5000) {
    const batch = Array.from({ length: Math.min(5000, sampleSize - done) }, (_, j) => clickOf(shape, done + j));
    await writeClicks(db, batch);
    converting.push(...batch.filter((_, j) => (done + j) % shape.ratio === 0).map((c) => c.click_id).slice(0, RECORDED_SAMPLE - converting.length));
  }
  const clickSeconds = (performance.now() - started) / 1000;
  const convStarted = performance.now();
  for (const [i, clickId] of converting.entries()) {
    const action = i % 3 ? PixelAction.Lead : PixelAction.FTD;
    await recordConversion(
      db,
      { clickId, action, pixelType: PixelType.S2S, sum: action === PixelAction.FTD ? '50.00' : '0', currency: 'USD', orderId: `B-${i}`, token: null, now: new Date() },
      { networkToken: null },
    );
  }
  const convSeconds = (performance.now() - convStarted) / 1000;
  // the rest, set-based
  const bulkStarted = performance.now();
  for (let from = sampleSize; from < size.clicks; from += BULK_CHUNK) await bulkClicks(db, shape, from, Math.min(size.clicks, from + BULK_CHUNK));
  const bulkSeconds = (performance.now() - bulkStarted) / 1000;
  await db.execute(sql`ANALYZE`);
  const [counts] = rows<{ clicks: number; conversions: number; rolled: number; daily: number }>(
    await db.execute(sql`SELECT (SELECT count(*)::int FROM clicks) AS clicks, (SELECT count(*)::int FROM conversions) AS conversions, (SELECT count(*)::int FROM report_clicks_hourly) AS rolled,
      (SELECT count(*)::int FROM report_clicks_daily) AS daily`),
  );
  console.log(
    `reports data: ${counts!.clicks.toLocaleString('en')} clicks, ${counts!.conversions.toLocaleString('en')} conversions (${counts!.rolled.toLocaleString('en')} hourly and ${counts!.daily.toLocaleString('en')} daily rollup rows of clicks); ` +
      `sample through the tracker's click store ${sampleSize.toLocaleString('en')} clicks in ${clickSeconds.toFixed(1)} s (${Math.round(sampleSize / clickSeconds)}/s), ` +
      `${converting.length.toLocaleString('en')} conversions by the recording path in ${convSeconds.toFixed(1)} s; the rest set-based in ${bulkSeconds.toFixed(0)} s`,
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

/** REPORT_BENCH_EXPLAIN=1: the plan of each case's last statement is printed after its figures. */
const EXPLAIN = process.env.REPORT_BENCH_EXPLAIN === '1';

/** `url`: the PostgreSQL database's, null for PGlite (the export's process then opens a dump of it). */
async function measure(label: string, database: Database, url: string | null, clicks: number) {
  let last: SQL | null = null;
  const watched = EXPLAIN
    ? new Proxy(database.db, {
        get: (target, key, receiver) => (key === 'execute' ? (q: SQL) => ((last = q), target.execute(q)) : Reflect.get(target, key, receiver)),
      })
    : database.db;
  const app = createApp({ db: watched, config: readConfig({ SEED: 'none' }), now: () => new Date(), clientIp: () => '127.0.0.1' });
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
    if (EXPLAIN) {
      await ours();
      const plan = rows<Record<string, string>>(await database.db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) ${last!}`));
      console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
    }
  }

  // the click CSV of about a million clicks (the last days holding them, at most every day filled), streamed by the app served
  // in a process of its own against this database, as production answers it: that process's peak heap growth and the time,
  // beside reading the same rows in plain SQL pages here
  const csvDays = Math.min(DAYS, (DAYS * CSV_GOAL_ROWS) / clicks);
  const csvStart = new Date(Date.now() - csvDays * 86_400_000).toISOString();
  const csv = await exportInOwnProcess(
    database,
    url,
    '/reports/clicks/export-csv',
    sid,
    { period_type: 'custom_time', period_start: csvStart, period_finish: period.period_finish },
    { period_type: 'custom_time', period_start: new Date(Date.now() - 3_600_000).toISOString(), period_finish: period.period_finish },
  );
  const t1 = performance.now();
  let after: { at: string; id: string } | null = null;
  let plainRows = 0;
  for (;;) {
    const page: { clicked_at: string; click_id: string }[] = rows(
      await database.db.execute(sql`SELECT *, to_char(clicked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_key FROM clicks
        WHERE clicked_at >= ${csvStart}::timestamptz AND clicked_at < ${period.period_finish}::timestamptz ${after ? sql`AND (clicked_at, click_id) < (${after.at}::timestamptz, ${after.id})` : sql``}
        ORDER BY clicked_at DESC, click_id DESC LIMIT 2000`),
    );
    plainRows += page.length;
    if (page.length < 2000) break;
    const last = page[page.length - 1] as unknown as { at_key: string; click_id: string };
    after = { at: last.at_key, id: last.click_id };
  }
  const plainSeconds = (performance.now() - t1) / 1000;
  const short = csv.rows < CSV_GOAL_ROWS * 0.99 ? ` (the goal names ${CSV_GOAL_ROWS.toLocaleString('en')}; ${clicks.toLocaleString('en')} clicks filled at REPORT_BENCH_SCALE=${SCALE})` : '';
  console.log(
    `click CSV, ${label}, served by a process of its own: ${csv.rows.toLocaleString('en')} rows${short}, ${(csv.bytes / 1e6).toFixed(0)} MB over HTTP in ${csv.seconds.toFixed(1)} s, ` +
      `peak heap growth ${((csv.peak - csv.baseline) / 1e6).toFixed(1)} MB over ${(csv.baseline / 1e6).toFixed(0)} MB live after a full GC (goal ≤ 64 MB)   ` +
      `plain SQL pages of the same rows: ${plainRows.toLocaleString('en')} in ${plainSeconds.toFixed(1)} s`,
  );
}

export async function printReportBenchmarks(): Promise<void> {
  // REPORT_BENCH_DB=pg or pglite runs one database only
  const only = process.env.REPORT_BENCH_DB;
  if (only !== 'pg') await printPgliteBenchmarks();
  if (only !== 'pglite') await printPgBenchmarks();
}

async function printPgliteBenchmarks() {
  const lite = await openDatabase({ dataDir: 'memory://' });
  try {
    await prepare(lite);
    await fill(lite, SIZES.pglite);
    await measure('PGlite', lite, null, SIZES.pglite.clicks);
  } finally {
    await lite.close();
  }
}

/**
 * REPORT_BENCH_KEEP=1 keeps the filled PostgreSQL database and prints its URL; REPORT_BENCH_PG_URL=<that URL>
 * measures it again without filling (pending migrations applied first), for a quicker loop while tuning.
 */
async function printPgBenchmarks() {
  try {
    const reuse = process.env.REPORT_BENCH_PG_URL;
    if (reuse) {
      const database = await openDatabase({ databaseUrl: reuse });
      try {
        await migrate(database);
        const n = rows<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM clicks`))[0]!.n;
        await measure('PostgreSQL', database, reuse, n);
      } finally {
        await database.close();
      }
      return;
    }
    const { database, url, drop, keep: release } = await freshPg();
    const keep = process.env.REPORT_BENCH_KEEP === '1';
    try {
      await prepare(database);
      await fill(database, SIZES.pg);
      if (keep) console.log(`reports database kept: REPORT_BENCH_PG_URL=${url}`);
      await measure('PostgreSQL', database, url, SIZES.pg.clicks);
    } finally {
      await (keep ? release() : drop());
    }
  } catch (error) {
    console.log(`reports on PostgreSQL: skipped (${(error as Error).message})`);
  }
}
