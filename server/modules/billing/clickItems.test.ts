import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { serverAppPerFile } from '../../../test/serverTest';
import { pdfText } from '../../../test/pdfText';
import { clickPayoutRules, offers, trackingDomains, users } from '../../db/schema';
import { UserType } from '../../../domain/enums/user';
import { TrafficSafety } from '../../../domain/enums/report';
import { rowsOf } from '../../db/rows';
import { closeDuePeriods } from './closeRepository';
import { convertAt } from './conversions.test-utils';
import type { ClickRecord } from '../tracker/clickRecord';
import { testClick } from '../../../test/clickFixture';
import { writeClicks } from '../tracker/clickStore';

const t = serverAppPerFile();
const cookies: Record<string, string> = {};
let affiliateId = 0;
let managerId = 0;
let offerId = 0;
let domainId = 0;
const settings = { defaultTerms: 0, systemThreshold: 0, currency: 'USD' };
const cents = (v: string | number) => Math.round(Number(v) * 100);

async function call(role: string, method: string, path: string, body?: object) {
  const res = await t.call(method, `/api/${role}${path}`, { cookie: cookies[role], body });
  return { status: res.status, json: await res.json() };
}

/** A click of this file's affiliate on the offer; `ip` decides whether it is unique (one per IP in 24 hours). */
const click = (at: string, ip: string, given: Partial<ClickRecord> = {}): ClickRecord =>
  testClick({ clicked_at: at, offer_id: offerId, affiliate_id: affiliateId, manager_id: managerId, tracking_domain_id: domainId, ip }, given);

const trafficCommission = async (start: string, finish: string) => {
  const report = await call('admin', 'POST', '/reports/traffic', {
    period_type: 'custom_date', period_start: start, period_finish: finish, time_zone: 'UTC', affiliate_id: [affiliateId], per_page: 500,
  });
  expect(report.status).toBe(200);
  return cents(report.json.data.total.commission);
};

beforeAll(async () => {
  const db = t.database.db;
  cookies.admin = await t.cookieFor('admin');
  const manager = (await db.select().from(users).where(eq(users.email, 'manager@example.com')))[0]!;
  const demo = (await db.select().from(users).where(eq(users.email, 'affiliate@example.com')))[0]!;
  const [row] = await db
    .insert(users)
    .values({ email: 'clicks-paid@example.com', passwordHash: 'x', userType: UserType.Affiliate, firstName: 'Cleo', lastName: 'Clicks', managerId: manager.id, permissions: demo.permissions })
    .returning({ id: users.id });
  affiliateId = row!.id;
  managerId = manager.id;
  cookies.affiliate = await t.cookieFor('clicks-paid@example.com');
  // the offer convertAt converts on, so one payout holds both kinds of money
  const [offer] = await db.select().from(offers).where(sql`status = 1 AND access = 4 AND advertiser_id IS NOT NULL`).orderBy(asc(offers.id)).limit(1);
  offerId = offer!.id;
  domainId = (await db.select().from(trackingDomains).limit(1))[0]!.id;
  // Risky traffic is not paid (fraud detection's setting; the default only flags it)
  expect((await call('admin', 'PUT', '/settings/config/batch-update/fraud-detection', { risky_action: 'not_payable' })).status).toBe(200);
  // the offer pays 0.05 a click, 0.12 for German clicks, and this affiliate 0.07 for German clicks
  await db.insert(clickPayoutRules).values([
    { offerId, payout: '0.05', revenue: '0.09' },
    { offerId, country: 'DE', payout: '0.12', revenue: '0.20' },
    { offerId, affiliateId, country: 'DE', payout: '0.07', revenue: '0.20' },
  ]);
});

