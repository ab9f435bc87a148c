import { count, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offerAffiliates, offers, userChanges, users } from '../../db/schema';
import { withFeature } from '../../../test/permissionToggles';
import { serverAppPerFile } from '../../../test/serverTest';

const t = serverAppPerFile();
const cookie: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['admin', 'manager', 'affiliate', 'manager2@example.com']) cookie[who] = await t.cookieFor(who);
  await t.call('POST', '/api/admin/tracking-domains/tracking-domains', { cookie: cookie.admin, body: { domain: 'trk.example.net' } });
});

const as = (who: string, method: string, path: string, body?: unknown) => {
  const role = who.startsWith('manager') ? 'manager' : who;
  return t.call(method, `/api/${role}${path}`, { cookie: cookie[who], body });
};
const json = async (res: Response) => (await res.json()) as { data: Record<string, unknown> & Array<Record<string, unknown>> };
const offerCount = async () => Number((await t.database.db.select({ n: count() }).from(offers))[0]!.n);

const valid = {
  name: 'Test offer',
  offer_group_id: 1,
  access: 2,
  landing_url: 'https://land.example.com/?c={click_id}&s={p1}',
  payout_cpa: 12.5,
  revenue_cpa: '20.00',
  payout_cpl: 0,
  revenue_cpl: 0,
  countries: ['de', 'AT'],
};

async function createOffer(over: Record<string, unknown> = {}) {
  const res = await as('admin', 'POST', '/campaigns', { ...valid, ...over });
  expect(res.status).toBe(201);
  return (await json(res)).data;
}

describe('creating and editing offers', () => {
  it('refuses bad input field by field with 422 and writes nothing', async () => {
    const before = await offerCount();
    const res = await as('admin', 'POST', '/campaigns', {
      ...valid,
      landing_url: 'https://land.example.com/?x={secret}',
      payout_cpa: 1.234,
      revshare_percent: 101,
      countries: ['XX'],
      traffic_channels: ['carrier-pigeon'],
      click_lifetime_days: 0,
      advertiser_id: 1,
      offer_group_id: 999999,
    });
    expect(res.status).toBe(422);
    const fields = ((await res.json()) as Array<{ field: string }>).map((e) => e.field);
    for (const f of ['landing_url', 'payout_cpa', 'revshare_percent', 'countries.0', 'traffic_channels.0', 'click_lifetime_days']) expect(fields).toContain(f);
    const refs = await as('admin', 'POST', '/campaigns', { ...valid, advertiser_id: 1, offer_group_id: 999999 });
    expect(((await refs.json()) as Array<{ field: string }>).map((e) => e.field).sort()).toEqual(['advertiser_id', 'offer_group_id']);
    for (const url of ['ftp://x.example.com/', 'http://localhost/', 'http://10.0.0.1/', 'https://user:pw@x.example.com/']) {
      expect((await as('admin', 'POST', '/campaigns', { ...valid, landing_url: url })).status).toBe(422);
    }
    expect(await offerCount()).toBe(before);
  });

  it('creates a Draft with normalised fields and edits it', async () => {
    const offer = await createOffer();
    expect(offer).toMatchObject({ status: -2, payout_cpa: 12.5, revenue_cpa: 20, countries: ['DE', 'AT'], click_lifetime_days: 30 });
    const res = await as('manager', 'PUT', `/campaigns/${offer.id}`, { name: 'Renamed', payout_cpl: '3.10' });
    expect((await json(res)).data).toMatchObject({ name: 'Renamed', payout_cpl: 3.1 });
  });
});

