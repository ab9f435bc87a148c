import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import { DEFAULT_FRAUD_SETTINGS } from '../../../domain/quality/fraudSettings';
import type { Database } from '../../db/client';
import { alerts, users } from '../../db/schema';
import { openTestDatabase } from '../../../test/testDb';
import { trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';
import { newClickId, subIds, type ClickRecord } from '../tracker/clickRecord';
import { writeClicks } from '../tracker/clickStore';
import { readWorkspaceFeatures, saveFraudSettings, saveGeneralSettings } from '../settings/settingsRepository';
import { raiseRiskyTrafficAlerts } from '../quality/riskyTrafficAlerts';
import { deliverDue } from '../postbacks/delivery';
import { POSTBACK_FAILING_TRIES } from '../postbacks/postbackFailing';

// The Risky traffic and Postback failing alerts (spec 4 §5; docs/decisions/alerts.md), raised
// through raiseAlert for the admins and the affiliate's manager.

const suite = trackerTestSuite(openTestDatabase, { OUTGOING_ALLOW_PRIVATE_NETWORKS: '1', OUTGOING_TIMEOUT_MS: '1000' });
let database: Database;
let t: TrackerTestApp;
const ids = { admin: 0, manager: 0 };
beforeAll(async () => {
  ({ t, database } = suite.get());
  const db = database.db;
  ids.admin = (await db.select().from(users).where(eq(users.email, 'admin@example.com')))[0]!.id;
  ids.manager = (await db.select().from(users).where(eq(users.email, 'manager@example.com')))[0]!.id;
});

let made = 0;
/** A fresh affiliate of the demo manager, so nothing else in the database speaks of them. */
async function newAffiliate() {
  made += 1;
  const [row] = await database.db
    .insert(users)
    .values({ email: `quality-alerts-${made}-${Date.now()}@example.com`, passwordHash: 'x', userType: UserType.Affiliate, firstName: 'Rita', lastName: `Risky ${made}`, managerId: ids.manager })
    .returning({ id: users.id });
  return row!.id;
}

const alertsOf = (kind: string, subject: string) => database.db.select().from(alerts).where(and(eq(alerts.kind, kind), eq(alerts.subject, subject)));
/** A run's clock just after the rows the test wrote: the database stamps them in microseconds, a Date holds milliseconds, so a run in the same millisecond would not yet see them. */
const afterWrites = () => new Date(Date.now() + 1000);
const readAll = (subject: string) => database.db.update(alerts).set({ status: 1, readAt: new Date() }).where(eq(alerts.subject, subject));

describe('Risky traffic', () => {
  let offerId = 0;
  let domainId = 0;
  beforeAll(async () => {
    offerId = (await t.offer()).id;
    domainId = t.domainId;
    await saveFraudSettings(database.db, { risky_alert_percent: 25, risky_alert_min_clicks: 10, risky_alert_min_conversions: 3 }, new Date());
  });
  afterAll(() => saveFraudSettings(database.db, DEFAULT_FRAUD_SETTINGS, new Date()));

  async function clicks(affiliateId: number, safe: number, risky: number, minutesAgo = 30) {
    const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const one = (safety: 1 | 3): ClickRecord => ({
      click_id: newClickId(), clicked_at: at, offer_id: offerId, affiliate_id: affiliateId, manager_id: ids.manager, tracking_domain_id: domainId,
      ip: '81.2.69.160', country: 'GB', device_type: 2, os: 'Linux', browser: '', referrer: '', refusal: null,
      traffic_safety: safety, fraud_reasons: safety === 3 ? ['known_bot'] : [], ...subIds({}),
    });
    const records = [...Array.from({ length: safe }, () => one(1)), ...Array.from({ length: risky }, () => one(3))];
    await writeClicks(database.db, records);
    return records;
  }

  it('raises nothing under the threshold, then once for the admins and the manager when the share of Risky clicks passes it', async () => {
    const affiliate = await newAffiliate();
    const subject = `affiliate:${affiliate}`;
    await clicks(affiliate, 8, 2); // 20 % of 10
    expect((await raiseRiskyTrafficAlerts(database.db, afterWrites())).affiliates).not.toContain(affiliate);
    expect(await alertsOf('risky_traffic', subject)).toEqual([]);
    await clicks(affiliate, 0, 2); // 4 of 12: 33 %
    const run = await raiseRiskyTrafficAlerts(database.db, afterWrites());
    expect(run.affiliates).toContain(affiliate);
    const raised = await alertsOf('risky_traffic', subject);
    expect(raised.map((a) => a.userId)).toEqual(expect.arrayContaining([ids.admin, ids.manager]));
    expect(raised[0]).toMatchObject({ priority: 2, params: { name: `Rita Risky ${made} (#${affiliate})` }, link: `/click-log?filter=${encodeURIComponent(JSON.stringify({ affiliate_id: affiliate }))}` });
    // read, and still over the threshold: not again within 24 hours
    await readAll(subject);
    const count = raised.length;
    await raiseRiskyTrafficAlerts(database.db, afterWrites());
    expect(await alertsOf('risky_traffic', subject)).toHaveLength(count);
  });

  it('judges too few clicks not at all, and counts Risky conversions apart (voided ones left out), linking to them', async () => {
    const affiliate = await newAffiliate();
    const subject = `affiliate:${affiliate}`;
    const [click] = await clicks(affiliate, 1, 2); // 2 of 3 clicks Risky, but under the 10 clicks judged
    for (const [safety, status] of [[1, 0], [3, 0], [3, 1], [1, 0]] as const) {
      await database.db.execute(sql`INSERT INTO conversions (click_id, clicked_at, offer_id, affiliate_id, manager_id, country, action, payable, transaction_status, traffic_safety)
        VALUES (${click!.click_id}, ${click!.clicked_at}, ${offerId}, ${affiliate}, ${ids.manager}, 'GB', 2, 1, ${status}, ${safety})`);
    }
    // 1 Risky of 3 counted conversions: 33 %, at the 3 conversions judged
    expect((await raiseRiskyTrafficAlerts(database.db, afterWrites())).affiliates).toContain(affiliate);
    const [raised] = await alertsOf('risky_traffic', subject);
    expect(raised!.link).toBe(`/conversions?filter=${encodeURIComponent(JSON.stringify({ affiliate_id: affiliate, traffic_safety: 3 }))}`);
  });

  it('raises nothing while fraud_detection is off, nor for traffic older than 24 hours', async () => {
    const affiliate = await newAffiliate();
    await clicks(affiliate, 0, 12, 25 * 60);
    expect((await raiseRiskyTrafficAlerts(database.db, afterWrites())).affiliates).not.toContain(affiliate);
    await clicks(affiliate, 0, 12);
    const before = await readWorkspaceFeatures(database.db);
    await saveGeneralSettings(database.db, { workspace_features: before.filter((f) => f !== 'fraud_detection') }, new Date());
    try {
      expect(await raiseRiskyTrafficAlerts(database.db, afterWrites())).toEqual({ affiliates: [], recipients: [] });
    } finally {
      await saveGeneralSettings(database.db, { workspace_features: before }, new Date());
    }
    expect((await raiseRiskyTrafficAlerts(database.db, afterWrites())).affiliates).toContain(affiliate);
  });
});

describe('Postback failing', () => {
  let receiver: Server;
  let base = '';
  let answer = 500;
  beforeAll(async () => {
    receiver = createServer((_req, res) => {
      res.statusCode = answer;
      res.end('no');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  /** `n` deliveries of one postback due now, each tried once by the next round. */
  async function due(postbackId: number, affiliateId: number, n: number) {
    for (let i = 0; i < n; i++) {
      await database.db.execute(sql`INSERT INTO postback_deliveries (postback_id, affiliate_id, method, url, next_attempt_at)
        VALUES (${postbackId}, ${affiliateId}, 2, ${`${base}/pb?i=${i}&secret=abc`}, ${new Date(Date.now() - 1000).toISOString()})`);
    }
  }
  const round = () => deliverDue(database.db, { now: () => new Date(), allowPrivate: true, timeoutMs: 1000 });

  it(`raises once when a postback fails ${POSTBACK_FAILING_TRIES} times in a row, and again only after it succeeded`, async () => {
    const affiliate = await newAffiliate();
    const inserted = (await database.db.execute(sql`INSERT INTO affiliate_postbacks (affiliate_id, action, method, url) VALUES (${affiliate}, 2, 2, ${`${base}/pb`}) RETURNING id`)) as unknown as { rows: { id: number }[] };
    const postbackId = Number(inserted.rows[0]!.id);
    const subject = `postback:${postbackId}`;
    answer = 500;
    await due(postbackId, affiliate, POSTBACK_FAILING_TRIES - 1);
    await round();
    expect(await alertsOf('postback_failing', subject)).toEqual([]);
    await due(postbackId, affiliate, 1);
    await round();
    const raised = await alertsOf('postback_failing', subject);
    expect(raised.map((a) => a.userId)).toEqual(expect.arrayContaining([ids.admin, ids.manager]));
    expect(raised[0]).toMatchObject({ priority: 1, link: `/user-operations/affiliates/${affiliate}/postbacks`, params: { name: `Rita Risky ${made} (#${affiliate}) → ${new URL(base).host}` } });
    // read, and failing on: not raised again
    await readAll(subject);
    await due(postbackId, affiliate, 2);
    await round();
    expect(await alertsOf('postback_failing', subject)).toHaveLength(raised.length);
    // it succeeds once, then fails again as many times: raised again
    answer = 200;
    await due(postbackId, affiliate, 1);
    await round();
    answer = 500;
    await due(postbackId, affiliate, POSTBACK_FAILING_TRIES);
    await round();
    expect(await alertsOf('postback_failing', subject)).toHaveLength(raised.length * 2);
  });
});
