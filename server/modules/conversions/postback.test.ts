import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { payoutRules, revenueRules } from '../../db/schema';
import { conversionTestSuite, setCommissionType, type PostbackAdvertiser } from '../../../test/conversionFixtures';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, type TrackerTestApp } from '../../../test/trackerApp';

const suite = conversionTestSuite(openTestDatabase);
let t: TrackerTestApp;
let advertiser: PostbackAdvertiser;
beforeAll(() => {
  ({ t, advertiser } = suite.get());
});

async function affiliateSums(affiliateId: number) {
  const [row] = rowsOf<{ leads: number; sales: number; revshares: number; commission: string; revenue: string }>(
    await t.db.execute(sql`SELECT COALESCE(sum(leads), 0)::int AS leads, COALESCE(sum(sales), 0)::int AS sales, COALESCE(sum(revshares), 0)::int AS revshares,
      COALESCE(sum(commission), 0)::text AS commission, COALESCE(sum(revenue), 0)::text AS revenue
      FROM traffic_daily WHERE scope_manager_id = 0 AND dim = 1 AND dim_key = ${String(affiliateId)}`),
  );
  return { ...row!, commission: Number(row!.commission), revenue: Number(row!.revenue) };
}

async function clickOn(offerValues: Parameters<TrackerTestApp['offer']>[0] = {}) {
  const offer = await t.offer({ advertiserId: advertiser.id, payoutCpa: '40.00', payoutCpl: '5.00', revenueCpa: '60.00', revenueCpl: '8.00', revsharePercent: '25.00', ...offerValues });
  const res = await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}&p1=sub1`);
  expect(res.status).toBe(302);
  return { offer, clickId: cookieClickId(res)! };
}

function postback(query: Record<string, string>, options: { method?: 'GET' | 'POST'; host?: string; body?: string; type?: string } = {}) {
  const host = options.host ?? 'track.localhost';
  const qs = new URLSearchParams(query).toString();
  return t.app.request(`http://${host}/postback?${qs}`, {
    method: options.method ?? 'GET',
    headers: { Host: host, ...(options.type ? { 'Content-Type': options.type } : {}) },
    body: options.body,
  });
}