describe('status transitions', () => {
  it('allows the documented moves and refuses the others with 409', async () => {
    const { id } = await createOffer();
    const move = (status: number, who = 'admin') => as(who, 'PATCH', `/campaigns/${id}/status`, { status });
    expect((await move(2)).status).toBe(409); // Draft → Inactive
    expect((await move(1)).status).toBe(200); // Draft → Active
    expect((await move(3, 'manager')).status).toBe(403); // suspend needs UI_OfferCampaigns_Suspend
    expect((await move(3)).status).toBe(200);
    expect((await move(2)).status).toBe(409); // Suspended → Inactive
    expect((await move(4)).status).toBe(200); // → Archived
    expect((await move(1)).status).toBe(409); // Archived → Active
    expect((await move(-1)).status).toBe(200);
    expect((await move(1)).status).toBe(409); // Deleted stays
  });

  it('changes a batch all or nothing', async () => {
    const a = await createOffer();
    const b = await createOffer({ status: 1 });
    expect((await as('admin', 'POST', '/campaigns/batch-status', { ids: [a.id, b.id], status: 2 })).status).toBe(409);
    expect((await as('admin', 'POST', '/campaigns/batch-status', { ids: [b.id, 999999], status: 2 })).status).toBe(422);
    const [row] = await t.database.db.select({ status: offers.status }).from(offers).where(eq(offers.id, Number(b.id)));
    expect(row!.status).toBe(1);
    expect((await as('admin', 'POST', '/campaigns/batch-status', { ids: [a.id, b.id], status: -1 })).status).toBe(200);
  });
});

describe('the offers list pages', () => {
  it('reports every matching offer as the total, on a page past the end too, with each row its rule counts', async () => {
    const db = t.database.db;
    const [{ n }] = (await db.select({ n: count() }).from(offers).where(ne(offers.status, -1))) as [{ n: number }];
    const first = await as('admin', 'POST', '/campaigns/list', { per_page: 25 });
    expect(first.headers.get('X-Pagination-Total-Count')).toBe(String(n));
    const rows = (await json(first)).data;
    expect(rows).toHaveLength(Math.min(25, Number(n)));
    // the demo's offers have approved and pending requests: the counts are not all zero
    expect(rows.some((r) => Number(r.affiliates_count) > 0) && rows.some((r) => Number(r.pending_requests_count) > 0)).toBe(true);
    for (const row of rows) {
      const rules = await db.select({ status: offerAffiliates.status }).from(offerAffiliates).where(eq(offerAffiliates.offerId, Number(row.id)));
      expect([row.affiliates_count, row.pending_requests_count]).toEqual([rules.filter((r) => r.status === 2).length, rules.filter((r) => r.status === 0).length]);
    }
    const past = await as('admin', 'POST', '/campaigns/list', { page: 1000, per_page: 5 });
    expect((await json(past)).data).toEqual([]);
    expect(past.headers.get('X-Pagination-Total-Count')).toBe(String(n));
    const market = await as('affiliate', 'POST', '/campaigns/list', { per_page: 500 });
    const marketRows = (await json(market)).data;
    expect(market.headers.get('X-Pagination-Total-Count')).toBe(String(marketRows.length));
    const marketPast = await as('affiliate', 'POST', '/campaigns/list', { page: 1000, per_page: 5 });
    expect(marketPast.headers.get('X-Pagination-Total-Count')).toBe(String(marketRows.length));
  });
});

describe('what an affiliate sees', () => {
  it('never gets revenue nor the landing URL, and private offers stay hidden (404)', async () => {
    const hidden = await createOffer({ status: 1, access: 2 });
    const res = await as('affiliate', 'POST', '/campaigns/list', { per_page: 500 });
    const rows = (await json(res)).data;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).not.toHaveProperty('revenue_cpa');
      expect(row).not.toHaveProperty('revenue_cpl');
      expect(row).not.toHaveProperty('landing_url');
    }
    expect(rows.map((r) => r.id)).not.toContain(hidden.id);
    expect((await as('affiliate', 'GET', `/campaigns/${hidden.id}`)).status).toBe(404);
    expect((await as('affiliate', 'POST', `/campaigns/${hidden.id}/apply`, {})).status).toBe(404);
    expect((await as('affiliate', 'POST', `/campaigns/${hidden.id}/tracking-link`, {})).status).toBe(404);
    const mine = (await json(await as('affiliate', 'POST', '/campaigns/list', { runnable: true, per_page: 500 }))).data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.can_run === true)).toBe(true);
  });

  it('hides revenue from staff under hide_revenue', async () => {
    const { id } = await createOffer();
    const rows = await withFeature(t, 'hide_revenue', true, async () => {
      // the derived key is read at each request: a fresh session is not needed
      const list = (await json(await as('admin', 'POST', '/campaigns/list', {}))).data;
      const one = (await json(await as('admin', 'GET', `/campaigns/${id}`))).data;
      return [...list, one];
    });
    for (const row of rows) expect(row).not.toHaveProperty('revenue_cpa');
  });
});

