import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { offerCaps, smartLinks, users } from '../../db/schema';
import { readWorkspaceFeatures, saveGeneralSettings } from '../settings/settingsRepository';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';

// Smart links (spec 4 §6; docs/decisions/smart-links.md): made through the API as staff would,
// clicked on the demo tracking domain from a German phone (5.9.0.1 is DE in the bundled GeoIP
// data) and an American desktop (8.8.8.8).

const suite = trackerTestSuite(openTestDatabase);
let t: TrackerTestApp;
beforeAll(() => void ({ t } = suite.get()));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const DE = '5.9.0.1';
const US = '8.8.8.8';
const WORKSPACE_FALLBACK = 'https://fallback.example.com/workspace';
const LINK_FALLBACK = 'https://fallback.example.com/smart-link';

const admin = (method: string, path: string, body?: unknown) => t.call('admin@example.com', method, `/api/admin${path}`, body);
const data = async <T = Record<string, unknown>>(res: Response) => ((await res.json()) as { data: T }).data;

interface Entry {
  id?: number;
  offer_id: number;
  countries?: string[];
  device_types?: number[];
  oses?: string[];
  weight?: number;
}
interface Link {
  id: number;
  url: string;
  status: number;
  entries: (Entry & { id: number; offer_name: string })[];
}

async function makeLink(entries: Entry[], extra: Record<string, unknown> = {}): Promise<Link> {
  const res = await admin('POST', '/smart-links', { name: 'Test smart link', affiliate_id: t.affiliate.id, entries, ...extra });
  expect(res.status, await res.clone().text()).toBe(201);
  return data<Link>(res);
}

const landingOf = (name: string) => `https://adv.example.com/${name}?cid={click_id}`;
const offerAt = (name: string, values: Parameters<TrackerTestApp['offer']>[0] = {}) => t.offer({ name, landingUrl: landingOf(name), ...values });
const clickLink = (link: Pick<Link, 'id'>, ip: string, agent: string, query = '') => t.click(`sl=${link.id}${query}`, { ip, headers: { 'User-Agent': agent } });
const landedOn = (res: Response) => /^https:\/\/adv\.example\.com\/([^?]+)/.exec(res.headers.get('location') ?? '')?.[1] ?? null;

beforeAll(async () => {
  expect((await admin('PUT', '/settings/config/batch-update/general-settings', { fallback_url: WORKSPACE_FALLBACK })).status).toBe(200);
});

