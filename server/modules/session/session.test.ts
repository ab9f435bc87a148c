import { describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { createTestApp } from '../../../test/serverApp';

const t = serverAppPerFile({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '6' });

const sidOf = (res: Response) => /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.call('POST', '/api/login', { body: { email, password }, headers: { 'X-Test-Ip': ip } });

describe('sign-in', () => {
  it('signs a demo user in, answers the user info and sets a hardened session cookie', async () => {
    const res = await login('Admin@Example.com', DEMO_PASSWORD, '10.0.1.1');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ email: 'admin@example.com', user_type: 0, time_zone: 'UTC', language: 'en' });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/sid=[A-Za-z0-9_-]{40,}/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('marks the cookie Secure when served over TLS behind a trusted proxy', async () => {
    const tls = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const res = await tls.call('POST', '/api/login', {
        body: { email: 'manager@example.com', password: DEMO_PASSWORD },
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toMatch(/Secure/);
    } finally {
      await tls.close();
    }
  });

  it('issues a new token at every sign-in', async () => {
    const a = sidOf(await login('manager@example.com', DEMO_PASSWORD, '10.0.2.1'));
    const b = sidOf(await login('manager@example.com', DEMO_PASSWORD, '10.0.2.1'));
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it('answers the same 422 message for an unknown e-mail and a wrong password', async () => {
    const unknown = await login('nobody@example.com', 'whatever-password', '10.0.3.1');
    const wrong = await login('affiliate@example.com', 'not-the-password', '10.0.3.2');
    expect(unknown.status).toBe(422);
    expect(wrong.status).toBe(422);
    const [a, b] = [await unknown.json(), await wrong.json()];
    expect(a).toEqual([{ field: 'email', message: 'Incorrect e-mail or password.' }]);
    expect(b).toEqual(a);
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  it('answers field messages for a malformed body and 400 for broken JSON', async () => {
    const res = await t.call('POST', '/api/login', { body: { email: '' } });
    expect(res.status).toBe(422);
    const fields = (await res.json()).map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password']));
    const broken = await t.call('POST', '/api/login', { body: '{"email":' });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toMatch(/JSON/);
  });

  it('throttles repeated failures for one account from one address (429), even with the right password', async () => {
    const email = 'manager2@example.com';
    for (let i = 0; i < 3; i++) expect((await login(email, 'wrong-password', '10.1.0.1')).status).toBe(422);
    const blocked = await login(email, DEMO_PASSWORD, '10.1.0.1');
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toMatch(/Too many/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // the same account from another address, and another account, are not held up by it
    expect((await login(email, DEMO_PASSWORD, '10.1.0.9')).status).toBe(200);
    expect((await login('manager3@example.com', DEMO_PASSWORD, '10.1.0.10')).status).toBe(200);
  });

  it('throttles repeated failures from one address across accounts (429)', async () => {
    for (let i = 0; i < 6; i++) expect((await login(`ghost${i}@example.com`, 'x-password', '10.2.0.1')).status).toBe(422);
    expect((await login('manager4@example.com', DEMO_PASSWORD, '10.2.0.1')).status).toBe(429);
    expect((await login('manager4@example.com', DEMO_PASSWORD, '10.2.0.2')).status).toBe(200);
  });

  it('refuses a banned user: blocked with the right password, the one message with a wrong one', async () => {
    await t.database.db.update(users).set({ statusId: 0 }).where(eq(users.email, 'affiliate3@example.com'));
    const res = await login('affiliate3@example.com', DEMO_PASSWORD, '10.3.0.1');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual([{ field: 'email', message: 'This account is blocked. Contact support to have it unblocked.', code: 'blocked' }]);
    const wrong = await login('affiliate3@example.com', 'wrong-password', '10.3.0.1');
    expect(await wrong.json()).toEqual([{ field: 'email', message: 'Incorrect e-mail or password.' }]);
  });
});

describe('session', () => {
  it('answers 401 without a session and the account with one', async () => {
    expect((await t.call('GET', '/api/account')).status).toBe(401);
    const cookie = await t.cookieFor('affiliate');
    const res = await t.call('GET', '/api/account', { cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ email: 'affiliate@example.com', user_type: 2 });
  });

  it('ends the session on the server at logout', async () => {
    const cookie = await t.cookieFor('manager');
    const out = await t.call('POST', '/api/logout', { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/sid=;/);
    expect((await t.call('GET', '/api/account', { cookie })).status).toBe(401);
    expect((await t.call('GET', '/api/manager/me/', { cookie })).status).toBe(401);
  });

  it('ends every session of a user who is banned', async () => {
    const cookie = await t.cookieFor('affiliate4@example.com');
    expect((await t.call('GET', '/api/affiliate/me', { cookie })).status).toBe(200);
    await t.database.db.update(users).set({ statusId: 0 }).where(eq(users.email, 'affiliate4@example.com'));
    expect((await t.call('GET', '/api/affiliate/me', { cookie })).status).toBe(401);
  });

  it('expires an idle session and a session past its absolute lifetime', async () => {
    const idle = await createTestApp({ SESSION_IDLE_MINUTES: '1' });
    try {
      const cookie = await idle.cookieFor('admin');
      expect((await idle.call('GET', '/api/admin/me', { cookie })).status).toBe(200);
      const { sessions } = await import('../../db/schema');
      await idle.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 61_000) });
      expect((await idle.call('GET', '/api/admin/me', { cookie })).status).toBe(401);

      const cookie2 = await idle.cookieFor('admin');
      await idle.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
      expect((await idle.call('GET', '/api/admin/me', { cookie: cookie2 })).status).toBe(401);
    } finally {
      await idle.close();
    }
  });
});

describe('CSRF and role segments', () => {
  it('refuses a state-changing request without X-Requested-With (403) and changes nothing', async () => {
    const cookie = await t.cookieFor('admin');
    const res = await t.app.request('http://localhost/api/admin/me', {
      method: 'PUT',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ first_name: 'Mallory' }),
    });
    expect(res.status).toBe(403);
    const me = await (await t.call('GET', '/api/admin/me', { cookie })).json();
    expect(me.data.first_name).toBe('Ada');
  });

  it('refuses a state-changing request from a foreign Origin (403) and accepts our own', async () => {
    const cookie = await t.cookieFor('admin');
    const foreign = await t.call('PUT', '/api/admin/me', { cookie, body: { first_name: 'Eve' }, headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const own = await t.call('PUT', '/api/admin/me', { cookie, body: { first_name: 'Ada' }, headers: { Origin: 'http://localhost' } });
    expect(own.status).toBe(200);
  });

  it('answers 403 for a role segment that is not the session role, 401 with no session', async () => {
    const cookie = await t.cookieFor('affiliate');
    const res = await t.call('GET', '/api/admin/me/', { cookie });
    expect(res.status).toBe(403);
    expect((await res.json()).success).toBe(false);
    expect((await t.call('GET', '/api/manager/me/')).status).toBe(401);
  });

  it('answers the software info without a session (R60)', async () => {
    const res = await t.call('GET', '/api/software');
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ name: expect.any(String), version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('answers 404 for an unknown API path', async () => {
    const cookie = await t.cookieFor('admin');
    expect((await t.call('GET', '/api/admin/nothing-here', { cookie })).status).toBe(404);
    expect((await t.call('GET', '/api/superuser/me', { cookie })).status).toBe(404);
  });
});
