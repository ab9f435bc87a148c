import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { and, eq, sql } from 'drizzle-orm';
import { isbot } from 'isbot';
import { beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import { DEFAULT_FRAUD_SETTINGS } from '../../../domain/quality/fraudSettings';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { users } from '../../db/schema';
import { conversionTestSuite, type PostbackAdvertiser } from '../../../test/conversionFixtures';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, type TrackerTestApp } from '../../../test/trackerApp';
import { withFeature } from '../../../test/permissionToggles';
import { countryOf } from '../tracker/visitor';
import { HOSTING_ASNS } from './hostingAsns';

const suite = conversionTestSuite(openTestDatabase, { commissionType: 2 });
let database: Database;
let t: TrackerTestApp;
let advertiser: PostbackAdvertiser;

const requireFrom = createRequire(import.meta.url);

// the packages' own data: crawler user agents from crawler-user-agents' list, addresses from @ip-location-db/asn
const crawlers = requireFrom('crawler-user-agents') as { pattern: string; instances: string[] }[];
const crawler = (pattern: string) => crawlers.find((c) => c.pattern.startsWith(pattern))!.instances.find((ua) => ua.startsWith('Mozilla'))!;
const GOOGLEBOT = crawler('Googlebot\\/');
const BINGBOT = crawler('bingbot');
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ASN_RANGES = readFileSync(requireFrom.resolve('@ip-location-db/asn/asn-ipv4.csv'), 'utf8').split('\n');
/** the first range of a network with room for many addresses, as [first address's three octets, its fourth] */
function rangeOf(asn: number, country?: string): (n: number) => string {
  for (const line of ASN_RANGES) {
    const [from, to, number] = line.split(',');
    if (Number(number) !== asn) continue;
    const [a, b, c] = from!.split('.');
    const last = to!.split('.');
    const address = (n: number) => `${a}.${b}.${Number(c) + Math.floor(n / 200)}.${(n % 200) + 1}`;
    if (last[0] === a && last[1] === b && Number(last[2]) - Number(c) >= 3 && (!country || (countryOf(address(0)) === country && countryOf(address(599)) === country))) return address;
  }
  throw new Error(`no range of AS${asn}`);
}
const DIGITALOCEAN = rangeOf(14061);
const HOME = rangeOf(3320, 'DE'); // Deutsche Telekom: a consumer network, in no hosting list
let nextHome = 0;
let nextDc = 0;
const homeIp = () => HOME(nextHome++);
const dcIp = () => DIGITALOCEAN(nextDc++);

beforeAll(() => {
  ({ t, database, advertiser } = suite.get());
});

const offer = () => t.offer({ advertiserId: advertiser.id, payoutCpl: '5.00', revenueCpl: '8.00', clickLifetimeDays: 30 });

async function click(offerId: number, ip: string, userAgent: string) {
  const res = await t.click(`offer_id=${offerId}&aff_id=${t.affiliate.id}`, { ip, headers: { 'User-Agent': userAgent } });
  expect(res.status).toBe(302);
  const clickId = cookieClickId(res)!;
  const row = await t.clickRow(clickId);
  return { clickId, safety: row!.traffic_safety as number, reasons: row!.fraud_reasons as string[], country: row!.country as string };
}

function postback(query: Record<string, string>) {
  return t.postback(new URLSearchParams({ token: advertiser.token, action: 'lead', ...query }).toString());
}

/** a lead reported `afterSeconds` after its click */
async function lead(clickId: string, afterSeconds: number, query: Record<string, string> = {}) {
  t.setClock(() => new Date(Date.now() + afterSeconds * 1000));
  try {
    const res = await postback({ click_id: clickId, ...query });
    expect(res.status).toBe(200);
    const answer = (await res.json()).data as { conversion_id: number; status: number; payable: boolean; reason: string | null };
    const [row] = rowsOf<{ traffic_safety: number; fraud_reasons: string[]; payable: number; reason: string | null; commission: string; revenue: string; transaction_status: number }>(
      await t.db.execute(sql`SELECT traffic_safety, fraud_reasons, payable, reason, commission::text, revenue::text, transaction_status FROM conversions WHERE id = ${answer.conversion_id}`),
    );
    return { answer, row: row! };
  } finally {
    t.setClock(null);
  }
}

