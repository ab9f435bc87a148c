import type { Db } from '../server/db/client';
import { listChanges } from '../server/modules/users/changeLogRepository';
import { listUsers, type ListKind } from '../server/modules/users/listRepository';
import { fmt, percentiles } from './stats';

type Call = (path: string, body: object) => Response | Promise<Response>;

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
export async function printListsAtScale(db: Db, call: Call, label: string, n = 40) {
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
    // interleaved halves, so a burst of load on the machine hits both alike
    const apiSamples = [...(await timed(api, n / 2)), ...(await timed(api, n / 2))];
    const rawSamples = [...(await timed(c.raw, n / 2)), ...(await timed(c.raw, n / 2))];
    const a = percentiles(apiSamples);
    const r = percentiles(rawSamples);
    console.log(`  ${c.label.padEnd(34)} API p50 ${fmt(a.p50)} p95 ${fmt(a.p95)}   raw SQL p95 ${fmt(r.p95)}   ratio ${(a.p95 / r.p95).toFixed(2)}`);
  }
}
