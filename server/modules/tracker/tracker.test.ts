import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { offerAffiliates, offers, users } from '../../db/schema';
import { openTestDatabase } from '../../../test/testDb';
import { createSession } from '../../auth/sessions';
import { cookieClickId, trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';

const suite = trackerTestSuite(openTestDatabase);
let database: Database;
let t: TrackerTestApp;
beforeAll(() => void ({ t, database } = suite.get()));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function rollupClicks(scope: number, affiliateId: number) {
  const [row] = rows<{ n: number | null }>(
    await database.db.execute(sql`SELECT sum(clicks)::int AS n FROM traffic_hourly WHERE scope_manager_id = ${scope} AND dim = 1 AND dim_key = ${String(affiliateId)}`),
  );
  return row?.n ?? 0;
}

describe('GET /click on an active tracking domain (spec 3 §2)', () => {
  it('answers 302 to the landing URL with the click id and sub-ids, and keeps the click with every field', async () => {
    await t.redirectType(2);
    const offer = await t.offer();
    const before = [await rollupClicks(0, t.affiliate.id), await rollupClicks(t.affiliate.managerId!, t.affiliate.id)];
    const res = await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}&p1=a b%26c&p3=x`, {
      headers: { 'User-Agent': IPHONE, Referer: 'https://news.example.org/story' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const clickId = cookieClickId(res)!;
    expect(clickId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(res.headers.get('location')).toBe(`https://adv.example.com/land?cid=${clickId}&s1=a%20b%26c`);
    expect(res.headers.get('set-cookie')).toContain('SameSite=Lax');
    expect(res.headers.get('set-cookie')).not.toContain('Secure');

    const row = await t.clickRow(clickId);
    expect(row).toMatchObject({
      offer_id: offer.id,
      affiliate_id: t.affiliate.id,
      manager_id: t.affiliate.managerId,
      tracking_domain_id: t.domainId,
      p1: 'a b&c',
      p2: null,
      p3: 'x',
      ip: '8.8.8.8',
      country: 'US',
      device_type: 1,
      os: 'iOS',
      browser: 'Safari',
      referrer: 'https://news.example.org/story',
      is_unique: true,
      refusal: null,
    });
    // on the click charts of the admin (every manager) and the affiliate's manager at once
    expect(await rollupClicks(0, t.affiliate.id)).toBe(before[0]! + 1);
    expect(await rollupClicks(t.affiliate.managerId!, t.affiliate.id)).toBe(before[1]! + 1);
  });

  it('gives every click a new id', async () => {
    const offer = await t.offer();
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add(cookieClickId(await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`))!);
    expect(ids.size).toBe(5);
  });

  it('answers each redirect type of the primary rule', async () => {
    const offer = await t.offer({ landingUrl: 'https://adv.example.com/l?c={click_id}&q="<x>"' });
    const query = `offer_id=${offer.id}&aff_id=${t.affiliate.id}`;

    await t.redirectType(1);
    let res = await t.click(query);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`https://adv.example.com/l?c=${cookieClickId(res)}&q="<x>"`);

    await t.redirectType(3);
    res = await t.click(query);
    expect(res.status).toBe(200);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await res.text()).toContain(`<meta http-equiv="refresh" content="0;url=https://adv.example.com/l?c=${cookieClickId(res)}&amp;q=&quot;&lt;x&gt;&quot;">`);

    await t.redirectType(5);
    res = await t.click(query);
    expect(res.status).toBe(200);
    const script = await res.text();
    expect(script).toContain(`window.location.replace("https://adv.example.com/l?c=${cookieClickId(res)}&q=\\"\\u003cx>\\"")`);

    await t.redirectType(4);
    res = await t.click(query);
    expect(res.status).toBe(200);
    const first = /content="0;url=([^"]+)"/.exec(await res.text())![1]!.replace(/&amp;/g, '&');
    expect(first.startsWith('/click/hop?')).toBe(true);
    const hop = await t.app.request(`http://track.localhost${first}`, { headers: { Host: 'track.localhost' } });
    expect(hop.status).toBe(200);
    expect(hop.headers.get('cache-control')).toBe('no-store');
    expect(await hop.text()).toContain(`content="0;url=https://adv.example.com/l?c=${cookieClickId(res)}&amp;q=`);
    // the hop goes only where this domain signed for
    const forged = first.replace('adv.example.com', 'evil.example.com');
    expect((await t.app.request(`http://track.localhost${forged}`, { headers: { Host: 'track.localhost' } })).status).toBe(404);
    expect((await t.app.request(`http://localhost${first}`, { headers: { Host: 'localhost' } })).status).toBe(404);

    await t.redirectType(null);
    res = await t.click(query);
    expect(res.status).toBe(302);
    await t.redirectType(2);
  });

  it('replaces the macros of spec 3 §3 URL-encoded, unknown and empty ones with nothing', async () => {
    const offer = await t.offer({
      name: 'Sun & Sea',
      landingUrl:
        'https://adv.example.com/?c={click_id}&o={offer_id}&a={aff_id}&ci={campaign_id}&cn={campaign_name}&co={country}&CO={Country}&os={os}&b={browser}&pl={platform}&ip={ip}&p10={p10}&p2={p2}&u={unknown}&CI={CampaignId}',
    });
    const res = await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}&p10=%2F%3F%3D`, { ip: '2a00:1450:4001::1' });
    const location = new URL(res.headers.get('location')!);
    expect(location.search).toBe(
      `?c=${cookieClickId(res)}&o=${offer.id}&a=${t.affiliate.id}&ci=${offer.id}&cn=Sun%20%26%20Sea&co=DE&CO=DE&os=&b=&pl=desktop&ip=2a00%3A1450%3A4001%3A%3A1&p10=%2F%3F%3D&p2=&u=&CI=${offer.id}`,
    );
  });

  it('finds the country of IPv4 and IPv6 addresses, -- when unknown, and the device by the user agent', async () => {
    const offer = await t.offer();
    const q = `offer_id=${offer.id}&aff_id=${t.affiliate.id}`;
    const v6 = await t.clickRow(cookieClickId(await t.click(q, { ip: '2a00:1450:4001::1' }))!);
    expect(v6).toMatchObject({ country: 'DE', device_type: 2, os: '', browser: '' });
    const local = await t.clickRow(cookieClickId(await t.click(q, { ip: '10.1.2.3' }))!);
    expect(local).toMatchObject({ country: '--', ip: '10.1.2.3', refusal: null });
    const mapped = await t.clickRow(cookieClickId(await t.click(q, { ip: '::ffff:8.8.4.4' }))!);
    expect(mapped?.country).toBe('US');
  });

  it('marks a click unique only without a click from the same IP on the same offer and affiliate in 24 hours', async () => {
    const offer = await t.offer();
    const q = `offer_id=${offer.id}&aff_id=${t.affiliate.id}`;
    const past = new Date(Date.now() - 25 * 3_600_000);
    t.setClock(() => past);
    const old = cookieClickId(await t.click(q, { ip: '1.1.1.1' }))!;
    t.setClock(null);
    expect((await t.clickRow(old))?.is_unique).toBe(true);
    // more than 24 hours later: unique again
    const a = cookieClickId(await t.click(q, { ip: '1.1.1.1' }))!;
    const b = cookieClickId(await t.click(q, { ip: '1.1.1.1' }))!; // the same batch
    expect((await t.clickRow(a))?.is_unique).toBe(true);
    expect((await t.clickRow(b))?.is_unique).toBe(false);
    const c = cookieClickId(await t.click(q, { ip: '1.1.1.1' }))!; // a later batch
    const d = cookieClickId(await t.click(q, { ip: '1.0.0.1' }))!;
    expect((await t.clickRow(c))?.is_unique).toBe(false);
    expect((await t.clickRow(d))?.is_unique).toBe(true);
  });

  it('sets a Secure SameSite=None cookie behind TLS', async () => {
    const offer = await t.offer({ clickLifetimeDays: 7 });
    const res = await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`, { scheme: 'https' });
    expect(res.headers.get('set-cookie')).toMatch(/^affnet_click=[\w-]{22}; Path=\/; Max-Age=604800; HttpOnly; Secure; SameSite=None$/);
  });
});

