import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { CampaignAccess, CampaignStatus } from '../domain/enums/campaign';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { offers, users } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { CLICK_STREAM } from '../server/modules/tracker/natsClicks';
import { pgAdminUrl, withDatabase } from '../test/pgUrl';
import { cpuSeconds, namedCpuSeconds, startProcess } from './processes';
import { hasWrk, wrk } from './wrk';

// Clicks/s and latency of GET /click at 100 connections, as a ratio to a bare node:http server
// answering 302 in the same run (just before each setup, as the machine's load varies), and every
// answered click counted in the database afterwards.
// Every server under test runs in a process of its own, as in production; the load generator is
// wrk where installed (a few µs of CPU a request), else autocannon in this process.
const SECONDS = Number(process.env.TRACKER_BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

interface Load {
  /** CPU time the server process(es) and, on PostgreSQL, the database server spent per answered request (µs) */
  cpu?: { server: number; database?: number };
  rps: number;
  p50: number;
  p99: number;
  /** responses with the tracker's 302 */
  answered: number;
}

async function load(ports: number[], path: string): Promise<Load> {
  if (hasWrk()) {
    // one wrk thread per core between the runs (two here): the servers under test share the cores
    const results = await Promise.all(
      ports.map((port) =>
        wrk(`http://127.0.0.1:${port}${path}`, {
          connections: Math.round(CONNECTIONS / ports.length),
          seconds: SECONDS,
          threads: Math.max(1, Math.floor(availableParallelism() / ports.length)),
          headers: { Host: 'track.localhost' },
        }),
      ),
    );
    return {
      rps: results.reduce((s, r) => s + r.rps, 0),
      p50: Math.max(...results.map((r) => r.p50)),
      p99: Math.max(...results.map((r) => r.p99)),
      // the bench link answers 302: every completed request inside 2xx/3xx is an answered click
      answered: results.reduce((s, r) => s + r.requests - r.failed, 0),
    };
  }
  const results = await Promise.all(
    ports.map((port) =>
      autocannon({
        url: `http://127.0.0.1:${port}${path}`,
        connections: Math.round(CONNECTIONS / ports.length),
        duration: SECONDS,
        headers: { Host: 'track.localhost' },
      }),
    ),
  );
  return {
    rps: results.reduce((s, r) => s + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    answered: results.reduce((s, r) => s + (r.statusCodeStats?.['302']?.count ?? 0), 0),
  };
}

/**
 * The load with the CPU the servers under test used per answered request: machine load changes
 * requests/s several-fold, but far less the CPU a request costs, which is what decides the ratio
 * on a machine where the load generator and the servers share the cores.
 */
async function loadWithCpu(processes: ChildProcess[], ports: number[], path: string, services: string[]): Promise<Load> {
  const database = services.length > 0;
  const server0 = processes.reduce((s, p) => s + cpuSeconds(p.pid), 0);
  const db0 = namedCpuSeconds(services);
  const result = await load(ports, path);
  const served = Math.max(1, result.answered || result.rps * SECONDS);
  const server = ((processes.reduce((s, p) => s + cpuSeconds(p.pid), 0) - server0) / served) * 1e6;
  return { ...result, cpu: { server, ...(database ? { database: ((namedCpuSeconds(services) - db0) / served) * 1e6 } : {}) } };
}

const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;

/** The baseline: a bare node:http server answering 302, in its own process. */
async function bare(): Promise<Load> {
  const code = `require('node:http').createServer((_, res) => { res.writeHead(302, { Location: 'https://example.com/' }); res.end(); })
    .listen(0, '127.0.0.1', function () { console.log('Bare listening on ' + this.address().port); });`;
  const { child, url } = await startProcess(['-e', code], {}, /Bare listening on (\d+)/);
  const port = Number(new URL(url).port);
  const result = await loadWithCpu([child], [port], '/click', []);
  await stopProcess(child);
  return result;
}

export const stopProcess = (child: ChildProcess) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));

async function countClicks(database: Database): Promise<number> {
  const rows = (await database.db.execute(sql`SELECT count(*)::int AS n FROM clicks`)) as unknown as { rows: { n: number }[] };
  return rows.rows[0]!.n;
}

