import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { payoutRules, users } from '../../db/schema';
import { conversionTestSuite, type PostbackAdvertiser } from '../../../test/conversionFixtures';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, type TrackerTestApp } from '../../../test/trackerApp';

// Promo codes (spec 4 §6; docs/decisions/deep-links-promo-codes.md): staff assign them, the
// affiliate reads theirs, and a conversion reported with a code and no click is the code's affiliate's.

const suite = conversionTestSuite(openTestDatabase, { commissionType: 1 });
let t: TrackerTestApp;
let advertiser: PostbackAdvertiser;
let offerA: number;
let offerB: number;
let otherAffiliate: number;
let outsideAffiliate: number;

beforeAll(async () => {
  ({ t, advertiser } = suite.get());
  const amounts = { advertiserId: advertiser.id, payoutCpa: '40.00', payoutCpl: '5.00', revenueCpa: '60.00', revenueCpl: '8.00' };
  offerA = (await t.offer({ name: 'Promo offer A', ...amounts })).id;
  offerB = (await t.offer({ name: 'Promo offer B', ...amounts })).id;
  // affiliate2@ is the demo manager's too; affiliate3@ belongs to manager2@
  otherAffiliate = (await t.db.select().from(users).where(eq(users.email, 'affiliate2@example.com')))[0]!.id;
  outsideAffiliate = (await t.db.select().from(users).where(eq(users.email, 'affiliate3@example.com')))[0]!.id;
});

type Json = { success?: boolean; data?: Record<string, unknown>; message?: string } & Record<string, unknown>;

async function assign(email: string, body: Record<string, unknown>) {
  const res = await t.call(email, 'POST', `/api/${email.startsWith('admin') ? 'admin' : 'manager'}/promo-codes`, body);
  return { status: res.status, body: (await res.json()) as Json & { field?: string }[] };
}

function postback(query: Record<string, string>) {
  return t.app.request(`http://track.localhost/postback?${new URLSearchParams(query).toString()}`, { headers: { Host: 'track.localhost' } });
}

async function conversion(id: number) {
  const [row] = rowsOf<Record<string, unknown>>(await t.db.execute(sql`SELECT * FROM conversions WHERE id = ${id}`));
  return row!;
}

