import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import { rowsOf } from '../../db/rows';
import { payoutRules, users } from '../../db/schema';
import { conversionTestSuite, createOffer, setCommissionType, type PostbackAdvertiser } from '../../../test/conversionFixtures';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, type TrackerTestApp } from '../../../test/trackerApp';

// An offer that says what it pays for (decisions, offers: "What an offer pays for"), made and
// edited through the API as an operator would, paid through /postback as an advertiser reports.

const suite = conversionTestSuite(openTestDatabase);
let t: TrackerTestApp;
let advertiser: PostbackAdvertiser;
let groupId: number;
beforeAll(() => {
  ({ t, advertiser, groupId } = suite.get());
});

const admin = (method: string, path: string, body?: unknown) => t.call('admin@example.com', method, `/api/admin${path}`, body);

/** The offer: Payout CPA 10, Revenue CPA 15, nothing per lead; Active and Public. */
async function cpaTenOffer(extra: Record<string, unknown> = {}) {
  return createOffer<{ id: number; pays_on: string[] }>(
    t,
    { groupId, advertiserId: advertiser.id, landingUrl: 'https://adv.example.com/land?cid={click_id}' },
    { name: 'CPA $10', payout_cpa: 10, revenue_cpa: 15, ...extra },
  );
}

async function clickOn(offerId: number) {
  const res = await t.click(`offer_id=${offerId}&aff_id=${t.affiliate.id}`);
  expect(res.status).toBe(302);
  return cookieClickId(res)!;
}

async function report(clickId: string, query: Record<string, string>) {
  const qs = new URLSearchParams({ click_id: clickId, token: advertiser.token, ...query }).toString();
  const res = await t.postback(qs);
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { conversion_id: number; payable: boolean; reason: string | null } };
  const [row] = rowsOf<{ commission: string; revenue: string }>(await t.db.execute(sql`SELECT commission::text, revenue::text FROM conversions WHERE id = ${data.conversion_id}`));
  return { payable: data.payable, reason: data.reason, commission: row!.commission, revenue: row!.revenue };
}

describe('an offer that pays per lead', () => {
  it('pays a CPA affiliate $10 payout / $15 revenue on action=lead once the offer pays on leads; before, as ever, nothing', async () => {
    await setCommissionType(t, 1);
    const offer = await cpaTenOffer();
    // existing behaviour: an offer that names nothing pays by the affiliate's commission type
    expect(offer.pays_on).toEqual([]);
    expect(await report(await clickOn(offer.id), { action: 'lead' })).toEqual({ payable: false, reason: 'commission_type_not_matched', commission: '0.00', revenue: '0.00' });

    const edited = await admin('PUT', `/campaigns/${offer.id}`, { pays_on: ['lead'] });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { data: { pays_on: string[] } }).data.pays_on).toEqual(['lead']);
    const clickId = await clickOn(offer.id);
    expect(await report(clickId, { action: 'lead', order_id: 'L-1' })).toEqual({ payable: true, reason: null, commission: '10.00', revenue: '15.00' });
    // what the offer does not pay for earns nobody anything, the advertiser included
    expect(await report(clickId, { action: 'ftd', order_id: 'F-1' })).toEqual({ payable: false, reason: 'commission_type_not_matched', commission: '0.00', revenue: '0.00' });
    expect(await report(clickId, { action: 'opt-in' })).toMatchObject({ payable: false, reason: 'commission_type_not_matched', commission: '0.00' });
  });

  it('pays a CPL affiliate the same per lead, whatever their commission type', async () => {
    await setCommissionType(t, 2);
    try {
      const offer = await cpaTenOffer({ pays_on: ['lead'] });
      expect(await report(await clickOn(offer.id), { action: 'lead' })).toEqual({ payable: true, reason: null, commission: '10.00', revenue: '15.00' });
    } finally {
      await setCommissionType(t, 1);
    }
  });

  it('pays a CPL affiliate on FTDs of an offer paid per FTD, one FTD per click (recurrent_cpa_sale), and no lead', async () => {
    await setCommissionType(t, 2);
    try {
      const offer = await cpaTenOffer({ pays_on: ['sale', 'ftd'], payout_cpl: 3, revenue_cpl: 4 });
      expect(offer.pays_on).toEqual(['ftd', 'sale']);
      const clickId = await clickOn(offer.id);
      expect(await report(clickId, { action: 'ftd', order_id: 'D-1' })).toEqual({ payable: true, reason: null, commission: '10.00', revenue: '15.00' });
      expect(await report(clickId, { action: 'ftd', order_id: 'D-2' })).toEqual({ payable: false, reason: 'recurrent_cpa_sale', commission: '0.00', revenue: '0.00' });
      expect(await report(clickId, { action: 'sale', order_id: 'S-1' })).toEqual({ payable: true, reason: null, commission: '10.00', revenue: '15.00' });
      expect(await report(clickId, { action: 'lead', order_id: 'L-2' })).toEqual({ payable: false, reason: 'commission_type_not_matched', commission: '0.00', revenue: '0.00' });
    } finally {
      await setCommissionType(t, 1);
    }
  });

  it('takes the amount from the payout rule, and still pays nothing after the click lifetime', async () => {
    await setCommissionType(t, 1);
    const offer = await cpaTenOffer({ pays_on: ['lead'], click_lifetime_days: 1 });
    await t.db.insert(payoutRules).values({ offerId: offer.id, affiliateId: t.affiliate.id, payoutCpa: '12.34' });
    const clickId = await clickOn(offer.id);
    expect(await report(clickId, { action: 'lead', order_id: 'R-1' })).toMatchObject({ payable: true, commission: '12.34', revenue: '15.00' });
    t.setClock(() => new Date(Date.now() + 2 * 86_400_000));
    try {
      expect(await report(clickId, { action: 'lead', order_id: 'R-2' })).toEqual({ payable: false, reason: 'click_session_lifespan_exceeded', commission: '0.00', revenue: '0.00' });
    } finally {
      t.setClock(null);
    }
  });

  it('refuses an unknown action in pays_on with 422 on the field and changes nothing', async () => {
    const offer = await cpaTenOffer({ pays_on: ['lead'] });
    for (const paysOn of [['refund'], ['opt-in'], 'lead', [1]]) {
      const res = await admin('PUT', `/campaigns/${offer.id}`, { pays_on: paysOn });
      expect(res.status).toBe(422);
      expect(((await res.json()) as Array<{ field: string }>).map((e) => e.field)).toEqual(['pays_on']);
    }
    const read = (await (await admin('GET', `/campaigns/${offer.id}`)).json()) as { data: { pays_on: string[] } };
    expect(read.data.pays_on).toEqual(['lead']);
  });
});

