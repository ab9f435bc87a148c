import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignAccess, CampaignStatus } from '../../../domain/enums/campaign';
import { UserType } from '../../../domain/enums/user';
import { offerGroups, offers, users } from '../../db/schema';
import { demoIds, withFeature, type DemoIds } from '../../../test/permissionToggles';
import { serverAppPerFile } from '../../../test/serverTest';

// Click payout rules through the API (docs/api.md, Click commissions): CRUD and its 422s, the
// scopes of admin, manager and affiliate, revenue hidden, the feature switched off.

const t = serverAppPerFile();
let ids: DemoIds;
/** an affiliate of another manager than manager@ */
let foreignAffiliate: number;
let cookies: Record<'admin' | 'manager' | 'affiliate', string>;

interface Rule {
  id: number;
  offer_id: number;
  offer_name: string;
  affiliate_id: number | null;
  affiliate_name: string | null;
  country: string | null;
  payout: number;
  revenue?: number;
  created_at: string;
  updated_at: string;
}
type FieldErrors = { field: string; message: string }[];

const path = (who: keyof typeof cookies, rest = '') => `/api/${who}/click-payout-rules${rest}`;
const call = (who: keyof typeof cookies, method: string, rest = '', body?: unknown) => t.call(method, path(who, rest), { cookie: cookies[who], body });
const create = (body: Record<string, unknown>, who: keyof typeof cookies = 'admin') => call(who, 'POST', '', body);
const listed = async (who: keyof typeof cookies, body: Record<string, unknown> = {}) => {
  const res = await call(who, 'POST', '/list', { per_page: 500, ...body });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Rule[] }).data;
};
const fields = async (res: Response) => {
  expect(res.status).toBe(422);
  return ((await res.json()) as FieldErrors).map((e) => e.field).sort();
};
async function made(body: Record<string, unknown>, who: keyof typeof cookies = 'admin'): Promise<Rule> {
  const res = await create(body, who);
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: Rule }).data;
}

let groupId: number;
async function newOffer(values: Partial<typeof offers.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(offers)
    .values({ name: 'Click rule offer', offerGroupId: groupId, status: CampaignStatus.Active, access: CampaignAccess.Public, landingUrl: 'https://adv.example.com/?c={click_id}', ...values })
    .returning({ id: offers.id });
  return row!.id;
}

beforeAll(async () => {
  ids = await demoIds(t);
  const db = t.database.db;
  groupId = (await db.select({ id: offerGroups.id }).from(offerGroups).limit(1))[0]!.id;
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, UserType.Affiliate), isNotNull(users.managerId), ne(users.managerId, ids.manager)))
    .limit(1);
  foreignAffiliate = other!.id;
  // the demo manager reads click payout rules; here they may change them too
  const [manager] = await db.select({ permissions: users.permissions }).from(users).where(eq(users.id, ids.manager));
  await db
    .update(users)
    .set({ permissions: [...new Set([...manager!.permissions, 'UI_ClickPayoutRules_View', 'UI_ClickPayoutRules_Manage'])] })
    .where(eq(users.id, ids.manager));
  const [affiliate] = await db.select({ permissions: users.permissions }).from(users).where(eq(users.id, ids.affiliate));
  await db
    .update(users)
    .set({ permissions: [...new Set([...affiliate!.permissions, 'UI_ClickPayoutRules_View'])] })
    .where(eq(users.id, ids.affiliate));
  cookies = { admin: await t.cookieFor('admin'), manager: await t.cookieFor('manager'), affiliate: await t.cookieFor('affiliate') };
});

