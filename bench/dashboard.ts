import { eq, sql } from 'drizzle-orm';
import { addDays, autoGroupBy, civilOf, civilToString, periodRange, previousRange, type PeriodInput } from '../domain/dashboard/periods';
import { createApp } from '../server/app';
import { createSession } from '../server/auth/sessions';
import { readConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { users } from '../server/db/schema';
import { seedDemo } from '../server/db/seed';
import { seedTraffic } from '../server/db/seedTraffic';
import { percentiles } from './stats';
import { freshPg } from './tracker';

const TIME_ZONE = 'Europe/Berlin';

interface Call {
  path: string;
  body?: object;
  /** the same figure by a plain GROUP BY over the raw events: SQL for a range [s, f) */
  baseline: (r: { start: string; finish: string; prevStart: string; unit: string }) => string;
}

const measures = `count(*) FILTER (WHERE kind = 1), count(*) FILTER (WHERE kind = 2), count(*) FILTER (WHERE kind = 3),
  count(*) FILTER (WHERE kind = 4), sum(commission), sum(revenue)`;
const bucket = (unit: string) => `date_trunc('${unit}', occurred_at AT TIME ZONE '${TIME_ZONE}')`;
const during = (r: { start: string; finish: string }) => `occurred_at >= '${r.start}' AND occurred_at < '${r.finish}'`;
const byBucket: Call['baseline'] = (r) =>
  `SELECT ${bucket(r.unit)}, ${measures} FROM traffic_events WHERE occurred_at >= '${r.prevStart}' AND occurred_at < '${r.finish}' GROUP BY 1`;
const byColumn = (column: string): Call['baseline'] => (r) => `SELECT ${column}, ${measures} FROM traffic_events WHERE ${during(r)} GROUP BY 1`;

const CALLS: Call[] = [
  ...['commission', 'click', 'lead', 'sale', 'cl-rate', 'cr', 'epc', 'profit', 'revenue', 'roi'].map((m) => ({ path: `/measure/${m}-chart`, baseline: byBucket })),
  { path: '/affiliate/linear', baseline: (r) => `SELECT ${bucket(r.unit)}, affiliate_id, ${measures} FROM traffic_events WHERE ${during(r)} GROUP BY 1, 2` },
  ...['clicks', 'leads', 'sales', 'ftds'].map((t) => ({ path: `/affiliate/pie-${t}`, baseline: byColumn('affiliate_id') })),
  ...['new-user-request-chart', 'pending-user-request-chart', 'approved-affiliate-chart'].map((p) => ({
    path: `/${p}`,
    baseline: (r: { start: string; finish: string; unit: string }) =>
      `SELECT date_trunc('${r.unit}', created_at AT TIME ZONE '${TIME_ZONE}'), count(*) FROM users WHERE user_type = 2 AND created_at >= '${r.start}' AND created_at < '${r.finish}' GROUP BY 1`,
  })),
  { path: '/active-affiliate-chart', baseline: (r) => `SELECT ${bucket(r.unit)}, count(DISTINCT affiliate_id) FROM traffic_events WHERE ${during(r)} GROUP BY 1` },
  { path: '/user/affiliate', baseline: byColumn('affiliate_id') },
  { path: '/user/manager', baseline: byColumn('manager_id') },
  { path: '/user/language', baseline: byColumn('language') },
  { path: '/offer/offer', baseline: byColumn('offer_id') },
  { path: '/offer/offer-group', baseline: byColumn('offer_group_id') },
  { path: '/offer/country', baseline: byColumn('country') },
  {
    path: '/affiliate-manager/table',
    baseline: (r) => `SELECT manager_id, count(DISTINCT affiliate_id), ${measures} FROM traffic_events WHERE ${during(r)} GROUP BY 1`,
  },
  { path: '/affiliate-manager/linear', baseline: (r) => `SELECT ${bucket(r.unit)}, manager_id, ${measures} FROM traffic_events WHERE ${during(r)} GROUP BY 1, 2` },
  { path: '/affiliate-manager/pie', baseline: byColumn('manager_id') },
];

export interface DashboardTiming {
  path: string;
  range: string;
  api: { p50: number; p95: number; n: number };
  raw: { p50: number; p95: number; n: number };
}

async function timed(fn: () => Promise<unknown>, samples: number): Promise<{ p50: number; p95: number; n: number }> {
  const out: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await fn();
    out.push(performance.now() - started);
  }
  return percentiles(out);
}

