import { and, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { users } from '../../db/schema';
import { conversionTestSuite, createOffer, type PostbackAdvertiser } from '../../../test/conversionFixtures';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, trackerTestApp, type TrackerTestApp } from '../../../test/trackerApp';

// Caps (spec 4 §4; docs/decisions/offers.md, "Caps"): set on the offer through the API as staff
// would, enforced by the tracker's clicks and the advertiser's postbacks.

const suite = conversionTestSuite(openTestDatabase, { commissionType: 1 });
let database: Database;
let t: TrackerTestApp;
let advertiser: PostbackAdvertiser;
let groupId: number;
let otherAffiliate: number;
beforeAll(async () => {
  ({ t, database, advertiser, groupId } = suite.get());
  otherAffiliate = (await t.db.select().from(users).where(and(eq(users.userType, UserType.Affiliate), ne(users.id, t.affiliate.id))).limit(1))[0]!.id;
  expect((await admin('PUT', '/settings/config/batch-update/general-settings', { fallback_url: FALLBACK })).status).toBe(200);
});

const FALLBACK = 'https://fallback.example.com/full';
const LANDING = 'https://adv.example.com/land';
const admin = (method: string, path: string, body?: unknown) => t.call('admin@example.com', method, `/api/admin${path}`, body);

interface Cap {
  affiliate_id: number | null;
  period: string;
  metric: string;
  limit: number;
}

const cappedOffer = (caps: Cap[] | null, extra: Record<string, unknown> = {}) =>
  createOffer<{ id: number; caps: (Cap & { used: number; left: number })[] }>(
    t,
    { groupId, advertiserId: advertiser.id, landingUrl: `${LANDING}?cid={click_id}` },
    { name: 'Capped offer', payout_cpa: 10, payout_cpl: 2, revenue_cpa: 15, ...(caps ? { caps } : {}), ...extra },
  );

const click = (offerId: number, query = '') => t.click(`offer_id=${offerId}&aff_id=${t.affiliate.id}${query}`);
const landed = (res: Response) => res.status === 302 && (res.headers.get('location') ?? '').startsWith(LANDING);

async function report(clickId: string, action: string, orderId?: string) {
  const qs = new URLSearchParams({ click_id: clickId, token: advertiser.token, action, ...(orderId ? { order_id: orderId } : {}) }).toString();
  const res = await t.postback(qs);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { conversion_id: number; payable: boolean; reason: string | null } }).data;
}

async function staffCaps(offerId: number) {
  return ((await (await admin('GET', `/campaigns/${offerId}`)).json()) as { data: { caps: (Cap & { used: number; left: number; window_start: string })[]; daily_cap: number | null; monthly_cap: number | null; cap_action: string } }).data;
}

