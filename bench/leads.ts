import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { startBrokerStub, type BrokerStub } from '../test/brokerStub';
import { createApp } from '../server/app';
import { createSession } from '../server/auth/sessions';
import { readConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { brokerIntegrations, flowIntegrations, flowOffers, flows, leadPushes, offerGroups, offers, users } from '../server/db/schema';
import { intakeBody } from '../server/modules/leads/leadFields';
import { profiledTo } from './cpuProfile';
import { fmt, percentiles } from './stats';
import { freshPg } from './tracker';

// Lead intake (spec 4 §1–2) against a broker stub answering in BROKER_MS: leads/s at CONNECTIONS
// in flight for SECONDS, and the p95 of our answer's time minus the broker's own (the push log's
// `ms`), on PGlite and PostgreSQL, beside a bare Hono handler in the same run that reads the same
// body (zod intake schema + libphonenumber) and calls the same stub. LEADS_BENCH_SECONDS and
// LEADS_BENCH_CONNECTIONS make it quicker or heavier; LEADS_BENCH_PG_ONLY=1 skips PGlite;
// LEADS_PROF=file writes the CPU profile of the intake's run.
const SECONDS = Number(process.env.LEADS_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LEADS_BENCH_CONNECTIONS ?? 20);
const BROKER_MS = 20;

/** One driven run; cpuMs: this process's CPU time over it (driver, stub and server share the process). */
interface Run {
  samples: Sample[];
  seconds: number;
  failed: number;
  cpuMs: number;
}

interface Sample {
  ms: number;
  brokerMs: number | null;
  leadId: string | null;
}

async function listen(fetch: (req: Request) => Response | Promise<Response>): Promise<{ url: string; server: ServerType }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve({ url: `http://127.0.0.1:${info.port}`, server }));
  });
}
const close = (server: ServerType) => new Promise<void>((resolve) => server.close(() => resolve()));

let serial = 0;
export const leadBody = (offerId: number) => {
  serial += 1;
  const n = String(1_000_000 + serial).slice(-6);
  return { offer_id: offerId, first_name: 'Jane', last_name: 'Doe', email: `bench.${serial}.${process.pid}@example.org`, phone: `+44 7911 ${n}`, country: 'GB', ip: '81.2.69.142' };
};

/** CONNECTIONS loops sending leads for SECONDS; each sample its time and what the answer says. */
async function drive(url: string, headers: Record<string, string>, offerId: number, read: (res: Response) => Promise<Omit<Sample, 'ms'>>): Promise<Run> {
  const samples: Sample[] = [];
  let failed = 0;
  const cpu = process.cpuUsage();
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
  const used = process.cpuUsage(cpu);
  return { samples, seconds: (performance.now() - started) / 1000, failed, cpuMs: (used.user + used.system) / 1000 };
}

/** The baseline: a bare Hono handler reading the same body and calling the same broker. */
async function bareHandler(stub: BrokerStub) {
  const app = new Hono();
  app.post('/leads', async (c) => {
    const parsed = intakeBody.safeParse(await c.req.json());
    if (!parsed.success) return c.json({ success: false }, 422);
    const phone = parsePhoneNumberFromString(parsed.data.phone ?? '', (parsed.data.country ?? 'GB') as CountryCode);
    const at = performance.now();
    const broker = await fetch(stub.url('/bare'), { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'bare' }, body: JSON.stringify({ ...parsed.data, phone: phone?.number }) });
    const answer = (await broker.json()) as { lead_id?: string };
    return c.json({ success: true, data: { lead_id: answer.lead_id ?? null, status: 'ACCEPTED' } }, 201, { 'X-Broker-Ms': (performance.now() - at).toFixed(2) });
  });
  return listen(app.fetch);
}

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
  console.log(
    `${label.padEnd(34)} ${rate.toFixed(0).padStart(5)} leads/s  answer p50 ${fmt(total.p50)} p95 ${fmt(total.p95)}  overhead p50 ${fmt(overhead.p50)} p95 ${fmt(overhead.p95)}  cpu ${(run.cpuMs / Math.max(run.samples.length, 1)).toFixed(2)} ms/lead (${((run.cpuMs / 1000 / run.seconds) * 100).toFixed(0)}% of a core)  n=${run.samples.length}${run.failed ? ` failed=${run.failed}` : ''}${goals}`,
  );
  return { rate, overheadP95: overhead.p95 };
}