export async function clickPath(database: Database): Promise<string> {
  const [affiliate] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@example.com'));
  // an offer every approved affiliate may run from anywhere: Active, Public, no country or channel limits
  const [offer] = await database.db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.status, CampaignStatus.Active), eq(offers.access, CampaignAccess.Public), sql`cardinality(${offers.countries}) = 0`, sql`cardinality(${offers.trafficChannels}) = 0`))
    .orderBy(offers.id)
    .limit(1);
  if (!offer) throw new Error('the demo seed has no Active Public offer open to every country');
  return `/click?offer_id=${offer!.id}&aff_id=${affiliate!.id}&p1=bench`;
}

/**
 * The bench link on a copy of its offer that has caps (docs/decisions/offers.md, "Caps"): a
 * monthly clicks cap every click takes a unit of in the database, and a daily conversions cap the
 * tracker checks from its cache; both far from full, so every click runs.
 */
export async function cappedClickPath(database: Database, path: string): Promise<string> {
  const offerId = Number(new URLSearchParams(path.split('?')[1]).get('offer_id'));
  const rows = (await database.db.execute(sql`INSERT INTO offers (name, description, advertiser_id, offer_group_id, status, access, landing_url, payout_cpa, payout_cpl)
    SELECT name || ' (capped)', description, advertiser_id, offer_group_id, status, access, landing_url, payout_cpa, payout_cpl FROM offers WHERE id = ${offerId}
    RETURNING id`)) as unknown as { rows: { id: number }[] };
  const capped = rows.rows[0]!.id;
  await database.db.execute(sql`INSERT INTO offer_caps (offer_id, period, metric, cap_limit) VALUES
    (${capped}, 'monthly', 'clicks', 2000000000), (${capped}, 'daily', 'conversions', 1000000)`);
  return path.replace(`offer_id=${offerId}`, `offer_id=${capped}`);
}

/**
 * A smart link of the bench link's affiliate (spec 4 §6) over the bench offer and a copy of it,
 * with two entries the bench's clicks never fit (DE phones) before them: every click walks the
 * entries, picks by weight, checks the offer as a plain click does, and runs.
 */
export async function smartClickPath(database: Database, path: string): Promise<string> {
  const query = new URLSearchParams(path.split('?')[1]);
  const offerId = Number(query.get('offer_id'));
  const affiliateId = Number(query.get('aff_id'));
  const copy = (await database.db.execute(sql`INSERT INTO offers (name, description, advertiser_id, offer_group_id, status, access, landing_url, payout_cpa, payout_cpl)
    SELECT name || ' (smart link copy)', description, advertiser_id, offer_group_id, status, access, landing_url, payout_cpa, payout_cpl FROM offers WHERE id = ${offerId}
    RETURNING id`)) as unknown as { rows: { id: number }[] };
  const link = (await database.db.execute(sql`INSERT INTO smart_links (name, affiliate_id) VALUES ('Bench smart link', ${affiliateId}) RETURNING id`)) as unknown as { rows: { id: number }[] };
  const linkId = link.rows[0]!.id;
  await database.db.execute(sql`INSERT INTO smart_link_entries (smart_link_id, offer_id, countries, device_types, weight, position) VALUES
    (${linkId}, ${offerId}, '{DE}', '{1}', 100, 0), (${linkId}, ${copy.rows[0]!.id}, '{DE}', '{1}', 100, 1),
    (${linkId}, ${offerId}, '{}', '{}', 60, 2), (${linkId}, ${copy.rows[0]!.id}, '{}', '{}', 40, 3)`);
  return `/click?sl=${linkId}&p1=bench`;
}

/** Of two runs of one setup, the one whose server used less CPU per click (a single run swings by ±20 % with what else the machine does). */
const lowerCpu = (a: Measured, b: Measured) => ((b.result.cpu?.server ?? Infinity) < (a.result.cpu?.server ?? Infinity) ? b : a);

/**
 * The plain link and the smart link over the same offer, measured plain, smart, plain, smart on one
 * database (so neither always runs on the larger clicks table), each compared by its lower CPU.
 */