const admin = (method: string, path: string, body?: unknown) => t.call('admin@example.com', method, `/api/admin${path}`, body);
const setFraud = async (body: Record<string, unknown>) => expect((await admin('PUT', '/settings/config/batch-update/fraud-detection', body)).status).toBe(200);

describe('traffic quality of a click (spec 4 §4)', () => {
  it('keeps a browser on a consumer address Safe, with no reasons', async () => {
    const o = await offer();
    expect(await click(o.id, homeIp(), IPHONE)).toMatchObject({ safety: 1, reasons: [] });
  });

  it('makes a known crawler Risky (known_bot), with user agents from crawler-user-agents that isbot knows', async () => {
    const o = await offer();
    for (const agent of [GOOGLEBOT, BINGBOT]) {
      expect(isbot(agent)).toBe(true);
      expect(await click(o.id, homeIp(), agent)).toMatchObject({ safety: 3, reasons: ['known_bot'] });
    }
  });

  it('makes a data-centre address Mixed (data_centre), with addresses of the ranges in @ip-location-db/asn', async () => {
    const o = await offer();
    expect(HOSTING_ASNS.has(14061)).toBe(true);
    expect(await click(o.id, dcIp(), IPHONE)).toMatchObject({ safety: 2, reasons: ['data_centre'] });
    // an IPv6 address of a hosting network too
    expect(await click(o.id, '2a01:4f8::10', IPHONE)).toMatchObject({ safety: 2, reasons: ['data_centre'] });
  });

  it('marks the same device clicking the offer again within the window (duplicate_device); two such reasons are Risky', async () => {
    const o = await offer();
    const ip = homeIp();
    expect(await click(o.id, ip, IPHONE)).toMatchObject({ safety: 1 });
    expect(await click(o.id, ip, IPHONE)).toMatchObject({ safety: 2, reasons: ['duplicate_device'] });
    const dc = dcIp();
    await click(o.id, dc, IPHONE);
    expect(await click(o.id, dc, IPHONE)).toMatchObject({ safety: 3, reasons: ['data_centre', 'duplicate_device'] });
  });

  it('marks many clicks from one address within the window (duplicate_ip), by the admin threshold', async () => {
    await setFraud({ duplicate_ip_clicks: 3 });
    try {
      const ip = homeIp();
      const judged = [];
      for (let i = 0; i < 3; i++) judged.push(await click((await offer()).id, ip, IPHONE));
      expect(judged.map((j) => j.reasons)).toEqual([[], [], ['duplicate_ip']]);
      expect(judged[2]!.safety).toBe(2);
    } finally {
      await setFraud({ duplicate_ip_clicks: DEFAULT_FRAUD_SETTINGS.duplicate_ip_clicks });
    }
  });
});