/** Our intake on one database: the lead's push log gives the broker's time of each answered lead. */
async function ours(label: string, database: Database, stub: BrokerStub, goals: (r: { rate: number; overheadP95: number }) => string) {
  await migrate(database);
  await seedDemo(database.db);
  const { offerId, cookie } = await leadOffer(database, stub);
  const config = readConfig({ SEED: 'none', OUTGOING_ALLOW_PRIVATE_NETWORKS: '1' });
  const app = createApp({ db: database.db, config, now: () => new Date(), clientIp: () => '127.0.0.1' });
  const { url, server } = await listen(app.fetch);
  try {
    // LEADS_PROF=file.cpuprofile: this process's CPU profile over the driven run (driver, stub and server)
    const run = await profiledTo(process.env.LEADS_PROF, () =>
      drive(`${url}/api/v1/leads`, { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest' }, offerId, async (res) => {
        const body = (await res.json()) as { data?: { lead_id?: string } };
        return { leadId: body.data?.lead_id ?? null, brokerMs: null };
      }),
    );
    const ids = run.samples.flatMap((s) => (s.leadId ? [s.leadId] : []));
    const pushMs = new Map<string, number>();
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await database.db.select({ leadId: leadPushes.leadId, ms: leadPushes.ms }).from(leadPushes).where(inArray(leadPushes.leadId, ids.slice(i, i + 1000)));
      for (const r of rows) if (r.ms !== null) pushMs.set(r.leadId, r.ms);
    }
    for (const s of run.samples) s.brokerMs = s.leadId ? (pushMs.get(s.leadId) ?? null) : null;
    const accepted = ((await database.db.execute(sql`SELECT count(*)::int AS n FROM leads WHERE offer_id = ${offerId} AND status = 'ACCEPTED'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const r = report(label, run, '');
    console.log(`${''.padEnd(34)} ${accepted} leads stored ACCEPTED with their push log${goals(r)}`);
  } finally {
    await close(server);
  }
}

export async function printLeadBenchmarks(): Promise<void> {
  const stub = await startBrokerStub();
  stub.setDelay(BROKER_MS);
  try {
    const bare = await bareHandler(stub);
    const baseline = report('bare Hono handler (baseline)', await drive(`${bare.url}/leads`, {}, 1, async (res) => {
      await res.arrayBuffer();
      return { brokerMs: Number(res.headers.get('X-Broker-Ms')), leadId: null };
    }), '');
    await close(bare.server);
    const goal = (pg: boolean) => (r: { rate: number; overheadP95: number }) =>
      `   overhead p95 ${fmt(r.overheadP95)} (goal ≤ 20 ms; baseline ${fmt(baseline.overheadP95)})${pg ? `, ${r.rate.toFixed(0)} leads/s (goal ≥ 300 on PostgreSQL; baseline ${baseline.rate.toFixed(0)})` : ''}`;
    // LEADS_BENCH_PG_ONLY=1: PostgreSQL alone (to profile the server without PGlite's own work)
    if (process.env.LEADS_BENCH_PG_ONLY !== '1') {
      const lite = await openDatabase({ dataDir: 'memory://' });
      try {
        await ours('intake + push, PGlite', lite, stub, goal(false));
      } finally {
        await lite.close();
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
      await ours('intake + push, PostgreSQL', pg.database, stub, goal(true));
    } finally {
      await pg.drop();
    }
  } finally {
    await stub.close();
  }
}
