import { afterAll, beforeAll } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createApp } from '../server/app';
import { createSession } from '../server/auth/sessions';
import { readConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { offerGroups, offers, trackingDomainRules, trackingDomains, users } from '../server/db/schema';
import type { Ctx, Deps } from '../server/http/types';
import { createBatchSink, type ClickSink } from '../server/modules/tracker/clickSink';
import { createTracker } from '../server/modules/tracker/tracker';
import { recordEndpoints } from './calledEndpoints';

/** What a test may put in place of the real thing: the click sink (NATS) and the host resolver. */
export interface TrackerTestExtras {
  sink?: ClickSink;
  lookupHost?: Deps['lookupHost'];
}

/**
 * The real app with a tracker whose writes a test can wait for (flush) and whose caches expire at
 * once, so a row changed by the test is seen by the next click. Requests come from X-Test-Ip.
 */
export async function trackerTestApp(database: Database, env: Record<string, string> = {}, extra: TrackerTestExtras = {}) {
  const { db } = database;
  const config = readConfig({ SEED: 'none', ...env });
  let clock: (() => Date) | null = null;
  const now = () => (clock ? clock() : new Date());
  const sink = extra.sink ?? createBatchSink(db);
  const clientIp = (c: Ctx) => c.req.header('x-test-ip') ?? '127.0.0.1';
  const tracker = createTracker({ db, config, now, clientIp: (c) => clientIp(c as Ctx), sink, cacheTtlMs: 0 });
  const app = recordEndpoints(createApp({ db, config, now, clientIp, lookupHost: extra.lookupHost }, { tracker }));

  const [affiliate] = await db.select().from(users).where(eq(users.email, 'affiliate@example.com'));
  const [domain] = await db.select().from(trackingDomains).where(eq(trackingDomains.domain, 'track.localhost'));
  const [group] = await db.select().from(offerGroups).limit(1);

  return {
    app,
    db,
    tracker,
    affiliate: affiliate!,
    domainId: domain!.id,
    /** a fresh offer, Active and Public unless told otherwise */
    async offer(values: Partial<typeof offers.$inferInsert> = {}) {
      const [row] = await db
        .insert(offers)
        .values({ name: 'Tracker test offer', offerGroupId: group!.id, status: 1, access: 4, landingUrl: 'https://adv.example.com/land?cid={click_id}&s1={p1}', ...values })
        .returning();
      return row!;
    },
    /** the primary rule's redirect type (1 301, 2 302, 3 meta, 4 double meta, 5 js), or no primary rule */
    async redirectType(id: number | null) {
      await db.update(trackingDomainRules).set({ isPrimary: false }).where(eq(trackingDomainRules.trackingDomainId, domain!.id));
      if (id === null) return;
      const [rule] = await db.select().from(trackingDomainRules).where(and(eq(trackingDomainRules.trackingDomainId, domain!.id), eq(trackingDomainRules.status, 1))).limit(1);
      await db.update(trackingDomainRules).set({ isPrimary: true, redirectTypeId: id }).where(eq(trackingDomainRules.id, rule!.id));
    },
    setClock(fn: (() => Date) | null) {
      clock = fn;
    },
    /** GET /click?… on `host` from `ip` */
    click(query: string, options: { host?: string; ip?: string; headers?: Record<string, string>; scheme?: string } = {}) {
      const host = options.host ?? 'track.localhost';
      return app.request(`${options.scheme ?? 'http'}://${host}/click?${query}`, {
        headers: { Host: host, 'X-Test-Ip': options.ip ?? '8.8.8.8', ...options.headers },
      });
    },
    /** GET /postback?… on the tracking domain, the query as given (a key may repeat) */
    postback(query: string) {
      return app.request(`http://track.localhost/postback?${query}`, { headers: { Host: 'track.localhost' } });
    },
    async clickRow(clickId: string) {
      await sink.flush();
      const rows = (await db.execute(sql`SELECT *, tableoid::regclass::text AS partition FROM clicks WHERE click_id = ${clickId}`)) as unknown as {
        rows: Record<string, unknown>[];
      };
      return rows.rows[0];
    },
    flush: () => sink.flush(),
    /** an API call as that demo user (a fresh session), with JSON and the CSRF header */
    async call(email: string, method: string, path: string, body?: unknown) {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error(`no user ${email}`);
      const { token } = await createSession(db, { idleMs: 60_000, absoluteMs: 60_000 }, user.id, { ip: '127.0.0.1', userAgent: 'test' });
      return app.request(`http://localhost${path}`, {
        method,
        headers: { Cookie: `sid=${token}`, 'X-Requested-With': 'XMLHttpRequest', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
  };
}

export const cookieClickId = (res: Response) => /affnet_click=([A-Za-z0-9_-]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

export type TrackerTestApp = Awaited<ReturnType<typeof trackerTestApp>>;

/**
 * Registers this file's database and tracker app for its tests (opened before all, closed after);
 * call `get()` inside a test.
 */
export function trackerTestSuite(openDatabase: () => Promise<Database>, env: Record<string, string> = {}, extra: (database: Database) => Promise<TrackerTestExtras> | TrackerTestExtras = () => ({})) {
  let database: Database;
  let t: TrackerTestApp;
  beforeAll(async () => {
    database = await openDatabase();
    t = await trackerTestApp(database, env, await extra(database));
  });
  afterAll(async () => {
    await t.tracker.sink.stop();
    await database.close();
  });
  return { get: () => ({ t, database }) };
}
