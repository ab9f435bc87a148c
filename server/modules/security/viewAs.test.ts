import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import { securityLog, sessions, userChanges, users } from '../../db/schema';
import { allEndpoints, fullPath } from '../../endpoints';
import { VIEW_ONLY_MESSAGE } from '../../http/guards';
import { isReadOnlyRequest } from '../../http/readOnly';
import { serverAppPerFile } from '../../../test/serverTest';

// View as user: a separate, short-lived, view-only session of the viewed user.
const t = serverAppPerFile();

const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const viewCookieOf = (res: Response) => /sid_view=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

/** Starts a view as `who` → `email`; answers both cookies as one header, and the answer. */
async function viewAs(who: 'admin' | 'manager', email: string) {
  const own = await t.cookieFor(who);
  const res = await t.call('POST', `/api/${who}/user_profiles/user-accounts/${await idOf(email)}/view-as`, { cookie: own });
  const view = viewCookieOf(res);
  return { res, own, both: view ? `${own}; sid_view=${view}` : own };
}

describe('view as user', () => {
  it('opens the affiliate’s app as the affiliate, says who is looking, and leaves the admin’s own session as it was', async () => {
    const { res, own, both } = await viewAs('admin', 'affiliate@example.com');
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ url: '/affiliate/d/', expires_in: 1800 });
    const account = (await (await t.call('GET', '/api/account', { cookie: both })).json()).data;
    expect(account).toMatchObject({ email: 'affiliate@example.com', view_as_by: { id: await idOf('admin@example.com'), full_name: expect.any(String) } });
    expect((await t.call('POST', '/api/affiliate/conversions/list', { cookie: both, body: {} })).status).toBe(200);
    expect((await (await t.call('GET', '/api/account', { cookie: own })).json()).data).toMatchObject({ email: 'admin@example.com', view_as_by: null });
  });

  it('refuses every state-changing endpoint with 403 and changes nothing', async () => {
    const { both } = await viewAs('admin', 'affiliate@example.com');
    const before = (await t.database.db.select().from(users).where(eq(users.email, 'affiliate@example.com')))[0];
    let tried = 0;
    for (const endpoint of allEndpoints()) {
      const path = fullPath(endpoint).replace(':role{admin|manager|affiliate}', 'affiliate').replace(/:[a-z_]+/gi, '1');
      const url = `/api${path}`;
      if (isReadOnlyRequest(endpoint.method, url) || url === '/api/view-as/end' || url === '/api/logout') continue;
      const res = await t.call(endpoint.method, url, { cookie: both, body: { name: 'changed', first_name: 'Changed' } });
      expect([res.status, url]).toEqual([403, url]);
      expect((await res.json()).message).toBe(VIEW_ONLY_MESSAGE);
      tried++;
    }
    expect(tried).toBeGreaterThan(100);
    expect((await t.database.db.select().from(users).where(eq(users.email, 'affiliate@example.com')))[0]).toEqual(before);
  });

  it('ends the view: the admin is back on the account page, and start and end are in both logs', async () => {
    const { both, own } = await viewAs('admin', 'affiliate2@example.com');
    const end = await t.call('POST', '/api/view-as/end', { cookie: both });
    expect(end.status).toBe(200);
    const target = await idOf('affiliate2@example.com');
    expect((await end.json()).data).toEqual({ url: `/admin/d/user-operations/all-users/${target}/show` });
    expect(end.headers.get('set-cookie')).toMatch(/sid_view=;/);
    // the view session is gone even if the browser kept the cookie; the admin's session works
    expect((await (await t.call('GET', '/api/account', { cookie: both })).json()).data).toMatchObject({ email: 'admin@example.com' });
    expect((await t.call('POST', '/api/view-as/end', { cookie: own })).status).toBe(409);
    const changes = await t.database.db.select().from(userChanges).where(eq(userChanges.userId, target));
    expect(changes.map((c) => c.action)).toEqual(expect.arrayContaining(['view_as_start', 'view_as_end']));
    const events = await t.database.db.select().from(securityLog).where(eq(securityLog.userId, target));
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['view_as_started', 'view_as_ended']));
  });

  it('signing out of a view ends only the view', async () => {
    const { both, own } = await viewAs('admin', 'affiliate@example.com');
    expect((await t.call('POST', '/api/logout', { cookie: both })).status).toBe(200);
    expect((await t.call('GET', '/api/account', { cookie: own })).status).toBe(200);
  });

  it('expires with its session', async () => {
    const { both } = await viewAs('admin', 'affiliate@example.com');
    const target = await idOf('affiliate@example.com');
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(sessions.userId, target)));
    expect((await (await t.call('GET', '/api/account', { cookie: both })).json()).data).toMatchObject({ email: 'admin@example.com' });
  });

  it('lets a manager view only their own affiliates, and nobody view an administrator', async () => {
    const [mine] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.managerId, await idOf('manager@example.com')), eq(users.userType, UserType.Affiliate), eq(users.statusId, 1)))
      .limit(1);
    expect((await viewAs('manager', mine!.email)).res.status).toBe(200);
    const [theirs] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.managerId, await idOf('manager2@example.com')), eq(users.userType, UserType.Affiliate)))
      .limit(1);
    expect((await viewAs('manager', theirs!.email)).res.status).toBe(404);
    expect((await viewAs('manager', 'admin@example.com')).res.status).toBe(404);
    expect((await viewAs('admin', 'admin@example.com')).res.status).toBe(404);
  });
});
