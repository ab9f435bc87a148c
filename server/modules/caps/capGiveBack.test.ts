import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';

// A held conversion that is rejected gives back the cap units it took (docs/decisions/
// traffic-quality.md, "A rejected hold gives its caps back"): by the advertiser's postback, by
// staff one at a time or in a batch. Caps are set through the offer's API as staff set them.

const suite = trackerTestSuite(openTestDatabase);
let database: Database;
let t: TrackerTestApp;
let advertiser: { id: number; token: string };
beforeAll(async () => {
  ({ t, database } = suite.get());
  const [row] = await database.db.select().from(users).where(and(eq(users.userType, UserType.Advertiser), isNotNull(users.postbackToken))).limit(1);
  advertiser = { id: row!.id, token: row!.postbackToken! };
  await database.db.update(users).set({ commissionTypeId: 1 }).where(eq(users.id, t.affiliate.id));
});

const ADMIN = 'admin@example.com';
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

interface Reported {
  conversion_id: number;
  payable: boolean;
  reason: string | null;
  status: number;
}

async function report(clickId: string, orderId: string, status?: string) {
  const qs = new URLSearchParams({ click_id: clickId, token: advertiser.token, action: 'ftd', order_id: orderId, ...(status ? { status } : {}) }).toString();
  const res = await t.app.request(`http://track.localhost/postback?${qs}`, { headers: { Host: 'track.localhost' } });
  const body = (await res.json()) as { data: Reported };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** An offer holding every conversion 7 days, with a cap of 1 conversion on the offer and on the affiliate, and 40.00 of payout; a full cap accepts clicks. */
async function cappedHoldingOffer() {
  const offer = await t.offer({ advertiserId: advertiser.id, payoutCpa: '40.00', revenueCpa: '60.00', holdDays: 7 });
  const res = await t.call(ADMIN, 'PUT', `/api/admin/campaigns/${offer.id}`, {
    cap_action: 'accept',
    caps: [
      { affiliate_id: null, period: 'daily', metric: 'conversions', limit: 1 },
      { affiliate_id: t.affiliate.id, period: 'total', metric: 'conversions', limit: 1 },
      { affiliate_id: null, period: 'monthly', metric: 'payout', limit: 4000 },
    ],
  });
  expect(res.status).toBe(200);
  return offer;
}

const newClick = async (offerId: number) => cookieClickId(await t.click(`offer_id=${offerId}&aff_id=${t.affiliate.id}`))!;

async function used(offerId: number) {
  const res = await t.call(ADMIN, 'GET', `/api/admin/campaigns/${offerId}`);
  const caps = ((await res.json()) as { data: { caps: { metric: string; period: string; used: number; left: number }[] } }).data.caps;
  return Object.fromEntries(caps.map((c) => [`${c.metric}:${c.period}`, c.used]));
}

/** Holds one conversion under the caps, shows the caps full and the next conversion refused; answers the held one's id. */
async function heldAndFull(offerId: number, order: string) {
  const held = await report(await newClick(offerId), `${order}-1`);
  expect(held).toMatchObject({ payable: true, status: 3 });
  expect(await used(offerId)).toEqual({ 'conversions:daily': 1, 'conversions:total': 1, 'payout:monthly': 4000 });
  const refused = await report(await newClick(offerId), `${order}-2`);
  expect(refused).toMatchObject({ payable: false, reason: 'cap_reached' });
  return held.conversion_id;
}

async function nextIsPayable(offerId: number, order: string) {
  expect(await used(offerId)).toEqual({ 'conversions:daily': 0, 'conversions:total': 0, 'payout:monthly': 0 });
  const next = await report(await newClick(offerId), `${order}-3`);
  expect(next).toMatchObject({ payable: true, reason: null });
  expect(await used(offerId)).toEqual({ 'conversions:daily': 1, 'conversions:total': 1, 'payout:monthly': 4000 });
}

describe('a rejected hold gives its caps back', () => {
  it("by the advertiser's postback: the next conversion is payable", async () => {
    const offer = await cappedHoldingOffer();
    const id = await heldAndFull(offer.id, 'GB-P');
    const clickId = rows<{ click_id: string }>(await database.db.execute(sql`SELECT click_id FROM conversions WHERE id = ${id}`))[0]!.click_id;
    expect(await report(clickId, 'GB-P-1', 'rejected')).toMatchObject({ conversion_id: id, status: 1 });
    await nextIsPayable(offer.id, 'GB-P');
  });

  it('by staff, one conversion: the next conversion is payable, and a second rejection gives nothing twice', async () => {
    const offer = await cappedHoldingOffer();
    const id = await heldAndFull(offer.id, 'GB-S');
    expect((await t.call(ADMIN, 'POST', `/api/admin/conversions/${id}/reject`, { reason: 'fraud' })).status).toBe(200);
    expect((await t.call(ADMIN, 'POST', `/api/admin/conversions/${id}/reject`, { reason: 'fraud' })).status).toBe(409);
    await nextIsPayable(offer.id, 'GB-S');
  });

  it('by staff in a batch: each rejected conversion gives back what it took', async () => {
    const offer = await cappedHoldingOffer();
    const id = await heldAndFull(offer.id, 'GB-B');
    const res = await t.call(ADMIN, 'POST', '/api/admin/conversions/hold/reject', { ids: [id], reason: 'fraud' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { moved: 1 } });
    await nextIsPayable(offer.id, 'GB-B');
  });

  it('not when the hold is approved: the cap stays taken', async () => {
    const offer = await cappedHoldingOffer();
    const id = await heldAndFull(offer.id, 'GB-A');
    expect((await t.call(ADMIN, 'POST', `/api/admin/conversions/${id}/approve`, {})).status).toBe(200);
    expect(await used(offer.id)).toEqual({ 'conversions:daily': 1, 'conversions:total': 1, 'payout:monthly': 4000 });
    expect(await report(await newClick(offer.id), 'GB-A-3')).toMatchObject({ payable: false, reason: 'cap_reached' });
  });
});
