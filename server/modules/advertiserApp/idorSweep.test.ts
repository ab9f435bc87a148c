import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { conversions } from '../../db/schema';
import { allEndpoints } from '../../endpoints';
import type { Endpoint } from '../../http/types';
import { serverAppPerFile } from '../../../test/serverTest';
import { ADVERTISER_ACCOUNT_ENDPOINTS } from '../../../test/authorization/advertiserApp';

/**
 * The advertiser's object-level sweep: every endpoint the advertiser reaches — so every one added
 * later — is called by advertiser A with advertiser B's objects: B's offer, invoice, API key and
 * session in the path, B's offer as a list filter or a body field. Each must answer as if B's
 * object did not exist (404, a 422 on the field, or an empty list), hand back nothing of B's, and
 * change nothing of B's. An endpoint that names no object acts on the caller alone (SELF); an
 * endpoint neither swept nor listed there fails the test until it is classified.
 */
const t = serverAppPerFile();
const cookies: Record<'a' | 'b', string> = { a: '', b: '' };
const path: Record<string, string> = {};
let offerB = 0;
let offersB: number[] = [];

/**
 * Endpoints of the caller's own account or whole scope, which name no object of anyone's: the
 * account endpoints every role reaches, less those that take an id (swept), and their balance.
 */
const SELF = new Set([...ADVERTISER_ACCOUNT_ENDPOINTS.filter((e) => !e.includes(':')), 'GET /portal/balance']);

const key = (e: Endpoint) => `${e.method} ${e.path}`;
const advertiserEndpoints = () => allEndpoints().filter((e) => e.access.kind === 'roles' && e.access.roles.includes('advertiser'));
const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query))[0]!;
const call = (e: Endpoint, url: string, body?: unknown) => t.call(e.method, `/api/advertiser${url}`, { cookie: cookies.a, body: e.method === 'GET' || e.method === 'DELETE' ? undefined : body });

beforeAll(async () => {
  cookies.a = await t.cookieFor('advertiser@example.com');
  cookies.b = await t.cookieFor('partners@coinvault.example');
  const b = await one<{ id: number }>(sql`SELECT id FROM users WHERE email = 'partners@coinvault.example'`);
  offersB = rowsOf<{ id: number }>(await t.database.db.execute(sql`SELECT id FROM offers WHERE advertiser_id = ${b.id} ORDER BY id`)).map((r) => r.id);
  offerB = offersB[0]!;
  // B has an invoice: a conversion of theirs two days ago, invoiced by the admin
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
  const affiliate = await one<{ id: number }>(sql`SELECT id FROM users WHERE email = 'affiliate@example.com'`);
  await t.database.db.insert(conversions).values({ clickId: randomUUID(), clickedAt: twoDaysAgo, createdAt: twoDaysAgo, offerId: offerB, affiliateId: affiliate.id, advertiserId: b.id, country: 'DE', action: 3, payable: 1, revenue: '75.00' });
  const today = new Date().toISOString().slice(0, 10);
  const invoice = await t.call('POST', '/api/admin/advertiser-billing/invoices', { cookie: await t.cookieFor('admin'), body: { advertiser_id: b.id, period_start: '2000-01-01', period_end: today } });
  expect(invoice.status).toBe(201);
  const invoiceB = ((await invoice.json()) as { data: { id: number } }).data.id;
  const apiKey = await t.call('POST', '/api/advertiser/me/api-keys', { cookie: cookies.b, body: { name: 'B’s sync', scope: 'read' } });
  const keyAnswer = (await apiKey.json()) as { data: { id: number } };
  expect(keyAnswer, JSON.stringify(keyAnswer)).toHaveProperty('data');
  const keyB = keyAnswer.data.id;
  const sessions = await t.call('GET', '/api/advertiser/me/sessions', { cookie: cookies.b });
  const sessionB = ((await sessions.json()) as { data: { id: number | string; current?: boolean }[] }).data.find((s) => s.current)?.id;
  path['/portal/offers/:id'] = `/portal/offers/${offerB}`;
  path['/portal/offers/:id/test-conversion'] = `/portal/offers/${offerB}/test-conversion`;
  path['/portal/invoices/:id'] = `/portal/invoices/${invoiceB}`;
  path['/portal/invoices/:id/file'] = `/portal/invoices/${invoiceB}/file`;
  path['/me/api-keys/:id'] = `/me/api-keys/${keyB}`;
  path['/me/sessions/:id'] = `/me/sessions/${String(sessionB)}`;
});

describe('advertiser A with advertiser B’s objects', () => {
  it('classifies every endpoint the advertiser reaches', () => {
    const unclassified = advertiserEndpoints()
      .filter((e) => !SELF.has(key(e)) && !e.path.includes(':') && !e.path.endsWith('/list') && key(e) !== 'POST /portal/change-requests')
      .map(key);
    expect(unclassified).toEqual([]);
    expect(advertiserEndpoints().filter((e) => e.path.includes(':') && path[e.path] === undefined).map(key)).toEqual([]);
  });

  it('answers B’s objects in the path as unknown, and changes nothing of B’s', async () => {
    const swept: string[] = [];
    for (const e of advertiserEndpoints().filter((x) => x.path.includes(':'))) {
      const res = await call(e, path[e.path]!, {});
      expect([404, 422], `${key(e)} → ${res.status}`).toContain(res.status);
      expect(await res.text()).not.toMatch(/coinvault|B’s sync/i);
      swept.push(key(e));
    }
    expect(swept.length).toBeGreaterThanOrEqual(6);
    // B is still signed in, B's key still there, B's offer untouched by a test conversion
    expect((await t.call('GET', '/api/advertiser/me', { cookie: cookies.b })).status).toBe(200);
    const keys = await t.call('POST', '/api/advertiser/me/api-keys/list', { cookie: cookies.b, body: {} });
    expect(((await keys.json()) as { data: unknown[] }).data).toHaveLength(1);
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM received_postbacks WHERE offer_id = ${offerB} AND test`)).n).toBe(0);
  });

  it('lists nothing of B’s when filtered by B’s offer, and refuses B’s offer in a body', async () => {
    for (const e of advertiserEndpoints().filter((x) => x.path.endsWith('/list') && !SELF.has(key(x)))) {
      const res = await call(e, e.path, { offer_id: offerB, per_page: 500 });
      expect(res.status, key(e)).toBe(200);
      const rows = ((await res.json()) as { data: { offer_id?: number; id: number }[] }).data;
      expect(rows.filter((r) => offersB.includes(Number(r.offer_id ?? (e.path === '/portal/offers/list' ? r.id : 0)))), key(e)).toEqual([]);
    }
    const before = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM offer_change_requests`);
    const asked = await t.call('POST', '/api/advertiser/portal/change-requests', { cookie: cookies.a, body: { offer_id: offerB, message: 'Pay me more' } });
    expect(asked.status).toBe(422);
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM offer_change_requests`)).n).toBe(before.n);
  });
});