describe('GET|POST /postback (spec 3 §4)', () => {
  it('records a CPA affiliate FTD as payable with the offer payout and revenue, on the dashboards at once', async () => {
    await setCommissionType(t, 1);
    const { clickId } = await clickOn();
    const before = await affiliateSums(t.affiliate.id);
    const res = await postback({ click_id: clickId, action: 'ftd', sum: '100', currency: 'usd', order_id: 'A-1', token: advertiser.token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: { conversion_id: number; status: number; payable: boolean; reason: string | null } };
    expect(body).toMatchObject({ success: true, data: { status: 0, payable: true, reason: null } });
    const after = await affiliateSums(t.affiliate.id);
    expect(after.sales).toBe(before.sales + 1);
    expect(after.commission).toBeCloseTo(before.commission + 40, 2);
    expect(after.revenue).toBeCloseTo(before.revenue + 60, 2);
    const [stored] = rowsOf<Record<string, unknown>>(await t.db.execute(sql`SELECT * FROM conversions WHERE id = ${body.data.conversion_id}`));
    expect(stored).toMatchObject({ click_id: clickId, action: 3, order_id: 'A-1', currency: 'USD', payable: 1, transaction_status: 0, pixel_type: 1 });
    expect(Number(stored!.sum)).toBe(100);
  });

  it('answers the first conversion with duplicate: true for the same order id on the offer, and changes nothing', async () => {
    const { clickId } = await clickOn();
    const first = (await (await postback({ click_id: clickId, action: 'lead', order_id: 'dup-1', token: advertiser.token })).json()) as { data: { conversion_id: number } };
    const before = await affiliateSums(t.affiliate.id);
    const again = await postback({ click_id: clickId, action: 'lead', order_id: 'dup-1', token: advertiser.token });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ success: true, data: { conversion_id: first.data.conversion_id, duplicate: true } });
    expect(await affiliateSums(t.affiliate.id)).toEqual(before);
  });

  it('keeps one conversion for 50 identical postbacks sent at once', async () => {
    const { clickId } = await clickOn();
    const answers = await Promise.all(Array.from({ length: 50 }, () => postback({ click_id: clickId, action: 'sale', sum: '10', order_id: 'race-1', token: advertiser.token })));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { data: { conversion_id: number } }).data.conversion_id)));
    expect(ids.size).toBe(1);
    const [count] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM conversions WHERE click_id = ${clickId}`));
    expect(count!.n).toBe(1);
  });

  it('refuses a wrong token with 403, an unknown click with 404, malformed values with 422, and records nothing', async () => {
    const { clickId } = await clickOn();
    const count = async () => rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM conversions`))[0]!.n;
    const before = await count();
    expect((await postback({ click_id: clickId, token: 'not-the-token' })).status).toBe(403);
    expect((await postback({ click_id: 'no-such-click-id-here', token: advertiser.token })).status).toBe(404);
    const bad = await postback({ click_id: clickId, action: 'refund', sum: '-1', currency: 'dollars', token: advertiser.token });
    expect(bad.status).toBe(422);
    const fields = ((await bad.json()) as Array<{ field: string }>).map((e) => e.field).sort();
    expect(fields).toEqual(['action', 'currency', 'sum']);
    expect((await postback({ click_id: clickId })).status).toBe(422);
    expect((await postback({ click_id: clickId, order_id: 'a\u0000b', token: advertiser.token })).status).toBe(422);
    expect((await postback({ click_id: clickId, token: advertiser.token }, { host: 'not-a-tracking-domain.example' })).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('takes the values from a POST form or JSON body', async () => {
    const { clickId } = await clickOn();
    const form = await postback({}, { method: 'POST', type: 'application/x-www-form-urlencoded', body: new URLSearchParams({ click_id: clickId, action: 'lead', token: advertiser.token, order_id: 'form-1' }).toString() });
    expect(form.status).toBe(200);
    const jsonRes = await postback({}, { method: 'POST', type: 'application/json', body: JSON.stringify({ click_id: clickId, action: 'opt-in', token: advertiser.token, order_id: 'json-1' }) });
    expect(jsonRes.status).toBe(200);
    const broken = await postback({}, { method: 'POST', type: 'application/json', body: '{"click_id":' });
    expect(broken.status).toBe(422);
    expect(await broken.json()).toEqual([{ field: 'body', message: 'The request body is not valid JSON.' }]);
  });

  it('refuses a body over 64 KiB with 413 before reading it, on a tracking domain and elsewhere, and records nothing', async () => {
    const { clickId } = await clickOn();
    const count = async () => rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM conversions`))[0]!.n;
    const before = await count();
    const body = new URLSearchParams({ action: 'lead', order_id: 'big-1', pad: 'x'.repeat(64 * 1024) }).toString();
    for (const host of ['track.localhost', 'not-a-tracking-domain.example']) {
      const res = await postback({ click_id: clickId, token: advertiser.token }, { method: 'POST', host, type: 'application/x-www-form-urlencoded', body });
      expect(res.status).toBe(413);
      expect(res.headers.get('connection')).toBe('close');
      expect(await res.json()).toEqual({ success: false, message: 'The request body is too large: at most 64 KiB.' });
    }
    expect(await count()).toBe(before);
    // through Node's own server, with Content-Length, chunked and 100-continue: server/http/nodeBodyLimit.test.ts
  });

  it('refuses a list, an object or a boolean where one value is expected, naming the field, in a JSON body, a form body or the query', async () => {
    const { clickId } = await clickOn();
    const count = async () => rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM conversions`))[0]!.n;
    const before = await count();
    const json = (body: Record<string, unknown>) => postback({}, { method: 'POST', type: 'application/json', body: JSON.stringify({ click_id: clickId, token: advertiser.token, ...body }) });
    const fieldsOf = async (res: Response) => {
      expect(res.status).toBe(422);
      return ((await res.json()) as Array<{ field: string }>).map((e) => e.field).sort();
    };
    // a list for order_id was read as no order_id, and so skipped the duplicate check; [1,2] for sum was 0, two actions a lead
    expect(await fieldsOf(await json({ order_id: ['a', 'b'] }))).toEqual(['order_id']);
    expect(await fieldsOf(await json({ sum: [1, 2] }))).toEqual(['sum']);
    expect(await fieldsOf(await json({ action: ['lead', 'sale'] }))).toEqual(['action']);
    expect(await fieldsOf(await json({ order_id: { id: 'a' }, currency: true, offer_id: [5], promo_code: null }))).toEqual(['currency', 'offer_id', 'order_id', 'promo_code']);
    expect(await fieldsOf(await json({ token: [advertiser.token] }))).toEqual(['token']);
    expect(await fieldsOf(await json({ sum: '0x10' }))).toEqual(['sum']);
    expect(await fieldsOf(await json({ sum: '1e3' }))).toEqual(['sum']);
    expect(await fieldsOf(await json({ offer_id: '0x10' }))).toEqual(['offer_id']);
    // a JSON body that is not an object of fields
    expect(await fieldsOf(await postback({ click_id: clickId, token: advertiser.token }, { method: 'POST', type: 'application/json', body: '["a"]' }))).toEqual(['body']);
    // a key given twice, in the query or a form body, is a list too
    const twice = await t.postback(`click_id=${clickId}&token=${advertiser.token}&order_id=a&order_id=b`);
    expect(await fieldsOf(twice)).toEqual(['order_id']);
    const form = await postback({}, { method: 'POST', type: 'application/x-www-form-urlencoded', body: `click_id=${clickId}&token=${advertiser.token}&sum=1&sum=2` });
    expect(await fieldsOf(form)).toEqual(['sum']);
    expect(await count()).toBe(before);
    // a JSON number is read as its text, under the same rules
    const numbers = await json({ sum: 12.5, order_id: 77, action: 'sale' });
    expect(numbers.status).toBe(200);
    expect(await count()).toBe(before + 1);
    expect((await (await json({ sum: 12.5, order_id: '77', action: 'sale' })).json()) as { data: { duplicate?: boolean } }).toMatchObject({ data: { duplicate: true } });
  });

  it('accepts the network-wide postback token an admin generates for any offer, and stops accepting it once regenerated', async () => {
    const { clickId } = await clickOn();
    const own = await clickOn({ advertiserId: null });
    const first = await t.call('admin@example.com', 'POST', '/api/admin/settings/network-postback-token');
    expect(first.status).toBe(200);
    const { token } = ((await first.json()) as { data: { token: string } }).data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(((await (await t.call('admin@example.com', 'GET', '/api/admin/settings/network-postback-token')).json()) as { data: { token: string } }).data.token).toBe(token);
    expect((await postback({ click_id: clickId, order_id: 'net-1', token })).status).toBe(200);
    // an offer without an advertiser has no token of its own: the network token is the only way in
    expect((await postback({ click_id: own.clickId, order_id: 'net-2', token })).status).toBe(200);
    expect((await t.call('admin@example.com', 'POST', '/api/admin/settings/network-postback-token')).status).toBe(200);
    expect((await postback({ click_id: clickId, order_id: 'net-3', token })).status).toBe(403);
    expect((await postback({ click_id: clickId, order_id: 'net-4', token: advertiser.token })).status).toBe(200);
  });
});