describe('hosts', () => {
  it('answers 404 on hosts that are not active tracking domains, and leaves other paths to the app', async () => {
    const offer = await t.offer();
    const q = `offer_id=${offer.id}&aff_id=${t.affiliate.id}`;
    expect((await t.click(q, { host: 'localhost' })).status).toBe(404);
    expect((await t.click(q, { host: 'unknown.example.com' })).status).toBe(404);
    expect((await t.click(q, { host: 'old.example-network.com' })).status).toBe(404); // deactivated
    expect((await t.click(q, { host: 'TRACK.localhost:3000' })).status).toBe(302);
    const api = await t.app.request('http://track.localhost/api/admin/settings/workspace', { headers: { Host: 'track.localhost' } });
    expect(api.status).toBe(401);
    expect((await api.json()) as unknown).toMatchObject({ success: false });
  });
});

describe('refused clicks', () => {
  let calls = 0;
  async function refusal(query: string, ip = '8.8.8.8') {
    // a referrer of its own finds this request's click
    const referrer = `https://ref.example.com/${++calls}`;
    const res = await t.click(query, { ip, headers: { Referer: referrer } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
    await t.flush();
    const [row] = rows<Record<string, unknown>>(await database.db.execute(sql`SELECT * FROM clicks WHERE referrer = ${referrer}`));
    if (!row) throw new Error(`no click kept for ${query}`);
    return { status: res.status, location: res.headers.get('location'), refusal: row.refusal, row };
  }

  it('keeps every refusal reason and shows a plain 404 page without a fallback URL', async () => {
    const { db } = database;
    const aff = t.affiliate.id;
    const active = await t.offer();
    expect(await refusal(`offer_id=abc&aff_id=${aff}`)).toMatchObject({ status: 404, refusal: 'malformed' });
    expect(await refusal(`offer_id=${active.id}`)).toMatchObject({ status: 404, refusal: 'malformed' });
    expect(await refusal(`offer_id=${active.id}&aff_id=${aff}&p1=${'x'.repeat(256)}`)).toMatchObject({ refusal: 'malformed' });
    expect(await refusal(`offer_id=99999999999&aff_id=${aff}`)).toMatchObject({ refusal: 'malformed' });
    expect(await refusal(`offer_id=%ZZ&aff_id=${aff}`)).toMatchObject({ refusal: 'malformed' });
    expect(await refusal(`offer_id=999999&aff_id=${aff}`)).toMatchObject({ status: 404, refusal: 'unknown_offer' });
    expect(await refusal(`offer_id=${(await t.offer({ status: -1 })).id}&aff_id=${aff}`)).toMatchObject({ refusal: 'unknown_offer' });
    expect(await refusal(`offer_id=${(await t.offer({ status: 2 })).id}&aff_id=${aff}`)).toMatchObject({ refusal: 'offer_not_active' });
    expect(await refusal(`offer_id=${active.id}&aff_id=999999`)).toMatchObject({ refusal: 'unknown_affiliate' });
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(await refusal(`offer_id=${active.id}&aff_id=${admin!.id}`)).toMatchObject({ refusal: 'unknown_affiliate' });

    const [banned] = await db.update(users).set({ statusId: 0 }).where(eq(users.email, 'affiliate2@example.com')).returning();
    expect(await refusal(`offer_id=${active.id}&aff_id=${banned!.id}`)).toMatchObject({ refusal: 'affiliate_banned' });
    const [pending] = await db.update(users).set({ registrationStatus: 0 }).where(eq(users.email, 'affiliate3@example.com')).returning();
    expect(await refusal(`offer_id=${active.id}&aff_id=${pending!.id}`)).toMatchObject({ refusal: 'affiliate_not_approved' });

    const blocked = await t.offer();
    await db.insert(offerAffiliates).values({ offerId: blocked.id, affiliateId: aff, status: 2, blocked: true });
    expect(await refusal(`offer_id=${blocked.id}&aff_id=${aff}`)).toMatchObject({ refusal: 'affiliate_blocked' });
    expect(await refusal(`offer_id=${(await t.offer({ access: 2 })).id}&aff_id=${aff}`)).toMatchObject({ refusal: 'offer_not_allowed' });
    const germany = await t.offer({ countries: ['DE'] });
    const refusedCountry = await refusal(`offer_id=${germany.id}&aff_id=${aff}`);
    expect(refusedCountry).toMatchObject({ refusal: 'country_not_allowed' });
    expect(refusedCountry.row).toMatchObject({ offer_id: germany.id, affiliate_id: aff, country: 'US' });
    expect((await t.click(`offer_id=${germany.id}&aff_id=${aff}`, { ip: '2a00:1450:4001::1' })).status).toBe(302);
    expect(await refusal(`offer_id=${(await t.offer({ trafficChannels: ['email'] })).id}&aff_id=${aff}`)).toMatchObject({ refusal: 'channel_not_allowed' });
  });

  it('sends refused clicks to the fallback URL, a public http(s) address set by the admin', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    const { token } = await createSession(database.db, { idleMs: 60_000, absoluteMs: 60_000 }, admin!.id, { ip: '127.0.0.1', userAgent: 'test' });
    const save = (value: string) =>
      t.app.request('http://localhost/api/admin/settings/config/batch-update/general-settings', {
        method: 'PUT',
        headers: { Cookie: `sid=${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        body: JSON.stringify({ fallback_url: value }),
      });
    for (const bad of ['http://localhost/x', 'ftp://example.com/', 'javascript:alert(1)', 'https://10.0.0.1/', 'not a url']) {
      const res = await save(bad);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { field: string }[])[0]?.field).toBe('fallback_url');
    }
    expect((await save('https://fallback.example.com/offers')).status).toBe(200);
    const res = await refusal(`offer_id=999999&aff_id=${t.affiliate.id}`);
    expect(res).toMatchObject({ status: 302, location: 'https://fallback.example.com/offers', refusal: 'unknown_offer' });
    expect((await save('')).status).toBe(200);
    expect((await refusal(`offer_id=999999&aff_id=${t.affiliate.id}`)).status).toBe(404);
  });

  it('never answers 5xx', async () => {
    const strange = ['', 'offer_id=&aff_id=', 'offer_id=1&offer_id=2&aff_id=1', 'offer_id=-1&aff_id=0', 'offer_id=1.5&aff_id=1e3', `p1=${'%'.repeat(5000)}`];
    for (const q of strange) expect((await t.click(q)).status).toBeLessThan(500);
    expect((await t.click('offer_id=1&aff_id=1', { host: `${'a'.repeat(300)}.example.com` })).status).toBe(404);
    expect((await t.app.request('http://track.localhost/click', { method: 'POST', headers: { Host: 'track.localhost' } })).status).toBe(405);
  });
});

describe('offers data', () => {
  it('uses the offer row as it is now', async () => {
    const offer = await t.offer();
    await database.db.update(offers).set({ landingUrl: 'https://changed.example.com/' }).where(eq(offers.id, offer.id));
    expect((await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`)).headers.get('location')).toBe('https://changed.example.com/');
  });
});
