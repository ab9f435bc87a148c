import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from './endpoints';
import type { Endpoint, Role } from './http/types';
import { createTestApp, type TestApp } from '../test/serverApp';

/**
 * Endpoint × principal → expected answer. 'ok' means the request got past authorization (any
 * status but 401 and 403). Every endpoint of the API must have a row: a new endpoint without one
 * fails this test. Later endpoints add their rows here.
 */
type Expect = 401 | 403 | 'ok';
type Row = { anonymous: Expect; admin: Expect; manager: Expect; affiliate: Expect; body?: unknown };

const everyone: Row = { anonymous: 401, admin: 'ok', manager: 'ok', affiliate: 'ok' };
const adminOnly: Row = { anonymous: 401, admin: 'ok', manager: 403, affiliate: 403 };
const open: Row = { anonymous: 'ok', admin: 'ok', manager: 'ok', affiliate: 'ok' };

const TABLE: Record<string, Row> = {
  'POST /login': { ...open, body: { email: 'nobody@example.com', password: 'x' } },
  'POST /logout': open,
  'GET /account': everyone,
  'GET /software': open,
  'GET /me': everyone,
  'PUT /me': { ...everyone, body: {} },
  'POST /dictionary/languages/list': { ...everyone, body: {} },
  'POST /dictionary/languages': { ...adminOnly, body: { name: 'Authz', system_name: 'az' } },
  'GET /dictionary/languages/:id': everyone,
  'PUT /dictionary/languages/:id': { ...adminOnly, body: {} },
  'DELETE /dictionary/languages/:id': adminOnly,
};

const keyOf = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

let t: TestApp;
const cookies: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ADDRESS: '1000', LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000' });
  for (const role of ['admin', 'manager', 'affiliate'] as const) cookies[role] = await t.cookieFor(role);
});
afterAll(() => t.close());

describe('authorization table', () => {
  it('has a row for every endpoint and no row for an endpoint that does not exist', () => {
    const endpoints = allEndpoints().map(keyOf).sort();
    expect(Object.keys(TABLE).sort()).toEqual(endpoints);
  });

  const principals = ['anonymous', 'admin', 'manager', 'affiliate'] as const;
  for (const endpoint of allEndpoints()) {
    const row = TABLE[keyOf(endpoint)];
    if (!row) continue;
    for (const who of principals) {
      it(`${keyOf(endpoint)} as ${who} → ${row[who]}`, async () => {
        // a logout would end the shared session: give it a fresh one
        const cookie = who === 'anonymous' ? undefined : endpoint.path === '/logout' ? await t.cookieFor(who) : cookies[who];
        const segment = endpoint.access.kind === 'roles' ? `/${who === 'anonymous' ? 'admin' : who}` : '';
        const path = `/api${segment}${endpoint.path.replace(':id', '1')}`;
        const res = await t.call(endpoint.method, path, { cookie, body: row.body });
        if (row[who] === 'ok') expect([401, 403]).not.toContain(res.status);
        else expect(res.status).toBe(row[who]);
        expect(res.status).toBeLessThan(500);
      });
    }
  }
});