describe('apply, approve and the tracking link', () => {
  it('runs the request journey with change-log rows, and refuses foreign ids in a batch', async () => {
    const offer = await createOffer({ status: 1, access: 3 });
    const applied = await as('affiliate', 'POST', `/campaigns/${offer.id}/apply`, {});
    expect(applied.status).toBe(201);
    const request = (await json(applied)).data;
    expect(request.status).toBe(0);
    expect((await as('affiliate', 'POST', `/campaigns/${offer.id}/apply`, {})).status).toBe(409);
    expect((await as('affiliate', 'POST', `/campaigns/${offer.id}/tracking-link`, {})).status).toBe(404);

    // manager2 does not manage affiliate@: the id is foreign, the batch is refused and nothing changes
    expect((await as('manager2@example.com', 'POST', '/campaign-requests/batch-approve', { ids: [request.id] })).status).toBe(422);
    expect((await as('manager', 'POST', '/campaign-requests/batch-approve', { ids: [request.id, 999999] })).status).toBe(422);
    const [still] = await t.database.db.select({ status: offerAffiliates.status }).from(offerAffiliates).where(eq(offerAffiliates.id, Number(request.id)));
    expect(still!.status).toBe(0);
    const approved = await as('manager', 'POST', '/campaign-requests/batch-approve', { ids: [request.id] });
    expect(approved.status).toBe(200);
    const logs = await t.database.db.select().from(userChanges).where(eq(userChanges.userId, Number(request.affiliate_id)));
    expect(logs.map((l) => l.action)).toEqual(expect.arrayContaining(['offer_apply', 'offer_approve']));

    const link = await as('affiliate', 'POST', `/campaigns/${offer.id}/tracking-link`, { p1: 'fb', p3: 'x y' });
    expect(link.status).toBe(200);
    const url = new URL(String((await json(link)).data.url));
    expect(url.searchParams.get('offer_id')).toBe(String(offer.id));
    expect(url.searchParams.get('aff_id')).toBe(String(request.affiliate_id));
    expect(url.searchParams.get('p3')).toBe('x y');
  });

  it('answers 409 to an apply on a public offer', async () => {
    const offer = await createOffer({ status: 1, access: 4 });
    expect((await as('affiliate', 'POST', `/campaigns/${offer.id}/apply`, {})).status).toBe(409);
  });
});

const fieldsOf = async (res: Response) => ((await res.json()) as Array<{ field: string; message: string }>);
const userIdOf = async (email: string) => {
  const res = await as('admin', 'POST', '/user_profiles/list', { q: email });
  return Number((await json(res)).data[0]!.id);
};
const logActions = async (affiliateId: number, offerId: unknown) =>
  (await t.database.db.select().from(userChanges).where(eq(userChanges.userId, affiliateId)))
    .filter((l) => Object.keys(l.changes as object).includes(`offer:${String(offerId)}`))
    .map((l) => l.action);

