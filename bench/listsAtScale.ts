import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { fullPermissions } from '../domain/permissions/defaults';
import { createApp } from '../server/app';
import { createSession } from '../server/auth/sessions';
import { readConfig } from '../server/config';
import { openDatabase, type Database, type Db } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { users } from '../server/db/schema';
import { listChanges } from '../server/modules/users/changeLogRepository';
import { listUsers, type ListKind } from '../server/modules/users/listRepository';
import { pgAdminUrl, withDatabase } from '../test/pgUrl';
import { fmt, percentiles } from './stats';

export type Call = (path: string, body: object) => Response | Promise<Response>;

interface Case {
  label: string;
  path: string;
  body: { page: number; per_page: number; sort?: string; q?: string; manager_id?: number; status_id?: number };
  /** the same page through the repository: its SQL (rows and count) on the driver, no HTTP, no session */
  raw: () => Promise<unknown>;
}

const ADMIN = { id: 1, userType: 0 };

async function timed(fn: () => Promise<unknown>, n: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return samples;
}

/**
 * The four big lists (affiliates, accounts, requests, change log) at scale, free-text search
 * included: each page through the API beside the SQL of the same page run directly, in the same
 * run. Goal: p95 ≤ 50 ms and ≤ 2 × the raw SQL.
 */
export async function printListsAtScale(db: Db, call: Call, label: string, n = 40, ping?: () => Response | Promise<Response>) {
  const page = (p: Case['body']) => ({ perPage: p.per_page, offset: (p.page - 1) * p.per_page, sort: p.sort });
  const users = (kind: ListKind, path: string, body: Case['body'], what: string): Case => ({
    label: `${what}`,
    path,
    body,
    raw: () => listUsers(db, kind, ADMIN, { q: body.q, manager_id: body.manager_id, status_id: body.status_id }, page(body)),
  });
  const P = '/user_profiles';
  const cases: Case[] = [
    users('affiliates', `${P}/affiliates/list`, { page: 1, per_page: 25, sort: '-id' }, 'affiliates, newest'),
    users('affiliates', `${P}/affiliates/list`, { page: 200, per_page: 25, sort: 'email' }, 'affiliates, page 200 by e-mail'),
    users('affiliates', `${P}/affiliates/list`, { page: 1, per_page: 25, q: 'aff4242' }, 'affiliates, search "aff4242"'),
    users('affiliates', `${P}/affiliates/list`, { page: 1, per_page: 25, q: 'no. 777' }, 'affiliates, search "no. 777"'),
    users('affiliates', `${P}/affiliates/list`, { page: 1, per_page: 50, manager_id: 5, status_id: 1 }, 'affiliates, one manager'),
    users('all', `${P}/list`, { page: 1, per_page: 25, sort: '-created_at' }, 'accounts, newest'),
    users('all', `${P}/list`, { page: 1, per_page: 25, q: 'bench.example' }, 'accounts, search "bench.example"'),
    users('requests', `${P}/affiliate-requests/list`, { page: 1, per_page: 25, sort: '-id' }, 'requests, newest'),
    users('requests', `${P}/affiliate-requests/list`, { page: 1, per_page: 25, q: 'req77' }, 'requests, search "req77"'),
    {
      label: 'change log, newest',
      path: '/user-management/user-change-log/list',
      body: { page: 1, per_page: 25 },
      raw: () => listChanges(db, ADMIN, {}, { descending: true, perPage: 25, offset: 0 }),
    },
    {
      label: 'change log, search "aff4242"',
      path: '/user-management/user-change-log/list',
      body: { page: 1, per_page: 25, q: 'aff4242' },
      raw: () => listChanges(db, ADMIN, { q: 'aff4242' }, { descending: true, perPage: 25, offset: 0 }),
    },
  ];
  console.log(`lists at scale (${label}), p95 over n=${n}   (goal: API p95 ≤ 50 ms and ≤ 2 × the raw SQL)`);
  for (const c of cases) {
    const api = async () => {
      const res = await call(c.path, c.body);
      await res.text();
      if (res.status !== 200) throw new Error(`${c.path} answered ${res.status}`);
    };
    await timed(api, 3);
    await timed(c.raw, 3);
    // interleaved quarters, so a burst of load on the machine hits both alike
    const apiSamples: number[] = [];
    const rawSamples: number[] = [];
    for (let q = 0; q < 4; q++) {
      apiSamples.push(...(await timed(api, n / 4)));
      rawSamples.push(...(await timed(c.raw, n / 4)));
    }
    const a = percentiles(apiSamples);
    const r = percentiles(rawSamples);
    console.log(`  ${c.label.padEnd(34)} API p50 ${fmt(a.p50)} p95 ${fmt(a.p95)}   raw SQL p50 ${fmt(r.p50)} p95 ${fmt(r.p95)}   ratio ${(a.p95 / r.p95).toFixed(2)}`);
  }
  if (ping) {
    // what every signed-in call costs without a query of its own (session from the cache, guards, routing, JSON)
    const get = async () => {
      const res = await ping();
      await res.text();
      if (res.status !== 200) throw new Error(`GET /me answered ${res.status}`);
    };
    await timed(get, 3);
    const f = percentiles(await timed(get, n));
    console.log(`  ${'signed-in GET /me (no query)'.padEnd(34)} API p50 ${fmt(f.p50)} p95 ${fmt(f.p95)}`);
  }
}