describe('GET /campaigns/earning-gaps/{affiliate id}', () => {
  type Gaps = { data: { commission_type_id: number; total: number; offers: Array<{ id: number; name: string; gap: string }> } };
  const gapsOf = async (who: string, role: string, id: number) => t.call(who, 'GET', `/api/${role}/campaigns/earning-gaps/${id}`);

  it('names the open offers on which the affiliate earns nothing, and why, until the offer pays what they bring', async () => {
    await setCommissionType(t, 2);
    try {
      const offer = await cpaTenOffer();
      const res = await gapsOf('admin@example.com', 'admin', t.affiliate.id);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Gaps;
      expect(body.data.commission_type_id).toBe(2);
      expect(body.data.offers).toContainEqual({ id: offer.id, name: 'CPA $10', gap: 'cpa_only' });

      await admin('PUT', `/campaigns/${offer.id}`, { pays_on: ['lead'] });
      const after = (await (await gapsOf('admin@example.com', 'admin', t.affiliate.id)).json()) as Gaps;
      expect(after.data.offers.map((o) => o.id)).not.toContain(offer.id);

      // a CPA affiliate earns on the untouched CPA offer
      await setCommissionType(t, 1);
      const other = await cpaTenOffer();
      const cpa = (await (await gapsOf('admin@example.com', 'admin', t.affiliate.id)).json()) as Gaps;
      expect(cpa.data.offers.map((o) => o.id)).not.toContain(other.id);
    } finally {
      await setCommissionType(t, 1);
    }
  });

  it('answers 404 for an account that is not an affiliate, or not one of the manager', async () => {
    const [adminRow] = await t.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect((await gapsOf('admin@example.com', 'admin', adminRow!.id)).status).toBe(404);
    expect((await gapsOf('admin@example.com', 'admin', 999_999)).status).toBe(404);
    const [stranger] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.userType, UserType.Affiliate), sql`${users.managerId} IS DISTINCT FROM (SELECT id FROM users WHERE email = 'manager@example.com')`))
      .limit(1);
    expect((await gapsOf('manager@example.com', 'manager', stranger!.id)).status).toBe(404);
  });
});