describe('traffic quality of a conversion and what Risky does', () => {
  it('flags a conversion too soon after its click (fast_conversion) and leaves it payable by default', async () => {
    const o = await offer();
    const { clickId } = await click(o.id, homeIp(), IPHONE);
    const { answer, row } = await lead(clickId, 2);
    expect(answer).toMatchObject({ payable: true, reason: null, status: 0 });
    expect(row).toMatchObject({ traffic_safety: 3, fraud_reasons: ['fast_conversion'], payable: 1, commission: '5.00' });
  });

  it("carries the click's reasons and keeps a slow conversion of a clean click Safe", async () => {
    const o = await offer();
    const clean = await click(o.id, homeIp(), IPHONE);
    expect((await lead(clean.clickId, 60)).row).toMatchObject({ traffic_safety: 1, fraud_reasons: [] });
    const dc = await click(o.id, dcIp(), IPHONE);
    expect((await lead(dc.clickId, 60)).row).toMatchObject({ traffic_safety: 2, fraud_reasons: ['data_centre'] });
  });

  it('marks a country mismatch between the click, the reported country and the phone (country_mismatch)', async () => {
    const o = await offer();
    const c1 = await click(o.id, homeIp(), IPHONE);
    expect(c1.country).toBe('DE');
    expect((await lead(c1.clickId, 60, { phone: '+7 912 345-67-89' })).row).toMatchObject({ traffic_safety: 2, fraud_reasons: ['country_mismatch'] });
    const c2 = await click(o.id, homeIp(), IPHONE);
    expect((await lead(c2.clickId, 60, { country: 'fr' })).row).toMatchObject({ fraud_reasons: ['country_mismatch'] });
    // a German number, written nationally, agrees with the click
    const c3 = await click(o.id, homeIp(), IPHONE);
    expect((await lead(c3.clickId, 60, { phone: '030 901820', country: 'DE' })).row).toMatchObject({ traffic_safety: 1, fraud_reasons: [] });
  });

  it("marks a conversion rate far above the affiliate's 30-day norm on the offer (conversion_rate_spike)", async () => {
    const o = await offer();
    const hourAgo = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000);
    const tenDaysAgo = new Date(hourAgo.getTime() - 10 * 86_400_000);
    const rollup = async (bucket: Date, clicks: number, leads: number) => {
      await t.db.execute(sql`INSERT INTO report_clicks_hourly (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, clicks)
        VALUES (${bucket.toISOString()}, ${o.id}, ${t.affiliate.id}, 0, 'DE', 1, 'test', 'test', ${t.domainId}, ${clicks})`);
      await t.db.execute(sql`INSERT INTO report_conversions_hourly (bucket, offer_id, affiliate_id, manager_id, country, device_type, os, browser, tracking_domain_id, leads)
        VALUES (${bucket.toISOString()}, ${o.id}, ${t.affiliate.id}, 0, 'DE', 1, 'test', 'test', ${t.domainId}, ${leads})`);
    };
    // the norm: 10 leads in 1000 clicks (1 %); the last day: 4 leads in 20 clicks, and this one (25 %)
    await rollup(tenDaysAgo, 1000, 10);
    await rollup(hourAgo, 20, 4);
    const { clickId } = await click(o.id, homeIp(), IPHONE);
    expect((await lead(clickId, 60)).row).toMatchObject({ traffic_safety: 2, fraud_reasons: ['conversion_rate_spike'] });
    // a factor the rate does not reach: no spike
    await setFraud({ conversion_rate_factor: 100 });
    try {
      const next = await click(o.id, homeIp(), IPHONE);
      expect((await lead(next.clickId, 60)).row).toMatchObject({ traffic_safety: 1, fraud_reasons: [] });
    } finally {
      await setFraud({ conversion_rate_factor: DEFAULT_FRAUD_SETTINGS.conversion_rate_factor });
    }
  });

  it('records a Risky conversion not payable with reason fraud when the admin says so, and earns nothing', async () => {
    await setFraud({ risky_action: 'not_payable' });
    try {
      const o = await offer();
      const { clickId } = await click(o.id, homeIp(), GOOGLEBOT);
      const { answer, row } = await lead(clickId, 60);
      expect(answer).toMatchObject({ payable: false, reason: 'fraud', status: 0 });
      expect(row).toMatchObject({ traffic_safety: 3, fraud_reasons: ['known_bot'], payable: 0, reason: 'fraud', commission: '0.00', revenue: '0.00' });
      // a Mixed conversion stays payable
      const mixed = await click(o.id, dcIp(), IPHONE);
      expect((await lead(mixed.clickId, 60)).answer).toMatchObject({ payable: true, reason: null });
      // with fraud_detection off, Risky is only recorded
      const off = await click(o.id, homeIp(), BINGBOT);
      const kept = await withFeature({ database } as never, 'fraud_detection', false, () => lead(off.clickId, 60));
      expect(kept.answer).toMatchObject({ payable: true });
      expect(kept.row.traffic_safety).toBe(3);
    } finally {
      await setFraud({ risky_action: 'flag' });
    }
  });

  it('puts a Risky conversion on hold (Transaction status OnHold 3) when the admin says so', async () => {
    await setFraud({ risky_action: 'hold' });
    try {
      const o = await offer();
      const { clickId } = await click(o.id, homeIp(), IPHONE);
      const { answer, row } = await lead(clickId, 1);
      expect(answer).toMatchObject({ status: 3, payable: true });
      // held through conversion hold: its commission waits until approved, the log names Risky traffic
      expect(row).toMatchObject({ transaction_status: 3, traffic_safety: 3, fraud_reasons: ['fast_conversion'], commission: '0.00' });
      const [held] = rowsOf<{ hold_commission: string; days: number; reason: string }>(
        await t.db.execute(sql`SELECT v.hold_commission::text, round(extract(epoch FROM v.hold_until - v.created_at) / 86400)::int AS days, t.reason
          FROM conversions v JOIN conversion_transactions t ON t.conversion_id = v.id AND t.action = 'hold' WHERE v.id = ${answer.conversion_id}`),
      );
      expect(held).toEqual({ hold_commission: '5.00', days: 30, reason: 'fraud_risky' });
    } finally {
      await setFraud({ risky_action: 'flag' });
    }
  });
});

