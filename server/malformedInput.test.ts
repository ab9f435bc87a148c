import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, fullPath } from './endpoints';
import type { Endpoint } from './http/types';
import { UNSTORABLE_MESSAGE } from './http/storableText';
import { createTestApp, type TestApp } from '../test/serverApp';

/**
 * The sweep: every endpoint of allEndpoints() — so every endpoint added later is swept too —
 * called as an administrator with malformed input: invalid JSON, wrong types, NUL characters,
 * 1 MB strings, deep nesting, hostile query strings. No answer may be a 5xx, and the database
 * must be exactly as before (a checksum of every table but the sessions).
 *
 * Path parameters name nothing (an id no row has), so an endpoint that ignores its body cannot
 * change a row either; the bodies the API refuses centrally (NUL, depth) are also sent to id 1.
 */
const NOWHERE = '2147483646';

/** Field names the API's bodies use; each malformed body sets all of them. */
const FIELDS = [
  'name', 'title', 'email', 'password', 'password_confirmation', 'full_name', 'username', 'q', 'description', 'domain', 'code',
  'system_name', 'value', 'values', 'ids', 'id', 'user_id', 'actor_id', 'permissions', 'language', 'lang', 'sort', 'page',
  'per_page', 'status_id', 'manager_id', 'user_type', 'period_type', 'period_start', 'period_finish', 'group_by', 'settings',
  'comment', 'message', 'url', 'tracking_domain_id', 'redirect_type_id', 'time_zone', 'theme', 'color_scheme', 'action',
  'messenger', 'phone', 'country', 'traffic_channel_id', 'commission_type_id', 'is_primary', 'features', 'filters', 'token',
];

const each = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
const MB = 'x'.repeat(1_000_000);
const NUL = 'a\u0000b';
const deep = (levels: number) => `{"name":${'['.repeat(levels)}${']'.repeat(levels)}}`;

/** Bodies refused before any handler runs, so they may be sent to existing ids. */
const REFUSED_CENTRALLY: [string, string][] = [
  ['NUL in every field', JSON.stringify(each(NUL))],
  ['NUL inside a list', JSON.stringify(each([NUL]))],
  ['NUL in a key', JSON.stringify({ [`na${'\u0000'}me`]: 'x' })],
  ['an unpaired surrogate', JSON.stringify(each('a\ud800b'))],
  ['nesting 5 000 deep', deep(5000)],
];

const MALFORMED: [string, string][] = [
  ...REFUSED_CENTRALLY,
  ['invalid JSON', '{"name": "x",'],
  ['a JSON list', '[1, 2, 3]'],
  ['a JSON number', '42'],
  ['a JSON string', '"text"'],
  ['JSON null', 'null'],
  ['objects for every field', JSON.stringify(each({ nested: { x: 1 } }))],
  ['lists for every field', JSON.stringify(each([1, 'two', null]))],
  ['numbers for every field', JSON.stringify(each(-1e308))],
  ['booleans for every field', JSON.stringify(each(true))],
  ['impossible dates and numbers', JSON.stringify({ period_start: '2026-13-45', period_finish: '2026-02-30', page: 'x', per_page: 1e9, id: -1, ids: ['x'] })],
  ['a 1 MB string as the body', JSON.stringify(MB)],
  ...['name', 'q', 'email', 'description', 'value'].map((f): [string, string] => [`a 1 MB ${f}`, JSON.stringify({ [f]: MB })]),
];

const QUERIES = ['?q=a%00b', '?lang=%00', '?%00=1', '?page=x&per_page=-1&sort[0]=%00', `?q=${'y'.repeat(100_000)}`];

const pathOf = (e: Endpoint, id: string) => fullPath(e).replace(':role{admin|manager|affiliate}', 'admin').replace(/:[a-z_]+/gi, id);

let t: TestApp;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Rows and a hash of every table but sessions (touched by every signed-in call by design). */
async function checksum(): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(await t.database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'sessions' order by 1`,
  ));
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number; h: string | null }>(await t.database.db.execute(
      sql`select count(*)::int as n, md5(string_agg(md5(x::text), '' order by md5(x::text))) as h from ${sql.identifier(name)} x`,
    ));
    result[name] = `${row!.n}:${row!.h ?? ''}`;
  }
  return result;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('malformed input, every endpoint, as an administrator', () => {
  it('never answers 5xx and changes nothing', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const endpoint of allEndpoints()) {
      const before = await checksum();
      // a session of its own per endpoint: a logout with a junk body still ends the session it names
      const cookie = await t.cookieFor('admin');
      const send = async (label: string, path: string, body?: string) => {
        calls += 1;
        const response = await t.app.request(`http://localhost${path}`, {
          method: endpoint.method,
          headers: { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          body,
        });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${endpoint.method} ${path.slice(0, 120)} with ${label}: ${response.status}`);
        return response;
      };
      const withParams = fullPath(endpoint).includes('/:', 6);
      for (const query of QUERIES) await send(`query ${query.slice(0, 30)}`, pathOf(endpoint, NOWHERE) + query);
      if (endpoint.method === 'GET') continue;
      for (const [label, body] of MALFORMED) await send(label, pathOf(endpoint, NOWHERE), body);
      if (!withParams) continue;
      for (const [label, body] of REFUSED_CENTRALLY) {
        const response = await send(`${label} (id 1)`, pathOf(endpoint, '1'), body);
        if (response.status !== 422) failures.push(`${endpoint.method} ${pathOf(endpoint, '1')} with ${label}: ${response.status}, not 422`);
      }
      const after = await checksum();
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      if (changed.length) failures.push(`${endpoint.method} ${fullPath(endpoint)} changed ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(500);
  });

  it('names the field that holds a NUL, in the body and in the query string', async () => {
    const cookie = await t.cookieFor('admin');
    const create = await t.call('POST', '/api/admin/dictionary/marketplace-categories', { cookie, body: { name: NUL } });
    expect(create.status).toBe(422);
    expect(await create.json()).toEqual([{ field: 'name', message: UNSTORABLE_MESSAGE }]);
    const list = await t.call('POST', '/api/admin/dictionary/marketplace-categories/list', { cookie, body: { name: 'x', items: [{ title: NUL }] } });
    expect(await list.json()).toEqual([{ field: 'items.0.title', message: UNSTORABLE_MESSAGE }]);
    const query = await t.call('GET', '/api/admin/dictionary/marketplace-categories/1?lang=a%00');
    expect(query.status).toBe(422);
    expect(await query.json()).toEqual([{ field: 'lang', message: UNSTORABLE_MESSAGE }]);
    // the same text without the NUL is accepted
    const plain = await t.call('POST', '/api/admin/dictionary/marketplace-categories', { cookie, body: { name: 'ab sweep' } });
    expect(plain.status).toBe(201);
  });
});