describe('click payout rules: create, read, change, delete', () => {
  it('an admin creates an offer-wide rule and one for an affiliate and a country, reads, lists, changes and deletes them', async () => {
    const offer = await newOffer({ name: 'Click CRUD offer' });
    const wide = await made({ offer_id: offer, payout: 0.1, revenue: '0.25' });
    expect(wide).toEqual({
      id: expect.any(Number),
      offer_id: offer,
      offer_name: 'Click CRUD offer',
      affiliate_id: null,
      affiliate_name: null,
      country: null,
      payout: 0.1,
      revenue: 0.25,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const own = await made({ offer_id: offer, affiliate_id: ids.affiliate, country: ' de ', payout: '1.5' });
    expect(own).toMatchObject({ affiliate_id: ids.affiliate, affiliate_name: expect.any(String), country: 'DE', payout: 1.5, revenue: 0 });
    expect(own.affiliate_name).not.toBe('');

    const read = await call('admin', 'GET', `/${own.id}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: Rule }).data).toEqual(own);

    const res = await call('admin', 'POST', '/list', { offer_id: offer, sort: 'payout' });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Pagination-Total-Count')).toBe('2');
    expect(((await res.json()) as { data: Rule[] }).data.map((r) => r.id)).toEqual([wide.id, own.id]);
    expect((await listed('admin', { offer_id: offer, country: 'de' })).map((r) => r.id)).toEqual([own.id]);
    expect((await listed('admin', { offer_id: offer, affiliate_id: ids.affiliate })).map((r) => r.id)).toEqual([own.id]);
    // newest first by default
    expect((await listed('admin', { offer_id: offer })).map((r) => r.id)).toEqual([own.id, wide.id]);

    const changed = await call('admin', 'PUT', `/${wide.id}`, { payout: 0.2 });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: Rule }).data).toMatchObject({ id: wide.id, payout: 0.2, revenue: 0.25 });
    const again = await call('admin', 'PUT', `/${wide.id}`, { revenue: '0.30' });
    expect(((await again.json()) as { data: Rule }).data).toMatchObject({ payout: 0.2, revenue: 0.3 });

    const removed = await call('admin', 'DELETE', `/${wide.id}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ success: true });
    expect((await call('admin', 'GET', `/${wide.id}`)).status).toBe(404);
    expect((await call('admin', 'DELETE', `/${wide.id}`)).status).toBe(404);
    expect((await listed('admin', { offer_id: offer })).map((r) => r.id)).toEqual([own.id]);
  });

  it('writes the affiliate\'s user change log for a rule of theirs', async () => {
    const offer = await newOffer();
    const rule = await made({ offer_id: offer, affiliate_id: ids.otherAffiliate, payout: 3 });
    expect((await call('admin', 'PUT', `/${rule.id}`, { payout: 4 })).status).toBe(200);
    expect((await call('admin', 'DELETE', `/${rule.id}`)).status).toBe(200);
    const res = await t.call('POST', '/api/admin/user-management/user-change-log/list', {
      cookie: cookies.admin,
      body: { user_id: ids.otherAffiliate, action: ['click_payout_rule_create', 'click_payout_rule_update', 'click_payout_rule_delete'], sort: 'id' },
    });
    expect(res.status).toBe(200);
    const entries = ((await res.json()) as { data: { action: string; changes: Record<string, { from: unknown; to: unknown }> }[] }).data;
    expect(entries.map((e) => e.action)).toEqual(['click_payout_rule_create', 'click_payout_rule_update', 'click_payout_rule_delete']);
    expect(entries[1]!.changes[`click_payout_rule:${rule.id}`]).toEqual({
      from: { offer_id: offer, affiliate_id: ids.otherAffiliate, country: null, payout: 3, revenue: 0 },
      to: { offer_id: offer, affiliate_id: ids.otherAffiliate, country: null, payout: 4, revenue: 0 },
    });
  });

  it('refuses bad values with 422 on their fields, and never answers 5xx for any input', async () => {
    const offer = await newOffer();
    expect(await fields(await create({}))).toEqual(['offer_id', 'payout']);
    expect(await fields(await create({ offer_id: offer, payout: -1 }))).toEqual(['payout']);
    expect(await fields(await create({ offer_id: offer, payout: 1.234 }))).toEqual(['payout']);
    expect(await fields(await create({ offer_id: offer, payout: 'abc' }))).toEqual(['payout']);
    expect(await fields(await create({ offer_id: offer, payout: 1e20 }))).toEqual(['payout']);
    expect(await fields(await create({ offer_id: offer, payout: null }))).toEqual(['payout']);
    expect(await fields(await create({ offer_id: offer, payout: 1, revenue: -0.01 }))).toEqual(['revenue']);
    expect(await fields(await create({ offer_id: 1e12, payout: 1 }))).toEqual(['offer_id']);
    expect(await fields(await create({ offer_id: '5', payout: 1 }))).toEqual(['offer_id']);
    expect(await fields(await create({ offer_id: offer, affiliate_id: 1e12, payout: 1 }))).toEqual(['affiliate_id']);
    expect(await fields(await create({ offer_id: offer, affiliate_id: { not: 'an id' }, payout: 1 }))).toEqual(['affiliate_id']);

    const unknownCountry = await create({ offer_id: offer, country: 'xx', payout: 1 });
    expect(await unknownCountry.clone().json()).toEqual([{ field: 'country', message: 'Unknown country code.' }]);
    expect(await fields(await create({ offer_id: offer, country: 'DEU', payout: 1 }))).toEqual(['country']);
    expect(await fields(await create({ offer_id: offer, country: 49, payout: 1 }))).toEqual(['country']);

    const unknownOffer = await create({ offer_id: 2_000_000_000, payout: 1 });
    expect(await unknownOffer.clone().json()).toEqual([{ field: 'offer_id', message: 'Unknown offer.' }]);
    const deleted = await newOffer({ status: CampaignStatus.Deleted });
    expect(await fields(await create({ offer_id: deleted, payout: 1 }))).toEqual(['offer_id']);
    // a manager is a user, not an affiliate
    expect(await fields(await create({ offer_id: offer, affiliate_id: ids.manager, payout: 1 }))).toEqual(['affiliate_id']);
    expect(await fields(await create({ offer_id: offer, affiliate_id: 2_000_000_000, payout: 1 }))).toEqual(['affiliate_id']);

    const rule = await made({ offer_id: offer, payout: 1 });
    expect(await fields(await call('admin', 'PUT', `/${rule.id}`, { payout: -2 }))).toEqual(['payout']);
    expect(await fields(await call('admin', 'PUT', `/${rule.id}`, { revenue: 'x' }))).toEqual(['revenue']);
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
      expect((await call('admin', 'GET', `/${id}`)).status).toBe(404);
      expect((await call('admin', 'PUT', `/${id}`, { payout: 1 })).status).toBe(404);
      expect((await call('admin', 'DELETE', `/${id}`)).status).toBe(404);
    }
    expect(await fields(await call('admin', 'POST', '/list', { sort: 'name' }))).toEqual(['sort']);
    expect(await fields(await call('admin', 'POST', '/list', { country: 'D' }))).toEqual(['country']);
    expect(await fields(await call('admin', 'POST', '/list', { offer_id: -3, affiliate_id: 'x', per_page: 10_000 }))).toEqual(['affiliate_id', 'offer_id', 'per_page']);
    const malformed = await t.call('POST', path('admin', '/list'), { cookie: cookies.admin, body: '{"page":' });
    expect(malformed.status).toBe(400);
  });

  it('keeps one rule per offer × affiliate × country: a second is 422 on offer_id, even sent at once', async () => {
    const offer = await newOffer();
    await made({ offer_id: offer, payout: 1 });
    await made({ offer_id: offer, country: 'FR', payout: 1 });
    await made({ offer_id: offer, affiliate_id: ids.affiliate, payout: 1 });
    await made({ offer_id: offer, affiliate_id: ids.affiliate, country: 'FR', payout: 1 });
    for (const body of [{}, { country: 'fr' }, { affiliate_id: ids.affiliate }, { affiliate_id: ids.affiliate, country: 'FR' }, { affiliate_id: null, country: null }]) {
      const res = await create({ offer_id: offer, payout: 2, ...body });
      expect(res.status).toBe(422);
      const [error] = (await res.json()) as FieldErrors;
      expect(error).toEqual({ field: 'offer_id', message: expect.stringMatching(/already has a click payout rule.*: edit it instead\.$/) });
    }
    const racing = await Promise.all([0, 1, 2].map(() => create({ offer_id: offer, country: 'IT', payout: 1 })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    expect(await listed('admin', { offer_id: offer })).toHaveLength(5);
  });
});

describe('click payout rules: who sees and changes what', () => {
  it('a manager sees offer-wide rules and their own affiliates\', changes only their own affiliates\'', async () => {
    const offer = await newOffer();
    const wide = await made({ offer_id: offer, payout: 0.1 });
    const foreign = await made({ offer_id: offer, affiliate_id: foreignAffiliate, payout: 0.2 });
    const own = await made({ offer_id: offer, affiliate_id: ids.affiliate, payout: 0.3, revenue: 0.5 }, 'manager');
    expect(own).toMatchObject({ affiliate_id: ids.affiliate, payout: 0.3, revenue: 0.5 });

    expect((await listed('manager', { offer_id: offer })).map((r) => r.id).sort()).toEqual([wide.id, own.id].sort());
    expect((await listed('admin', { offer_id: offer })).map((r) => r.id).sort()).toEqual([wide.id, foreign.id, own.id].sort());
    expect((await call('manager', 'GET', `/${foreign.id}`)).status).toBe(404);
    expect((await call('manager', 'GET', `/${wide.id}`)).status).toBe(200);

    // another manager's affiliate is out of scope; every affiliate is the admin's to set
    const outside = await create({ offer_id: offer, affiliate_id: foreignAffiliate, country: 'DE', payout: 1 }, 'manager');
    expect(await fields(outside)).toEqual(['affiliate_id']);
    const everyone = await create({ offer_id: offer, country: 'DE', payout: 1 }, 'manager');
    expect(await everyone.json()).toEqual([{ field: 'affiliate_id', message: 'Only an admin sets a click payout for every affiliate.' }]);

    // an offer-wide rule is seen, not theirs to change (403); another's affiliate's is not seen (404)
    expect((await call('manager', 'PUT', `/${wide.id}`, { payout: 9 })).status).toBe(403);
    expect((await call('manager', 'DELETE', `/${wide.id}`)).status).toBe(403);
    expect((await call('manager', 'PUT', `/${foreign.id}`, { payout: 9 })).status).toBe(404);
    expect((await call('manager', 'DELETE', `/${foreign.id}`)).status).toBe(404);
    expect((await listed('admin', { offer_id: offer })).map((r) => r.payout).sort()).toEqual([0.1, 0.2, 0.3]);

    const changed = await call('manager', 'PUT', `/${own.id}`, { payout: 0.35 });
    expect(((await changed.json()) as { data: Rule }).data.payout).toBe(0.35);
    expect((await call('manager', 'DELETE', `/${own.id}`)).status).toBe(200);
  });

  it('an affiliate sees the offer-wide rules and their own, on offers they may see, never revenue nor another affiliate\'s rule', async () => {
    const offer = await newOffer();
    const wide = await made({ offer_id: offer, payout: 0.1, revenue: 0.4 });
    const own = await made({ offer_id: offer, affiliate_id: ids.affiliate, country: 'DE', payout: 0.3, revenue: 0.6 });
    const other = await made({ offer_id: offer, affiliate_id: ids.otherAffiliate, payout: 0.2 });
    const hidden = await newOffer({ access: CampaignAccess.Private });
    const onHidden = await made({ offer_id: hidden, payout: 0.5 });
    const inactive = await newOffer({ status: 2 });
    const onInactive = await made({ offer_id: inactive, affiliate_id: ids.affiliate, payout: 0.5 });

    const seen = await listed('affiliate', { offer_id: offer });
    expect(seen.map((r) => r.id).sort()).toEqual([wide.id, own.id].sort());
    for (const rule of seen) expect(rule).not.toHaveProperty('revenue');
    expect(seen.find((r) => r.id === own.id)).toEqual({ ...own, revenue: undefined });

    const all = (await listed('affiliate')).map((r) => r.id);
    expect(all).not.toContain(other.id);
    expect(all).not.toContain(onHidden.id);
    expect(all).not.toContain(onInactive.id);
    for (const id of [other.id, onHidden.id, onInactive.id]) expect((await call('affiliate', 'GET', `/${id}`)).status).toBe(404);
    const read = await call('affiliate', 'GET', `/${wide.id}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: Rule }).data).not.toHaveProperty('revenue');
    // a sort by revenue is no sort for them, and no way to guess it
    expect((await call('affiliate', 'POST', '/list', { sort: '-revenue' })).status).toBe(200);

    // affiliates never change rules
    expect((await create({ offer_id: offer, affiliate_id: ids.affiliate, payout: 5 }, 'affiliate')).status).toBe(403);
    expect((await call('affiliate', 'PUT', `/${own.id}`, { payout: 5 })).status).toBe(403);
    expect((await call('affiliate', 'DELETE', `/${own.id}`)).status).toBe(403);
  });

  it('staff under hide_revenue get no revenue, and cannot set it', async () => {
    const offer = await newOffer();
    const rule = await made({ offer_id: offer, payout: 0.1, revenue: 0.4 });
    await withFeature(t, 'hide_revenue', true, async () => {
      const read = await call('admin', 'GET', `/${rule.id}`);
      expect(((await read.json()) as { data: Rule }).data).not.toHaveProperty('revenue');
      const changed = await call('admin', 'PUT', `/${rule.id}`, { payout: 0.2, revenue: 9 });
      expect(((await changed.json()) as { data: Rule }).data).toEqual(expect.not.objectContaining({ revenue: expect.anything() }));
      const created = await made({ offer_id: offer, country: 'DE', payout: 0.1, revenue: 7 });
      expect(created).not.toHaveProperty('revenue');
    });
    const after = await listed('admin', { offer_id: offer });
    expect(after.map((r) => [r.country, r.payout, r.revenue])).toEqual([
      ['DE', 0.1, 0],
      [null, 0.2, 0.4],
    ]);
  });

  it('answers 403 to everyone while click_commissions is off', async () => {
    const offer = await newOffer();
    const rule = await made({ offer_id: offer, payout: 0.1 });
    await withFeature(t, 'click_commissions', false, async () => {
      expect((await call('admin', 'POST', '/list', {})).status).toBe(403);
      expect((await call('affiliate', 'POST', '/list', {})).status).toBe(403);
      expect((await call('admin', 'GET', `/${rule.id}`)).status).toBe(403);
      expect((await create({ offer_id: offer, country: 'DE', payout: 1 })).status).toBe(403);
      expect((await call('admin', 'PUT', `/${rule.id}`, { payout: 1 })).status).toBe(403);
      expect((await call('admin', 'DELETE', `/${rule.id}`)).status).toBe(403);
    });
    expect((await call('admin', 'GET', `/${rule.id}`)).status).toBe(200);
  });
});
