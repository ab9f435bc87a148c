import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import { PayoutStatus } from '../../../domain/enums/payout';
import { billingItems, billingPeriods, payouts, users } from '../../db/schema';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';
import type { WorkspaceFeature } from '../../../domain/permissions/features';
import { readWorkspaceFeatures, saveGeneralSettings } from '../settings/settingsRepository';

// Click billing (docs/api.md, Click commissions): real clicks through the tracker earn by the most
// specific click payout rule, click_earnings fills, and POST /click-billing/list shows it in scope.

const suite = trackerTestSuite(openTestDatabase);
let t: TrackerTestApp;
const ADMIN = 'admin@example.com';
const MANAGER = 'manager@example.com';
const NOW = new Date('2026-10-05T10:00:00Z');
const DAY = '2026-10-05';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
/** addresses of German and French residential networks, none a data centre */
const DE = (n: number) => `80.130.1.${n}`;
const FR = (n: number) => `90.1.1.${n}`;

/** an affiliate of another manager than the test affiliate's */
let foreign: { id: number };

interface Row {
  id: string;
  day: string;
  affiliate_id: number;
  affiliate_name: string;
  offer_id: number;
  offer_name: string | null;
  clicks: number;
  commission: number;
  revenue?: number;
  billed: number;
  period_id: number | null;
  payout_id: number | null;
  payout_status: number | null;
  currency: string;
}
interface Answer {
  success: true;
  data: Row[];
  total: number;
  totals: { clicks: number; commission: number; revenue?: number; billed: number };
}

const billing = async (body: Record<string, unknown>, who = ADMIN) => {
  const role = who === ADMIN ? 'admin' : 'manager';
  return t.call(who, 'POST', `/api/${role}/click-billing/list`, body);
};
async function rows(body: Record<string, unknown>, who = ADMIN): Promise<Answer> {
  const res = await billing(body, who);
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}
async function rule(body: Record<string, unknown>) {
  const res = await t.call(ADMIN, 'POST', '/api/admin/click-payout-rules', body);
  expect(res.status).toBe(201);
}
/** a click of `affiliate` on `offer` from `ip`; answers its id */
async function click(offer: number, affiliate: number, ip: string) {
  const res = await t.click(`offer_id=${offer}&aff_id=${affiliate}`, { ip, headers: { 'User-Agent': CHROME } });
  expect(res.status).toBe(302);
  return cookieClickId(res)!;
}

/** Runs `fn` with one workspace feature switched on or off, then restores the features (as test/permissionToggles.ts). */
async function withFeature<T>(feature: WorkspaceFeature, on: boolean, fn: () => Promise<T>): Promise<T> {
  const before = await readWorkspaceFeatures(t.db);
  await saveGeneralSettings(t.db, { workspace_features: on ? [...new Set([...before, feature])] : before.filter((f) => f !== feature) }, new Date());
  try {
    return await fn();
  } finally {
    await saveGeneralSettings(t.db, { workspace_features: before }, new Date());
  }
}

beforeAll(async () => {
  ({ t } = suite.get());
  t.setClock(() => NOW);
  const db = t.db;
  [foreign] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, UserType.Affiliate), eq(users.statusId, 1), isNotNull(users.managerId), ne(users.managerId, t.affiliate.managerId!), eq(users.registrationCompleted, true), sql`${users.registrationStatus} IN (1, 10)`))
    .limit(1);
  // the demo manager reads click billing
  const [manager] = await db.select({ permissions: users.permissions }).from(users).where(eq(users.email, MANAGER));
  await db
    .update(users)
    .set({ permissions: [...new Set([...manager!.permissions, 'UI_ClickBilling_View'])] })
    .where(eq(users.email, MANAGER));
});
afterAll(() => t.setClock(null));