async function smartAgainstPlain(dataDir: string, path: string, smart: string, plainFirst: Measured): Promise<void> {
  const count = clicksIn(dataDir);
  const smartFirst = await oneTracker({ DATA_DIR: dataDir }, smart, count);
  report('  a smart link over the same offer', smartFirst);
  const plainAgain = await oneTracker({ DATA_DIR: dataDir }, path, count);
  report('  the offer’s own link again', plainAgain);
  const smartAgain = await oneTracker({ DATA_DIR: dataDir }, smart, count);
  report('  the smart link again', smartAgain);
  smartLinkCost(lowerCpu(plainFirst, plainAgain), lowerCpu(smartFirst, smartAgain));
}

/** What the smart link's pick adds to a click's CPU, against the plain link's in the same run (issue goal: ≤ 20 %). */
function smartLinkCost(plain: Measured, smart: Measured) {
  const cpu = (m: Measured) => m.result.cpu?.server ?? 0;
  if (!cpu(plain) || !cpu(smart)) return;
  console.log(
    `  smart link: CPU/click ${cpu(smart).toFixed(0)} µs against ${cpu(plain).toFixed(0)} µs for the offer's own link (${(((cpu(smart) - cpu(plain)) / cpu(plain)) * 100).toFixed(0)} %; goal ≤ 20 %)`,
  );
}

/**
 * One tracker process (npm run start:tracker) writing its own clicks to the database `env`
 * names; `count` reads the stored clicks once it has stopped (and flushed).
 */
async function oneTracker(env: Record<string, string>, path: string, count: () => Promise<number>): Promise<Measured> {
  // the demo seed stores clicks of its own: only those the run added are the answered ones
  const before = await count();
  const port = await freePort();
  const tracker = await startTrackerProcess({ ...env, PORT: String(port) });
  const baseline = await bare();
  const result = await loadWithCpu([tracker], [port], path, env.DATABASE_URL ? ['postgres'] : []);
  if (result.answered === 0) throw new Error('no click was answered with a 302: the bench link is refused');
  await stopProcess(tracker);
  return { baseline, result: { ...result, lost: result.answered - ((await count()) - before) } };
}

/**
 * The tracker's HTTP and click handling alone (a sink that keeps nothing): how much of the gap to
 * the bare server is the tracker's own, the rest being the database's. Nothing is stored, so
 * nothing is counted as lost.
 */
async function withoutStore(dataDir: string, path: string, quality = true): Promise<Measured> {
  const port = await freePort();
  const tracker = await startTrackerProcess({ DATA_DIR: dataDir, PORT: String(port), ...(quality ? {} : { BENCH_WITHOUT_QUALITY: '1' }) }, 'bench/trackerWithoutStore.ts');
  const baseline = await bare();
  const result = await loadWithCpu([tracker], [port], path, []);
  await stopProcess(tracker);
  return { baseline, result };
}

/** A setup's figures and the bare server's, measured just before it (the machine's load varies). */
interface Measured {
  baseline: Load;
  /** lost: undefined where nothing is stored */
  result: Load & { lost?: number };
}

export async function freshPg(): Promise<{ database: Database; url: string; drop: () => Promise<void>; keep: () => Promise<void> }> {
  const name = `affnet_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = withDatabase(pgAdminUrl(), name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
    /** closes without dropping the database */
    keep: async () => {
      await database.close();
      await admin.end();
    },
  };
}

export async function prepare(database: Database) {
  await migrate(database);
  await seedDemo(database.db);
  const { ensureClickPartitions } = await import('../server/modules/tracker/partitions');
  await ensureClickPartitions(database.db, new Date());
}

/** `npm run start:tracker` in a process of its own (or `entry` instead: bench/trackerWithoutStore.ts) */
export function startTrackerProcess(env: Record<string, string>, entry = 'server/trackerMain.ts'): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...(process.env.TRACKER_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.TRACKER_PROF] : []), '--import', 'tsx', entry], {
    env: { ...process.env, HOST: '127.0.0.1', SEED: 'none', DATABASE_URL: '', NATS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('Tracker listening') && resolve(child));
    child.once('exit', (code) => reject(new Error(`tracker exited with ${code}`)));
  });
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = portOf(probe);
  await new Promise((r) => probe.close(r));
  return port;
}

/**
 * The JetStream writer in a process of its own, as the app process is in production: it writes
 * what the trackers publish to the database at `url` until it is stopped.
 */
function startWriterProcess(url: string): Promise<ChildProcess> {
  const code = `import { openDatabase } from './server/db/client.ts';
    import { startClickConsumer } from './server/modules/tracker/natsClicks.ts';
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    const writer = await startClickConsumer(database.db, process.env.NATS_URL);
    console.log('Writer ready');
    process.on('SIGTERM', () => void writer.stop().then(() => database.close()).then(() => process.exit(0)));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    env: { ...process.env, DATABASE_URL: url, NATS_URL },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('Writer ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`writer exited with ${code}`)));
  });
}