describe('the fraud-detection settings (PUT /settings/config/batch-update/fraud-detection)', () => {
  const read = async () => (await (await admin('GET', '/settings/config?section=fraud-detection')).json()).data['fraud-detection'];

  it('answers the defaults and saves the fields sent', async () => {
    expect(await read()).toEqual(DEFAULT_FRAUD_SETTINGS);
    const res = await admin('PUT', '/settings/config/batch-update/fraud-detection', { min_conversion_seconds: 30, conversion_rate_factor: 2.5 });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).data).toEqual({ ...DEFAULT_FRAUD_SETTINGS, min_conversion_seconds: 30, conversion_rate_factor: 2.5 });
    await setFraud({ min_conversion_seconds: DEFAULT_FRAUD_SETTINGS.min_conversion_seconds, conversion_rate_factor: DEFAULT_FRAUD_SETTINGS.conversion_rate_factor });
  });

  it('refuses bad input with 422 naming the field, and changes nothing', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ duplicate_ip_clicks: 1 }, 'duplicate_ip_clicks'],
      [{ duplicate_window_minutes: 2.5 }, 'duplicate_window_minutes'],
      [{ min_conversion_seconds: -1 }, 'min_conversion_seconds'],
      [{ conversion_rate_factor: '5' }, 'conversion_rate_factor'],
      [{ conversion_rate_factor: 1 }, 'conversion_rate_factor'],
      [{ mixed_reasons_for_risky: 9 }, 'mixed_reasons_for_risky'],
      [{ risky_alert_percent: 101 }, 'risky_alert_percent'],
      [{ risky_alert_min_clicks: 0 }, 'risky_alert_min_clicks'],
      [{ risky_alert_min_conversions: 1.5 }, 'risky_alert_min_conversions'],
      [{ risky_action: 'ban' }, 'risky_action'],
    ];
    for (const [body, field] of bad) {
      const res = await admin('PUT', '/settings/config/batch-update/fraud-detection', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await res.json()).map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await admin('PUT', '/settings/config/batch-update/fraud-detection', { surprise: 1 })).status).toBe(422);
    expect(await read()).toEqual(DEFAULT_FRAUD_SETTINGS);
  });
});

describe('the reasons of a click and of a conversion (GET /traffic-quality/…)', () => {
  it('answers staff holding UI_FraudDetection_Explain, in their scope; 404 for what they may not see', async () => {
    const o = await offer();
    const { clickId } = await click(o.id, dcIp(), GOOGLEBOT);
    const { answer } = await lead(clickId, 1);
    const res = await admin('GET', `/traffic-quality/clicks/${clickId}`);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ click_id: clickId, traffic_safety: 3, reasons: ['known_bot', 'data_centre'], judged: true });
    const conversion = await admin('GET', `/traffic-quality/conversions/${answer.conversion_id}`);
    expect((await conversion.json()).data).toEqual({ id: answer.conversion_id, traffic_safety: 3, reasons: ['known_bot', 'data_centre', 'fast_conversion'], judged: true });
    expect((await admin('GET', '/traffic-quality/clicks/unknown')).status).toBe(404);
    expect((await admin('GET', '/traffic-quality/conversions/999999999')).status).toBe(404);
    // the demo manager manages the demo affiliate: their click; another manager's is not found
    const [other] = await t.db.select().from(users).where(and(eq(users.userType, UserType.Manager), sql`${users.id} <> ${t.affiliate.managerId}`)).limit(1);
    const mine = await t.call('manager@example.com', 'GET', `/api/manager/traffic-quality/clicks/${clickId}`);
    const theirs = other ? await t.call(other.email, 'GET', `/api/manager/traffic-quality/clicks/${clickId}`) : null;
    const demoManager = (await t.db.select().from(users).where(eq(users.email, 'manager@example.com')))[0]!;
    expect(mine.status).toBe(demoManager.id === t.affiliate.managerId ? 200 : 404);
    if (theirs && other!.id !== demoManager.id) expect([403, 404]).toContain(theirs.status);
    expect((await t.call('affiliate@example.com', 'GET', `/api/affiliate/traffic-quality/clicks/${clickId}`)).status).toBe(403);
  });
});