describe('a smart link click (spec 4 §6)', () => {
  it('sends a DE phone to the DE mobile offer and a US desktop to the US desktop one, recording the link and entry', async () => {
    const [deMobile, usDesktop] = [await offerAt('de-mobile'), await offerAt('us-desktop')];
    const link = await makeLink([
      { offer_id: deMobile.id, countries: ['DE'], device_types: [1] },
      { offer_id: usDesktop.id, countries: ['US'], device_types: [2], oses: ['Windows'] },
    ]);
    expect(link.url).toMatch(new RegExp(`^https?://[a-z0-9.-]+(:\\d+)?/click\\?sl=${link.id}$`));

    const phone = await clickLink(link, DE, IPHONE, '&p1=banner');
    expect(phone.status).toBe(302);
    expect(landedOn(phone)).toBe('de-mobile');
    const row = await t.clickRow(cookieClickId(phone)!);
    expect(row).toMatchObject({ offer_id: deMobile.id, affiliate_id: t.affiliate.id, country: 'DE', device_type: 1, p1: 'banner', refusal: null, smart_link_id: link.id, smart_link_entry_id: link.entries[0]!.id });

    const desktop = await clickLink(link, US, DESKTOP);
    expect(landedOn(desktop)).toBe('us-desktop');
    expect(await t.clickRow(cookieClickId(desktop)!)).toMatchObject({ offer_id: usDesktop.id, smart_link_entry_id: link.entries[1]!.id });
  });

  it('shares clicks by weight among the entries that fit', async () => {
    const [heavy, light] = [await offerAt('heavy'), await offerAt('light')];
    const link = await makeLink([
      { offer_id: heavy.id, weight: 900 },
      { offer_id: light.id, weight: 100 },
    ]);
    const landed = (await Promise.all(Array.from({ length: 200 }, async () => clickLink(link, US, DESKTOP)))).map(landedOn);
    const heavyShare = landed.filter((l) => l === 'heavy').length / landed.length;
    expect(landed.every((l) => l === 'heavy' || l === 'light')).toBe(true);
    // 90 % expected; 200 clicks keep it within ±8 % at well over 99.9 % (the 2 % bound over 10 000 picks is domain/smartLinks/pick.test.ts)
    expect(heavyShare).toBeGreaterThan(0.82);
    expect(heavyShare).toBeLessThan(0.98);
  });

  it('passes over a paused offer, one the affiliate may not run and a capped one', async () => {
    const paused = await offerAt('paused', { status: 2 });
    const privateOffer = await offerAt('private', { access: 2 });
    const capped = await offerAt('capped');
    await t.db.insert(offerCaps).values({ offerId: capped.id, period: 'daily', metric: 'clicks', capLimit: 1 });
    const open = await offerAt('open');
    const link = await makeLink([
      { offer_id: paused.id, weight: 1000 },
      { offer_id: privateOffer.id, weight: 1000 },
      { offer_id: capped.id, weight: 1000 },
      { offer_id: open.id, weight: 1 },
    ]);
    const landed = [];
    for (let i = 0; i < 12; i++) landed.push(landedOn(await clickLink(link, US, DESKTOP)));
    // the capped offer takes its one click, then every click goes to the one left
    expect(landed.filter((l) => l === 'capped')).toHaveLength(1);
    expect(landed.filter((l) => l === 'open')).toHaveLength(11);
    await t.flush();
    const [refused] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM clicks WHERE smart_link_id = ${link.id} AND refusal IS NOT NULL`));
    expect(refused!.n).toBe(0);
  });

  it('goes to the link’s fallback when no entry fits, else to the workspace’s, and keeps the click refused', async () => {
    const offer = await offerAt('fr-only');
    const own = await makeLink([{ offer_id: offer.id, countries: ['FR'] }], { fallback_url: LINK_FALLBACK });
    const res = await clickLink(own, DE, IPHONE);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(LINK_FALLBACK);
    expect(res.headers.get('set-cookie')).toBeNull();
    await t.flush();
    const [row] = rowsOf<Record<string, unknown>>(await t.db.execute(sql`SELECT * FROM clicks WHERE smart_link_id = ${own.id}`));
    expect(row).toMatchObject({ offer_id: null, affiliate_id: t.affiliate.id, refusal: 'no_smart_link_offer', smart_link_entry_id: null, country: 'DE' });

    const bare = await makeLink([{ offer_id: offer.id, countries: ['FR'] }]);
    expect((await clickLink(bare, DE, IPHONE)).headers.get('location')).toBe(WORKSPACE_FALLBACK);
    // an unknown link: the workspace's
    expect((await t.click('sl=999999', { ip: DE })).headers.get('location')).toBe(WORKSPACE_FALLBACK);
  });

  it('sends every click of a suspended link to its fallback, and runs again once resumed', async () => {
    const offer = await offerAt('suspendable');
    const link = await makeLink([{ offer_id: offer.id }], { fallback_url: LINK_FALLBACK });
    const suspend = await admin('POST', '/smart-links/batch-status', { ids: [link.id], status: 3 });
    expect(suspend.status).toBe(200);
    expect(await data(suspend)).toEqual({ ids: [link.id] });
    expect((await clickLink(link, US, DESKTOP)).headers.get('location')).toBe(LINK_FALLBACK);
    await t.flush();
    const [row] = rowsOf<{ refusal: string }>(await t.db.execute(sql`SELECT refusal FROM clicks WHERE smart_link_id = ${link.id}`));
    expect(row!.refusal).toBe('smart_link_not_active');
    expect((await admin('POST', '/smart-links/batch-status', { ids: [link.id], status: 1 })).status).toBe(200);
    expect(landedOn(await clickLink(link, US, DESKTOP))).toBe('suspendable');
  });

  it('sends every click to the fallback while the workspace feature marketing_campaigns is off', async () => {
    const offer = await offerAt('feature-off');
    const link = await makeLink([{ offer_id: offer.id }], { fallback_url: LINK_FALLBACK });
    const before = await readWorkspaceFeatures(t.db);
    const features = (on: boolean) =>
      saveGeneralSettings(t.db, { workspace_features: on ? before : before.filter((f) => f !== 'marketing_campaigns') }, new Date());
    await features(false);
    try {
      expect((await clickLink(link, US, DESKTOP)).headers.get('location')).toBe(WORKSPACE_FALLBACK);
      expect((await admin('POST', '/smart-links/list', {})).status).toBe(403);
    } finally {
      await features(true);
    }
    expect(landedOn(await clickLink(link, US, DESKTOP))).toBe('feature-off');
  });
});

describe('an offer’s own fallback (trafficback)', () => {
  it('takes the offer’s refused and capped clicks instead of the workspace fallback', async () => {
    const created = await admin('POST', '/campaigns', {
      name: 'Trafficback offer',
      offer_group_id: (await t.offer()).offerGroupId,
      access: 4,
      status: 1,
      landing_url: 'https://adv.example.com/tb?cid={click_id}',
      payout_cpa: 5,
      revshare_percent: 0,
      fallback_url: 'https://trafficback.example.com/offer',
      caps: [{ affiliate_id: null, period: 'daily', metric: 'clicks', limit: 1 }],
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const offer = await data<{ id: number; fallback_url: string }>(created);
    expect(offer.fallback_url).toBe('https://trafficback.example.com/offer');
    const query = `offer_id=${offer.id}&aff_id=${t.affiliate.id}`;
    expect(landedOn(await t.click(query))).toBe('tb');
    // the cap is full: the offer's own fallback
    expect((await t.click(query)).headers.get('location')).toBe('https://trafficback.example.com/offer');
    // paused: refused, the offer's own fallback too
    await t.call('admin@example.com', 'PUT', `/api/admin/campaigns/${offer.id}`, { caps: [] });
    expect((await admin('PATCH', `/campaigns/${offer.id}/status`, { status: 2 })).status).toBe(200);
    expect((await t.click(query)).headers.get('location')).toBe('https://trafficback.example.com/offer');
    // without its own: the workspace's
    expect((await admin('PUT', `/campaigns/${offer.id}`, { fallback_url: '' })).status).toBe(200);
    expect((await t.click(query)).headers.get('location')).toBe(WORKSPACE_FALLBACK);
    // an unknown offer never has one
    expect((await t.click(`offer_id=999999&aff_id=${t.affiliate.id}`)).headers.get('location')).toBe(WORKSPACE_FALLBACK);
  });

  it('refuses a fallback URL that is no http(s) address (422 on fallback_url)', async () => {
    const offer = await t.offer();
    const res = await admin('PUT', `/campaigns/${offer.id}`, { fallback_url: 'javascript:alert(1)' });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field: string }[]).map((e) => e.field)).toContain('fallback_url');
  });
});

describe('the smart links API', () => {
  it('answers 422 naming each bad field, and writes nothing', async () => {
    const before = (await t.db.select({ id: smartLinks.id }).from(smartLinks)).length;
    const res = await admin('POST', '/smart-links', {
      name: '',
      affiliate_id: t.affiliate.id,
      fallback_url: 'ftp://nope',
      entries: [{ offer_id: 999999, weight: 0, device_types: [7], oses: ['BeOS'], countries: ['XX'] }],
    });
    expect(res.status).toBe(422);
    const fields = ((await res.json()) as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'fallback_url', 'entries.0.weight', 'entries.0.device_types.0', 'entries.0.oses.0', 'entries.0.countries.0']));
    expect((await admin('POST', '/smart-links', { name: 'x', affiliate_id: t.affiliate.id, entries: [] })).status).toBe(422);
    const unknownOffer = await admin('POST', '/smart-links', { name: 'x', affiliate_id: t.affiliate.id, entries: [{ offer_id: 999999 }] });
    expect(((await unknownOffer.json()) as { field: string }[]).map((e) => e.field)).toEqual(['entries.0.offer_id']);
    const [manager] = await t.db.select().from(users).where(eq(users.email, 'manager@example.com'));
    const notAffiliate = await admin('POST', '/smart-links', { name: 'x', affiliate_id: manager!.id, entries: [{ offer_id: (await t.offer()).id }] });
    expect(((await notAffiliate.json()) as { field: string }[]).map((e) => e.field)).toEqual(['affiliate_id']);
    expect((await t.db.select({ id: smartLinks.id }).from(smartLinks)).length).toBe(before);
  });

  it('keeps an entry’s id across a save, adds and removes the others', async () => {
    const [a, b, c] = [await offerAt('a'), await offerAt('b'), await offerAt('c')];
    const link = await makeLink([{ offer_id: a.id }, { offer_id: b.id }]);
    const kept = link.entries[0]!;
    const res = await admin('PUT', `/smart-links/${link.id}`, {
      name: 'Renamed',
      affiliate_id: t.affiliate.id,
      entries: [{ offer_id: c.id, weight: 5 }, { id: kept.id, offer_id: a.id, weight: 7, countries: ['de'] }],
    });
    expect(res.status).toBe(200);
    const saved = await data<Link & { name: string }>(res);
    expect(saved.name).toBe('Renamed');
    expect(saved.entries.map((e) => [e.offer_id, e.weight])).toEqual([[c.id, 5], [a.id, 7]]);
    expect(saved.entries[1]).toMatchObject({ id: kept.id, countries: ['DE'] });
    const foreign = await admin('PUT', `/smart-links/${link.id}`, { name: 'x', affiliate_id: t.affiliate.id, entries: [{ id: 999999, offer_id: a.id }] });
    expect(((await foreign.json()) as { field: string }[]).map((e) => e.field)).toEqual(['entries.0.id']);
  });

  it('writes each change to the activity log: made, changed field by field, suspended', async () => {
    const [a, b] = [await offerAt('logged-a'), await offerAt('logged-b')];
    const link = await makeLink([{ offer_id: a.id, countries: ['DE'] }], { name: 'Logged link' });
    expect((await admin('PUT', `/smart-links/${link.id}`, { name: 'Logged link 2', affiliate_id: t.affiliate.id, entries: [{ offer_id: b.id, weight: 3 }] })).status).toBe(200);
    expect((await admin('POST', '/smart-links/batch-status', { ids: [link.id], status: 3 })).status).toBe(200);
    // a refused change leaves no entry
    expect((await admin('PUT', `/smart-links/${link.id}`, { name: '', affiliate_id: t.affiliate.id, entries: [] })).status).toBe(422);
    const res = await admin('POST', '/activity-log/list', { entity: 'smart_link', entity_id: link.id, sort: 'id', order: 'ASC', per_page: 10 });
    expect(res.status).toBe(200);
    const entries = await data<{ type: string; actor_email: string; changes: Record<string, { before: unknown; after: unknown }> }[]>(res);
    expect(entries.map((e) => e.type)).toEqual(['smart_link_created', 'smart_link_updated', 'smart_link_status_changed']);
    expect(entries[0]!.actor_email).toBe('admin@example.com');
    expect(entries[0]!.changes.entries).toEqual({ before: null, after: [`logged-a (#${a.id}): DE · * · * · 100`] });
    expect(entries[1]!.changes).toMatchObject({
      name: { before: 'Logged link', after: 'Logged link 2' },
      entries: { before: [`logged-a (#${a.id}): DE · * · * · 100`], after: [`logged-b (#${b.id}): * · * · * · 3`] },
    });
    expect(Object.keys(entries[1]!.changes).sort()).toEqual(['entries', 'name']);
    expect(entries[2]!.changes).toEqual({ status: { before: 1, after: 3 } });
  });

  it('lets the affiliate list only their own links, with the URL to copy', async () => {
    const mine = await makeLink([{ offer_id: (await offerAt('mine')).id }]);
    const [other] = await t.db.select().from(users).where(eq(users.email, 'affiliate2@example.com'));
    const theirs = await admin('POST', '/smart-links', { name: 'Theirs', affiliate_id: other!.id, entries: [{ offer_id: mine.entries[0]!.offer_id }] });
    const theirsId = (await data<Link>(theirs)).id;
    const res = await t.call('affiliate@example.com', 'POST', '/api/affiliate/smart-links/list', { per_page: 500 });
    expect(res.status).toBe(200);
    const rows = await data<Link[]>(res);
    expect(rows.some((r) => r.id === mine.id && r.url === mine.url)).toBe(true);
    expect(rows.some((r) => r.id === theirsId)).toBe(false);
    expect((await t.call('affiliate@example.com', 'GET', `/api/affiliate/smart-links/${theirsId}`)).status).toBe(404);
    expect((await t.call('affiliate@example.com', 'POST', '/api/affiliate/smart-links', { name: 'x' })).status).toBe(403);
  });

  it('shows the demo affiliate’s seeded smart link with a DE mobile entry', async () => {
    const rows = await data<(Link & { name: string })[]>(await t.call('affiliate@example.com', 'POST', '/api/affiliate/smart-links/list', { q: 'Demo smart link' }));
    expect(rows[0]?.entries[0]).toMatchObject({ countries: ['DE'], device_types: [1] });
  });
});

describe('the traffic report by smart link and entry', () => {
  it('groups a link’s clicks by its entries', async () => {
    const [x, y] = [await offerAt('x'), await offerAt('y')];
    const link = await makeLink([
      { offer_id: x.id, countries: ['DE'] },
      { offer_id: y.id, countries: ['US'] },
    ]);
    await clickLink(link, DE, IPHONE);
    await clickLink(link, DE, IPHONE);
    await clickLink(link, US, DESKTOP);
    await t.flush();
    const res = await admin('POST', '/reports/traffic', { period_type: 'today', time_zone: 'UTC', group_by: ['smart_link', 'smart_link_entry'], filters: { smart_link: link.id } });
    expect(res.status, await res.clone().text()).toBe(200);
    const report = await data<{ rows: { smart_link: number; smart_link_name: string; smart_link_entry: number; smart_link_entry_name: string; click_count: number }[] }>(res);
    const byEntry = Object.fromEntries(report.rows.map((r) => [r.smart_link_entry, r.click_count]));
    expect(byEntry).toEqual({ [link.entries[0]!.id]: 2, [link.entries[1]!.id]: 1 });
    expect(report.rows[0]).toMatchObject({ smart_link: link.id, smart_link_name: 'Test smart link' });
    expect(report.rows.find((r) => r.smart_link_entry === link.entries[0]!.id)?.smart_link_entry_name).toBe(`#${link.entries[0]!.id} x`);
  });
});
