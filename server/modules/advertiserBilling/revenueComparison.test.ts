import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WORKSPACE_FEATURES } from '../../../domain/permissions/features';
import { PixelAction } from '../../../domain/enums/pixel';
import { SalesStatus, TransactionStatus } from '../../../domain/enums/payout';
import { conversions, crgCohorts, crgDeals, offerGroups, offers, users } from '../../db/schema';
import { serverAppPerFile } from '../../../test/serverTest';
import { saveGeneralSettings } from '../settings/settingsRepository';

// Revenue against what was invoiced (spec 4 §7, docs/decisions/advertiser-billing.md): per
// advertiser on the Revenue vs invoiced screen, and summed on the admin dashboard's card.
const t = serverAppPerFile();
let admin: string;
let advertiserId: number;
const data = async <T>(r: Response) => ((await r.json()) as { data: T }).data;
const at = (day: string) => new Date(`${day}T12:00:00Z`);
const LIST = '/api/admin/advertiser-billing/revenue/list';
const MARCH = { period_start: '2024-03-01', period_end: '2024-04-01' };

type Row = { advertiser_id: number; advertiser_name: string; revenue: string; invoiced: string; not_invoiced: string; commission: string; profit: string };

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  const db = t.database.db;
  const groupId = (await db.select({ id: offerGroups.id }).from(offerGroups).limit(1))[0]!.id;
  const affiliateId = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@example.com')))[0]!.id;
  advertiserId = (await db.insert(users).values({ email: 'adv-compare@example.com', passwordHash: 'x', userType: 3, firstName: 'Cora', lastName: 'Compare', language: 'en' }).returning({ id: users.id }))[0]!.id;
  const offerOf = async (name: string, advertiser: number | null) =>
    (await db.insert(offers).values({ name, offerGroupId: groupId, advertiserId: advertiser, status: 1, access: 4 }).returning({ id: offers.id }))[0]!.id;
  const theirs = await offerOf('Compared offer', advertiserId);
  const nobodys = await offerOf('Offer without an advertiser', null);
  const conversion = (offerId: number, advertiser: number | null, day: string, over: Partial<typeof conversions.$inferInsert>) =>
    db.insert(conversions).values({
      clickId: randomUUID(),
      clickedAt: at(day),
      createdAt: at(day),
      offerId,
      affiliateId,
      advertiserId: advertiser,
      country: 'DE',
      action: PixelAction.FTD,
      payable: SalesStatus.Payable,
      transactionStatus: TransactionStatus.Ok,
      ...over,
    });
  // approved: 100.10 and 33.33 (commission 10.00 each); not counted: voided, on hold, not payable
  await conversion(theirs, advertiserId, '2024-03-05', { revenue: '100.10', commission: '10.00' });
  await conversion(theirs, advertiserId, '2024-03-06', { action: PixelAction.Lead, revenue: '33.33', commission: '10.00', transactionStatus: TransactionStatus.Changed });
  await conversion(theirs, advertiserId, '2024-03-07', { revenue: '500.00', commission: '50.00', transactionStatus: TransactionStatus.Voided });
  await conversion(theirs, advertiserId, '2024-03-08', { revenue: '0', holdRevenue: '80.00', holdCommission: '8.00', transactionStatus: TransactionStatus.OnHold });
  await conversion(theirs, advertiserId, '2024-03-09', { revenue: '70.00', commission: '0', payable: SalesStatus.NotPayable, reason: 'rejected' });
  // an offer with no advertiser: its commission is paid all the same
  await conversion(nobodys, null, '2024-03-10', { revenue: '20.00', commission: '5.00' });
  // a CRG cohort of their offer closed on 19 March: 250.00 due from them
  const [deal] = await db
    .insert(crgDeals)
    .values({ offerId: theirs, affiliateId, guaranteePercent: '10', cohort: 'week', affiliateTerms: 'chargeback', affiliateFtdAmount: '40', advertiserFtdAmount: '100', startsOn: '2024-03-04' })
    .returning({ id: crgDeals.id });
  await db.insert(crgCohorts).values({
    dealId: deal!.id,
    affiliateId,
    cohortStart: '2024-03-04',
    cohortEnd: '2024-03-11',
    leads: 95,
    ftds: 7,
    guaranteePercent: '10',
    shortfallFtds: '2.5',
    affiliateAmount: '-100.00',
    advertiserAmount: '250.00',
    closedAt: at('2024-03-19'),
  });
  // the first half of March invoiced: the two approved conversions, 133.43
  const invoice = await t.call('POST', '/api/admin/advertiser-billing/invoices', { cookie: admin, body: { advertiser_id: advertiserId, period_start: '2024-03-01', period_end: '2024-03-16' } });
  expect(invoice.status).toBe(201);
  expect((await data<{ amount: string }>(invoice)).amount).toBe('133.43');
});