/** Two tracker processes publishing to NATS JetStream, one writer process on PostgreSQL. */
async function withNats(): Promise<Measured> {
  const { database, url, drop } = await freshPg();
  try {
    await prepare(database);
    const before = await countClicks(database);
    await purgeClickStream();
    const writer = await startWriterProcess(url);
    const ports = [await freePort(), await freePort()];
    const trackers = await Promise.all(ports.map((p) => startTrackerProcess({ DATABASE_URL: url, NATS_URL, PORT: String(p) })));
    const baseline = await bare();
    const result = await loadWithCpu([...trackers, writer], ports, await clickPath(database), ['postgres', 'nats-server']);
    await Promise.all(trackers.map(stopProcess));
    const deadline = Date.now() + 60_000;
    while ((await countClicks(database)) - before < result.answered && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    await stopProcess(writer);
    return { baseline, result: { ...result, lost: result.answered - ((await countClicks(database)) - before) } };
  } finally {
    await drop();
  }
}

/** Clicks a run before left unwritten (their database is gone) would only be refused again. */
async function purgeClickStream() {
  const connection = await connect({ servers: NATS_URL });
  try {
    await (await jetstreamManager(connection)).streams.purge(CLICK_STREAM.stream);
  } catch {
    // no stream yet: the first tracker creates it
  } finally {
    await connection.close();
  }
}

const line = (label: string, r: Load & { lost?: number }, base?: Load) =>
  console.log(
    `${label.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms` +
      // lost: answered 302s missing from the database; a request the load tool gave up on (timeout)
      // may still be stored, so more stored than answered is not a loss
      (r.cpu ? `  CPU/request ${r.cpu.server.toFixed(0)} µs${r.cpu.database === undefined ? '' : ` + ${r.cpu.database.toFixed(0)} µs database`}` : '') +
      (base ? `  ratio ${(r.rps / base.rps).toFixed(2)}× (goal ≥ 0.5×)` : '') +
      (base && r.lost !== undefined ? `  lost ${Math.max(0, r.lost)} of ${r.answered} answered` : base ? '  (nothing stored)' : ''),
  );

const report = (label: string, { baseline, result }: Measured) => {
  line('  bare node:http 302 (baseline)', baseline);
  line(label, result, baseline);
};

export async function printTrackerBenchmarks(): Promise<void> {
  console.log(`load generator: ${hasWrk() ? 'wrk (C, its own process)' : 'autocannon (in this process; apt-get install wrk for a lighter one)'}`);
  // TRACKER_BENCH_ONLY=pglite|pg|nats|smartlink runs one setup (all but smartlink, which pglite includes, by default)
  const only = process.env.TRACKER_BENCH_ONLY;
  if (only === 'smartlink') return smartLinkTracker();
  if (!only || only === 'pglite') await pgliteTracker();
  if (!only || only === 'pg') await pgTracker();
  if (!only || only === 'nats') {
    try {
      report('2 trackers + NATS + 1 writer (PG)', await withNats());
    } catch (error) {
      console.log(`tracker with NATS: skipped (${(error as Error).message})`);
    }
  }
}

/** The clicks stored in the PGlite at `dataDir`, counted with the database opened here (the tracker process closed it). */
const clicksIn = (dataDir: string) => async () => {
  const reopened = await openDatabase({ dataDir });
  try {
    return await countClicks(reopened);
  } finally {
    await reopened.close();
  }
};

async function pgliteTracker() {
  // PGlite: seeded here, then opened by the tracker process alone, then here again to count
  const dataDir = mkdtempSync(join(tmpdir(), 'affnet-bench-'));
  try {
    const seeded = await openDatabase({ dataDir });
    await prepare(seeded);
    const path = await clickPath(seeded);
    const capped = await cappedClickPath(seeded, path);
    const smart = await smartClickPath(seeded, path);
    await seeded.close();
    const count = clicksIn(dataDir);
    const plain = await oneTracker({ DATA_DIR: dataDir }, path, count);
    report('tracker /click, PGlite', plain);
    const withCaps = await oneTracker({ DATA_DIR: dataDir }, capped, count);
    report('  the same offer with caps', withCaps);
    capsCost(plain, withCaps);
    await smartAgainstPlain(dataDir, path, smart, plain);
    const judged = await withoutStore(dataDir, path);
    report('  the same, clicks not stored', judged);
    // traffic quality's share of a click (spec 4 §4): the same tracker with every click taken as Safe unjudged
    const unjudged = await withoutStore(dataDir, path, false);
    report('  the same, not stored, not judged', unjudged);
    const added = (judged.result.cpu!.server - unjudged.result.cpu!.server) / unjudged.result.cpu!.server;
    console.log(`  traffic quality adds ${(added * 100).toFixed(1)} % CPU per click (${(judged.result.cpu!.server - unjudged.result.cpu!.server).toFixed(1)} µs; goal with caps ≤ 15 %)`);
    await judgeAlone(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The click judge alone, in this process: µs per click over clicks from many addresses and agents. */
async function judgeAlone(dataDir: string) {
  const { createClickJudge } = await import('../server/modules/quality/clickJudge');
  const database = await openDatabase({ dataDir });
  try {
    const judge = createClickJudge(database.db);
    const agents = ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'];
    const click = (i: number) => ({ ip: `81.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, userAgent: agents[i & 1]!, offerId: i % 50, now: new Date() });
    await judge.judge(click(0)); // loads the ranges
    const n = 200_000;
    const start = process.cpuUsage();
    for (let i = 1; i <= n; i++) await judge.judge(click(i));
    const used = process.cpuUsage(start);
    console.log(`  traffic quality judge alone: ${((used.user + used.system) / n).toFixed(2)} µs CPU per click (${n} clicks, ${n / 2} distinct addresses)`);
  } finally {
    await database.close();
  }
}

/** What the caps check adds to a click's CPU, and a durable click's CPU against the bare 302's (issue goal: ≤ 5×). */
function capsCost(plain: Measured, withCaps: Measured) {
  const cpu = (m: Measured) => m.result.cpu?.server ?? 0;
  if (!cpu(plain) || !cpu(withCaps)) return;
  const base = withCaps.baseline.cpu?.server ?? 0;
  console.log(
    `  caps: CPU/click ${cpu(withCaps).toFixed(0)} µs against ${cpu(plain).toFixed(0)} µs without (${(((cpu(withCaps) - cpu(plain)) / cpu(plain)) * 100).toFixed(0)} %)` +
      (base ? `; ${(cpu(withCaps) / base).toFixed(1)}× the bare 302's CPU (goal ≤ 5×)` : ''),
  );
}

/** The plain click and the smart link's, one after the other in one run (TRACKER_BENCH_ONLY=smartlink), on PGlite. */
async function smartLinkTracker() {
  const dataDir = mkdtempSync(join(tmpdir(), 'affnet-bench-'));
  try {
    const seeded = await openDatabase({ dataDir });
    await prepare(seeded);
    const path = await clickPath(seeded);
    const smart = await smartClickPath(seeded, path);
    await seeded.close();
    const count = clicksIn(dataDir);
    const plain = await oneTracker({ DATA_DIR: dataDir }, path, count);
    report('tracker /click, PGlite', plain);
    await smartAgainstPlain(dataDir, path, smart, plain);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function pgTracker() {
  try {
    const { database, url, drop } = await freshPg();
    try {
      await prepare(database);
      const path = await clickPath(database);
      const capped = await cappedClickPath(database, path);
      const plain = await oneTracker({ DATABASE_URL: url }, path, () => countClicks(database));
      report('tracker /click, PostgreSQL', plain);
      const withCaps = await oneTracker({ DATABASE_URL: url }, capped, () => countClicks(database));
      report('  the same offer with caps', withCaps);
      capsCost(plain, withCaps);
    } finally {
      await drop();
    }
  } catch (error) {
    console.log(`tracker /click, PostgreSQL: skipped (${(error as Error).message})`);
  }
}
