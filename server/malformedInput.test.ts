import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../test/serverTest';
import { WORKSPACE_FEATURES } from '../domain/permissions/features';
import { KNOWN_PERMISSION_KEYS } from '../domain/permissions/check';
import { users } from './db/schema';
import { allEndpoints, fullPath, ROLE_SEGMENT } from './endpoints';
import type { Endpoint, Role } from './http/types';
import { UNSTORABLE_MESSAGE } from './http/storableText';
import { saveGeneralSettings } from './modules/settings/settingsRepository';
import { DEMO_EMAILS } from '../test/serverApp';
import { rowsOf } from './db/rows';

/**
 * The sweep: every endpoint of allEndpoints() — so every endpoint added later is swept too —
 * called, as a role it admits (holding every key, every feature on), with malformed input:
 * invalid JSON, wrong types, NUL characters, 1 MB strings, 10 000-deep nesting, hostile query
 * strings and path parameters. No answer may be a 5xx or a 401/403 (the input must reach the
 * endpoint); malformed input is a 4xx with a message; and the database is exactly as before (a
 * checksum of every table but the sessions, taken once around the whole sweep).
 *
 * Path parameters name nothing (an id no row has), so an endpoint that ignores its body cannot
 * change a row either; the bodies the API refuses centrally (NUL, depth) are also sent to id 1.
 */
const NOWHERE = '2147483646';

/**
 * Endpoints that take no body: an action on the path alone. Only what the API refuses centrally
 * (unparseable or unstorable input) is sent to them without an id; a well-formed body is theirs to
 * ignore, so it would run the action.
 */
const NO_BODY = new Set([
  'POST /logout',
  'POST /settings/network-postback-token',
  'POST /me/sessions/end-others',
  'POST /me/two-factor',
  'POST /billing/periods/close',
  'POST /crg/cohorts/close',
]);

/** Field names the API's bodies use; each malformed body sets all of them. */
const FIELDS = [
  'name', 'title', 'email', 'password', 'password_confirmation', 'full_name', 'username', 'q', 'description', 'domain', 'code',
  'system_name', 'value', 'values', 'ids', 'id', 'user_id', 'actor_id', 'permissions', 'language', 'lang', 'sort', 'page',
  'per_page', 'status_id', 'manager_id', 'user_type', 'period_type', 'period_start', 'period_finish', 'group_by', 'settings',
  'comment', 'message', 'url', 'tracking_domain_id', 'redirect_type_id', 'time_zone', 'theme', 'color_scheme', 'action',
  'messenger', 'phone', 'country', 'traffic_channel_id', 'commission_type_id', 'is_primary', 'features', 'filters', 'token',
  'offer_id', 'affiliate_id', 'advertiser_id', 'amount', 'currency', 'payout', 'revenue', 'status', 'type', 'items',
];

const each = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
const MB = 'x'.repeat(1_000_000);
const NUL = 'a\u0000b';
const DEPTH = 10_000;
const deepArrays = `{"name":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`;
const deepObjects = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

interface Body {
  label: string;
  text: string;
  type?: string;
}
const json = (label: string, value: unknown): Body => ({ label, text: JSON.stringify(value) });

/** Bodies refused before any handler runs (so they may be sent to existing ids): 422 naming the field. */
const REFUSED_CENTRALLY: Body[] = [
  json('NUL in every field', each(NUL)),
  json('NUL inside a list', each([NUL])),
  json('NUL in a key', { [`na${'\u0000'}me`]: 'x' }),
  json('an unpaired surrogate', each('a\ud800b')),
  { label: `arrays nested ${DEPTH} deep`, text: deepArrays },
  { label: `objects nested ${DEPTH} deep`, text: deepObjects },
];

/** Bodies no endpoint can take, refused before anything is read: 400 or 413. */
const UNREADABLE: Body[] = [
  { label: 'invalid JSON', text: '{"name": "x",' },
  { label: 'invalid JSON sent as text', text: '{name: x}', type: 'text/plain' },
  { label: 'a body over 1 MB', text: JSON.stringify({ name: 'x'.repeat(1_100_000) }) },
];

/** Bodies of the wrong shape altogether: refused by every endpoint that reads a body. */
const WRONG_SHAPE: Body[] = [
  { label: 'a form-encoded body', text: 'name=x&email=y', type: 'application/x-www-form-urlencoded' },
  json('a JSON list', [1, 2, 3]),
  json('a JSON number', 42),
  json('a JSON string', 'text'),
  json('JSON null', null),
  json('a 1 MB string as the body', MB),
];

/**
 * Fields of the wrong type or size: refused where the endpoint reads that field, ignored where it
 * does not (so 'any' below), and in neither case stored.
 */
