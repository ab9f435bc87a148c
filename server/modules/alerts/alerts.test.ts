import { serve, type ServerType } from '@hono/node-server';
import { and, desc, eq, gt, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { alerts, mailOutbox, trackingDomains, users } from '../../db/schema';
import { findUserByEmail } from '../users/userRepository';
import { convertAt } from '../billing/conversions.test-utils';
import { createApp } from '../../app';
import type { Ctx } from '../../http/types';
import { createAlertNotifier } from './alertNotifier';
import { raiseAlert, MAIL_WINDOW_MS, type NewAlert } from './alertRepository';

const t = serverAppPerFile();
const ids = { admin: 0, manager: 0, affiliate: 0, otherAdmin: 0 };
let cookies: Record<'admin' | 'manager' | 'affiliate', string>;

beforeAll(async () => {
  const db = t.database.db;
  for (const who of ['admin', 'manager', 'affiliate'] as const) ids[who] = (await findUserByEmail(db, `${who}@example.com`))!.id;
  // a second administrator who reads Russian and wants payouts by e-mail too
  const [other] = await db
    .insert(users)
    .values({ email: 'alerts-admin-ru@example.com', passwordHash: 'x', userType: 0, language: 'ru', emailNotifications: ['tracking_domain_removed', 'payout_waiting'] })
    .returning({ id: users.id });
  ids.otherAdmin = other!.id;
  // the demo affiliate's account manager is the demo manager
  await db.update(users).set({ managerId: ids.manager }).where(eq(users.id, ids.affiliate));
  cookies = { admin: await t.cookieFor('admin'), manager: await t.cookieFor('manager'), affiliate: await t.cookieFor('affiliate') };
});

const api = (role: string, path: string) => `/api/${role}/alerts${path}`;
const as = async (who: 'admin' | 'manager' | 'affiliate', method: string, path: string, body?: unknown) => {
  const res = await t.call(method, api(who, path), { cookie: cookies[who], body });
  return { status: res.status, json: await res.json() };
};
const unread = async (who: 'admin' | 'manager') => (await as(who, 'GET', '/unread-count')).json.data.count as number;
const alertRows = (subject: string) => t.database.db.select().from(alerts).where(eq(alerts.subject, subject));
const mailsTo = (email: string, afterId: number) =>
  t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.toEmail, email), gt(mailOutbox.id, afterId))).orderBy(desc(mailOutbox.id));
const lastMailId = async () => (await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]?.id ?? 0;

const capOf = (subject: string, affiliateId?: number): NewAlert => ({ kind: 'cap_reached', subject, name: `Offer ${subject}`, link: '/offers/1', affiliateId });

describe('raising an alert', () => {
  it('reaches every active admin and the affiliate’s manager, once while unread, again after it is read', async () => {
    const db = t.database.db;
    const now = new Date();
    const first = await raiseAlert(db, capOf('offer:9001', ids.affiliate), { now });
    expect(first).toEqual(expect.arrayContaining([ids.admin, ids.otherAdmin, ids.manager]));
    expect(first).not.toContain(ids.affiliate);
    // the same condition while unread raises nothing, however many times and at once
    const again = await Promise.all([1, 2, 3].map(() => raiseAlert(db, capOf('offer:9001', ids.affiliate), { now })));
    expect(again).toEqual([[], [], []]);
    const rows = await alertRows('offer:9001');
    expect(rows.filter((r) => r.userId === ids.admin)).toHaveLength(1);
    expect(rows.find((r) => r.userId === ids.manager)).toMatchObject({ kind: 'cap_reached', type: 1, priority: 2, status: 0, link: '/offers/1', params: { name: 'Offer offer:9001' } });
    // without an affiliate concerned, the manager is not told
    expect(await raiseAlert(db, capOf('offer:9002'), { now })).not.toContain(ids.manager);
    // read, the condition may raise again
    const mine = (await as('admin', 'POST', '/list', { unread: true })).json.data.find((a: { subject: string }) => a.subject === 'offer:9001');
    expect((await as('admin', 'POST', `/${mine.id}/read`)).json.data).toMatchObject({ id: mine.id, status: 1 });
    expect(await raiseAlert(db, capOf('offer:9001', ids.affiliate), { now })).toEqual([ids.admin]);
  });

  it('queues one e-mail per kind and subject an hour, in the recipient’s language, with the link, only for the kinds they chose', async () => {
    const db = t.database.db;
    const start = await lastMailId();
    const now = new Date();
    const alert: NewAlert = { kind: 'tracking_domain_removed', subject: 'tracking_domain:777', name: 'gone.example.net', link: '/tracking-domains/777' };
    await raiseAlert(db, alert, { now, origin: 'https://net.example' });
    const [en] = await mailsTo('admin@example.com', start);
    expect(en).toMatchObject({ subject: 'Alert: A tracking domain is removed' });
    expect(en!.body).toContain('Tracking domain gone.example.net was deactivated');
    expect(en!.body).toContain('https://net.example/admin/d/tracking-domains/777');
    const [ru] = await mailsTo('alerts-admin-ru@example.com', start);
    expect(ru).toMatchObject({ subject: 'Оповещение: Трекинговый домен удалён' });
    expect(ru!.body).toContain('Трекинговый домен gone.example.net деактивирован');
    // read and raised again within the hour: a new alert, no second e-mail
    await as('admin', 'POST', '/read-all');
    expect(await raiseAlert(db, alert, { now: new Date(now.getTime() + 10 * 60_000) })).toEqual([ids.admin]);
    expect(await mailsTo('admin@example.com', start)).toHaveLength(1);
    // an hour later it is mailed again
    await as('admin', 'POST', '/read-all');
    await raiseAlert(db, alert, { now: new Date(now.getTime() + MAIL_WINDOW_MS + 60_000) });
    expect(await mailsTo('admin@example.com', start)).toHaveLength(2);
    // a kind the recipient did not choose goes to the bell only
    const before = await lastMailId();
    await raiseAlert(db, capOf('offer:9100', ids.affiliate), { now: new Date() });
    expect(await mailsTo('manager@example.com', before)).toHaveLength(0);
    expect(await mailsTo('admin@example.com', before)).toHaveLength(0);
  });
});