describe('click commissions through billing', () => {
  it('pays unique clicks by the most specific rule; the balance, the payout, its items, the invoice and the report agree to the cent', async () => {
    const db = t.database.db;
    const written = await writeClicks(db, [
      click('2020-02-03T10:00:00Z', '198.18.1.1'), // 0.05
      click('2020-02-03T10:05:00Z', '198.18.1.1'), // same visitor within 24 h: not unique, nothing
      click('2020-02-03T11:00:00Z', '198.18.1.2', { country: 'DE' }), // this affiliate's German rule: 0.07
      click('2020-02-03T12:00:00Z', '198.18.1.3', { traffic_safety: TrafficSafety.Risky, fraud_reasons: ['bot_user_agent'] }), // Risky: nothing
      click('2020-02-03T13:00:00Z', '198.18.1.4', { refusal: 'offer_not_active' }), // refused: nothing
      click('2020-02-10T09:00:00Z', '198.18.1.5'), // 0.05
      click('2020-02-10T09:30:00Z', '198.18.1.6'), // 0.05
    ]);
    expect(written).toBe(7);
    const earned = rowsOf<{ day: string; clicks: number; commission: string; revenue: string }>(
      await db.execute(sql`SELECT day::text AS day, clicks, commission::text AS commission, revenue::text AS revenue FROM click_earnings WHERE affiliate_id = ${affiliateId} ORDER BY day`),
    );
    expect(earned).toEqual([
      { day: '2020-02-03', clicks: 2, commission: '0.12', revenue: '0.29' },
      { day: '2020-02-10', clicks: 2, commission: '0.10', revenue: '0.18' },
    ]);
    // one FTD beside the clicks
    await convertAt(t, affiliateId, ['2020-02-17T11:00:00Z']);
    const [ftd] = rowsOf<{ commission: string }>(await db.execute(sql`SELECT commission::text AS commission FROM conversions WHERE affiliate_id = ${affiliateId}`));
    const ftdCents = cents(ftd!.commission);
    // convertAt's own click matched the offer-wide rule too (a US click from a new address)
    const clickCents = 12 + 10 + 5;
    const totalCents = ftdCents + clickCents;
    expect(await trafficCommission('2020-02-01', '2020-02-29')).toBe(totalCents);

    expect(await closeDuePeriods(db, settings, new Date('2020-03-01T01:00:00Z'))).toEqual({ periods: 1, payouts: 1 });
    const items = rowsOf<{ paid_for: string; click_day: string | null; click_count: number | null; amount: string }>(
      await db.execute(sql`SELECT b.paid_for, b.click_day::text AS click_day, b.click_count, b.amount::text AS amount FROM billing_items b JOIN billing_periods p ON p.id = b.period_id
        WHERE p.affiliate_id = ${affiliateId} ORDER BY b.paid_for, b.click_day`),
    );
    expect(items).toEqual([
      { paid_for: 'cpc', click_day: '2020-02-03', click_count: 2, amount: '0.12' },
      { paid_for: 'cpc', click_day: '2020-02-10', click_count: 2, amount: '0.10' },
      { paid_for: 'cpc', click_day: '2020-02-17', click_count: 1, amount: '0.05' },
      { paid_for: 'ftd', click_day: null, click_count: null, amount: ftd!.commission },
    ]);
    const [payout] = (await call('affiliate', 'POST', '/billing/payouts/list', {})).json.data as { id: number; amount: number }[];
    expect(cents(payout!.amount)).toBe(totalCents);
    const shown = (await call('admin', 'GET', `/billing/payouts/${payout!.id}`)).json.data;
    expect(shown.items_by_type).toEqual([
      { paid_for: 'cpc', quantity: 5, amount: (clickCents / 100).toFixed(2) },
      { paid_for: 'ftd', quantity: 1, amount: (ftdCents / 100).toFixed(2) },
    ]);
    const balance = (await call('affiliate', 'GET', '/billing/balance')).json.data;
    expect(cents(balance.earned_total)).toBe(totalCents);
    expect(cents(balance.pending_payouts)).toBe(totalCents);
    const made = await call('affiliate', 'POST', `/billing/payouts/${payout!.id}/invoice`, {});
    expect(made.status).toBe(200);
    const file = await t.call('GET', `/api/affiliate/billing/invoices/${made.json.data.id}/file`, { cookie: cookies.affiliate });
    const text = pdfText(Buffer.from(await file.arrayBuffer())).join('\n');
    expect(text).toContain(`${(totalCents / 100).toFixed(2)} USD`);
    expect(text).toContain('CPC (clicks)');
    // the clicks' line: 5 clicks, the rate varies (0.05 and 0.06 a click), 0.27
    expect(text).toContain('0.27');
  });

  it('bills a day’s late clicks in the next period, and pays no click while the feature is off', async () => {
    const db = t.database.db;
    // a click of 28 February written after February was billed: the next period bills the difference
    await writeClicks(db, [click('2020-02-28T23:00:00Z', '198.18.2.1'), click('2020-03-05T08:00:00Z', '198.18.2.2', { country: 'DE' })]);
    expect(await closeDuePeriods(db, settings, new Date('2020-04-01T01:00:00Z'))).toEqual({ periods: 1, payouts: 1 });
    const next = rowsOf<{ click_day: string; click_count: number; amount: string }>(
      await db.execute(sql`SELECT b.click_day::text AS click_day, b.click_count, b.amount::text AS amount FROM billing_items b JOIN billing_periods p ON p.id = b.period_id
        WHERE p.affiliate_id = ${affiliateId} AND p.period_start = '2020-03-01' ORDER BY b.click_day`),
    );
    expect(next).toEqual([
      { click_day: '2020-02-28', click_count: 1, amount: '0.05' },
      { click_day: '2020-03-05', click_count: 1, amount: '0.07' },
    ]);
    // Risky traffic only flagged (the default): a Risky click earns like any other
    expect((await call('admin', 'PUT', '/settings/config/batch-update/fraud-detection', { risky_action: 'flag' })).status).toBe(200);
    await writeClicks(db, [click('2020-03-20T08:00:00Z', '198.18.2.3', { traffic_safety: TrafficSafety.Risky, fraud_reasons: ['bot_user_agent'] })]);
    const [flagged] = rowsOf<{ commission: string }>(await db.execute(sql`SELECT commission::text AS commission FROM click_earnings WHERE affiliate_id = ${affiliateId} AND day = '2020-03-20'`));
    expect(flagged?.commission).toBe('0.05');
    // the feature switched off: a unique click earns nothing, and the report counts it without money
    const general = (await call('admin', 'GET', '/settings/config')).json.data['general-settings'];
    const off = (general.workspace_features as string[]).filter((f) => f !== 'click_commissions');
    expect((await call('admin', 'PUT', '/settings/config/batch-update/general-settings', { workspace_features: off })).status).toBe(200);
    await writeClicks(db, [click('2020-04-02T08:00:00Z', '198.18.3.1')]);
    const [april] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM click_earnings WHERE affiliate_id = ${affiliateId} AND day >= '2020-04-01'`));
    expect(april!.n).toBe(0);
    expect(await trafficCommission('2020-04-01', '2020-04-30')).toBe(0);
  });
});