const conversionCount = async () => rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM conversions`))[0]!.n;

describe('Promo codes (POST /promo-codes, POST /promo-codes/list, DELETE /promo-codes/{id})', () => {
  it('assigns a code to an affiliate on an offer; the same code in any case on that offer is 422, on another offer fine', async () => {
    const first = await assign('admin@example.com', { offer_id: offerA, affiliate_id: t.affiliate.id, code: 'Spring10' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ offer_id: offerA, affiliate_id: t.affiliate.id, code: 'Spring10', affiliate_email: 'affiliate@example.com' });
    const again = await assign('admin@example.com', { offer_id: offerA, affiliate_id: otherAffiliate, code: 'SPRING10' });
    expect(again.status).toBe(422);
    expect(again.body).toEqual([{ field: 'code', message: expect.stringContaining('already has this promo code') }]);
    const onB = await assign('admin@example.com', { offer_id: offerB, affiliate_id: otherAffiliate, code: 'spring10' });
    expect(onB.status).toBe(201);
  });

  it('refuses a malformed code, an unknown offer and, for a manager, another manager\'s affiliate with 422 on the field', async () => {
    for (const code of ['', ' ', 'two words', '-dash', 'x'.repeat(65), 'promo/1']) {
      const res = await assign('admin@example.com', { offer_id: offerA, affiliate_id: t.affiliate.id, code });
      expect(res.status, code).toBe(422);
      expect(JSON.stringify(res.body), code).toContain('"code"');
    }
    const unknown = await assign('admin@example.com', { offer_id: 999999, affiliate_id: t.affiliate.id, code: 'NOOFFER' });
    expect(unknown.body).toEqual([{ field: 'offer_id', message: 'Choose an existing offer.' }]);
    const outside = await assign('manager@example.com', { offer_id: offerA, affiliate_id: outsideAffiliate, code: 'OUTSIDE1' });
    expect(outside.status).toBe(422);
    expect(outside.body).toEqual([{ field: 'affiliate_id', message: expect.stringContaining('outside your scope') }]);
    const own = await assign('manager@example.com', { offer_id: offerA, affiliate_id: otherAffiliate, code: 'MGR-OWN' });
    expect(own.status).toBe(201);
  });

  it('shows each viewer the codes in their scope: the affiliate their own, also on their offer page', async () => {
    await assign('admin@example.com', { offer_id: offerA, affiliate_id: outsideAffiliate, code: 'THIRD' });
    const listed = async (email: string, role: string) => {
      const res = await t.call(email, 'POST', `/api/${role}/promo-codes/list`, { offer_id: offerA, per_page: 100 });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { code: string }[] }).data.map((r) => r.code).sort();
    };
    expect(await listed('admin@example.com', 'admin')).toEqual(['MGR-OWN', 'Spring10', 'THIRD']);
    expect(await listed('manager@example.com', 'manager')).toEqual(['MGR-OWN', 'Spring10']);
    expect(await listed('affiliate@example.com', 'affiliate')).toEqual(['Spring10']);
    const page = await t.call('affiliate@example.com', 'GET', `/api/affiliate/campaigns/${offerA}`);
    expect(await page.json()).toMatchObject({ data: { promo_codes: ['Spring10'] } });
  });

  it('removes a code (a manager only their own affiliates\'): then it attributes nothing', async () => {
    const made = await assign('admin@example.com', { offer_id: offerB, affiliate_id: outsideAffiliate, code: 'GONE' });
    const id = made.body.data!.id as number;
    expect((await t.call('manager@example.com', 'DELETE', `/api/manager/promo-codes/${id}`)).status).toBe(404);
    expect((await t.call('admin@example.com', 'DELETE', `/api/admin/promo-codes/${id}`)).status).toBe(200);
    const res = await postback({ promo_code: 'GONE', action: 'ftd', token: advertiser.token });
    expect(res.status).toBe(404);
    // both changes are in the activity log, with whose code on which offer
    const logged = rowsOf<{ type: string; changes: Record<string, { before: unknown; after: unknown }> }>(
      await t.db.execute(sql`SELECT type, changes FROM activity_log WHERE entity = 'promo_code' AND entity_id = ${String(id)} ORDER BY id`),
    );
    expect(logged.map((l) => l.type)).toEqual(['promo_code_created', 'promo_code_deleted']);
    expect(logged[1]!.changes.code).toEqual({ before: 'GONE', after: null });
  });
});

describe('GET|POST /postback with promo_code and no click_id', () => {
  it('attributes the conversion to the code\'s affiliate on the offer, by their payout rules, marked promo_code in the log', async () => {
    await assign('admin@example.com', { offer_id: offerA, affiliate_id: t.affiliate.id, code: 'RULED' });
    await t.db.insert(payoutRules).values({ offerId: offerA, affiliateId: t.affiliate.id, payoutCpa: '55.00' });
    const res = await postback({ promo_code: 'ruled', action: 'ftd', sum: '100', order_id: 'PROMO-1', token: advertiser.token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: { conversion_id: number; payable: boolean } };
    expect(body).toMatchObject({ success: true, data: { payable: true, attribution: 'promo_code' } });
    const stored = await conversion(body.data.conversion_id);
    expect(stored).toMatchObject({ offer_id: offerA, affiliate_id: t.affiliate.id, attribution: 'promo_code', promo_code: 'RULED', order_id: 'PROMO-1', payable: 1 });
    expect(Number(stored.commission)).toBe(55);
    // no click: not judged a fast conversion for want of one
    expect(stored.fraud_reasons).toEqual([]);

    // the affiliate sees it in their conversions, marked so
    const mine = await t.call('affiliate@example.com', 'POST', '/api/affiliate/conversions/list', { offer_id: offerA, per_page: 100 });
    const rows = ((await mine.json()) as { data: { id: number; attribution: string; promo_code: string | null; commission: number }[] }).data;
    expect(rows.find((r) => r.id === body.data.conversion_id)).toMatchObject({ attribution: 'promo_code', promo_code: 'RULED', commission: 55 });

    // the same order again: the first conversion, duplicate
    const again = await postback({ promo_code: 'RULED', action: 'ftd', sum: '100', order_id: 'PROMO-1', token: advertiser.token });
    expect(await again.json()).toMatchObject({ data: { conversion_id: body.data.conversion_id, duplicate: true } });
  });

  it('needs offer_id when the code is on several of the advertiser\'s offers, and then takes that offer\'s assignment', async () => {
    const ambiguous = await postback({ promo_code: 'spring10', action: 'ftd', token: advertiser.token });
    expect(ambiguous.status).toBe(422);
    expect(await ambiguous.json()).toEqual([{ field: 'offer_id', message: expect.stringContaining('send offer_id') }]);
    const onB = await postback({ promo_code: 'spring10', action: 'ftd', offer_id: String(offerB), token: advertiser.token });
    expect(onB.status).toBe(200);
    const id = ((await onB.json()) as { data: { conversion_id: number } }).data.conversion_id;
    expect(await conversion(id)).toMatchObject({ offer_id: offerB, affiliate_id: otherAffiliate, attribution: 'promo_code' });
  });

  it('answers an unknown code as an unknown click (404), a code of another offer too, a wrong token 403, and records nothing', async () => {
    const before = await conversionCount();
    const unknownClick = await postback({ click_id: 'no-such-click', action: 'ftd', token: advertiser.token });
    const unknownCode = await postback({ promo_code: 'NOSUCHCODE', action: 'ftd', token: advertiser.token });
    expect(unknownClick.status).toBe(404);
    expect(unknownCode.status).toBe(unknownClick.status);
    expect(await unknownCode.json()).toEqual({ success: false, message: 'Unknown promo code.' });
    // MGR-OWN is on offer A only
    const otherOffer = await postback({ promo_code: 'MGR-OWN', action: 'ftd', offer_id: String(offerB), token: advertiser.token });
    expect(otherOffer.status).toBe(404);
    const wrongToken = await postback({ promo_code: 'MGR-OWN', action: 'ftd', token: 'not-the-token' });
    expect(wrongToken.status).toBe(403);
    const malformed = await postback({ promo_code: 'MGR-OWN', action: 'nonsense', token: advertiser.token });
    expect(malformed.status).toBe(422);
    expect(await conversionCount()).toBe(before);
  });

  it('lets a click id win over a code given with it: the click\'s affiliate, attribution click, the code kept as reported', async () => {
    // THIRD on offer A is affiliate3's; the click is affiliate@'s
    const click = await t.click(`offer_id=${offerA}&aff_id=${t.affiliate.id}`);
    const clickId = cookieClickId(click)!;
    const res = await postback({ click_id: clickId, promo_code: 'THIRD', action: 'ftd', token: advertiser.token });
    expect(res.status).toBe(200);
    const id = ((await res.json()) as { data: { conversion_id: number } }).data.conversion_id;
    expect(await conversion(id)).toMatchObject({ affiliate_id: t.affiliate.id, attribution: 'click', promo_code: 'THIRD', click_id: clickId });
    // an unknown click with a known code stays unknown: the code is no fallback
    const unknown = await postback({ click_id: 'no-such-click', promo_code: 'THIRD', action: 'ftd', token: advertiser.token });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: 'Unknown click id.' });
  });
});
