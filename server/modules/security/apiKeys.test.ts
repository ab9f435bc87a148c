import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { allEndpoints, fullPath } from '../../endpoints';
import { apiKeys } from '../../db/schema';
import { endpointReads } from '../../http/readOnly';
import { createTestApp } from '../../../test/serverApp';
import { serverAppPerFile } from '../../../test/serverTest';

const t = serverAppPerFile({ API_KEY_REQUESTS_PER_MINUTE: '1000' });

type Created = { id: number; name: string; scope: string; key: string };

async function createKey(who: 'admin' | 'manager' | 'affiliate', scope: 'read' | 'write', extra: Record<string, unknown> = {}, app = t): Promise<Created> {
  const res = await app.call('POST', `/api/${who}/me/api-keys`, { cookie: await app.cookieFor(who), body: { name: `${who} ${scope}`, scope, ...extra } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: Created }).data;
}

/** A request as an integration sends it: the key, no cookie, no CSRF header. */
const withKey = (key: string, method: string, path: string, body?: unknown, app = t) =>
  app.app.request(`http://localhost${path}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('API keys', () => {
  it('shows the key once, stores only its hash, lists keys without it and with their last use', async () => {
    const created = await createKey('affiliate', 'read');
    expect(created).toMatchObject({ name: 'affiliate read', scope: 'read' });
    expect(created.key).toMatch(/^afn_[A-Za-z0-9_-]{40,}$/);
    const [stored] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(stored!.keyHash).not.toContain(created.key);
    expect((await withKey(created.key, 'GET', '/api/affiliate/me')).status).toBe(200);
    const listed = await t.call('POST', '/api/affiliate/me/api-keys/list', { cookie: await t.cookieFor('affiliate'), body: {} });
    const rows = ((await listed.json()) as { data: Record<string, unknown>[] }).data;
    const row = rows.find((r) => r.id === created.id)!;
    expect(row).not.toHaveProperty('key');
    expect(row.last_used_at).toEqual(expect.any(String));
  });

  it('refuses bad input with 422 and creates nothing', async () => {
    const cookie = await t.cookieFor('affiliate');
    const before = (await t.database.db.select().from(apiKeys)).length;
    const res = await t.call('POST', '/api/affiliate/me/api-keys', { cookie, body: { name: '', scope: 'admin', expires_at: 'soon' } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field: string }[]).map((e) => e.field).sort()).toEqual(['expires_at', 'name', 'scope']);
    const past = await t.call('POST', '/api/affiliate/me/api-keys', { cookie, body: { name: 'old', scope: 'read', expires_at: '2000-01-01' } });
    expect(past.status).toBe(422);
    expect((await t.database.db.select().from(apiKeys)).length).toBe(before);
  });

  it('keeps the permission checks of the key’s owner', async () => {
    const { key } = await createKey('affiliate', 'write');
    expect((await withKey(key, 'GET', '/api/affiliate/me')).status).toBe(200);
    expect((await withKey(key, 'GET', '/api/admin/settings/config')).status).toBe(403);
    expect((await withKey(key, 'POST', '/api/affiliate/dashboard/user/affiliate', {})).status).toBe(403);
  });

  it('refuses revoked, expired and unknown keys with 401', async () => {
    const revoked = await createKey('affiliate', 'read');
    const cookie = await t.cookieFor('affiliate');
    expect((await t.call('DELETE', `/api/affiliate/me/api-keys/${revoked.id}`, { cookie })).status).toBe(200);
    expect((await withKey(revoked.key, 'GET', '/api/affiliate/me')).status).toBe(401);
    expect((await t.call('DELETE', `/api/affiliate/me/api-keys/${revoked.id}`, { cookie })).status).toBe(404);

    const expiring = await createKey('affiliate', 'read', { expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await withKey(expiring.key, 'GET', '/api/affiliate/me')).status).toBe(200);
    await t.database.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, expiring.id));
    expect((await withKey(expiring.key, 'GET', '/api/affiliate/me')).status).toBe(401);
    expect((await withKey('afn_nothing', 'GET', '/api/affiliate/me')).status).toBe(401);
  });

  it('does not let a key list, mint or revoke keys', async () => {
    const { key, id } = await createKey('affiliate', 'write');
    const listed = await withKey(key, 'POST', '/api/affiliate/me/api-keys/list', {});
    expect(listed.status).toBe(403);
    expect(await listed.json()).toEqual({ success: false, message: 'This call takes a signed-in session, not an API key.' });
    expect((await withKey((await createKey('affiliate', 'read')).key, 'POST', '/api/affiliate/me/api-keys/list', {})).status).toBe(403);
    expect((await withKey(key, 'POST', '/api/affiliate/me/api-keys', { name: 'x', scope: 'write' })).status).toBe(403);
    expect((await withKey(key, 'DELETE', `/api/affiliate/me/api-keys/${id}`)).status).toBe(403);
  });

  it('does not let a key see or end sessions, change the second factor or a password', async () => {
    const { key } = await createKey('affiliate', 'write');
    const me = ((await (await withKey(key, 'GET', '/api/affiliate/me')).json()) as { data: { id: number } }).data;
    for (const [method, path, body] of [
      ['GET', '/api/affiliate/me/sessions'],
      ['POST', '/api/affiliate/me/sessions/end-others', {}],
      ['GET', '/api/affiliate/me/two-factor'],
      ['POST', '/api/affiliate/me/two-factor', {}],
      ['POST', '/api/affiliate/me/sign-in-history/list', {}],
      ['POST', `/api/affiliate/user_profiles/user-accounts/${me.id}/change-password`, { password: 'Another-pass-1', password_confirmation: 'Another-pass-1' }],
    ] as const) {
      const res = await withKey(key, method, path, body);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ success: false, message: 'This call takes a signed-in session, not an API key.' });
    }
    // the signed-in person still may
    expect((await t.call('GET', '/api/affiliate/me/sessions', { cookie: await t.cookieFor('affiliate') })).status).toBe(200);
  });

  it('rate-limits each key on its own (429)', async () => {
    const limited = await createTestApp({ API_KEY_REQUESTS_PER_MINUTE: '3' });
    try {
      const a = await createKey('affiliate', 'read', {}, limited);
      const b = await createKey('affiliate', 'read', {}, limited);
      for (let i = 0; i < 3; i++) expect((await withKey(a.key, 'GET', '/api/affiliate/me', undefined, limited)).status).toBe(200);
      const over = await withKey(a.key, 'GET', '/api/affiliate/me', undefined, limited);
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBe('60');
      expect((await withKey(b.key, 'GET', '/api/affiliate/me', undefined, limited)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('API key scopes over the route table', () => {
  // every endpoint a signed-in caller reaches; whether it reads is its row's `reads` (or GET)
  const signedIn = allEndpoints().filter((e) => e.access.kind !== 'public');
  // ids: 1 names a seeded row for the reads; the write key's calls use an id that names nothing, so they change nothing
  const pathOf = (e: (typeof signedIn)[number], id = '1') => fullPath(e).replace(/:role\{[^}]+\}/, 'admin').replace(/:(\w+)/g, id);
  const scopeRefusal = async (res: Response) => res.status === 403 && ((await res.clone().json()) as { message?: string }).message === 'This API key may only read.';

  it('declares the reports and the tracking link as reads, and the changes as writes', () => {
    const reads = (method: string, path: string) => endpointReads(signedIn.find((e) => e.method === method && e.path === path)!);
    for (const path of ['/reports/traffic', '/reports/global', '/campaigns/:id/tracking-link', '/reports/clicks/list', '/reports/traffic/export-csv']) expect([path, reads('POST', path)]).toEqual([path, true]);
    for (const path of ['/campaigns', '/campaigns/:id/apply', '/billing/periods/close', '/me/api-keys']) expect([path, reads('POST', path)]).toEqual([path, false]);
  });

  it('a read key passes every read endpoint and is refused (403) on every state-changing one', async () => {
    const { key } = await createKey('admin', 'read');
    const wrong: string[] = [];
    for (const e of signedIn) {
      const res = await withKey(key, e.method, pathOf(e), e.method === 'GET' ? undefined : {});
      if (endpointReads(e) === (await scopeRefusal(res))) wrong.push(`${e.method} ${e.path} → ${res.status} (${endpointReads(e) ? 'reads' : 'writes'})`);
      if (res.status >= 500) wrong.push(`${e.method} ${e.path} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a write key is never refused for its scope', async () => {
    const { key } = await createKey('admin', 'write');
    const refused: string[] = [];
    for (const e of signedIn.filter((x) => !endpointReads(x) && x.path !== '/logout' && x.path !== '/view-as/end')) {
      const res = await withKey(key, e.method, pathOf(e, '999999'), e.method === 'GET' ? undefined : {});
      if (res.status === 401 || (await scopeRefusal(res))) refused.push(`${e.method} ${e.path}`);
    }
    expect(refused).toEqual([]);
  });

  it('an affiliate\'s read key reads the traffic report and builds a tracking link, as the session does, and cannot apply', async () => {
    const admin = await t.cookieFor('admin');
    expect((await t.call('POST', '/api/admin/tracking-domains/tracking-domains', { cookie: admin, body: { domain: 'keys.example.net' } })).status).toBe(201);
    const made = await t.call('POST', '/api/admin/campaigns', {
      cookie: admin,
      body: { name: 'Read key offer', offer_group_id: 1, access: 4, status: 1, landing_url: 'https://land.example.com/?c={click_id}', payout_cpa: 10, revenue_cpa: 15, payout_cpl: 0, revenue_cpl: 0 },
    });
    expect(made.status).toBe(201);
    const offerId = ((await made.json()) as { data: { id: number } }).data.id;
    const { key } = await createKey('affiliate', 'read');
    const cookie = await t.cookieFor('affiliate');
    const body = { period_type: 'custom_date', period_start: '2026-01-01', period_finish: '2026-01-31', group_by: ['offer'] };

    const byKey = await withKey(key, 'POST', '/api/affiliate/reports/traffic', body);
    expect(byKey.status).toBe(200);
    const bySession = await t.call('POST', '/api/affiliate/reports/traffic', { cookie, body });
    expect(await byKey.json()).toEqual(await bySession.json());

    const link = await withKey(key, 'POST', `/api/affiliate/campaigns/${offerId}/tracking-link`, { p1: 'fb' });
    expect(link.status).toBe(200);
    const url = new URL(((await link.json()) as { data: { url: string } }).data.url);
    expect(url.searchParams.get('offer_id')).toBe(String(offerId));
    expect(url.searchParams.get('p1')).toBe('fb');

    const apply = await withKey(key, 'POST', `/api/affiliate/campaigns/${offerId}/apply`, {});
    expect(apply.status).toBe(403);
    expect(await apply.json()).toEqual({ success: false, message: 'This API key may only read.' });
  });
});