describe('the traffic report by Traffic safety, and bad_quality_traffic', () => {
  it('counts clicks and conversions by their safety and Risky ones as bad quality traffic', async () => {
    const o = await offer();
    await click(o.id, homeIp(), IPHONE); // Safe
    await click(o.id, dcIp(), IPHONE); // Mixed
    const bot = await click(o.id, homeIp(), GOOGLEBOT); // Risky
    await click(o.id, homeIp(), BINGBOT); // Risky
    await lead(bot.clickId, 60); // Risky (the click's known_bot)
    const res = await admin('POST', '/reports/traffic', {
      period_type: 'today',
      group_by: ['traffic_safety'],
      filters: { offer: [o.id] },
      sort: 'traffic_safety',
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()).data;
    expect(answer.measures).toContain('bad_quality_traffic');
    expect(answer.rows.map((r: Record<string, number>) => [r.traffic_safety, r.click_count, r.lead_count, r.bad_quality_traffic])).toEqual([
      [1, 1, 0, 0],
      [2, 1, 0, 0],
      [3, 2, 1, 3],
    ]);
    expect(answer.total).toMatchObject({ click_count: 4, lead_count: 1, bad_quality_traffic: 3 });
    // the dashboard's drill-down: Risky clicks and conversions by affiliate
    const pie = await admin('POST', '/dashboard/affiliate/pie-bad_quality_traffic', { period_type: 'today' });
    expect(pie.status).toBe(200);
    const shares = (await pie.json()).data;
    expect(shares.slices.find((s: { key: string }) => s.key === String(t.affiliate.id))?.value).toBeGreaterThanOrEqual(3);
    expect(shares.total).toBe(shares.slices.reduce((n: number, s: { value: number }) => n + s.value, 0) + shares.others.value);
    const [risky] = rowsOf<{ n: number }>(
      await t.db.execute(sql`SELECT ((SELECT count(*) FROM clicks WHERE traffic_safety = 3 AND clicked_at >= ${shares.period.start}::timestamptz AND clicked_at < ${shares.period.finish}::timestamptz)
        + (SELECT count(*) FROM conversions WHERE traffic_safety = 3 AND transaction_status <> 1 AND created_at >= ${shares.period.start}::timestamptz AND created_at < ${shares.period.finish}::timestamptz))::int AS n`),
    );
    expect(shares.total).toBe(risky!.n);
    // the click log shows each click's safety to staff holding UI_FraudDetection_View
    const log = await admin('POST', '/reports/clicks/list', { period_type: 'today', offer_id: o.id });
    expect(((await log.json()).data as { traffic_safety: number }[]).map((r) => r.traffic_safety).sort()).toEqual([1, 2, 3, 3]);
  });

  it('refuses the dimension to an affiliate and leaves the measure out of their report', async () => {
    const res = await t.call('affiliate@example.com', 'POST', '/api/affiliate/reports/traffic', { period_type: 'today', group_by: ['traffic_safety'] });
    expect(res.status).toBe(422);
    const own = await t.call('affiliate@example.com', 'POST', '/api/affiliate/reports/traffic', { period_type: 'today', group_by: ['date'] });
    expect((await own.json()).data.measures).not.toContain('bad_quality_traffic');
  });

  it('leaves both out while fraud_detection is off', async () => {
    const answer = await withFeature({ database } as never, 'fraud_detection', false, async () => {
      const refused = await admin('POST', '/reports/traffic', { period_type: 'today', group_by: ['traffic_safety'] });
      const plain = await admin('POST', '/reports/traffic', { period_type: 'today', group_by: ['date'] });
      return { refused: refused.status, measures: (await plain.json()).data.measures as string[] };
    });
    expect(answer.refused).toBe(422);
    expect(answer.measures).not.toContain('bad_quality_traffic');
  });
});
