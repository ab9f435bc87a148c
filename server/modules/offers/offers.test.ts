import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerAffiliates, offers, userChanges } from '../../db/schema';
import { withFeature } from '../../../test/permissionToggles';
import { createTestApp, type TestApp } from '../../../test/serverApp';

let t: TestApp;
const cookie: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'manager', 'affiliate', 'manager2@example.com']) cookie[who] = await t.cookieFor(who);
  await t.call('POST', '/api/admin/tracking-domains/tracking-domains', { cookie: cookie.admin, body: { domain: 'trk.example.net' } });
});
afterAll(() => t.close());

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