/** A signed-in administrator on a bench database: their id and a caller of `POST /api/admin{path}`. */
export async function benchAdmin(db: Db): Promise<{ adminId: number; call: Call; me: () => Response | Promise<Response> }> {
  const [admin] = await db
    .insert(users)
    .values({ email: 'bench-admin@example.com', passwordHash: 'x', userType: 0, permissions: fullPermissions('admin') })
    .returning({ id: users.id });
  const { token } = await createSession(db, { idleMs: 3.6e6, absoluteMs: 3.6e6 }, admin!.id, { ip: '', userAgent: 'bench' });
  const app = createApp({ db, config: readConfig({ SEED: 'none' }), now: () => new Date(), clientIp: () => '127.0.0.1' });
  const call = (path: string, body: object) =>
    app.request(`http://localhost/api/admin${path}`, {
      method: 'POST',
      headers: { Cookie: `sid=${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const me = () => app.request('http://localhost/api/admin/me', { headers: { Cookie: `sid=${token}`, 'X-Requested-With': 'XMLHttpRequest' } });
  return { adminId: admin!.id, call, me };
}

/** The four lists on one migrated, empty database: 20 managers, the affiliates, 1 000 pending requests, as many log entries as affiliates. */
async function listsOn(database: Database, name: string, affiliates: number, samples: number) {
  await migrate(database);
  const db = database.db;
  const { adminId, call, me } = await benchAdmin(db);
  // 20 managers, the affiliates spread over them (newest first by id), pending requests, log entries
  await db.execute(sql`INSERT INTO users (email, password_hash, user_type, first_name, last_name, manager_id, commission_type_id, status_id, created_at)
    SELECT CASE WHEN g <= 20 THEN 'manager' || g ELSE 'aff' || (g - 20) END || '@bench.example', 'x', CASE WHEN g <= 20 THEN 1 ELSE 2 END,
      CASE WHEN g <= 20 THEN 'Manager' ELSE 'Aff' END, 'No. ' || CASE WHEN g <= 20 THEN g ELSE g - 20 END,
      CASE WHEN g <= 20 THEN NULL ELSE 2 + (g % 20) END, 1 + (g % 2), CASE WHEN g % 17 = 0 THEN 0 ELSE 1 END, now() - (g || ' minutes')::interval
    FROM generate_series(1, ${affiliates + 20}) g`);
  await db.execute(sql`INSERT INTO users (email, password_hash, user_type, status_id, registration_status, registration_completed, manager_id)
    SELECT 'req' || g || '@bench.example', 'x', 2, 0, 0, false, 2 FROM generate_series(1, 1000) g`);
  await db.execute(sql`INSERT INTO user_changes (user_id, actor_id, action, changes, ip, created_at)
    SELECT 22 + (g % ${affiliates}), ${adminId}, 'update', jsonb_build_object('last_name', jsonb_build_object('from', 'Aff', 'to', 'Aff ' || g)), '203.0.113.1',
      now() - (g || ' seconds')::interval
    FROM generate_series(1, ${affiliates}) g`);
  await db.execute(sql`ANALYZE`);
  await printListsAtScale(db, call, `${name}, ${affiliates} affiliates, 1000 requests, ${affiliates} change-log rows`, samples, me);
}

/**
 * `npm run bench -- listsAtScale`: the four lists alone holding LISTS_BENCH_USERS affiliates
 * (default 100 000), 1 000 pending requests and as many change-log entries as affiliates, on an
 * in-memory PGlite and on a throw-away database of the PostgreSQL server of the tests
 * (TEST_DATABASE_URL, else the local one); LISTS_BENCH_DB=pglite or pg runs one of them.
 * LISTS_BENCH_N samples per page and side (default 600): at 40 the p95 is the third-slowest
 * sample, and at 200 the ratios of the 1–4 ms pages still crossed the 2× line from run to run
 * (one young-generation collection, ~1.6 ms, decides a p95 of ten samples).
 * (The `users` bench prints the same table after its own figures.)
 */
export async function printListsAtScaleBench(
  affiliates = Number(process.env.LISTS_BENCH_USERS ?? 100_000),
  only = process.env.LISTS_BENCH_DB,
  samples = Number(process.env.LISTS_BENCH_N ?? 600),
) {
  if (only !== 'pg') {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await listsOn(database, 'PGlite', affiliates, samples);
    } finally {
      await database.close();
    }
  }
  if (only === 'pglite') return;
  const name = `bench_lists_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl() });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`lists at scale on PostgreSQL: skipped (${(error as Error).message})`);
    await admin.end().catch(() => undefined);
    return;
  }
  try {
    const database = await openDatabase({ databaseUrl: withDatabase(pgAdminUrl(), name) });
    try {
      await listsOn(database, 'PostgreSQL', affiliates, samples);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
