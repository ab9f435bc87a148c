import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { startBrokerStub, type BrokerStub } from '../test/brokerStub';
import { createSession } from '../server/auth/sessions';
import { openDatabase, type Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { brokerIntegrations, flowIntegrations, flowOffers, flows, leadPushes, offerGroups, offers, users } from '../server/db/schema';
import { cpuSeconds, namedCpuSeconds, startProcess } from './processes';
import { fmt, percentiles } from './stats';
import { freePort, freshPg, stopProcess } from './tracker';

// Lead intake (spec 4 §1–2) against a broker stub answering in BROKER_MS: leads/s at CONNECTIONS
// in flight for SECONDS, and the p95 of our answer's time minus the broker's own (the push log's
// `ms`), on PGlite and PostgreSQL, beside a bare Hono handler in the same run that reads the same
// body (zod intake schema + libphonenumber) and calls the same stub. The app runs as in production,
// `server/main.ts` in a process of its own (and the baseline in one of its own, bench/leadsBare.ts);
// this process drives the load and plays the broker. The CPU per lead is the server process's, and
// PostgreSQL's beside it. LEADS_BENCH_SECONDS and LEADS_BENCH_CONNECTIONS make it quicker or
// heavier; LEADS_BENCH_PG_ONLY=1 skips PGlite; LEADS_PROF=dir writes the server process's CPU
// profile (its start included) into dir.
const SECONDS = Number(process.env.LEADS_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LEADS_BENCH_CONNECTIONS ?? 20);
const BROKER_MS = 20;

/** One driven run; the CPU milliseconds the server process (and PostgreSQL, where it ran) used over it. */
interface Run {
  samples: Sample[];
  seconds: number;
  failed: number;
  serverCpuMs: number;
  databaseCpuMs: number | null;
}

interface Sample {
  ms: number;
  brokerMs: number | null;
  leadId: string | null;
}

/** The app as `npm run start:server` runs it, on a port of its own unless `env` names one, on the database `env` names. */
export async function startApp(env: Record<string, string>) {
  const port = await freePort();
  const profile = process.env.LEADS_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LEADS_PROF}`] : [];
  return startProcess([...profile, '--import', 'tsx', 'server/main.ts'], {
    HOST: '127.0.0.1', PORT: String(port), SEED: 'none', DATABASE_URL: '', NATS_URL: '', OUTGOING_ALLOW_PRIVATE_NETWORKS: '1', ...env,
  }, /Listening on http:\/\/localhost:(\d+)/);
}

let serial = 0;
export const leadBody = (offerId: number) => {
  serial += 1;
  const n = String(1_000_000 + serial).slice(-6);
  return { offer_id: offerId, first_name: 'Jane', last_name: 'Doe', email: `bench.${serial}.${process.pid}@example.org`, phone: `+44 7911 ${n}`, country: 'GB', ip: '81.2.69.142' };
};

/** CONNECTIONS loops sending leads for SECONDS; each sample its time and what the answer says. */
async function drive(url: string, headers: Record<string, string>, offerId: number, read: (res: Response) => Promise<Omit<Sample, 'ms'>>, server: ChildProcess, services: string[] = []): Promise<Run> {
  const samples: Sample[] = [];
  let failed = 0;
  const [server0, database0] = [cpuSeconds(server.pid), namedCpuSeconds(services)];
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const at = performance.now();
        const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(leadBody(offerId)) });
        const ms = performance.now() - at;
        if (res.status !== 201 && res.status !== 200) {
          failed += 1;
          await res.arrayBuffer();
          continue;
        }
        samples.push({ ms, ...(await read(res)) });
      }
    }),
  );
  return {
    samples,
    seconds: (performance.now() - started) / 1000,
    failed,
    serverCpuMs: (cpuSeconds(server.pid) - server0) * 1000,
    databaseCpuMs: services.length > 0 ? (namedCpuSeconds(services) - database0) * 1000 : null,
  };
}

/** The baseline: a bare Hono handler reading the same body and calling the same broker, in a process of its own. */
const startBare = (stub: BrokerStub) => startProcess(['--import', 'tsx', 'bench/leadsBare.ts'], { STUB_URL: stub.url() }, /Bare leads listening on (\d+)/);

/** A lead offer of its own, routed by an Active flow to one integration: the stub. */
export async function leadOffer(database: Database, stub: BrokerStub, { timeoutMs = 5000 } = {}): Promise<{ offerId: number; cookie: string }> {
  const db = database.db;
  const [advertiser] = await db.select({ id: users.id }).from(users).where(eq(users.userType, 3)).limit(1);
  const [affiliate] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@example.com'));
  const [group] = await db.select({ id: offerGroups.id }).from(offerGroups).limit(1);
  const [offer] = await db
    .insert(offers)
    .values({ name: 'Bench leads', offerGroupId: group!.id, advertiserId: advertiser!.id, status: 1, access: 4, countries: [], duplicateWindowDays: 0 })
    .returning({ id: offers.id });
  const [integration] = await db
    .insert(brokerIntegrations)
    .values({
      advertiserId: advertiser!.id,
      name: 'Bench stub',
      kind: 'http',
      method: 'POST',
      endpoint: stub.url('/leads'),
      headers: [{ name: 'Content-Type', value: 'application/json', secret: false }],
      bodyTemplate: '{"first_name":"{first_name}","email":"{email}","phone":"{phone}","country":"{country}"}',
      successPath: 'success',
      leadIdPath: 'lead_id',
      autologinPath: 'autologin',
      countries: [],
      languages: [],
      timeoutMs,
    })
    .returning({ id: brokerIntegrations.id });
  const [flow] = await db.insert(flows).values({ name: 'Bench flow', status: 1 }).returning({ id: flows.id });
  await db.insert(flowOffers).values({ flowId: flow!.id, offerId: offer!.id });
  await db.insert(flowIntegrations).values({ flowId: flow!.id, integrationId: integration!.id, priority: 1, weight: 100 });
  const { token } = await createSession(db, { idleMs: 3.6e6, absoluteMs: 3.6e6 }, affiliate!.id, { ip: '', userAgent: 'bench' });
  return { offerId: offer!.id, cookie: `sid=${token}` };
}

function report(label: string, run: Run, goals: string) {
  const overhead = percentiles(run.samples.filter((s) => s.brokerMs !== null).map((s) => s.ms - s.brokerMs!));
  const total = percentiles(run.samples.map((s) => s.ms));
  const rate = run.samples.length / run.seconds;
  const perLead = (ms: number) => `${(ms / Math.max(run.samples.length, 1)).toFixed(2)} ms/lead (${((ms / 1000 / run.seconds) * 100).toFixed(0)}% of a core)`;
  const database = run.databaseCpuMs === null ? '' : `, PostgreSQL ${perLead(run.databaseCpuMs)}`;
  console.log(
    `${label.padEnd(34)} ${rate.toFixed(0).padStart(5)} leads/s  answer p50 ${fmt(total.p50)} p95 ${fmt(total.p95)}  overhead p50 ${fmt(overhead.p50)} p95 ${fmt(overhead.p95)}  cpu: server ${perLead(run.serverCpuMs)}${database}  n=${run.samples.length}${run.failed ? ` failed=${run.failed}` : ''}${goals}`,
  );
  return { rate, overheadP95: overhead.p95 };
}

/** Where a run keeps its data: opened here to set up and to read back, named to the server process by `env`. */
interface Store {
  open(): Promise<Database>;
  env: Record<string, string>;
  /** the database's own processes, whose CPU is printed beside the server's */
  services: string[];
}

/** Our intake on one database: the lead's push log gives the broker's time of each answered lead. */
async function ours(label: string, store: Store, stub: BrokerStub, goals: (r: { rate: number; overheadP95: number }) => string) {
  // set up here and closed before the server opens it (a PGlite folder has one process at a time)
  const setup = await store.open();
  let offer: { offerId: number; cookie: string };
  try {
    await migrate(setup);
    await seedDemo(setup.db);
    offer = await leadOffer(setup, stub);
  } finally {
    await setup.close();
  }
  const app = await startApp(store.env);
  let run: Run;
  try {
    run = await drive(`${app.url}/api/v1/leads`, { Cookie: offer.cookie, 'X-Requested-With': 'XMLHttpRequest' }, offer.offerId, async (res) => {
      const body = (await res.json()) as { data?: { lead_id?: string } };
      return { leadId: body.data?.lead_id ?? null, brokerMs: null };
    }, app.child, store.services);
  } finally {
    await stopProcess(app.child);
  }
  const database = await store.open();
  try {
    const ids = run.samples.flatMap((s) => (s.leadId ? [s.leadId] : []));
    const pushMs = new Map<string, number>();
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await database.db.select({ leadId: leadPushes.leadId, ms: leadPushes.ms }).from(leadPushes).where(inArray(leadPushes.leadId, ids.slice(i, i + 1000)));
      for (const r of rows) if (r.ms !== null) pushMs.set(r.leadId, r.ms);
    }
    for (const s of run.samples) s.brokerMs = s.leadId ? (pushMs.get(s.leadId) ?? null) : null;
    const accepted = ((await database.db.execute(sql`SELECT count(*)::int AS n FROM leads WHERE offer_id = ${offer.offerId} AND status = 'ACCEPTED'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const r = report(label, run, '');
    console.log(`${''.padEnd(34)} ${accepted} leads stored ACCEPTED with their push log${goals(r)}`);
  } finally {
    await database.close();
  }
}

