import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { clickPayoutRules, offerGroups, offers, trackingDomains, users } from '../../db/schema';
import { pdfText } from '../../../test/pdfText';
import { serverAppPerFile } from '../../../test/serverTest';
import type { ClickRecord } from '../tracker/clickRecord';
import { testClick } from '../../../test/clickFixture';
import { writeClicks } from '../tracker/clickStore';

// Advertiser invoices bill click revenue (docs/decisions/click-commissions.md, "Advertiser
// invoices"): per UTC day and offer of the advertiser, click_earnings' revenue less what earlier
// items of that day and offer invoiced; the revenue comparison counts it, on both databases.
const t = serverAppPerFile();
let admin: string;
let advertiserId: number;
let otherAdvertiserId: number;
let affiliateId: number;
let managerId = 0;
let offerId: number;
let domainId: number;
const data = async <T>(r: Response) => ((await r.json()) as { data: T }).data;

type Line = { offerId: number; action: number; paidFor: string; quantity: number; rate: string | null; amount: string };
type Invoice = { id: number; number: string; amount: string; lines: Line[] };
type Row = { advertiser_id: number; revenue: string; invoiced: string; not_invoiced: string; commission: string; profit: string };

const INVOICES = '/api/admin/advertiser-billing/invoices';
const MAY = { period_start: '2019-05-01', period_end: '2019-06-01' };
const create = (advertiser: number, period: { period_start: string; period_end: string }) =>
  t.call('POST', INVOICES, { cookie: admin, body: { advertiser_id: advertiser, ...period } });
const comparison = async (advertiser: number) =>
  (await data<Row[]>(await t.call('POST', '/api/admin/advertiser-billing/revenue/list', { cookie: admin, body: MAY }))).find((r) => r.advertiser_id === advertiser);

/** A click of the demo affiliate on this file's offer; a new `ip` makes it unique. */
const click = (at: string, ip: string): ClickRecord =>
  testClick({ clicked_at: at, offer_id: offerId, affiliate_id: affiliateId, manager_id: managerId, tracking_domain_id: domainId, ip });

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  const db = t.database.db;
  const groupId = (await db.select({ id: offerGroups.id }).from(offerGroups).limit(1))[0]!.id;
  const affiliate = (await db.select().from(users).where(eq(users.email, 'affiliate@example.com')))[0]!;
  affiliateId = affiliate.id;
  managerId = affiliate.managerId ?? 0;
  domainId = (await db.select({ id: trackingDomains.id }).from(trackingDomains).limit(1))[0]!.id;
  const advertiser = async (email: string) =>
    (await db.insert(users).values({ email, passwordHash: 'x', userType: 3, firstName: 'Clio', lastName: 'Clicks', language: 'en' }).returning({ id: users.id }))[0]!.id;
  advertiserId = await advertiser('adv-clicks@example.com');
  otherAdvertiserId = await advertiser('adv-clicks-next@example.com');
  offerId = (await db.insert(offers).values({ name: 'Clicked offer', offerGroupId: groupId, advertiserId, status: 1, access: 4 }).returning({ id: offers.id }))[0]!.id;
  // every click on it earns the affiliate 0.07 and the network 0.20
  await db.insert(clickPayoutRules).values({ offerId, payout: '0.07', revenue: '0.20' });
  // May 2019: 3 unique clicks on the 3rd (and a repeat of one, not unique: nothing), 2 on the 20th
  expect(
    await writeClicks(db, [
      click('2019-05-03T08:00:00Z', '198.18.9.1'),
      click('2019-05-03T09:00:00Z', '198.18.9.2'),
      click('2019-05-03T09:30:00Z', '198.18.9.2'),
      click('2019-05-03T23:59:00Z', '198.18.9.3'),
      click('2019-05-20T00:00:00Z', '198.18.9.4'),
      click('2019-05-20T12:00:00Z', '198.18.9.5'),
    ]),
  ).toBe(6);
});