describe('visibility per access type and status', () => {
  const listed = async () => (await json(await as('affiliate', 'POST', '/campaigns/list', { per_page: 500 }))).data.map((r) => r.id);
  const link = (id: unknown) => as('affiliate', 'POST', `/campaigns/${String(id)}/tracking-link`, {});

  it('shows Public offers with a link, ApplyToPromote ones with Apply but no link, Unlisted ones by id only', async () => {
    const open = await createOffer({ status: 1, access: 4, countries: [] });
    const byRequest = await createOffer({ status: 1, access: 3, countries: [] });
    const unlisted = await createOffer({ status: 1, access: 1, countries: [] });
    const ids = await listed();
    expect(ids).toContain(open.id);
    expect(ids).toContain(byRequest.id);
    expect(ids).not.toContain(unlisted.id);
    expect((await link(open.id)).status).toBe(200);
    expect((await json(await as('affiliate', 'GET', `/campaigns/${byRequest.id}`))).data).toMatchObject({ can_run: false, request_status: null });
    expect((await link(byRequest.id)).status).toBe(404);
    const one = await as('affiliate', 'GET', `/campaigns/${unlisted.id}`);
    expect(one.status).toBe(200);
    expect((await json(one)).data).toMatchObject({ id: unlisted.id, can_run: true });
    expect((await link(unlisted.id)).status).toBe(200);
  });

  it('hides offers that are not Active (404 on read, apply and link, absent from the list)', async () => {
    for (const status of [2, 3, -1]) {
      const offer = await createOffer({ status: 1, access: 4, countries: [] });
      expect((await as('admin', 'PATCH', `/campaigns/${offer.id}/status`, { status })).status).toBe(200);
      expect(await listed()).not.toContain(offer.id);
      expect((await as('affiliate', 'GET', `/campaigns/${offer.id}`)).status).toBe(404);
      expect((await link(offer.id)).status).toBe(404);
    }
    const draft = await createOffer({ access: 3, countries: [] });
    expect((await as('affiliate', 'POST', `/campaigns/${draft.id}/apply`, {})).status).toBe(404);
  });

  it('refuses the link to a blocked affiliate (404) and gives it back when unblocked', async () => {
    const offer = await createOffer({ status: 1, access: 4, countries: [] });
    const affiliateId = await userIdOf('affiliate@example.com');
    expect((await link(offer.id)).status).toBe(200);
    expect((await as('admin', 'POST', `/campaigns/${offer.id}/block`, { affiliate_id: affiliateId, blocked: true })).status).toBe(200);
    expect((await link(offer.id)).status).toBe(404);
    expect((await json(await as('affiliate', 'GET', `/campaigns/${offer.id}`))).data).toMatchObject({ blocked: true, can_run: false });
    expect((await as('admin', 'POST', `/campaigns/${offer.id}/block`, { affiliate_id: affiliateId, blocked: false })).status).toBe(200);
    expect((await link(offer.id)).status).toBe(200);
    expect(await logActions(affiliateId, offer.id)).toEqual(['offer_block', 'offer_unblock']);
  });

  it('reads one offer as its marketplace row, with what the affiliate is paid per lead, FTD and sale', async () => {
    const affiliateId = await userIdOf('affiliate@example.com');
    await t.database.db.update(users).set({ commissionTypeId: 1 }).where(eq(users.id, affiliateId)); // CPA
    const perLead = await createOffer({ status: 1, access: 4, countries: [], payout_cpa: 10, pays_on: ['lead'] });
    const byType = await createOffer({ status: 1, access: 4, countries: [], payout_cpa: 10, payout_cpl: 2 });
    const rule = await as('admin', 'POST', '/payout-rules', { offer_id: byType.id, affiliate_id: affiliateId, payout_cpa: '14.00' });
    expect(rule.status).toBeLessThan(300);
    const rows = (await json(await as('affiliate', 'POST', '/campaigns/list', { per_page: 500 }))).data;
    const read = async (id: unknown) => (await json(await as('affiliate', 'GET', `/campaigns/${String(id)}`))).data;
    for (const offer of [perLead, byType]) expect(await read(offer.id)).toEqual(rows.find((r) => r.id === offer.id));
    expect((await read(perLead.id)).earnings).toEqual([{ action: 'lead', payout: 10 }]);
    expect((await read(byType.id)).earnings).toEqual([{ action: 'ftd', payout: 14 }, { action: 'sale', payout: 14 }]);
    await t.database.db.update(users).set({ commissionTypeId: 2 }).where(eq(users.id, affiliateId)); // CPL
    expect((await read(byType.id)).earnings).toEqual([{ action: 'lead', payout: 2 }]);
    expect((await read(perLead.id)).earnings).toEqual([{ action: 'lead', payout: 10 }]);
  });

  it('never sends revenue nor the landing URL in the affiliate\'s single-offer read', async () => {
    const offer = await createOffer({ status: 1, access: 4, countries: [] });
    const data = (await json(await as('affiliate', 'GET', `/campaigns/${offer.id}`))).data;
    expect(data).toMatchObject({ id: offer.id, payout_cpa: 12.5 });
    for (const key of ['revenue_cpa', 'revenue_cpl', 'landing_url', 'advertiser_id']) expect(data).not.toHaveProperty(key);
  });
});

