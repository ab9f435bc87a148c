import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from '../e2e/server';
import { pgAdminUrl, withDatabase } from '../test/pgUrl';
import { DEMO_PASSWORD } from '../server/db/seed';
import { percentiles } from './stats';

/**
 * Load on the real server (tsx server/main.ts, demo seed) on 127.0.0.1: 200 connections for
 * LOAD_SECONDS (default 30) on the affiliates list and a dashboard chart as the signed-in admin,
 * beside GET /api/software (no session, no database: the ceiling) — first on PGlite, then on
 * PostgreSQL (a throw-away database on the test cluster). Goal: 0 errors, 0 time-outs, p99 < 1 s.
 * WARM_SECONDS (default 0) runs each target first without counting it; beware that the requests
 * still in flight when a run stops are answered to nobody before the next run's (the server does
 * not skip them), so a warm-up on an overloaded machine delays what follows. The machine's load
 * average is printed beside the figures. Identical
 * reads in flight share one answer (server/http/sharedReads.ts), so one more line sends every
 * request with its own page size: what the list costs when nothing can be shared (no goal).
 */
const CONNECTIONS = 200;
const seconds = () => Number(process.env.LOAD_SECONDS || 30);
const warmSeconds = () => Number(process.env.WARM_SECONDS ?? 0);

interface Target {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  signedIn: boolean;
  /** every request a different body (nothing to share), made from the request's number */
  bodyOf?: (n: number) => string;
}

const TARGETS: Target[] = [
  { label: 'GET /api/software (no database)', method: 'GET', path: '/api/software', signedIn: false },
  { label: 'POST …/user_profiles/affiliates/list', method: 'POST', path: '/api/admin/user_profiles/affiliates/list', body: '{"page":1,"per_page":25}', signedIn: true },
  { label: 'POST …/dashboard/measure/click-chart', method: 'POST', path: '/api/admin/dashboard/measure/click-chart', body: '{}', signedIn: true },
  { label: '  the list, every body its own (no goal)', method: 'POST', path: '/api/admin/user_profiles/affiliates/list', signedIn: true,
    bodyOf: (n) => `{"page":1,"per_page":${10 + (n % 91)}}` },
];

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  await response.text();
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`sign-in answered ${response.status}`);
  return cookie;
}

function run(base: string, target: Target, cookie: string, duration: number, times: number[]) {
  let instance: autocannon.Instance | undefined;
  let sent = 0;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({
    url: `${base}${target.path}`,
    method: target.method,
    connections: CONNECTIONS,
    duration,
    timeout: 10,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      ...(target.body || target.bodyOf ? { 'Content-Type': 'application/json' } : {}),
      ...(target.signedIn ? { Cookie: cookie } : {}),
    },
    body: target.body,
    ...(target.bodyOf ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: target.bodyOf!((sent += 1)) }) }] } : {}),
  }, (error, result) => (error ? reject(error as Error) : resolve(result)));
  });
  instance!.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  return finished;
}

async function hammer(base: string, target: Target, cookie: string) {
  if (warmSeconds() > 0) await run(base, target, cookie, warmSeconds(), []);
  const times: number[] = [];
  const result = await run(base, target, cookie, seconds(), times);
  const sorted = [...times].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? NaN;
  const { p50, p95 } = percentiles(times);
  const ms = (v: number) => `${Math.round(v)} ms`;
  console.log(
    `  ${target.label.padEnd(40)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${ms(p50)}  p95 ${ms(p95)}  p99 ${ms(p99)}  errors ${result.errors}  time-outs ${result.timeouts}  non-2xx ${result.non2xx}  (load average ${loadavg()[0]!.toFixed(1)})`,
  );
}

async function loadOn(kind: string, env: Record<string, string>) {
  // seeding the demo workspace takes longer than a journey waits when the machine is busy
  const server = await startServer({ HOST: '127.0.0.1', SEED_EVENTS: '1000', ...env }, { upWithinMs: 300_000 });
  try {
    const base = server.url.replace('localhost', '127.0.0.1');
    const cookie = await signIn(base);
    console.log(`load on ${kind}: ${CONNECTIONS} connections × ${seconds()} s each${warmSeconds() ? ` after ${warmSeconds()} s of warm-up` : ''}, machine load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores   (goal: 0 errors, 0 time-outs, p99 < 1 s)`);
    for (const target of TARGETS) await hammer(base, target, cookie);
  } finally {
    await server.stop();
  }
}

export async function printLoad() {
  await loadOn('PGlite', {});
  const adminUrl = pgAdminUrl();
  const name = `bench_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`load on PostgreSQL: skipped (${(error as Error).message})`);
    await admin.end().catch(() => undefined);
    return;
  }
  try {
    await loadOn('PostgreSQL', { DATABASE_URL: withDatabase(adminUrl, name) });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
