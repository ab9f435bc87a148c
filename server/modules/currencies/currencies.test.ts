import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/rows';
import { conversionTestSuite, setCommissionType, type PostbackAdvertiser } from '../../../test/conversionFixtures';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, type TrackerTestApp } from '../../../test/trackerApp';

// A EUR workspace (the brand's VITE_CURRENCY, read at each call) with a USD offer: postbacks in
// JPY, EUR and USD, each stored figure computed by hand (docs/decisions/currencies.md).
const suite = conversionTestSuite(openTestDatabase, { commissionType: 1 });
let t: TrackerTestApp;
let advertiser: PostbackAdvertiser;
const ADMIN = 'admin@example.com';
const NOW = new Date('2026-06-15T12:00:00Z');

beforeAll(async () => {
  vi.stubEnv('VITE_CURRENCY', 'EUR');
  ({ t, advertiser } = suite.get());
  t.setClock(() => NOW);
  await setCommissionType(t, 1);
});
afterAll(() => {
  t.setClock(null);
  vi.unstubAllEnvs();
});

const addRate = (body: Record<string, unknown>, who = ADMIN) => t.call(who, 'POST', '/api/admin/currency-rates', body);

async function clickOnUsdOffer() {
  const offer = await t.offer({ advertiserId: advertiser.id, currency: 'USD', payoutCpa: '40.00', payoutCpl: '5.00', revenueCpa: '60.00', revenueCpl: '8.00', revsharePercent: '25.00' });
  const res = await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`);
  expect(res.status).toBe(302);
  return cookieClickId(res)!;
}

const postback = (query: Record<string, string>) =>
  t.app.request(`http://track.localhost/postback?${new URLSearchParams({ ...query, token: advertiser.token }).toString()}`, { headers: { Host: 'track.localhost' } });

interface Stored {
  sum: string;
  currency: string;
  offer_currency: string;
  offer_sum: string;
  network_sum: string;
  commission: string;
  revenue: string;
}

async function stored(clickId: string): Promise<Stored[]> {
  return rowsOf<Stored>(
    await t.db.execute(sql`SELECT sum::text AS sum, currency, offer_currency, offer_sum::text AS offer_sum, network_sum::text AS network_sum,
      commission::text AS commission, revenue::text AS revenue FROM conversions WHERE click_id = ${clickId}`),
  );
}

async function rolledUp(): Promise<{ commission: string; revenue: string }> {
  const [row] = rowsOf<{ commission: string; revenue: string }>(
    await t.db.execute(sql`SELECT COALESCE(sum(commission), 0)::text AS commission, COALESCE(sum(revenue), 0)::text AS revenue
      FROM traffic_daily WHERE scope_manager_id = 0 AND dim = 1 AND dim_key = ${String(t.affiliate.id)}`),
  );
  return row!;
}

describe('currency rates (POST /currency-rates)', () => {
  it('adds rates an admin types, and refuses a bad currency, day or rate, the workspace currency and a second rate for a day with 422', async () => {
    for (const rate of [
      { currency: 'usd', day: '2026-01-01', rate: '0.9' },
      { currency: 'JPY', day: '2026-01-01', rate: '0.0070' },
      { currency: 'JPY', day: '2026-06-10', rate: 0.0062 },
      // after the conversions' day: never used for them
      { currency: 'JPY', day: '2026-06-16', rate: '0.0080' },
    ]) {
      const res = await addRate(rate);
      expect(res.status).toBe(201);
    }
    const bad = await addRate({ currency: 'EURO', day: '2026-02-30', rate: '-1' });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { field: string }[]).map((e) => e.field).sort()).toEqual(['currency', 'day', 'rate']);
    const zero = await addRate({ currency: 'GBP', day: '2026-01-01', rate: '0' });
    expect(zero.status).toBe(422);
    const own = await addRate({ currency: 'EUR', day: '2026-01-01', rate: '1' });
    expect(own.status).toBe(422);
    expect(await own.json()).toEqual([{ field: 'currency', message: expect.stringContaining('workspace currency') }]);
    const again = await addRate({ currency: 'JPY', day: '2026-06-10', rate: '0.0063' });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { field: string }[])[0]!.field).toBe('day');

    const listed = await t.call(ADMIN, 'POST', '/api/admin/currency-rates/list', { currency: 'jpy' });
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { data: { day: string; rate: string }[] }).data.map((r) => [r.day, Number(r.rate)])).toEqual([
      ['2026-06-16', 0.008],
      ['2026-06-10', 0.0062],
      ['2026-01-01', 0.007],
    ]);
  });

  it('is for admins only', async () => {
    expect((await addRate({ currency: 'CHF', day: '2026-01-01', rate: '1' }, 'manager@example.com')).status).toBe(403);
    expect((await t.call('affiliate@example.com', 'POST', '/api/affiliate/currency-rates/list', {})).status).toBe(403);
  });
});