describe('decline, grant and block', () => {
  it('declines a request and grants a private offer, each with its change-log row', async () => {
    const affiliateId = await userIdOf('affiliate@example.com');
    const offer = await createOffer({ status: 1, access: 3, countries: [] });
    const request = (await json(await as('affiliate', 'POST', `/campaigns/${offer.id}/apply`, {}))).data;
    const declined = await as('manager', 'POST', '/campaign-requests/batch-decline', { ids: [request.id] });
    expect((await json(declined)).data).toMatchObject({ ids: [request.id], count: 1 });
    expect((await json(await as('affiliate', 'GET', `/campaigns/${offer.id}`))).data).toMatchObject({ request_status: 1, can_run: false });
    expect(await logActions(affiliateId, offer.id)).toEqual(['offer_apply', 'offer_decline']);

    const privateOffer = await createOffer({ status: 1, access: 2, countries: [] });
    expect((await as('affiliate', 'GET', `/campaigns/${privateOffer.id}`)).status).toBe(404);
    const granted = await as('manager', 'POST', `/campaigns/${privateOffer.id}/grant`, { affiliate_ids: [affiliateId] });
    expect((await json(granted)).data).toMatchObject({ ids: [affiliateId], count: 1 });
    expect((await json(await as('affiliate', 'GET', `/campaigns/${privateOffer.id}`))).data).toMatchObject({ request_status: 2, can_run: true });
    const log = (await t.database.db.select().from(userChanges).where(eq(userChanges.userId, affiliateId))).find((l) => l.action === 'offer_grant' && `offer:${privateOffer.id}` in (l.changes as object));
    expect(log!.changes).toEqual({ [`offer:${privateOffer.id}`]: { from: null, to: { status: 2, blocked: false } } });
  });

  it('refuses a manager granting or blocking an affiliate who is not theirs, and changes nothing', async () => {
    const foreign = await userIdOf('affiliate@example.com');
    const offer = await createOffer({ status: 1, access: 2, countries: [] });
    const rulesBefore = await t.database.db.select().from(offerAffiliates).where(eq(offerAffiliates.offerId, Number(offer.id)));
    const grant = await as('manager2@example.com', 'POST', `/campaigns/${offer.id}/grant`, { affiliate_ids: [foreign] });
    expect(grant.status).toBe(422);
    expect((await fieldsOf(grant)).map((e) => e.field)).toEqual(['affiliate_ids']);
    const block = await as('manager2@example.com', 'POST', `/campaigns/${offer.id}/block`, { affiliate_id: foreign, blocked: true });
    expect(block.status).toBe(422);
    expect((await fieldsOf(block)).map((e) => e.field)).toEqual(['affiliate_id']);
    expect(await t.database.db.select().from(offerAffiliates).where(eq(offerAffiliates.offerId, Number(offer.id)))).toEqual(rulesBefore);
    expect(await logActions(foreign, offer.id)).toEqual([]);
  });
});

describe('editing with bad input', () => {
  it('answers 422 field by field and leaves the offer as it was', async () => {
    const offer = await createOffer();
    const before = await t.database.db.select().from(offers).where(eq(offers.id, Number(offer.id)));
    const res = await as('admin', 'PUT', `/campaigns/${offer.id}`, { name: '', payout_cpa: -1, revshare_percent: 100.5, landing_url: 'https://land.example.com/?x={nope}', tracking_domain_id: 999999 });
    expect(res.status).toBe(422);
    expect((await fieldsOf(res)).map((e) => e.field).sort()).toEqual(['landing_url', 'name', 'payout_cpa', 'revshare_percent']);
    const refs = await as('admin', 'PUT', `/campaigns/${offer.id}`, { name: 'Changed', tracking_domain_id: 999999 });
    expect((await fieldsOf(refs)).map((e) => e.field)).toEqual(['tracking_domain_id']);
    expect(await t.database.db.select().from(offers).where(eq(offers.id, Number(offer.id)))).toEqual(before);
  });
});