describe('a clicks cap', () => {
  it('lets exactly 10 of 200 concurrent clicks run; the others go to the fallback with reason cap_reached', async () => {
    const offer = await cappedOffer([{ affiliate_id: null, period: 'daily', metric: 'clicks', limit: 10 }]);
    const answers = await Promise.all(Array.from({ length: 200 }, () => click(offer.id)));
    expect(answers.filter(landed)).toHaveLength(10);
    expect(answers.filter((r) => r.headers.get('location') === FALLBACK)).toHaveLength(190);
    await t.flush();
    const [stored] = rowsOf<{ ran: number; capped: number }>(
      await t.db.execute(sql`SELECT count(*) FILTER (WHERE refusal IS NULL)::int AS ran, count(*) FILTER (WHERE refusal = 'cap_reached')::int AS capped FROM clicks WHERE offer_id = ${offer.id}`),
    );
    expect(stored).toEqual({ ran: 10, capped: 190 });
    expect((await staffCaps(offer.id)).caps[0]).toMatchObject({ limit: 10, used: 10, left: 0 });
  });

  it('holds across tracker processes: two trackers with their own caches and writers on one database take 10 of 200', async () => {
    const offer = await cappedOffer([{ affiliate_id: null, period: 'weekly', metric: 'clicks', limit: 10 }]);
    const second = await trackerTestApp(database);
    try {
      const both = [t, second];
      const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => both[i % 2]!.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`)));
      expect(answers.filter(landed)).toHaveLength(10);
    } finally {
      await second.tracker.sink.stop();
    }
  });

  it("counts an affiliate's own cap apart from the offer's, and shows the affiliate only theirs and the offer's", async () => {
    const offer = await cappedOffer([
      { affiliate_id: t.affiliate.id, period: 'total', metric: 'clicks', limit: 2 },
      { affiliate_id: otherAffiliate, period: 'total', metric: 'clicks', limit: 5 },
      { affiliate_id: null, period: 'monthly', metric: 'clicks', limit: 100 },
    ]);
    expect(landed(await click(offer.id))).toBe(true);
    const seen = (await (await t.call('affiliate@example.com', 'GET', `/api/affiliate/campaigns/${offer.id}`)).json()) as { data: { caps: unknown[] } };
    expect(seen.data.caps).toEqual([
      { period: 'total', metric: 'clicks', scope: 'own', limit: 2, left: 1 },
      { period: 'monthly', metric: 'clicks', scope: 'offer', limit: 100, left: 99 },
    ]);
    expect(landed(await click(offer.id))).toBe(true);
    expect((await click(offer.id)).headers.get('location')).toBe(FALLBACK);
    // the refused click took nothing of the offer's monthly cap
    expect((await staffCaps(offer.id)).caps.map((c) => [c.affiliate_id, c.used])).toEqual([
      [t.affiliate.id, 2],
      [otherAffiliate, 0],
      [null, 2],
    ]);
    const listed = (await (await t.call('affiliate@example.com', 'POST', '/api/affiliate/campaigns/list', { q: String(offer.id) })).json()) as { data: { id: number; caps: { left: number }[] }[] };
    expect(listed.data.find((o) => o.id === offer.id)?.caps.map((c) => c.left)).toEqual([0, 98]);
  });
});

describe('a conversions cap', () => {
  it('makes exactly 10 of 50 concurrent FTD postbacks payable; the others are recorded, not payable, cap_reached', async () => {
    const offer = await cappedOffer([{ affiliate_id: null, period: 'daily', metric: 'conversions', limit: 10 }], { cap_action: 'accept' });
    const clicks: string[] = [];
    for (let i = 0; i < 50; i++) clicks.push(cookieClickId(await click(offer.id))!);
    const answers = await Promise.all(clicks.map((id, i) => report(id, 'ftd', `race-${i}`)));
    expect(answers.filter((a) => a.payable)).toHaveLength(10);
    expect(answers.filter((a) => !a.payable && a.reason === 'cap_reached')).toHaveLength(40);
    const [sums] = rowsOf<{ paid: string; n: number }>(
      await t.db.execute(sql`SELECT sum(commission)::text AS paid, count(*)::int AS n FROM conversions WHERE offer_id = ${offer.id}`),
    );
    expect(sums).toEqual({ paid: '100.00', n: 50 });
    // accept: clicks still reach the landing page
    expect(landed(await click(offer.id))).toBe(true);
  });

  it('stop: once the cap is full, clicks go to the fallback', async () => {
    const offer = await cappedOffer([{ affiliate_id: null, period: 'monthly', metric: 'leads', limit: 1 }], { cap_action: 'stop', pays_on: ['lead'] });
    const first = cookieClickId(await click(offer.id))!;
    const second = cookieClickId(await click(offer.id))!;
    expect(await report(first, 'lead')).toMatchObject({ payable: true, reason: null });
    expect(await report(second, 'lead')).toMatchObject({ payable: false, reason: 'cap_reached' });
    const res = await click(offer.id);
    expect(res.headers.get('location')).toBe(FALLBACK);
    expect((await t.clickRow(cookieClickId(res) ?? ''))?.refusal ?? 'cap_reached').toBe('cap_reached');
  });

  it('counts payout in cents: a conversion that would pass the cap is not payable', async () => {
    const offer = await cappedOffer([{ affiliate_id: null, period: 'total', metric: 'payout', limit: 1500 }], { cap_action: 'accept' });
    const a = cookieClickId(await click(offer.id))!;
    const b = cookieClickId(await click(offer.id))!;
    expect(await report(a, 'ftd')).toMatchObject({ payable: true });
    expect(await report(b, 'ftd')).toMatchObject({ payable: false, reason: 'cap_reached' });
    expect((await staffCaps(offer.id)).caps[0]).toMatchObject({ used: 1000, left: 500 });
  });
});

describe('redirect', () => {
  it('sends a capped click on to the chosen offer once, and stops a second redirect', async () => {
    const target = await cappedOffer([]);
    const offer = await cappedOffer([{ affiliate_id: null, period: 'daily', metric: 'clicks', limit: 1 }], { cap_action: 'redirect', cap_redirect_offer_id: target.id });
    expect(landed(await click(offer.id, '&p1=banner'))).toBe(true);
    const hop = await click(offer.id, '&p1=banner');
    expect(hop.status).toBe(302);
    const location = new URL(hop.headers.get('location')!, 'http://track.localhost');
    expect(location.pathname).toBe('/click');
    expect(Object.fromEntries(location.searchParams)).toEqual({ offer_id: String(target.id), aff_id: String(t.affiliate.id), p1: 'banner', cap_hop: '1' });
    const onTarget = await t.click(location.search.slice(1));
    expect(landed(onTarget)).toBe(true);
    expect(await t.clickRow(cookieClickId(onTarget)!)).toMatchObject({ offer_id: target.id, p1: 'banner', refusal: null });

    // a redirect arriving at a full offer that redirects too stops there
    expect((await click(offer.id, '&cap_hop=1')).headers.get('location')).toBe(FALLBACK);
  });
});

describe('windows in the workspace time zone', () => {
  it('starts a new day at local midnight (Asia/Tokyo, UTC+9), not at UTC midnight', async () => {
    expect((await admin('PUT', '/settings/config/batch-update/general-settings', { time_zone: 'Asia/Tokyo' })).status).toBe(200);
    try {
      const offer = await cappedOffer([
        { affiliate_id: null, period: 'daily', metric: 'clicks', limit: 1 },
        { affiliate_id: null, period: 'weekly', metric: 'leads', limit: 50 },
      ]);
      t.setClock(() => new Date('2026-03-10T14:59:30Z')); // 23:59:30 on Tuesday 10 March in Tokyo
      expect(landed(await click(offer.id))).toBe(true);
      expect((await click(offer.id)).headers.get('location')).toBe(FALLBACK);
      expect((await staffCaps(offer.id)).caps.map((c) => c.window_start)).toEqual(['2026-03-10', '2026-03-09']);
      t.setClock(() => new Date('2026-03-10T15:00:00Z')); // 00:00 on the 11th in Tokyo, still the 10th in UTC
      expect(landed(await click(offer.id))).toBe(true);
      expect((await click(offer.id)).headers.get('location')).toBe(FALLBACK);
      const caps = (await staffCaps(offer.id)).caps;
      expect(caps[0]).toMatchObject({ window_start: '2026-03-11', used: 1, left: 0 });
      expect(caps[1]).toMatchObject({ window_start: '2026-03-09' });
    } finally {
      t.setClock(null);
      await admin('PUT', '/settings/config/batch-update/general-settings', { time_zone: 'UTC' });
    }
  });
});

describe('the offer body', () => {
  it('keeps daily_cap and monthly_cap as shorthand for the whole offer\'s conversions caps', async () => {
    const offer = await cappedOffer(null, { daily_cap: 3 });
    let read = await staffCaps(offer.id);
    expect(read).toMatchObject({ daily_cap: 3, monthly_cap: null, cap_action: 'stop' });
    expect(read.caps).toMatchObject([{ affiliate_id: null, period: 'daily', metric: 'conversions', limit: 3 }]);
    expect((await admin('PUT', `/campaigns/${offer.id}`, { monthly_cap: 9 })).status).toBe(200);
    read = await staffCaps(offer.id);
    expect(read).toMatchObject({ daily_cap: 3, monthly_cap: 9 });
    expect((await admin('PUT', `/campaigns/${offer.id}`, { caps: [{ affiliate_id: null, period: 'monthly', metric: 'conversions', limit: 7 }] })).status).toBe(200);
    read = await staffCaps(offer.id);
    expect(read).toMatchObject({ daily_cap: null, monthly_cap: 7 });
    expect((await admin('PUT', `/campaigns/${offer.id}`, { daily_cap: null, monthly_cap: null })).status).toBe(200);
    expect((await staffCaps(offer.id)).caps).toEqual([]);
  });

  it('answers 422 with field messages for bad caps and changes nothing', async () => {
    const offer = await cappedOffer([{ affiliate_id: null, period: 'daily', metric: 'clicks', limit: 5 }]);
    const bad: [unknown, string][] = [
      [{ caps: [{ period: 'yearly', metric: 'clicks', limit: 1 }] }, 'caps.0.period'],
      [{ caps: [{ period: 'daily', metric: 'views', limit: 1 }] }, 'caps.0.metric'],
      [{ caps: [{ period: 'daily', metric: 'clicks', limit: 0 }] }, 'caps.0.limit'],
      [{ caps: [{ period: 'daily', metric: 'clicks', limit: 1.5 }] }, 'caps.0.limit'],
      [{ caps: [{ period: 'daily', metric: 'clicks', limit: 1 }, { affiliate_id: null, period: 'daily', metric: 'clicks', limit: 2 }] }, 'caps.1.metric'],
      [{ caps: [{ affiliate_id: 1, period: 'daily', metric: 'clicks', limit: 1 }] }, 'caps.0.affiliate_id'],
      [{ caps: 'many' }, 'caps'],
      [{ cap_action: 'pause' }, 'cap_action'],
      [{ cap_action: 'redirect' }, 'cap_redirect_offer_id'],
      [{ cap_action: 'redirect', cap_redirect_offer_id: offer.id }, 'cap_redirect_offer_id'],
      [{ cap_redirect_offer_id: 999_999_999 }, 'cap_redirect_offer_id'],
    ];
    for (const [body, field] of bad) {
      const res = await admin('PUT', `/campaigns/${offer.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as { field: string }[]).map((e) => e.field), JSON.stringify(body)).toContain(field);
    }
    const read = await staffCaps(offer.id);
    expect(read.cap_action).toBe('stop');
    expect(read.caps).toMatchObject([{ period: 'daily', metric: 'clicks', limit: 5 }]);
  });

  it('keeps what a cap used when only its limit changes', async () => {
    const offer = await cappedOffer([{ affiliate_id: null, period: 'total', metric: 'clicks', limit: 1 }]);
    expect(landed(await click(offer.id))).toBe(true);
    expect((await click(offer.id)).headers.get('location')).toBe(FALLBACK);
    expect((await admin('PUT', `/campaigns/${offer.id}`, { caps: [{ affiliate_id: null, period: 'total', metric: 'clicks', limit: 2 }] })).status).toBe(200);
    expect((await staffCaps(offer.id)).caps[0]).toMatchObject({ used: 1, left: 1 });
    expect(landed(await click(offer.id))).toBe(true);
    expect((await click(offer.id)).headers.get('location')).toBe(FALLBACK);
  });
});
