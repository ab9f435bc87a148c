import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import { securityLog, sessions, userChanges, users } from '../../db/schema';
import { allEndpoints, fullPath, ROLE_SEGMENT } from '../../endpoints';
import { VIEW_ONLY_MESSAGE } from '../../http/guards';
import { endpointReads } from '../../http/readOnly';
import { DEMO_PASSWORD } from '../../db/seed';
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
      const path = fullPath(endpoint).replace(ROLE_SEGMENT, 'affiliate').replace(/:[a-z_]+/gi, '1');
      const url = path;
      if (endpointReads(endpoint) || url === '/api/view-as/end' || url === '/api/logout') continue;
      const res = await t.call(endpoint.method, url, { cookie: both, body: { name: 'changed', first_name: 'Changed' } });
      expect([res.status, url]).toEqual([403, url]);
      expect((await res.json()).message).toBe(VIEW_ONLY_MESSAGE);
      tried++;
    }
    expect(tried).toBeGreaterThan(90);
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

  describe('ends with the viewer', () => {
    /** A manager, signed in through the password, views one of their own affiliates. */
    async function managerViewing() {
      const manager = await idOf('manager3@example.com');
      const [mine] = await t.database.db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.managerId, manager), eq(users.userType, UserType.Affiliate), eq(users.statusId, 1)))
        .limit(1);
      const signedIn = await t.call('POST', '/api/login', { body: { email: 'manager3@example.com', password: DEMO_PASSWORD }, headers: { 'X-Test-Ip': '10.70.0.1' } });
      const own = `sid=${/sid=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')![1]}`;
      const res = await t.call('POST', `/api/manager/user_profiles/user-accounts/${await idOf(mine!.email)}/view-as`, { cookie: own });
      expect(res.status).toBe(200);
      const view = `sid_view=${viewCookieOf(res)}`;
      return { manager, affiliate: mine!.email, own, view };
    }

    /** What the view reads: the account, the affiliate's click log and payouts. */
    const reads = async (view: string) => [
      (await t.call('GET', '/api/account', { cookie: view })).status,
      (await t.call('POST', '/api/affiliate/reports/clicks/list', { cookie: view, body: { period_type: 'custom_date', period_start: '2021-03-01', period_finish: '2021-03-14', time_zone: 'UTC' } })).status,
      (await t.call('POST', '/api/affiliate/billing/payouts/list', { cookie: view, body: {} })).status,
    ];

    it('a ban of the viewer ends every view they opened, at once', async () => {
      const { manager, affiliate, own, view } = await managerViewing();
      expect(await reads(view)).toEqual([200, 200, 200]);
      expect((await (await t.call('GET', '/api/account', { cookie: view })).json()).data).toMatchObject({ email: affiliate });
      const admin = await t.cookieFor('admin');
      expect((await t.call('POST', `/api/admin/user_profiles/user-accounts/${manager}/ban`, { cookie: admin })).status).toBe(200);
      expect((await t.call('GET', '/api/account', { cookie: own })).status).toBe(401);
      expect(await reads(view)).toEqual([401, 401, 401]);
      expect(await t.database.db.select().from(sessions).where(eq(sessions.viewAsBy, manager))).toEqual([]);
      await t.call('POST', `/api/admin/user_profiles/user-accounts/${manager}/unban`, { cookie: admin });
    });

    it('an admin ending the viewer’s sessions ends their views too', async () => {
      const { manager, own, view } = await managerViewing();
      expect(await reads(view)).toEqual([200, 200, 200]);
      const admin = await t.cookieFor('admin');
      expect((await t.call('POST', `/api/admin/user_profiles/user-accounts/${manager}/end-sessions`, { cookie: admin })).status).toBe(200);
      expect((await t.call('GET', '/api/account', { cookie: own })).status).toBe(401);
      expect(await reads(view)).toEqual([401, 401, 401]);
    });

    it('a view whose viewer was banned outside the API (by hand in SQL) is refused too', async () => {
      const { manager, view } = await managerViewing();
      await t.database.db.update(users).set({ statusId: 0 }).where(eq(users.id, manager));
      expect(await reads(view)).toEqual([401, 401, 401]);
      await t.database.db.update(users).set({ statusId: 1 }).where(eq(users.id, manager));
    });
  });
});