describe('CSV import (POST /currency-rates/import)', () => {
  it('stores every line of a good file, replacing a day that had a rate', async () => {
    const csv = 'currency,day,rate\nGBP,2026-06-01,1.17\n\nchf;2026-06-01;1.05\r\nJPY,2026-06-16,0.0081\n';
    const res = await t.call(ADMIN, 'POST', '/api/admin/currency-rates/import', { csv });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { imported: 3 } });
    const list = (await (await t.call(ADMIN, 'POST', '/api/admin/currency-rates/list', { per_page: 100 })).json()) as { data: { currency: string; day: string; rate: string }[] };
    const byKey = new Map(list.data.map((r) => [`${r.currency} ${r.day}`, Number(r.rate)]));
    expect([byKey.get('GBP 2026-06-01'), byKey.get('CHF 2026-06-01'), byKey.get('JPY 2026-06-16')]).toEqual([1.17, 1.05, 0.0081]);
  });

  it('refuses a file with a bad line by its number, and stores none of it', async () => {
    const before = (await (await t.call(ADMIN, 'POST', '/api/admin/currency-rates/list', {})).json()) as { data: unknown[] };
    const res = await t.call(ADMIN, 'POST', '/api/admin/currency-rates/import', { csv: 'SEK,2026-06-01,0.088\nNOK,2026-06-01,0.086\nDKK,2026-13-01,0.134\n' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual([{ field: 'csv', message: expect.stringMatching(/^Line 3: .*2026-13-01/) }]);
    const after = (await (await t.call(ADMIN, 'POST', '/api/admin/currency-rates/list', {})).json()) as { data: unknown[] };
    expect(after.data).toEqual(before.data);
    const empty = await t.call(ADMIN, 'POST', '/api/admin/currency-rates/import', { csv: 'currency,day,rate\n' });
    expect(empty.status).toBe(422);
  });

  it('deletes a rate, and answers 404 for one gone', async () => {
    const list = (await (await t.call(ADMIN, 'POST', '/api/admin/currency-rates/list', { currency: 'CHF' })).json()) as { data: { id: number }[] };
    const id = list.data[0]!.id;
    expect((await t.call(ADMIN, 'DELETE', `/api/admin/currency-rates/${id}`)).status).toBe(200);
    expect((await t.call(ADMIN, 'DELETE', `/api/admin/currency-rates/${id}`)).status).toBe(404);
  });
});

