import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PixelAction } from '../../../domain/enums/pixel';
import { TrafficSafety } from '../../../domain/enums/report';
import { UserType } from '../../../domain/enums/userType';
import { alerts, automationRuleRuns, brokerIntegrations, conversions, leads, offerAffiliates, offerCaps, offerGroups, offers, trackingDomains, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { createApp } from '../../app';
import type { Ctx } from '../../http/types';
import { serverAppPerFile } from '../../../test/serverTest';
import { withFeature, withStoredKeys } from '../../../test/permissionToggles';
import { newClickId, subIds, type ClickRecord } from '../tracker/clickRecord';
import { writeClicks } from '../tracker/clickStore';
import { findRule } from './automationRepository';
import { runDueRules, runRule } from './automationRun';

// Automation rules (spec 4 §5, docs/decisions/automation-rules.md) on a fixed clock: each action
// and its run entry, the dry run, one action per hour window, refusals.
const t = serverAppPerFile();
const NOW = new Date('2026-10-07T12:20:00Z');
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
let admin: string;
let manager: string;
let affiliate: string;
let managerId: number;
let groupId: number;
let advertiserId: number;
let domainId: number;
const data = async <T>(r: Response) => ((await r.json()) as { data: T }).data;

/** The API on the fixed clock (the dry run reads the hour of "now"). */
const fixedCall = (method: string, path: string, cookie: string, body?: unknown) => {
  const app = createApp({ db: t.database.db, config: t.config, now: () => NOW, clientIp: (c: Ctx) => c.req.header('x-test-ip') ?? '127.0.0.1' });
  return app.request(`http://localhost${path}`, {
    method,
    headers: { 'X-Requested-With': 'XMLHttpRequest', Cookie: cookie, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
};

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  manager = await t.cookieFor('manager');
  affiliate = await t.cookieFor('affiliate');
  const db = t.database.db;
  managerId = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'manager@example.com')))[0]!.id;
  groupId = (await db.select({ id: offerGroups.id }).from(offerGroups).limit(1))[0]!.id;
  advertiserId = (await db.select({ id: users.id }).from(users).where(eq(users.userType, UserType.Advertiser)).limit(1))[0]!.id;
  domainId = (await db.select({ id: trackingDomains.id }).from(trackingDomains).limit(1))[0]!.id;
});

let seq = 0;
async function newOffer() {
  const [o] = await t.database.db.insert(offers).values({ name: `Automation offer ${++seq}`, offerGroupId: groupId, advertiserId, status: 1, access: 4 }).returning({ id: offers.id });
  return o!.id;
}
async function newAffiliate(manager: number | null = null) {
  const [row] = await t.database.db
    .insert(users)
    .values({ email: `auto-${randomUUID()}@example.com`, passwordHash: 'x', userType: UserType.Affiliate, firstName: 'Auto', lastName: `Affiliate ${++seq}`, managerId: manager })
    .returning({ id: users.id });
  return row!.id;
}
async function clicks(offerId: number, affiliateId: number, at: Date, n: number, risky = 0) {
  const records = Array.from(
    { length: n },
    (_, i): ClickRecord => ({
      click_id: newClickId(), clicked_at: new Date(at.getTime() + i * 1000).toISOString(), offer_id: offerId, affiliate_id: affiliateId, manager_id: 0,
      tracking_domain_id: domainId, ip: '81.2.69.160', country: 'GB', device_type: 2, os: 'Linux', browser: '', referrer: '', refusal: null, ...subIds({}),
      traffic_safety: i < risky ? TrafficSafety.Risky : TrafficSafety.Safe,
    }),
  );
  await writeClicks(t.database.db, records);
}
async function ftd(offerId: number, affiliateId: number, at: Date, commission = '25.00') {
  await t.database.db.insert(conversions).values({ clickId: newClickId(), clickedAt: at, offerId, affiliateId, country: 'GB', action: PixelAction.FTD, payable: 1, commission, transactionStatus: 0, createdAt: at });
}
async function rule(body: Record<string, unknown>, cookie = admin) {
  const res = await t.call('POST', '/api/admin/automation-rules'.replace('admin', cookie === manager ? 'manager' : 'admin'), { cookie, body: { name: 'Rule', period: '24h', op: '>=', status: 1, ...body } });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await data<{ id: number }>(res)).id;
}
const ruleRow = async (id: number) => (await findRule(t.database.db, { id: 0, userType: UserType.Admin }, id))!;
const runsOf = (id: number) => t.database.db.select().from(automationRuleRuns).where(eq(automationRuleRuns.ruleId, id));