describe('payability (spec 3 §4)', () => {
  async function report(clickId: string, query: Record<string, string>) {
    const res = await postback({ click_id: clickId, token: advertiser.token, ...query });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { conversion_id: number; payable: boolean; reason: string | null } };
    const [row] = rowsOf<{ commission: string; revenue: string }>(await t.db.execute(sql`SELECT commission, revenue FROM conversions WHERE id = ${data.conversion_id}`));
    return { ...data, commission: Number(row!.commission), revenue: Number(row!.revenue) };
  }

  it('pays a CPL affiliate for leads and not for FTDs (commission_type_not_matched, revenue kept)', async () => {
    await setCommissionType(t, 2);
    const { clickId } = await clickOn();
    expect(await report(clickId, { action: 'lead' })).toMatchObject({ payable: true, reason: null, commission: 5, revenue: 8 });
    expect(await report(clickId, { action: 'ftd' })).toMatchObject({ payable: false, reason: 'commission_type_not_matched', commission: 0, revenue: 60 });
    await setCommissionType(t, 1);
  });

  it('pays one FTD per click under CPA: the second is recurrent_cpa_sale', async () => {
    await setCommissionType(t, 1);
    const { clickId } = await clickOn();
    expect(await report(clickId, { action: 'ftd', order_id: 'f1' })).toMatchObject({ payable: true, commission: 40 });
    expect(await report(clickId, { action: 'ftd', order_id: 'f2' })).toMatchObject({ payable: false, reason: 'recurrent_cpa_sale', commission: 0, revenue: 0 });
  });

  it('pays revshare_percent of the sum within the window, and not after it', async () => {
    const { clickId } = await clickOn({ revshareWindowDays: 10, clickLifetimeDays: 60 });
    expect(await report(clickId, { action: 'revshare', sum: '200' })).toMatchObject({ payable: true, commission: 50, revenue: 200 });
    t.setClock(() => new Date(Date.now() + 11 * 86_400_000));
    try {
      expect(await report(clickId, { action: 'revshare', sum: '200' })).toMatchObject({ payable: false, reason: 'recurrent_duration_exceeded', commission: 0 });
    } finally {
      t.setClock(null);
    }
  });

  it('pays nothing after the offer click lifetime: click_session_lifespan_exceeded', async () => {
    const { clickId } = await clickOn({ clickLifetimeDays: 1 });
    t.setClock(() => new Date(Date.now() + 2 * 86_400_000));
    try {
      expect(await report(clickId, { action: 'sale', sum: '5' })).toMatchObject({ payable: false, reason: 'click_session_lifespan_exceeded', commission: 0, revenue: 0 });
    } finally {
      t.setClock(null);
    }
  });

  it('takes the commission from the affiliate payout rule over the offer', async () => {
    await setCommissionType(t, 1);
    const { offer, clickId } = await clickOn();
    await t.db.insert(payoutRules).values({ offerId: offer.id, affiliateId: t.affiliate.id, payoutCpa: '45.50' });
    expect(await report(clickId, { action: 'ftd' })).toMatchObject({ payable: true, commission: 45.5 });
  });

  it('takes the commission from the manager-level payout rule when the affiliate has none, and the affiliate rule over it', async () => {
    await setCommissionType(t, 1);
    const { offer, clickId } = await clickOn();
    await t.db.insert(payoutRules).values({ offerId: offer.id, managerId: t.affiliate.managerId!, payoutCpa: '42.00' });
    expect(await report(clickId, { action: 'ftd', order_id: 'm1' })).toMatchObject({ payable: true, commission: 42, revenue: 60 });
    const second = await clickOn();
    await t.db.insert(payoutRules).values([
      { offerId: second.offer.id, managerId: t.affiliate.managerId!, payoutCpa: '42.00' },
      { offerId: second.offer.id, affiliateId: t.affiliate.id, payoutCpa: '44.00' },
    ]);
    expect(await report(second.clickId, { action: 'ftd', order_id: 'm2' })).toMatchObject({ payable: true, commission: 44 });
  });

  it('takes the revenue from the revenue rules (the affiliate rule over the manager rule over the offer), the commission unchanged', async () => {
    await setCommissionType(t, 2);
    const { offer, clickId } = await clickOn();
    await t.db.insert(revenueRules).values({ offerId: offer.id, managerId: t.affiliate.managerId!, revenueCpl: '9.50' });
    expect(await report(clickId, { action: 'lead', order_id: 'r1' })).toMatchObject({ payable: true, commission: 5, revenue: 9.5 });
    await t.db.insert(revenueRules).values({ offerId: offer.id, affiliateId: t.affiliate.id, revenueCpl: '11.25' });
    expect(await report(clickId, { action: 'lead', order_id: 'r2' })).toMatchObject({ payable: true, commission: 5, revenue: 11.25 });
    await setCommissionType(t, 1);
  });

  it('records no opt-in commission and counts it', async () => {
    const { clickId } = await clickOn();
    expect(await report(clickId, { action: 'opt-in' })).toMatchObject({ payable: false, reason: 'commission_type_not_matched', commission: 0 });
  });
});