describe('the alerts endpoints', () => {
  it('count, list (all or unread, paged), mark one and all read; only the caller’s own', async () => {
    const db = t.database.db;
    await as('manager', 'POST', '/read-all');
    expect(await unread('manager')).toBe(0);
    for (const n of [1, 2, 3]) await raiseAlert(db, capOf(`offer:92${n}`, ids.affiliate), { now: new Date() });
    expect(await unread('manager')).toBe(3);
    const page = await t.call('POST', api('manager', '/list'), { cookie: cookies.manager, body: { unread: true, per_page: 2 } });
    expect(page.headers.get('X-Pagination-Total-Count')).toBe('3');
    const listed = (await page.json()).data;
    expect(listed.map((a: { subject: string }) => a.subject)).toEqual(['offer:923', 'offer:922']);
    expect(listed[0]).toEqual({
      id: expect.any(Number),
      kind: 'cap_reached',
      subject: 'offer:923',
      type: 1,
      priority: 2,
      status: 0,
      name: 'Offer offer:923',
      link: '/offers/1',
      created_at: expect.any(String),
      read_at: null,
    });
    // one read: the count falls, the list of unread no longer has it, the full list still does
    expect((await as('manager', 'POST', `/${listed[0].id}/read`)).status).toBe(200);
    expect(await unread('manager')).toBe(2);
    expect((await as('manager', 'POST', '/list', { unread: true })).json.data.map((a: { id: number }) => a.id)).not.toContain(listed[0].id);
    expect((await as('manager', 'POST', '/list', {})).json.data.map((a: { id: number }) => a.id)).toContain(listed[0].id);
    // someone else's alert is not found, and stays unread
    const [adminsOwn] = await db.select().from(alerts).where(and(eq(alerts.userId, ids.admin), eq(alerts.status, 0))).limit(1);
    expect((await as('manager', 'POST', `/${adminsOwn!.id}/read`)).status).toBe(404);
    expect((await db.select().from(alerts).where(eq(alerts.id, adminsOwn!.id)))[0]!.status).toBe(0);
    // all read
    expect((await as('manager', 'POST', '/read-all')).json.data).toEqual({ count: 2 });
    expect(await unread('manager')).toBe(0);
  });

  it('refuses bad input with 4xx and changes nothing; affiliates have no alerts', async () => {
    const before = await unread('admin');
    for (const body of [{ unread: 'yes' }, { page: 0 }, { per_page: 501 }, { sort: 'kind' }]) expect((await as('admin', 'POST', '/list', body)).status).toBe(422);
    for (const id of ['abc', '0', '-1', '99999999999']) {
      const status = (await as('admin', 'POST', `/${id}/read`)).status;
      expect(status >= 400 && status < 500).toBe(true);
    }
    expect((await as('admin', 'POST', '/999999/read')).status).toBe(404);
    // the marks take no fields
    for (const body of [[1], '"x"', { everything: true }]) expect((await as('admin', 'POST', '/read-all', body)).status).toBe(422);
    expect(await unread('admin')).toBe(before);
    expect((await as('affiliate', 'GET', '/unread-count')).status).toBe(403);
    expect((await t.call('GET', api('admin', '/unread-count'))).status).toBe(401);
  });
});