describe('automation rules', () => {
  it('refuses bad rules with a message on each field, and references that do not exist', async () => {
    const bad = await t.call('POST', '/api/admin/automation-rules', { cookie: admin, body: { name: '', metric: 'bounces', period: '2h', scope: 'offer', op: '!=', value: 1.5, action: 'shout' } });
    expect(bad.status).toBe(422);
    const fields = ((await bad.json()) as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'metric', 'period', 'op', 'value', 'action']));

    const mismatched = await t.call('POST', '/api/admin/automation-rules', { cookie: admin, body: { name: 'x', metric: 'clicks', period: '24h', scope: 'offer', op: '>', value: 1, action: 'pause_affiliate' } });
    expect(mismatched.status).toBe(422);
    expect(((await mismatched.json()) as { field: string }[]).map((e) => e.field).sort()).toEqual(['offer_id', 'scope']);

    const cap = await t.call('POST', '/api/admin/automation-rules', { cookie: admin, body: { name: 'x', metric: 'clicks', period: '24h', scope: 'offer', offer_id: 999999, op: '>', value: 1, action: 'change_cap' } });
    expect(((await cap.json()) as { field: string }[]).map((e) => e.field).sort()).toEqual(['cap_limit', 'cap_metric', 'cap_period']);

    const unknown = await t.call('POST', '/api/admin/automation-rules', {
      cookie: admin,
      body: { name: 'x', metric: 'clicks', period: '24h', scope: 'offer', offer_id: 999999, op: '>', value: 1, action: 'pause_integration', integration_id: 999999 },
    });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { field: string }[]).map((e) => e.field).sort()).toEqual(['integration_id', 'offer_id']);
  });

  it('pauses each affiliate whose Risky share is over the value, once an hour; the dry run changes nothing', async () => {
    const offerId = await newOffer();
    const [risky, clean] = [await newAffiliate(), await newAffiliate()];
    await clicks(offerId, risky, ago(3), 4, 3); // 75 % Risky
    await clicks(offerId, clean, ago(3), 4, 0);
    await clicks(offerId, risky, ago(30), 10, 0); // before the 24 hours: not counted
    const id = await rule({ metric: 'risky_share', scope: 'each_affiliate', offer_id: offerId, op: '>=', value: 50, action: 'pause_affiliate' });

    const dry = await fixedCall('POST', `/api/admin/automation-rules/${id}/dry-run`, admin, {});
    expect(dry.status).toBe(200);
    const preview = await data<{ window_start: string; results: { affiliate_id: number; value: string; matched: boolean }[] }>(dry);
    expect(preview.window_start).toBe('2026-10-07T12:00:00.000Z');
    expect(preview.results).toEqual([
      { offer_id: offerId, affiliate_id: risky, value: '75.00', matched: true, outcome: null },
      { offer_id: offerId, affiliate_id: clean, value: '0.00', matched: false, outcome: null },
    ]);
    expect(await t.database.db.select().from(offerAffiliates).where(eq(offerAffiliates.offerId, offerId))).toEqual([]);
    expect(await runsOf(id)).toEqual([]);

    const results = await runRule(t.database.db, await ruleRow(id), NOW);
    expect(results?.filter((r) => r.matched)).toEqual([{ offer_id: offerId, affiliate_id: risky, value: '75.00', matched: true, outcome: 'paused' }]);
    const standing = await t.database.db.select().from(offerAffiliates).where(eq(offerAffiliates.offerId, offerId));
    expect(standing.map((r) => [r.affiliateId, r.blocked])).toEqual([[risky, true]]);

    // the same hour again (a restart, a second process): nothing more
    expect(await runRule(t.database.db, await ruleRow(id), new Date(NOW.getTime() + 30 * 60_000))).toBeNull();
    expect((await runDueRules(t.database.db, new Date(NOW.getTime() + 10 * 60_000))).includes(id)).toBe(false);
    const runs = await fixedCall('POST', `/api/admin/automation-rules/${id}/runs/list`, admin, {});
    expect(runs.headers.get('X-Pagination-Total-Count')).toBe('1');
    expect((await data<{ window_start: string; matched: number; changed: number; results: unknown[] }[]>(runs))[0]).toMatchObject({
      window_start: '2026-10-07T12:00:00.000Z',
      matched: 1,
      changed: 1,
      results: [{ affiliate_id: risky, outcome: 'paused' }],
    });

    // the next hour it runs again; the affiliate is paused already, so nothing changes
    const next = await runRule(t.database.db, await ruleRow(id), new Date(NOW.getTime() + HOUR));
    expect(next?.filter((r) => r.matched).map((r) => r.outcome)).toEqual(['unchanged']);
    expect((await runsOf(id)).map((r) => r.changed).sort()).toEqual([0, 1]);
  });

  it('pauses a broker integration when the offer’s clicks reach the value', async () => {
    const offerId = await newOffer();
    const aff = await newAffiliate();
    await clicks(offerId, aff, ago(0.5), 5);
    const [integration] = await t.database.db.insert(brokerIntegrations).values({ advertiserId, name: 'Automation broker', endpoint: 'https://broker.example.com/leads' }).returning({ id: brokerIntegrations.id });
    const id = await rule({ metric: 'clicks', period: '1h', scope: 'offer', offer_id: offerId, op: '>', value: 4, action: 'pause_integration', integration_id: integration!.id });
    const results = await runRule(t.database.db, await ruleRow(id), NOW);
    expect(results).toEqual([{ offer_id: offerId, affiliate_id: null, value: '5', matched: true, outcome: 'paused' }]);
    const [row] = await t.database.db.select().from(brokerIntegrations).where(eq(brokerIntegrations.id, integration!.id));
    expect(row!.status).toBe(0);
    expect((await runsOf(id))[0]).toMatchObject({ matched: 1, changed: 1 });
  });

  it('sets the affiliate’s cap on the offer when their FTDs reach the value, and EPC compares in cents', async () => {
    const offerId = await newOffer();
    const aff = await newAffiliate();
    await clicks(offerId, aff, ago(5), 10);
    await ftd(offerId, aff, ago(4));
    await ftd(offerId, aff, ago(4));
    const capRule = await rule({ metric: 'ftds', period: '7d', scope: 'offer_affiliate', offer_id: offerId, affiliate_id: aff, op: '>=', value: 2, action: 'change_cap', cap_period: 'daily', cap_metric: 'conversions', cap_limit: 3 });
    expect((await runRule(t.database.db, await ruleRow(capRule), NOW))?.[0]).toMatchObject({ value: '2', matched: true, outcome: 'cap_set' });
    const caps = await t.database.db.select().from(offerCaps).where(and(eq(offerCaps.offerId, offerId), eq(offerCaps.affiliateId, aff)));
    expect(caps.map((c) => [c.period, c.metric, c.capLimit])).toEqual([['daily', 'conversions', 3]]);
    // EPC: 50.00 over 10 clicks is 500 cents a click; "> 500" does not hold, ">= 500" does
    const over = await ruleRow(await rule({ metric: 'epc', period: '24h', scope: 'offer_affiliate', offer_id: offerId, affiliate_id: aff, op: '>', value: 500, action: 'raise_alert' }));
    expect((await runRule(t.database.db, over, NOW))?.[0]).toMatchObject({ value: '500.00', matched: false, outcome: null });
    const cr = await ruleRow(await rule({ metric: 'cr', period: '24h', scope: 'offer_affiliate', offer_id: offerId, affiliate_id: aff, op: '=', value: 20, action: 'raise_alert' }));
    expect((await runRule(t.database.db, cr, NOW))?.[0]).toMatchObject({ value: '20.00', matched: true, outcome: 'alert_raised' });
  });

  it('raises an alert for the admins and the affiliate’s manager when leads fall under the value', async () => {
    const aff = await newAffiliate(managerId);
    const offerId = await newOffer();
    await t.database.db.insert(leads).values({ id: randomUUID(), offerId, affiliateId: aff, country: 'GB', status: 'ACCEPTED', createdAt: ago(2) });
    const id = await rule({ name: 'Too few leads', metric: 'leads', period: '24h', scope: 'affiliate', affiliate_id: aff, op: '<', value: 5, action: 'raise_alert' });
    expect(await runRule(t.database.db, await ruleRow(id), NOW)).toEqual([{ offer_id: null, affiliate_id: aff, value: '1', matched: true, outcome: 'alert_raised' }]);
    const raised = rowsOf<{ user_type: number; name: string; link: string }>(
      await t.database.db.execute(sql`SELECT u.user_type, a.params->>'name' AS name, a.link FROM ${alerts} a JOIN users u ON u.id = a.user_id WHERE a.kind = 'automation_rule' AND a.subject = ${`automation_rule:${id}:affiliate:${aff}`}`),
    );
    expect(raised.map((r) => r.user_type)).toContain(UserType.Manager);
    expect(raised.map((r) => r.user_type)).toContain(UserType.Admin);
    expect(raised[0]).toMatchObject({ name: `Too few leads — affiliate #${aff}: leads 1 < 5`, link: `/automation-rules/${id}/show` });
  });

  it('keeps a manager to their own affiliates and to actions on them', async () => {
    const own = await newAffiliate(managerId);
    const other = await newAffiliate(null);
    const offerId = await newOffer();
    const body = { name: 'Mine', metric: 'clicks', period: '24h', scope: 'offer_affiliate', offer_id: offerId, op: '>', value: 1, action: 'raise_alert' };
    const keys = (held: string[]) => [...held, 'UI_AutomationRules_View', 'UI_AutomationRules_Manage'];
    expect((await t.call('POST', '/api/manager/automation-rules/list', { cookie: manager, body: {} })).status).toBe(403);
    await withStoredKeys(t, 'manager@example.com', keys, async () => {
      const refused = await t.call('POST', '/api/manager/automation-rules', { cookie: manager, body: { ...body, affiliate_id: other } });
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { field: string }[]).map((e) => e.field)).toEqual(['affiliate_id']);
      const integration = await t.call('POST', '/api/manager/automation-rules', { cookie: manager, body: { ...body, affiliate_id: own, action: 'pause_integration', integration_id: null } });
      expect(integration.status).toBe(422);
      const id = await rule({ ...body, affiliate_id: own }, manager);
      expect((await t.call('GET', `/api/manager/automation-rules/${id}`, { cookie: manager })).status).toBe(200);
      const adminRule = await rule({ ...body, affiliate_id: other });
      expect((await t.call('GET', `/api/manager/automation-rules/${adminRule}`, { cookie: manager })).status).toBe(404);
      const listed = await data<{ id: number }[]>(await t.call('POST', '/api/manager/automation-rules/list', { cookie: manager, body: {} }));
      expect(listed.map((r) => r.id)).toEqual([id]);
    });
  });

  it('lists the demo rule, and its dry run answers each affiliate on its offer', async () => {
    const listed = await data<{ id: number; name: string; scope: string }[]>(await t.call('POST', '/api/admin/automation-rules/list', { cookie: admin, body: { per_page: 100 } }));
    const demo = listed.find((r) => r.name.startsWith('Risky affiliates on '));
    expect(demo).toMatchObject({ scope: 'each_affiliate' });
    const dry = await t.call('POST', `/api/admin/automation-rules/${demo!.id}/dry-run`, { cookie: admin, body: {} });
    expect(dry.status).toBe(200);
    expect(await data<{ action: string }>(dry)).toMatchObject({ action: 'raise_alert' });
  });

  it('refuses affiliates and a workspace without the feature; deletes a rule and its runs', async () => {
    expect((await t.call('POST', '/api/affiliate/automation-rules/list', { cookie: affiliate, body: {} })).status).toBe(403);
    await withFeature(t, 'automation_rules', false, async () => {
      expect((await t.call('POST', '/api/admin/automation-rules/list', { cookie: admin, body: {} })).status).toBe(403);
      expect(await runDueRules(t.database.db, new Date(NOW.getTime() + 5 * HOUR))).toEqual([]);
    });
    const offerId = await newOffer();
    const id = await rule({ metric: 'clicks', scope: 'offer', offer_id: offerId, op: '>=', value: 0, action: 'raise_alert' });
    await runRule(t.database.db, await ruleRow(id), NOW);
    expect((await t.call('DELETE', `/api/admin/automation-rules/${id}`, { cookie: admin })).status).toBe(200);
    expect((await t.call('GET', `/api/admin/automation-rules/${id}`, { cookie: admin })).status).toBe(404);
    expect(await runsOf(id)).toEqual([]);
  });
});