describe('GET /pixel and /pixel.js (spec 3 §4)', () => {
  it('records the conversion of the click in the cookie, and nothing without it', async () => {
    const { offer, clickId } = await clickOn();
    const count = async () => rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM conversions WHERE click_id = ${clickId}`))[0]!.n;
    const get = (path: string, cookie?: string) =>
      t.app.request(`http://track.localhost${path}`, { headers: { Host: 'track.localhost', ...(cookie ? { Cookie: cookie } : {}) } });
    const frame = await get(`/pixel?action=lead&offer_id=${offer.id}`, `affnet_click=${clickId}`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toContain('text/html');
    const script = await get('/pixel.js?action=sale&sum=12.5', `other=1; affnet_click=${clickId}`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await count()).toBe(2);
    expect((await get('/pixel?action=lead')).status).toBe(200);
    expect((await get(`/pixel?action=lead&offer_id=999999`, `affnet_click=${clickId}`)).status).toBe(200);
    expect(await count()).toBe(2);
    const [types] = rowsOf<{ t: number[] }>(await t.db.execute(sql`SELECT array_agg(pixel_type ORDER BY pixel_type) AS t FROM conversions WHERE click_id = ${clickId}`));
    expect(types!.t).toEqual([2, 3]);
  });
});

describe('the postback URL on the offer (GET /campaigns/{id})', () => {
  it('carries the advertiser token and {click_id}; filled in, it records the conversion', async () => {
    const { offer, clickId } = await clickOn();
    const res = await t.call('admin@example.com', 'GET', `/api/admin/campaigns/${offer.id}`);
    const { data } = (await res.json()) as { data: { postback_url: string; pixels: { iframe: string; js: string } } };
    expect(data.postback_url).toContain(`token=${advertiser.token}`);
    expect(data.postback_url).toContain('click_id={click_id}');
    expect(data.pixels.js).toContain(`/pixel.js?offer_id=${offer.id}`);
    // in the offer's currency: another one needs a rate (spec 4 §3)
    const filled = data.postback_url.replace('{click_id}', clickId).replace('{sum}', '10').replace('{currency}', 'USD').replace('{order_id}', 'url-1');
    const url = new URL(filled);
    const answer = await t.app.request(`http://track.localhost${url.pathname}${url.search}`, { headers: { Host: url.hostname } });
    expect(answer.status).toBe(200);
    const affiliateView = (await (await t.call('affiliate@example.com', 'GET', `/api/affiliate/campaigns/${offer.id}`)).json()) as { data: Record<string, unknown> };
    expect(affiliateView.data).not.toHaveProperty('postback_url');
  });
});
