import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { findUserByEmail } from '../modules/users/userRepository';
import { readWorkspaceFeatures } from '../modules/settings/settingsRepository';
import { createTestApp, type TestApp } from '../../test/serverApp';
import { createSessionCache, type Principal } from './sessionCache';

/**
 * A signed-in call reads its session, user and the workspace features in one statement and keeps
 * them briefly in the app's session cache (on here, as in production); every change made through
 * the API clears it, so each change below applies to the very next request of that session.
 */
let t: TestApp;
const LIST = '/api/manager/user_profiles/affiliates/list';

beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: '60000' });
});
afterAll(() => t.close());

const listAs = async (cookie: string) => {
  const response = await t.call('POST', LIST, { cookie, body: {} });
  await response.text();
  return response.status;
};

describe('a signed-in call sees every change made through the API at once (session cache on)', () => {
  it('a removed permission key refuses the next request, a restored one allows it', async () => {
    const admin = await t.cookieFor('admin');
    const manager = await findUserByEmail(t.database.db, 'manager@example.com');
    const cookie = await t.cookieFor('manager');
    expect(await listAs(cookie)).toBe(200);
    expect(await listAs(cookie)).toBe(200);
    const setKeys = (permissions: string[]) => t.call('POST', '/api/admin/rbac/ui-permission/set-state', { cookie: admin, body: { user_id: manager!.id, permissions } });
    expect((await setKeys(manager!.permissions.filter((k) => !k.startsWith('UI_UserOperations')))).status).toBe(200);
    expect(await listAs(cookie)).toBe(403);
    expect((await setKeys(manager!.permissions)).status).toBe(200);
    expect(await listAs(cookie)).toBe(200);
  });

  it('a switched-off feature refuses the next request, switched on again it allows it', async () => {
    const admin = await t.cookieFor('admin');
    const cookie = await t.cookieFor('manager');
    const features = await readWorkspaceFeatures(t.database.db);
    const save = (workspace_features: string[]) =>
      t.call('PUT', '/api/admin/settings/config/batch-update/general-settings', { cookie: admin, body: { workspace_features } });
    expect(await listAs(cookie)).toBe(200);
    expect((await save(features.filter((f) => f !== 'user_operations'))).status).toBe(200);
    expect(await listAs(cookie)).toBe(403);
    expect((await save(features)).status).toBe(200);
    expect(await listAs(cookie)).toBe(200);
  });

  it('a ban ends the session at once', async () => {
    const admin = await t.cookieFor('admin');
    const affiliate = await findUserByEmail(t.database.db, 'affiliate@example.com');
    const cookie = await t.cookieFor('affiliate');
    expect((await t.call('GET', '/api/account', { cookie })).status).toBe(200);
    expect((await t.call('GET', '/api/account', { cookie })).status).toBe(200);
    const banned = await t.call('POST', `/api/admin/user_profiles/user-accounts/${affiliate!.id}/ban`, { cookie: admin, body: {} });
    expect(banned.status).toBe(200);
    expect((await t.call('GET', '/api/account', { cookie })).status).toBe(401);
    await t.call('POST', `/api/admin/user_profiles/user-accounts/${affiliate!.id}/unban`, { cookie: admin, body: {} });
  });

  it('a lead sent keeps the callers (leads change no caller); any other write clears them', async () => {
    const cookie = await t.cookieFor('affiliate');
    const row = await findUserByEmail(t.database.db, 'affiliate@example.com');
    const account = async () => (await t.call('GET', '/api/account', { cookie })).status;
    try {
      expect(await account()).toBe(200);
      // a change by hand, outside the API: the cached caller stands until a write clears it
      await t.database.db.update(users).set({ statusId: 0 }).where(eq(users.id, row!.id));
      for (const path of ['/api/v1/leads', '/api/affiliate/leads']) {
        const sent = await t.call('POST', path, { cookie, body: { offer_id: 'none' } });
        expect(sent.status).toBe(422);
        expect(await account()).toBe(200);
      }
      const admin = await t.cookieFor('admin');
      expect((await t.call('POST', '/api/admin/leads/list', { cookie: admin, body: {} })).status).toBe(200);
      expect(await account()).toBe(200);
      expect((await t.call('POST', '/api/logout', { cookie: admin })).status).toBeLessThan(300);
      expect(await account()).toBe(401);
    } finally {
      await t.database.db.update(users).set({ statusId: 1 }).where(eq(users.id, row!.id));
    }
  });

  it('a logout ends the session for the next request', async () => {
    const cookie = await t.cookieFor('manager');
    expect(await listAs(cookie)).toBe(200);
    expect((await t.call('POST', '/api/logout', { cookie })).status).toBeLessThan(300);
    expect(await listAs(cookie)).toBe(401);
  });
});

describe('with SESSION_CACHE_MS=0 even a change made outside the API applies at once', () => {
  it('a status changed by hand ends the session', async () => {
    const bare = await createTestApp({ SESSION_CACHE_MS: '0' });
    try {
      const cookie = await bare.cookieFor('manager');
      const row = await findUserByEmail(bare.database.db, 'manager@example.com');
      const status = async () => (await bare.call('GET', '/api/account', { cookie })).status;
      expect(await status()).toBe(200);
      await bare.database.db.update(users).set({ statusId: 0 }).where(eq(users.id, row!.id));
      expect(await status()).toBe(401);
    } finally {
      await bare.close();
    }
  });
});

describe('the session cache', () => {
  const principal = { session: { id: 's', user: {} }, features: [] } as unknown as Principal;

  it('keeps a caller for its time to live, and not an unknown token', async () => {
    let now = 0;
    const cache = createSessionCache(1000, () => now);
    let loads = 0;
    const load = async () => ((loads += 1), principal);
    await cache.principal('a', load);
    now = 999;
    await cache.principal('a', load);
    expect(loads).toBe(1);
    now = 1000;
    await cache.principal('a', load);
    expect(loads).toBe(2);
    let misses = 0;
    const none = async () => ((misses += 1), null);
    await cache.principal('b', none);
    await cache.principal('b', none);
    expect(misses).toBe(2);
  });

  it('a read that started before a clear does not put its older answer back', async () => {
    const cache = createSessionCache(60_000, () => 0);
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const stale = cache.principal('a', async () => (await slow, principal));
    cache.clear();
    release();
    await stale;
    let loads = 0;
    await cache.principal('a', async () => ((loads += 1), principal));
    expect(loads).toBe(1);
  });

  it('requests of one session that miss together read it once; after a clear they read it again', async () => {
    const cache = createSessionCache(60_000, () => 0);
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => ((loads += 1), await gate, principal);
    const together = [cache.principal('a', load), cache.principal('a', load), cache.principal('a', load)];
    cache.clear();
    const afterClear = cache.principal('a', load);
    release();
    expect(await Promise.all([...together, afterClear])).toEqual([principal, principal, principal, principal]);
    expect(loads).toBe(2);
  });
});