export async function printLeadBenchmarks(): Promise<void> {
  const stub = await startBrokerStub();
  stub.setDelay(BROKER_MS);
  try {
    const bare = await startBare(stub);
    let baseline: { rate: number; overheadP95: number };
    try {
      baseline = report('bare Hono handler (baseline)', await drive(`${bare.url}/leads`, {}, 1, async (res) => {
        await res.arrayBuffer();
        return { brokerMs: Number(res.headers.get('X-Broker-Ms')), leadId: null };
      }, bare.child), '');
    } finally {
      await stopProcess(bare.child);
    }
    const goal = (pg: boolean) => (r: { rate: number; overheadP95: number }) =>
      `   overhead p95 ${fmt(r.overheadP95)} (goal ≤ 20 ms; baseline ${fmt(baseline.overheadP95)})${pg ? `, ${r.rate.toFixed(0)} leads/s (goal ≥ 300 on PostgreSQL; baseline ${baseline.rate.toFixed(0)})` : ''}`;
    // LEADS_BENCH_PG_ONLY=1: PostgreSQL alone (to profile the server without PGlite's own work)
    if (process.env.LEADS_BENCH_PG_ONLY !== '1') {
      const dataDir = mkdtempSync(join(tmpdir(), 'affnet-leads-bench-'));
      try {
        await ours('intake + push, PGlite', { open: () => openDatabase({ dataDir }), env: { DATA_DIR: dataDir }, services: [] }, stub, goal(false));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    let pg: Awaited<ReturnType<typeof freshPg>>;
    try {
      pg = await freshPg();
    } catch (error) {
      console.log(`leads on PostgreSQL: skipped (${(error as Error).message})`);
      return;
    }
    try {
      await ours('intake + push, PostgreSQL', { open: () => openDatabase({ databaseUrl: pg.url }), env: { DATABASE_URL: pg.url }, services: ['postgres'] }, stub, goal(true));
    } finally {
      await pg.drop();
    }
  } finally {
    await stub.close();
  }
}