const WRONG_FIELDS: Body[] = [
  json('objects for every field', each({ nested: { x: 1 } })),
  json('lists for every field', each([1, 'two', null])),
  json('numbers for every field', each(-1e308)),
  json('booleans for every field', each(true)),
  json('impossible dates and numbers', { period_start: '2026-13-45', period_finish: '2026-02-30', page: 'x', per_page: 1e9, id: -1, ids: ['x'] }),
  ...['name', 'email', 'comment'].map((f) => json(`a 1 MB ${f}`, { [f]: MB })),
];

/** Query strings refused centrally (an unstorable character). */
const REFUSED_QUERIES = ['?q=a%00b', '?lang=%00', '?%00=1', '?sort[0]=%00'];
/** Query strings an endpoint may ignore or refuse, never fail on. */
const ODD_QUERIES = [
  '?page=x&per_page=-1&sort=%7B&filter=%5B&id=-1&ids[]=x&lang=zz-ZZ-xx',
  `?q=${'y'.repeat(100_000)}`,
  // invalid UTF-8 is read as U+FFFD, which is storable
  '?q=%ED%A0%80&%E2%80%AE=%FF',
];
/** Path parameters that name nothing: 4xx. */
const BAD_PARAMS = ['abc', '-1', '0', '1.5', '1e3', '0x10', '99999999999999999999', '%00', '%ZZ', '%ED%A0%80', 'x'.repeat(5000), '%20', '1;drop'];

const keyOf = (e: Endpoint) => `${e.method} ${e.path}`;
/** A role the endpoint admits: the administrator when it may, else the first it names. */
const roleFor = (e: Endpoint): Role => (e.access.kind === 'roles' && !e.access.roles.includes('admin') ? e.access.roles[0]! : 'admin');
const pathOf = (e: Endpoint, param: string) => fullPath(e).replace(ROLE_SEGMENT, roleFor(e)).replace(/:[a-z_]+/gi, param);
const hasParams = (e: Endpoint) => /\/:[a-z_]+/i.test(e.path);

/** A 4xx must say why: `{ message }` or `[{ field, message }]`. */
function says(body: unknown): boolean {
  const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  if (Array.isArray(body)) return body.length > 0 && body.every((e) => text((e as { message?: unknown })?.message) && text((e as { field?: unknown })?.field));
  return text((body as { message?: unknown } | null)?.message);
}