describe('landing URL macros', () => {
  it('accepts every click macro of spec 3 §3 and document 2, in both spellings', async () => {
    const names = ['affiliate_id', 'AffId', 'ClickId', 'OfferId', 'CampaignLanguage', 'campaign_language', 'ISP', 'isp', 'AffAlias', 'affiliate_alias', 'AffUsername', 'Platform', 'CampaignName'];
    const offer = await createOffer({ landing_url: `https://land.example.com/?${names.map((n, i) => `m${i}={${n}}`).join('&')}` });
    expect(String(offer.landing_url)).toContain('{AffId}');
  });

  it('refuses conversion-only macros in a landing URL with a clear message', async () => {
    for (const name of ['commission', 'Commission', 'CommissionType', 'OrderSum', 'OrderCurrency', 'PromoCode', 'conversion_id']) {
      const res = await as('admin', 'POST', '/campaigns', { ...valid, landing_url: `https://land.example.com/?x={${name}}` });
      expect(res.status).toBe(422);
      const [error] = await fieldsOf(res);
      expect(error).toEqual({ field: 'landing_url', message: `{${name}} is known only at a conversion: use it in a postback URL, not in a landing URL.` });
    }
  });
});

describe('revenue under hide_revenue', () => {
  it('creates an offer without revenue at 0 and keeps the revenue when such a user edits', async () => {
    const bare = { ...valid } as Record<string, unknown>;
    delete bare.revenue_cpa;
    delete bare.revenue_cpl;
    const plain = await as('admin', 'POST', '/campaigns', bare);
    expect(plain.status).toBe(201);
    expect((await json(plain)).data).toMatchObject({ revenue_cpa: 0, revenue_cpl: 0 });
    const edited = await createOffer();
    const stored = async (id: unknown) => (await t.database.db.select().from(offers).where(eq(offers.id, Number(id))))[0]!;
    const created = await withFeature(t, 'hide_revenue', true, async () => {
      const res = await as('admin', 'POST', '/campaigns', bare);
      expect(res.status).toBe(201);
      const put = await as('admin', 'PUT', `/campaigns/${edited.id}`, { name: 'Edited blind', revenue_cpa: 1 });
      expect(put.status).toBe(200);
      return (await json(res)).data;
    });
    expect(await stored(created.id)).toMatchObject({ revenueCpa: '0.00', revenueCpl: '0.00' });
    expect(await stored(edited.id)).toMatchObject({ name: 'Edited blind', revenueCpa: '20.00' });
  });
});

describe('apply comment and link domains', () => {
  it('stores the comment sent with a request and shows it to staff', async () => {
    const offer = await createOffer({ status: 1, access: 3, countries: [] });
    const res = await as('affiliate', 'POST', `/campaigns/${offer.id}/apply`, { comment: '  Email traffic, 5k a day  ' });
    expect((await json(res)).data).toMatchObject({ comment: 'Email traffic, 5k a day' });
    const rows = (await json(await as('manager', 'POST', '/campaign-requests/list', { offer_id: offer.id }))).data;
    expect(rows.map((r) => r.comment)).toEqual(['Email traffic, 5k a day']);
    expect((await as('affiliate', 'POST', `/campaigns/${offer.id}/apply`, { comment: 'x'.repeat(1001) })).status).toBe(422);
  });

  it('lists the active tracking domains to an affiliate, and builds their link on the one they pick', async () => {
    await as('admin', 'POST', '/tracking-domains/tracking-domains', { domain: 'links.example.net' });
    await as('admin', 'POST', '/tracking-domains/tracking-domains', { domain: 'off.example.net', status: -1 });
    const res = await as('affiliate', 'GET', '/tracking-domains/active');
    expect(res.status).toBe(200);
    const domains = (await json(res)).data;
    expect(domains.map((d) => d.domain)).toEqual(expect.arrayContaining(['links.example.net', 'trk.example.net']));
    expect(domains.map((d) => d.domain)).not.toContain('off.example.net');
    expect(Object.keys(domains[0]!).sort()).toEqual(['domain', 'id']);
    const picked = domains.find((d) => d.domain === 'links.example.net')!;
    const offer = await createOffer({ status: 1, access: 4, countries: [] });
    const link = (await json(await as('affiliate', 'POST', `/campaigns/${offer.id}/tracking-link`, { tracking_domain_id: picked.id }))).data;
    expect(new URL(String(link.url)).hostname).toBe('links.example.net');
  });
});