describe('postbacks in other currencies on a USD offer in a EUR workspace', () => {
  it('converts a JPY revshare at the latest rate on or before the day (JPY 0.0062, USD 0.9 EUR)', async () => {
    const before = await rolledUp();
    const clickId = await clickOnUsdOffer();
    const res = await postback({ click_id: clickId, action: 'revshare', sum: '15000', currency: 'jpy' });
    expect(res.status).toBe(200);
    // 15000 JPY × 0.0062 = 93.00 EUR; ÷ 0.9 = 103.333… → 103.33 USD; 25 % of 103.33 = 25.8325 → 25.83 USD
    // commission 25.83 × 0.9 = 23.247 → 23.25 EUR; revenue (the share reported) 103.33 × 0.9 = 92.997 → 93.00 EUR
    expect(await stored(clickId)).toEqual([
      { sum: '15000.00', currency: 'JPY', offer_currency: 'USD', offer_sum: '103.33', network_sum: '93.00', commission: '23.25', revenue: '93.00' },
    ]);
    const after = await rolledUp();
    expect(Number(after.commission) - Number(before.commission)).toBeCloseTo(23.25, 2);
    expect(Number(after.revenue) - Number(before.revenue)).toBeCloseTo(93, 2);
  });

  it('converts a EUR sale: the offer pays 40 USD and earns 60 USD, booked as 36 and 54 EUR', async () => {
    const clickId = await clickOnUsdOffer();
    const res = await postback({ click_id: clickId, action: 'sale', sum: '50', currency: 'EUR' });
    expect(res.status).toBe(200);
    // 50 EUR ÷ 0.9 = 55.555… → 55.56 USD; 40 × 0.9 = 36.00; 60 × 0.9 = 54.00
    expect(await stored(clickId)).toEqual([
      { sum: '50.00', currency: 'EUR', offer_currency: 'USD', offer_sum: '55.56', network_sum: '50.00', commission: '36.00', revenue: '54.00' },
    ]);
  });

  it('takes a USD revshare, or one with no currency, in the offer currency', async () => {
    const clickId = await clickOnUsdOffer();
    expect((await postback({ click_id: clickId, action: 'revshare', sum: '200', currency: 'USD', order_id: 'usd-1' })).status).toBe(200);
    expect((await postback({ click_id: clickId, action: 'revshare', sum: '10.01', order_id: 'usd-2' })).status).toBe(200);
    // 200 USD × 0.9 = 180.00 EUR; 25 % = 50 USD → 45.00 EUR. 10.01 × 0.9 = 9.009 → 9.01; 2.5025 → 2.50 USD → 2.25 EUR
    expect(await stored(clickId)).toEqual(
      expect.arrayContaining([
        { sum: '200.00', currency: 'USD', offer_currency: 'USD', offer_sum: '200.00', network_sum: '180.00', commission: '45.00', revenue: '180.00' },
        { sum: '10.01', currency: 'USD', offer_currency: 'USD', offer_sum: '10.01', network_sum: '9.01', commission: '2.25', revenue: '9.01' },
      ]),
    );
  });

  it('refuses a currency without a rate with 422 on currency, and stores nothing', async () => {
    const before = await rolledUp();
    const clickId = await clickOnUsdOffer();
    const res = await postback({ click_id: clickId, action: 'sale', sum: '50', currency: 'PLN' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual([{ field: 'currency', message: expect.stringContaining('PLN') }]);
    expect(await stored(clickId)).toEqual([]);
    expect(await rolledUp()).toEqual(before);
  });

  it('refuses a conversion of an offer whose own currency has no rate yet, never taking it 1:1', async () => {
    const offer = await t.offer({ advertiserId: advertiser.id, currency: 'AUD', payoutCpa: '40.00' });
    const clickId = cookieClickId(await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`))!;
    const res = await postback({ click_id: clickId, action: 'sale', sum: '50' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual([{ field: 'currency', message: expect.stringContaining('AUD') }]);
  });
});

describe('an offer\'s currency', () => {
  it('is the workspace\'s unless given, and is shown and changed through the offer API', async () => {
    const { groupId } = suite.get();
    const base = { offer_group_id: groupId, advertiser_id: advertiser.id, status: 1, access: 4, landing_url: 'https://adv.example.com/l', payout_cpa: 1 };
    const made = await t.call(ADMIN, 'POST', '/api/admin/campaigns', { ...base, name: 'In the workspace currency' });
    expect(made.status).toBe(201);
    const offer = ((await made.json()) as { data: { id: number; currency: string } }).data;
    expect(offer.currency).toBe('EUR');
    const changed = await t.call(ADMIN, 'PUT', `/api/admin/campaigns/${offer.id}`, { currency: 'usd' });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: { currency: string } }).data.currency).toBe('USD');
    const bad = await t.call(ADMIN, 'PUT', `/api/admin/campaigns/${offer.id}`, { currency: 'dollars' });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { field: string }[])[0]!.field).toBe('currency');
  });
});