export type BenchDatabase = 'PGlite' | 'PostgreSQL';

/** A fresh database of the kind: an in-memory PGlite, or a throw-away PostgreSQL database dropped afterwards. */
async function fresh(kind: BenchDatabase): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'PostgreSQL') {
    const pg = await freshPg();
    return { database: pg.database, drop: pg.drop };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  return { database, drop: () => database.close() };
}

async function prepare(events: number, kind: BenchDatabase): Promise<{ database: Database; drop: () => Promise<void>; seedSeconds: number }> {
  const { database, drop } = await fresh(kind);
  await migrate(database);
  await seedDemo(database.db);
  const started = performance.now();
  await seedTraffic(database.db, { events, days: 366 });
  const seedSeconds = (performance.now() - started) / 1000;
  await database.db.execute(sql`ANALYZE`);
  return { database, drop, seedSeconds };
}

/**
 * Every dashboard call at `events` events on a fresh database (in-memory PGlite or a throw-away
 * PostgreSQL database), for a 30-day and a 1-year period of an admin in Europe/Berlin, beside the
 * same figures by a plain GROUP BY over the raw events in the same run.
 */
export async function dashboardTimings(events = 1_000_000, kind: BenchDatabase = 'PGlite', samples = 30, rawSamples = 5) {
  const { database, drop, seedSeconds } = await prepare(events, kind);
  try {
    return { events, kind, seedSeconds, timeZone: TIME_ZONE, results: await timeCalls(database, samples, rawSamples) };
  } finally {
    await drop();
  }
}

/** The timings of every call on a seeded database. */
export async function timeCalls(database: Database, samples: number, rawSamples: number): Promise<DashboardTiming[]> {
  const db = database.db;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  await db.update(users).set({ timeZone: TIME_ZONE }).where(eq(users.id, admin!.id));
  const { token } = await createSession(db, { idleMs: 3.6e6, absoluteMs: 3.6e6 }, admin!.id, { ip: '', userAgent: 'bench' });
  const app = createApp({ db, config: readConfig({ SEED: 'none' }), now: () => new Date(), clientIp: () => '127.0.0.1' });
  const now = new Date();
  const today = civilOf(now, TIME_ZONE);
  const ranges = [
    { name: '30 days', body: { period_type: 'custom_date', period_start: civilToString(addDays(today, -29)), period_finish: civilToString(today) } },
    { name: '1 year', body: { period_type: 'last_year' } },
  ] as const;

  const results: DashboardTiming[] = [];
  const rawCache = new Map<string, { p50: number; p95: number; n: number }>();
  for (const range of ranges) {
    const b: { period_type: string; period_start?: string; period_finish?: string } = range.body;
    const period = periodRange({ type: b.period_type as PeriodInput['type'], start: b.period_start, finish: b.period_finish }, now, TIME_ZONE);
    const unit = autoGroupBy(period);
    const r = { start: period.start.toISOString(), finish: period.finish.toISOString(), prevStart: previousRange(period).start.toISOString(), unit };
    for (const call of CALLS) {
      const request = () =>
        Promise.resolve(
          app.request(`http://localhost/api/admin/dashboard${call.path}`, {
            method: 'POST',
            headers: { Cookie: `sid=${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
            body: JSON.stringify({ ...range.body, ...call.body }),
          }),
        ).then(async (res) => {
            if (res.status !== 200) throw new Error(`${call.path} answered ${res.status}: ${await res.text()}`);
            return res.text();
          });
      for (let i = 0; i < 3; i++) await request();
      const api = await timed(request, samples);
      const rawSql = call.baseline(r);
      if (!rawCache.has(rawSql)) rawCache.set(rawSql, await timed(() => db.execute(sql.raw(rawSql)), rawSamples));
      results.push({ path: call.path, range: range.name, api, raw: rawCache.get(rawSql)! });
    }
  }
  return results;
}