describe('what raises alerts today', () => {
  it('deactivating a tracking domain tells the admins; saving it again while unread does not', async () => {
    const db = t.database.db;
    const [domain] = await db.insert(trackingDomains).values({ domain: 'alerts-gone.example.com', status: 1 }).returning();
    const put = (status: number) => t.call('PUT', `/api/admin/tracking-domains/tracking-domains/${domain!.id}`, { cookie: cookies.admin, body: { status } });
    expect((await put(-1)).status).toBe(200);
    expect((await put(-1)).status).toBe(200);
    const raised = await alertRows(`tracking_domain:${domain!.id}`);
    expect(raised.filter((r) => r.userId === ids.admin)).toEqual([expect.objectContaining({ kind: 'tracking_domain_removed', link: `/tracking-domains/${domain!.id}`, priority: 2 })]);
    expect(raised.map((r) => r.userId)).not.toContain(ids.manager);
    const [mail] = await db.select().from(mailOutbox).where(like(mailOutbox.body, '%alerts-gone.example.com%'));
    // the link is on the address the admin called
    expect(mail!.body).toContain(`http://localhost/admin/d/tracking-domains/${domain!.id}`);
  });

  it('a new payout waits for staff: the admins and the affiliate’s manager are told', async () => {
    await convertAt(t, ids.affiliate, [new Date(Date.now() - 3_600_000).toISOString()]);
    const forced = await t.call('POST', '/api/admin/billing/periods/force', { cookie: cookies.admin, body: { affiliate_id: ids.affiliate, reason: 1 } });
    const payoutId = (await forced.json()).data.payout_id as number;
    expect(payoutId).toBeGreaterThan(0);
    const raised = await alertRows(`payout:${payoutId}`);
    expect(raised.map((r) => r.userId)).toEqual(expect.arrayContaining([ids.admin, ids.manager, ids.otherAdmin]));
    expect(raised[0]).toMatchObject({ kind: 'payout_waiting', link: `/payouts/${payoutId}/show`, priority: 1, params: { name: `#${payoutId}` } });
  });
});

/** Reads server-sent events from a real HTTP response until `until` is satisfied. */
async function readEvents(body: ReadableStream<Uint8Array>, until: (events: { event: string; data: string }[]) => boolean) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: string }[] = [];
  let buffer = '';
  while (!until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n');
      events.push({ event, data });
    }
  }
  return { events, reader };
}

describe('GET /alerts/stream over HTTP', () => {
  let server: ServerType;
  let base = '';
  const notifier = createAlertNotifier();
  beforeAll(async () => {
    const app = createApp({ db: t.database.db, config: t.config, now: () => new Date(), clientIp: (c: Ctx) => c.req.header('x-test-ip') ?? '127.0.0.1', alertNotifier: notifier });
    await new Promise<void>((ready) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        base = `http://127.0.0.1:${info.port}`;
        ready();
      });
    });
  });
  afterAll(async () => {
    notifier.close();
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('sends the unread count at once and again when an alert is raised; ends when the server stops', async () => {
    await t.call('POST', api('manager', '/read-all'), { cookie: cookies.manager });
    const res = await fetch(`${base}${api('manager', '/stream')}`, { headers: { Cookie: cookies.manager } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const counts = (events: { event: string; data: string }[]) => events.filter((e) => e.event === 'unread').map((e) => JSON.parse(e.data).count);
    const first = await readEvents(res.body!, (events) => counts(events).length >= 1);
    expect(counts(first.events)).toEqual([0]);
    first.reader.releaseLock();
    // an alert raised elsewhere in this process, then announced
    notifier.notify(await raiseAlert(t.database.db, capOf('offer:9400', ids.affiliate), { now: new Date() }));
    const second = await readEvents(res.body!, (events) => counts(events).length >= 1);
    expect(counts(second.events)).toEqual([1]);
    // a stopping server closes the stream: the read ends instead of waiting
    notifier.close();
    let ended = false;
    while (!ended) ended = (await second.reader.read()).done;
    expect(notifier.isClosed).toBe(true);
  });

  it('refuses a stream to a caller who is not signed in or is an affiliate', async () => {
    expect((await fetch(`${base}${api('admin', '/stream')}`)).status).toBe(401);
    expect((await fetch(`${base}${api('affiliate', '/stream')}`, { headers: { Cookie: cookies.affiliate } })).status).toBe(403);
    // it takes no parameters: answered at once instead of held open
    const odd = await fetch(`${base}${api('admin', '/stream?since=1')}`, { headers: { Cookie: cookies.admin } });
    expect(odd.status).toBe(422);
    expect(await odd.json()).toEqual([{ field: 'query', message: 'The alert stream takes no parameters.' }]);
  });
});