describe('revenue against invoiced', () => {
  it('shows per advertiser the approved revenue, what of it is invoiced, the commission and the profit on what was invoiced', async () => {
    const rows = await data<Row[]>(await t.call('POST', LIST, { cookie: admin, body: MARCH }));
    expect(rows).toEqual([
      { id: advertiserId, advertiser_id: advertiserId, advertiser_name: 'Cora Compare', advertiser_email: 'adv-compare@example.com', revenue: '383.43', invoiced: '133.43', not_invoiced: '250.00', commission: '20.00', profit: '113.43' },
      { id: 0, advertiser_id: 0, advertiser_name: '', advertiser_email: '', revenue: '20.00', invoiced: '0.00', not_invoiced: '20.00', commission: '5.00', profit: '-5.00' },
    ]);
    // the first half alone: all of it invoiced
    const firstHalf = await data<Row[]>(await t.call('POST', LIST, { cookie: admin, body: { period_start: '2024-03-01', period_end: '2024-03-16' } }));
    expect(firstHalf.find((r) => r.advertiser_id === advertiserId)).toMatchObject({ revenue: '133.43', invoiced: '133.43', not_invoiced: '0.00', profit: '113.43' });
  });

  it('puts the same sums on the admin dashboard, and says when advertiser billing or revenue is not shown', async () => {
    const card = (body: unknown = { period_type: 'custom_date', period_start: '2024-03-01', period_finish: '2024-03-31', time_zone: 'UTC' }) =>
      t.call('POST', '/api/admin/dashboard/invoiced-profit', { cookie: admin, body });
    const rows = await data<Row[]>(await t.call('POST', LIST, { cookie: admin, body: MARCH }));
    const cents = (field: keyof Row) => rows.reduce((n, r) => n + Math.round(Number(r[field]) * 100), 0);
    const figures = await data<Record<string, unknown>>(await card());
    expect(figures).toMatchObject({ enabled: true, revenue: '403.43', invoiced: '133.43', not_invoiced: '270.00', commission: '25.00', profit: '108.43' });
    for (const field of ['revenue', 'invoiced', 'not_invoiced', 'commission', 'profit'] as const) expect(Math.round(Number(figures[field]) * 100)).toBe(cents(field));
    await saveGeneralSettings(t.database.db, { workspace_features: DEFAULT_WORKSPACE_FEATURES.filter((f) => f !== 'advertiser_billing') }, new Date());
    expect(await data(await card())).toEqual({ period: expect.any(Object), enabled: false });
    expect((await t.call('POST', LIST, { cookie: admin, body: MARCH })).status).toBe(403);
    await saveGeneralSettings(t.database.db, { workspace_features: [...DEFAULT_WORKSPACE_FEATURES, 'hide_revenue'] }, new Date());
    expect(await data(await card())).toEqual({ period: expect.any(Object), enabled: false });
    await saveGeneralSettings(t.database.db, { workspace_features: [...DEFAULT_WORKSPACE_FEATURES] }, new Date());
    expect((await card({ period_type: 'custom_date', period_start: 'soon' })).status).toBe(422);
  });

  it('refuses a bad period with a field message, and is the admin’s alone', async () => {
    const bad = await t.call('POST', LIST, { cookie: admin, body: { period_start: '2024-02-30' } });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual([{ field: 'period_start', message: 'period_start must be a date (YYYY-MM-DD).' }]);
    const reversed = await t.call('POST', LIST, { cookie: admin, body: { period_start: '2024-04-01', period_end: '2024-03-01' } });
    expect(await reversed.json()).toEqual([{ field: 'period_end', message: 'period_end must be after period_start (the end is exclusive).' }]);
    expect((await t.call('POST', '/api/manager/advertiser-billing/revenue/list', { cookie: await t.cookieFor('manager'), body: MARCH })).status).toBe(403);
    // this month so far by default: none of March 2024
    const now = await data<Row[]>(await t.call('POST', LIST, { cookie: admin, body: {} }));
    expect(now.find((r) => r.advertiser_id === advertiserId)).toBeUndefined();
  });
});