const t = serverAppPerFile({ SESSION_CACHE_MS: '60000', LOGIN_MAX_FAILURES_PER_ADDRESS: '100000', LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000' });
const cookies: Partial<Record<Role, string>> = {};

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

interface Call {
  endpoint: Endpoint;
  label: string;
  path: string;
  body?: Body;
  /** 'refused': a 4xx with a message; 'central': 422 naming the field; 'any': whatever the endpoint makes of it, but no 5xx */
  expect: 'refused' | 'central' | 'any';
}

function callsOf(endpoint: Endpoint): Call[] {
  const calls: Call[] = [];
  const add = (label: string, path: string, body: Body | undefined, expect: Call['expect']) => calls.push({ endpoint, label, path, body, expect });
  const params = hasParams(endpoint);
  const at = pathOf(endpoint, params ? NOWHERE : '');
  const reads = endpoint.method !== 'GET';
  const action = NO_BODY.has(keyOf(endpoint));
  for (const query of REFUSED_QUERIES) add(`query ${query}`, at + query, undefined, 'central');
  // with a body it must refuse, so a body-reading endpoint creates nothing; an action runs unless its id names nothing
  if (!action || params) for (const query of ODD_QUERIES) add(`query ${query.slice(0, 40)}`, at + query, reads ? json('a JSON list', [1]) : undefined, reads ? 'refused' : 'any');
  if (params) for (const param of BAD_PARAMS) add(`path parameter ${param.slice(0, 20)}`, pathOf(endpoint, param), reads ? json('{}', {}) : undefined, 'refused');
  if (!reads) return calls;
  for (const body of REFUSED_CENTRALLY) add(body.label, at, body, 'central');
  if (params) for (const body of REFUSED_CENTRALLY) add(`${body.label} (id 1)`, pathOf(endpoint, '1'), body, 'central');
  for (const body of UNREADABLE) add(body.label, at, body, 'refused');
  if (action) return calls;
  for (const body of WRONG_SHAPE) add(body.label, at, body, 'refused');
  for (const body of WRONG_FIELDS) add(body.label, at, body, 'any');
  return calls;
}

async function send(call: Call): Promise<string | null> {
  const role = roleFor(call.endpoint);
  // a logout ends the session it names: each gets one of its own
  const cookie = call.endpoint.path === '/logout' ? await t.cookieFor(role) : cookies[role]!;
  const headers: Record<string, string> = { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest' };
  if (call.body) headers['Content-Type'] = call.body.type ?? 'application/json';
  const response = await t.app.request(`http://localhost${call.path}`, { method: call.endpoint.method, headers, body: call.body?.text });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // judged below: a 4xx without a JSON message fails
  }
  const what = `${call.endpoint.method} ${call.path.slice(0, 100)} with ${call.label}: ${response.status} ${text.slice(0, 120)}`;
  if (response.status >= 500) return what;
  if (response.status === 401 || response.status === 403) return `${what} (never reached the endpoint)`;
  if (response.status >= 400 && !says(body)) return `${what} (no message)`;
  if (call.expect === 'central' && response.status !== 422) return `${what} (not 422)`;
  if (call.expect === 'refused' && (response.status < 400 || response.status >= 500)) return `${what} (accepted)`;
  return null;
}

/** Runs the calls `width` at a time, every failure collected. */
async function runAll(calls: Call[], width: number): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const failure = await send(calls[next++]!);
      if (failure) failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return failures;
}

/**
 * Values of the wrong type for a number or a single text: a list for a scalar, [5], '0x10', true,
 * '1e3', an object, nested lists. z.coerce.number read [5] as 5, '0x10' as 16 and true as 1; a
 * dropped list left a field absent. Each is sent in every field, and in the numeric fields alone
 * (so the text fields an endpoint requires first do not hide them).
 */
const SHAPES: [string, unknown][] = [
  ['a list for a scalar', ['a', 'b']],
  ['[5]', [5]],
  ['"0x10"', '0x10'],
  ['true', true],
  ['"1e3"', '1e3'],
  ['an object', { id: 1 }],
  ['nested lists', [[1], [2]]],
];
const NUMERIC_FIELDS = [
  'id', 'user_id', 'actor_id', 'page', 'per_page', 'status_id', 'manager_id', 'user_type', 'tracking_domain_id', 'redirect_type_id',
  'traffic_channel_id', 'commission_type_id', 'is_primary', 'offer_id', 'affiliate_id', 'advertiser_id', 'amount', 'payout', 'revenue',
  'status', 'reason', 'registration_type_id', 'default_payment_terms_id', 'system_commission_threshold', 'default_affiliate_manager_id',
  'default_advertiser_id', 'reward_type_id', 'reward_value', 'months', 'change_option', 'access', 'click_lifetime_days', 'daily_cap',
  'monthly_cap', 'campaign_id', 'postback_id', 'payout_id', 'offer_group_id', 'marketplace_category_id', 'sum', 'order_id', 'ids',
];
const SHAPE_BODIES: Body[] = SHAPES.flatMap(([label, value]) => [
  json(`${label} in every field`, each(value)),
  json(`${label} in every numeric field`, Object.fromEntries(NUMERIC_FIELDS.map((f) => [f, value]))),
]);
/** The same shapes in a query string: a key twice, hex, an exponent, a boolean, a bracketed list. */
const SHAPE_QUERIES = ['?affiliate_id=1&affiliate_id=2', '?affiliate_id=0x10&page=0x10', '?affiliate_id=1e3&per_page=1e3', '?affiliate_id=true', '?affiliate_id[0]=5', '?tracking_domain_id=%20'];

/**
 * Whether any row changed, cheaply: every table's row count and the sum of its rows' xmin (an
 * insert, an update or a delete moves one of them; a rolled-back write moves neither), in one
 * statement. Sessions are left out, as in the checksum.
 */
async function fingerprintQuery() {
  const tables = rowsOf<{ name: string }>(await t.database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'sessions' order by 1`,
  ));
  const parts = tables.map(({ name }) => sql`(select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from ${sql.identifier(name)})`);
  return sql`select concat_ws('|', ${sql.join(parts, sql`, `)}) as f`;
}

/** A refusal these endpoints write by design: a failed sign-in is counted (the throttle) and logged. */
const RECORDS_REFUSALS = new Set(['POST /login']);

interface ShapeCall {
  endpoint: Endpoint;
  label: string;
  path: string;
  body?: Body;
}

function shapeCallsOf(endpoint: Endpoint): ShapeCall[] {
  const calls: ShapeCall[] = [];
  const params = hasParams(endpoint);
  const at = pathOf(endpoint, params ? NOWHERE : '');
  for (const query of SHAPE_QUERIES) calls.push({ endpoint, label: `query ${query}`, path: at + query });
  if (endpoint.method === 'GET' || NO_BODY.has(keyOf(endpoint))) return calls;
  for (const body of SHAPE_BODIES) calls.push({ endpoint, label: body.label, path: at, body });
  // an update reads its body for a row that exists: id 1
  if (params && (endpoint.method === 'PUT' || endpoint.method === 'PATCH')) for (const body of SHAPE_BODIES) calls.push({ endpoint, label: `${body.label} (id 1)`, path: pathOf(endpoint, '1'), body });
  return calls;
}

beforeAll(async () => {
  // the sweep changes nothing, so the signed-in callers may be cached: most calls then cost no query
  // every feature on and every key held (but the ones that hide), so the input reaches each endpoint's own checks
  await saveGeneralSettings(t.database.db, { workspace_features: WORKSPACE_FEATURES.filter((f) => !f.startsWith('hide_')) }, new Date());
  await t.database.db.update(users).set({ permissions: [...KNOWN_PERMISSION_KEYS].filter((key) => !key.includes('_Hide_')) });
  for (const role of ['admin', 'manager', 'affiliate', 'advertiser'] as const) cookies[role] = await t.cookieFor(DEMO_EMAILS[role]);
});

describe('malformed input, every endpoint', () => {
  it('never answers 5xx, refuses with a message and changes nothing', { timeout: 300_000 }, async () => {
    const before = await checksum();
    const calls = allEndpoints().flatMap(callsOf);
    const failures = await runAll(calls, 8);
    const after = await checksum();
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect(failures).toEqual([]);
    expect(changed).toEqual([]);
    expect(calls.length).toBeGreaterThan(3000);
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

  it('every endpoint × the malformed shapes: no 5xx, and a refused request changes nothing', { timeout: 600_000 }, async () => {
    const query = await fingerprintQuery();
    const fingerprint = async () => rowsOf<{ f: string }>(await t.database.db.execute(query))[0]!.f;
    // Every write of a row takes a transaction id; while none was handed out since the last
    // fingerprint, no row can have changed and the fingerprint (a read of every table) is not taken
    // again. The calls run one endpoint at a time, so nothing writes between the two reads.
    const nextXid = async () => rowsOf<{ x: string }>(await t.database.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`))[0]!.x;
    let last = { xid: await nextXid(), print: await fingerprint() };
    const changedSinceLast = async () => {
      const xid = await nextXid();
      if (xid === last.xid) return false;
      const print = await fingerprint();
      const changed = print !== last.print;
      last = { xid, print };
      return changed;
    };
    const byEndpoint = allEndpoints().map(shapeCallsOf).filter((calls) => calls.length > 0);
    const counts = { calls: 0, endpoints: byEndpoint.length, refused: 0, accepted: 0, serverErrors: 0, refusedButChanged: 0, acceptedAndChanged: 0 };
    const failures: string[] = [];
    const send = async (call: ShapeCall) => {
      const role = roleFor(call.endpoint);
      const headers: Record<string, string> = { Cookie: cookies[role]!, 'X-Requested-With': 'XMLHttpRequest' };
      if (call.body) headers['Content-Type'] = 'application/json';
      const response = await t.app.request(`http://localhost${call.path}`, { method: call.endpoint.method, headers, body: call.body?.text });
      const text = await response.text();
      return { status: response.status, what: `${call.endpoint.method} ${call.path.slice(0, 100)} with ${call.label}: ${response.status} ${text.slice(0, 160)}` };
    };
    // an endpoint's calls together, its fingerprint around them; only an endpoint whose calls
    // changed something is called again one request at a time, to find which request did
    const changedEndpoints: ShapeCall[][] = [];
    for (const calls of byEndpoint) {
      const answers = await Promise.all(calls.map(send));
      counts.calls += calls.length;
      for (const answer of answers) {
        if (answer.status >= 500) failures.push(answer.what);
        if (answer.status >= 500) counts.serverErrors++;
        else if (answer.status >= 400) counts.refused++;
        else counts.accepted++;
        if (answer.status < 400 && process.env.SWEEP_SHOW_ACCEPTED) console.log('accepted:', answer.what);
      }
      if (await changedSinceLast()) changedEndpoints.push(calls);
    }
    for (const calls of changedEndpoints) {
      for (const call of calls) {
        await changedSinceLast();
        const answer = await send(call);
        if (!(await changedSinceLast())) continue;
        if (answer.status >= 400 && RECORDS_REFUSALS.has(keyOf(call.endpoint))) continue;
        if (answer.status >= 400) {
          counts.refusedButChanged++;
          failures.push(`${answer.what} (refused, but changed the database)`);
        } else {
          counts.acceptedAndChanged++;
          failures.push(`${answer.what} (a malformed value taken: accepted, and changed the database)`);
        }
      }
    }
    console.log('malformed shapes sweep:', JSON.stringify(counts));
    expect(failures).toEqual([]);
    expect(counts.serverErrors).toBe(0);
    expect(counts.refusedButChanged).toBe(0);
    expect(counts.acceptedAndChanged).toBe(0);
  });
});