describe('the most specific click payout rule', () => {
  it('pays affiliate and country 0.40, affiliate 0.30, country 0.20, the offer 0.10; a second click from one IP earns nothing', async () => {
    const offer = (await t.offer({ name: 'Click specificity' })).id;
    await rule({ offer_id: offer, payout: 0.1, revenue: 0.01 });
    await rule({ offer_id: offer, country: 'DE', payout: 0.2, revenue: 0.02 });
    await rule({ offer_id: offer, affiliate_id: t.affiliate.id, payout: 0.3, revenue: 0.03 });
    await rule({ offer_id: offer, affiliate_id: t.affiliate.id, country: 'de', payout: 0.4, revenue: 0.04 });

    const clicks = {
      ownDe: await click(offer, t.affiliate.id, DE(1)),
      ownFr: await click(offer, t.affiliate.id, FR(1)),
      otherDe: await click(offer, foreign.id, DE(2)),
      otherFr: await click(offer, foreign.id, FR(2)),
    };
    await t.flush();
    const again = await click(offer, t.affiliate.id, DE(1));
    const earned = async (id: string) => {
      const row = (await t.clickRow(id))!;
      expect(row.refusal).toBeNull();
      return [row.country, row.is_unique, row.commission === null ? null : Number(row.commission), row.revenue === null ? null : Number(row.revenue)];
    };
    expect(await earned(clicks.ownDe)).toEqual(['DE', true, 0.4, 0.04]);
    expect(await earned(clicks.ownFr)).toEqual(['FR', true, 0.3, 0.03]);
    expect(await earned(clicks.otherDe)).toEqual(['DE', true, 0.2, 0.02]);
    expect(await earned(clicks.otherFr)).toEqual(['FR', true, 0.1, 0.01]);
    expect(await earned(again)).toEqual(['DE', false, null, null]);

    const answer = await rows({ offer_id: offer, sort: 'commission' });
    expect(answer.data.map((r) => [r.affiliate_id, r.clicks, r.commission, r.revenue])).toEqual([
      [foreign.id, 2, 0.3, 0.03],
      [t.affiliate.id, 2, 0.7, 0.07],
    ]);
    expect(answer.totals).toEqual({ clicks: 4, commission: 1, revenue: 0.1, billed: 0 });

    // while the feature is off no click earns, whatever the rules
    const off = await withFeature('click_commissions', false, () => click(offer, t.affiliate.id, DE(3)));
    expect(await earned(off)).toEqual(['DE', true, null, null]);
    expect((await rows({ offer_id: offer })).totals.clicks).toBe(4);
  });
});