describe('click revenue on advertiser invoices', () => {
  let invoice: Invoice;

  it('bills the month’s click revenue as one CPC line with the clicks as its quantity, in the total and the PDF', async () => {
    const res = await create(advertiserId, MAY);
    expect(res.status).toBe(201);
    invoice = await data<Invoice>(res);
    // 5 earning clicks × 0.20
    expect(invoice.amount).toBe('1.00');
    expect(invoice.lines).toEqual([expect.objectContaining({ offerId, action: 0, paidFor: 'cpc', quantity: 5, rate: '0.20', amount: '1.00' })]);
    const items = rowsOf<{ click_day: string; click_count: number; amount: string; paid_for: string; offer_id: number }>(
      await t.database.db.execute(sql`SELECT click_day::text AS click_day, click_count, amount::text AS amount, paid_for, offer_id FROM advertiser_invoice_items
        WHERE invoice_id = ${invoice.id} ORDER BY click_day`),
    );
    expect(items).toEqual([
      { click_day: '2019-05-03', click_count: 3, amount: '0.60', paid_for: 'cpc', offer_id: offerId },
      { click_day: '2019-05-20', click_count: 2, amount: '0.40', paid_for: 'cpc', offer_id: offerId },
    ]);

    const file = await t.call('GET', `${INVOICES}/${invoice.id}/file`, { cookie: admin });
    expect(file.status).toBe(200);
    const lines = pdfText(Buffer.from(await file.arrayBuffer()));
    const at = lines.indexOf(`Clicked offer (#${offerId}) · CPC (clicks)`);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lines.slice(at + 1, at + 4)).toEqual(['5', '0.20', '1.00']);
    expect(lines.join('\n')).toContain('1.00 USD');
  });

  it('shows the click revenue, invoiced, and its commission in the revenue comparison', async () => {
    expect(await comparison(advertiserId)).toMatchObject({ revenue: '1.00', invoiced: '1.00', not_invoiced: '0.00', commission: '0.35', profit: '0.65' });
  });

  it('refuses a second invoice over the same period', async () => {
    const again = await create(advertiserId, MAY);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      `Invoice ${invoice.number} already bills this advertiser's revenue from 2019-05-01 to 2019-06-01: a period is invoiced once.`,
    );
  });

  it('leaves a late click of an invoiced day not invoiced, and bills only the difference when the day is invoiced again', async () => {
    // a late batch: one more unique click on 20 May, after May was invoiced
    expect(await writeClicks(t.database.db, [click('2019-05-20T18:00:00Z', '198.18.9.6')])).toBe(1);
    expect(await comparison(advertiserId)).toMatchObject({ revenue: '1.20', invoiced: '1.00', not_invoiced: '0.20', commission: '0.42', profit: '0.58' });
    // the overlap rule keeps this advertiser's May closed; a later period does not hold the day
    const june = await create(advertiserId, { period_start: '2019-06-01', period_end: '2019-07-01' });
    expect(june.status).toBe(422);
    expect(((await june.json()) as { message: string }[])[0]!.message).toMatch(/^Nothing to invoice: .*click revenue/);
    // the offer handed to another advertiser, whose May is not invoiced: only the difference is billed
    await t.database.db.update(offers).set({ advertiserId: otherAdvertiserId }).where(eq(offers.id, offerId));
    const res = await create(otherAdvertiserId, MAY);
    expect(res.status).toBe(201);
    const next = await data<Invoice>(res);
    expect(next.amount).toBe('0.20');
    expect(next.lines).toEqual([expect.objectContaining({ offerId, paidFor: 'cpc', quantity: 1, rate: '0.20', amount: '0.20' })]);
    // by the offer's advertiser now, everything of May is invoiced
    expect(await comparison(otherAdvertiserId)).toMatchObject({ revenue: '1.20', invoiced: '1.20', not_invoiced: '0.00', commission: '0.42', profit: '0.78' });
  });
});