describe('POST /click-billing/list', () => {
  let offer: number;
  let offerName: string;

  beforeAll(async () => {
    const made = await t.offer({ name: 'Click billing offer' });
    offer = made.id;
    offerName = made.name;
    await rule({ offer_id: offer, payout: '0.05', revenue: '0.08' });
    await rule({ offer_id: offer, affiliate_id: t.affiliate.id, payout: '0.15', revenue: '0.2' });
    for (let i = 10; i < 13; i++) await click(offer, t.affiliate.id, DE(i));
    for (let i = 10; i < 12; i++) await click(offer, foreign.id, FR(i));
    await t.flush();
  });

  it('shows each affiliate\'s earning clicks of a day on an offer, not billed yet, with totals over every matching row', async () => {
    const res = await billing({ offer_id: offer });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Pagination-Total-Count')).toBe('2');
    const answer = (await res.json()) as Answer;
    expect(answer.total).toBe(2);
    const own = answer.data.find((r) => r.affiliate_id === t.affiliate.id)!;
    expect(own).toEqual({
      id: `${DAY}:${t.affiliate.id}:${offer}`,
      day: DAY,
      affiliate_id: t.affiliate.id,
      affiliate_name: expect.any(String),
      offer_id: offer,
      offer_name: offerName,
      clicks: 3,
      commission: 0.45,
      revenue: 0.6,
      billed: 0,
      period_id: null,
      payout_id: null,
      payout_status: null,
      currency: 'USD',
    });
    expect(own.affiliate_name).not.toBe('');
    const other = answer.data.find((r) => r.affiliate_id === foreign.id)!;
    expect(other).toMatchObject({ clicks: 2, commission: 0.1, revenue: 0.16, billed: 0 });
    expect(answer.totals).toEqual({ clicks: 5, commission: 0.55, revenue: 0.76, billed: 0 });

    // the totals are of every matching row, not of the page
    const paged = await rows({ offer_id: offer, per_page: 1, page: 2 });
    expect(paged.data).toHaveLength(1);
    expect(paged.totals).toEqual(answer.totals);
    const sum = (key: 'clicks' | 'commission') => Math.round(answer.data.reduce((s, r) => s + r[key] * 100, 0)) / 100;
    expect([sum('clicks'), sum('commission')]).toEqual([answer.totals.clicks, answer.totals.commission]);
  });

  it('filters by affiliate, offer, days and whether fully billed; sorts; shows the period and payout that billed a row', async () => {
    expect((await rows({ offer_id: offer, affiliate_id: foreign.id })).data.map((r) => r.affiliate_id)).toEqual([foreign.id]);
    expect((await rows({ offer_id: offer, day_from: DAY, day_to: DAY })).total).toBe(2);
    expect((await rows({ offer_id: offer, day_from: '2026-10-06' })).total).toBe(0);
    expect((await rows({ offer_id: offer, day_to: '2026-10-04' })).data).toEqual([]);
    expect((await rows({ offer_id: offer, sort: 'clicks' })).data.map((r) => r.clicks)).toEqual([2, 3]);
    expect((await rows({ offer_id: offer, sort: '-clicks' })).data.map((r) => r.clicks)).toEqual([3, 2]);

    // the close bills the test affiliate's day in full (0.45), and half of the other's (0.05 of 0.10)
    const db = t.db;
    const [payout] = await db.insert(payouts).values({ affiliateId: t.affiliate.id, amount: '0.45', currency: 'USD', status: 1, periodStart: '2026-10-01', periodEnd: '2026-10-06' }).returning({ id: payouts.id });
    const [period] = await db
      .insert(billingPeriods)
      .values({ affiliateId: t.affiliate.id, periodStart: '2026-10-01', periodEnd: '2026-10-06', total: '0.45', threshold: '0', payoutId: payout!.id, closedAt: NOW })
      .returning({ id: billingPeriods.id });
    const [otherPeriod] = await db
      .insert(billingPeriods)
      .values({ affiliateId: foreign.id, periodStart: '2026-10-01', periodEnd: '2026-10-06', total: '0.05', threshold: '10', closedAt: NOW })
      .returning({ id: billingPeriods.id });
    await db.insert(billingItems).values([
      { periodId: period!.id, amount: '0.40', paidFor: 'cpc', clickDay: DAY, clickOfferId: offer, clickCount: 2 },
      { periodId: period!.id, amount: '0.05', paidFor: 'cpc', clickDay: DAY, clickOfferId: offer, clickCount: 1 },
      { periodId: otherPeriod!.id, amount: '0.05', paidFor: 'cpc', clickDay: DAY, clickOfferId: offer, clickCount: 1 },
    ]);

    const billed = await rows({ offer_id: offer, billed: true });
    expect(billed.data.map((r) => [r.affiliate_id, r.billed, r.period_id, r.payout_id, r.payout_status])).toEqual([[t.affiliate.id, 0.45, period!.id, payout!.id, 1]]);
    expect(billed.totals).toEqual({ clicks: 3, commission: 0.45, revenue: 0.6, billed: 0.45 });
    const open = await rows({ offer_id: offer, billed: false });
    expect(open.data.map((r) => [r.affiliate_id, r.billed, r.period_id, r.payout_id, r.payout_status])).toEqual([[foreign.id, 0.05, otherPeriod!.id, null, null]]);
    expect((await rows({ offer_id: offer, sort: '-billed' })).data.map((r) => r.billed)).toEqual([0.45, 0.05]);
    expect((await rows({ offer_id: offer })).totals.billed).toBe(0.5);
  });

  it('shows a manager only their own affiliates\' rows and totals', async () => {
    const answer = await rows({ offer_id: offer }, MANAGER);
    expect(answer.data.map((r) => r.affiliate_id)).toEqual([t.affiliate.id]);
    expect(answer.total).toBe(1);
    expect(answer.totals).toMatchObject({ clicks: 3, commission: 0.45 });
    expect((await rows({ affiliate_id: foreign.id }, MANAGER)).data).toEqual([]);
    // every row of theirs, none of another manager's affiliates
    const all = await rows({ per_page: 500 }, MANAGER);
    const theirs = await t.db.select({ id: users.id }).from(users).where(eq(users.managerId, t.affiliate.managerId!));
    expect(all.data.every((r) => theirs.some((u) => u.id === r.affiliate_id))).toBe(true);
  });

  it('hides revenue under hide_revenue, in the rows and the totals', async () => {
    await withFeature('hide_revenue', true, async () => {
      const answer = await rows({ offer_id: offer, sort: 'revenue' });
      for (const row of answer.data) expect(row).not.toHaveProperty('revenue');
      expect(answer.totals).not.toHaveProperty('revenue');
    });
  });

  it('exports every matching row as CSV: headers named, a payout by its status, revenue only for whoever sees it', async () => {
    const exported = async (body: Record<string, unknown>, who = ADMIN) => {
      const res = await t.call(who, 'POST', `/api/${who === ADMIN ? 'admin' : 'manager'}/click-billing/export-csv`, body);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toContain('text/csv');
      expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="click-billing.csv"');
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      return (await res.text()).replace(/^\ufeff/, '').trim().split('\r\n');
    };
    const [header, ...lines] = await exported({ offer_id: offer, sort: 'clicks' });
    expect(header).toBe('Day (UTC),Affiliate ID,Affiliate,Offer ID,Offer,Earning clicks,Commission,Revenue,Billed,Currency,Billing period,Payout,Payout status');
    expect(lines).toHaveLength(2);
    const mine = lines.find((l) => l.startsWith(`${DAY},${t.affiliate.id},`))!;
    expect(mine.split(',').slice(5)).toEqual(['3', '0.45', '0.6', '0.45', 'USD', expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/), PayoutStatus.label(1, 'en')]);
    const theirs = lines.find((l) => l.startsWith(`${DAY},${foreign.id},`))!;
    // billed in part, in a period no payout pays yet: no payout, no status
    expect(theirs.split(',').slice(8)).toEqual(['0.05', 'USD', expect.stringMatching(/^\d+$/), '', '']);
    // a manager's export holds their affiliates' rows alone
    expect((await exported({ offer_id: offer }, MANAGER)).slice(1).map((l) => Number(l.split(',')[1]))).toEqual([t.affiliate.id]);
    await withFeature('hide_revenue', true, async () => {
      const [hidden, row] = await exported({ offer_id: offer, affiliate_id: t.affiliate.id });
      expect(hidden).not.toContain('Revenue');
      expect(row!.split(',').slice(5, 8)).toEqual(['3', '0.45', '0.45']);
    });
    expect((await t.call(ADMIN, 'POST', '/api/admin/click-billing/export-csv', { day_from: '2026-02-30' })).status).toBe(422);
  });

  it('refuses bad filters with 422 on their fields, never 5xx; refuses affiliates and a switched-off feature with 403', async () => {
    const fields = async (body: Record<string, unknown>) => {
      const res = await billing(body);
      expect(res.status).toBe(422);
      return ((await res.json()) as { field: string }[]).map((e) => e.field).sort();
    };
    expect(await fields({ day_from: '2026-02-30' })).toEqual(['day_from']);
    expect(await fields({ day_from: '0000-01-01', day_to: 'yesterday' })).toEqual(['day_from', 'day_to']);
    expect(await fields({ day_from: '2026-10-05', day_to: '2026-10-04' })).toEqual(['day_to']);
    expect(await fields({ day_to: 20261005 })).toEqual(['day_to']);
    expect(await fields({ billed: 'yes' })).toEqual(['billed']);
    expect(await fields({ sort: 'affiliate_name' })).toEqual(['sort']);
    expect(await fields({ affiliate_id: 1e12, offer_id: 'x' })).toEqual(['affiliate_id', 'offer_id']);
    expect(await fields({ page: 0, per_page: 501 })).toEqual(['page', 'per_page']);
    expect((await rows({ day_from: '9999-12-31', billed: null, affiliate_id: '' })).total).toBe(0);

    expect((await t.call('affiliate@example.com', 'POST', '/api/affiliate/click-billing/list', {})).status).toBe(403);
    await withFeature('click_commissions', false, async () => {
      expect((await billing({})).status).toBe(403);
      expect((await billing({}, MANAGER)).status).toBe(403);
    });
  });
});
