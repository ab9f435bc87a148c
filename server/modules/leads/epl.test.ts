import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates, offerGroups, offers, payoutRules, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { serverAppPerFile } from '../../../test/serverTest';
import { startBrokerStub, type BrokerStub } from '../../../test/brokerStub';
import { forcePeriod } from '../billing/closeRepository';
import { readWorkspaceFeatures, saveGeneralSettings } from '../settings/settingsRepository';

// EPL (spec 4 §3): a lead accepted by an integration with a price per lead earns at once, against
// real HTTP brokers started here, and the billing close bills it as an `epl` item.
const t = serverAppPerFile({ OUTGOING_ALLOW_PRIVATE_NETWORKS: '1' });
let admin: string;
let affiliate: string;
let affiliateId: number;
let advertiserId: number;
let groupId: number;
const stubs: BrokerStub[] = [];
const data = async <T>(r: Response) => ((await r.json()) as { data: T }).data;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  affiliate = await t.cookieFor('affiliate');
  const db = t.database.db;
  groupId = (await db.select({ id: offerGroups.id }).from(offerGroups).limit(1))[0]!.id;
  advertiserId = (await db.select({ id: users.id }).from(users).where(eq(users.userType, 3)).limit(1))[0]!.id;
  affiliateId = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@example.com')))[0]!.id;
});
afterAll(async () => {
  await Promise.all(stubs.map((s) => s.close()));
});

let seq = 0;
async function integration(over: Record<string, unknown> = {}) {
  const s = await startBrokerStub();
  stubs.push(s);
  seq += 1;
  const res = await t.call('POST', '/api/admin/brokers/integrations', {
    cookie: admin,
    body: {
      advertiser_id: advertiserId,
      name: `EPL desk ${seq}`,
      endpoint: s.url(`/leads/${seq}`),
      body_template: '{"email":"{email}","country":"{country}"}',
      success_path: 'success',
      lead_id_path: 'lead_id',
      timeout_ms: 1000,
      ...over,
    },
  });
  return { res, stub: s };
}

async function offerRoutedTo(integrationId: number, payoutCpl: string, currency = 'USD') {
  const [offer] = await t.database.db
    .insert(offers)
    .values({ name: `EPL offer ${++seq}`, offerGroupId: groupId, advertiserId, status: 1, access: 4, countries: ['GB'], duplicateWindowDays: 0, payoutCpl, revenueCpl: '99.00', currency })
    .returning({ id: offers.id });
  const res = await t.call('POST', '/api/admin/flows', {
    cookie: admin,
    body: { name: `EPL flow ${seq}`, status: 1, offer_ids: [offer!.id], integrations: [{ integration_id: integrationId, priority: 1, weight: 100 }], capacities: [] },
  });
  expect(res.status).toBe(201);
  return offer!.id;
}

let lead = 0;
async function send(offerId: number) {
  lead += 1;
  const res = await t.call('POST', '/api/v1/leads', {
    cookie: affiliate,
    body: { offer_id: offerId, first_name: 'Jane', last_name: 'Doe', email: `epl.${lead}.${Date.now()}@example.org`, phone: `+44 7911 ${String(200000 + lead).slice(-6)}`, country: 'GB', ip: '81.2.69.142' },
  });
  if (res.status !== 201) throw new Error(await res.text());
  return data<{ lead_id: string; status: string }>(res);
}

const eplConversions = (offerId: number) =>
  t.database.db.execute(sql`SELECT id::int AS id, order_id, action, payable, commission::text AS commission, revenue::text AS revenue, paid_for, advertiser_id
    FROM conversions WHERE offer_id = ${offerId} ORDER BY id`);

describe('EPL: a price per accepted lead', () => {
  it('refuses a price that is not an amount (422 on epl_price) and keeps a good one', async () => {
    for (const bad of [-1, 'ten', 1.234]) {
      const { res } = await integration({ epl_price: bad });
      expect(res.status).toBe(422);
      expect(JSON.stringify(await res.json())).toContain('epl_price');
    }
    const { res } = await integration({ epl_price: '30.25' });
    expect(res.status).toBe(201);
    const id = (await data<{ id: number }>(res)).id;
    const shown = await data<{ epl_price: number | null }>(await t.call('GET', `/api/admin/brokers/integrations/${id}`, { cookie: admin }));
    expect(shown.epl_price).toBe(30.25);
    const cleared = await t.call('PUT', `/api/admin/brokers/integrations/${id}`, { cookie: admin, body: { epl_price: null } });
    expect(cleared.status).toBe(200);
    expect((await data<{ epl_price: number | null }>(await t.call('GET', `/api/admin/brokers/integrations/${id}`, { cookie: admin }))).epl_price).toBeNull();
  });

  it('an accepted lead earns the affiliate’s CPL payout and the broker’s price; a refused one and a desk without a price earn nothing; the close bills epl items', async () => {
    const paying = await integration({ epl_price: '30.25' });
    const payingId = (await data<{ id: number }>(paying.res)).id;
    const offerId = await offerRoutedTo(payingId, '12.50');

    const first = await send(offerId);
    expect(first.status).toBe('ACCEPTED');
    let rows = rowsOf<{ order_id: string; action: number; payable: number; commission: string; revenue: string; paid_for: string; advertiser_id: number }>(await eplConversions(offerId));
    expect(rows).toEqual([
      expect.objectContaining({ order_id: `epl:${first.lead_id}`, action: 2, payable: 1, commission: '12.50', revenue: '30.25', paid_for: 'epl', advertiser_id: advertiserId }),
    ]);

    // the affiliate's payout rule on the offer wins over the offer's CPL payout
    await t.database.db.insert(payoutRules).values({ offerId, affiliateId, payoutCpl: '15.00' });
    const second = await send(offerId);
    expect(second.status).toBe('ACCEPTED');
    // the broker refuses the third: no money
    paying.stub.setMode('refuse');
    const third = await send(offerId);
    expect(third.status).not.toBe('ACCEPTED');
    rows = rowsOf(await eplConversions(offerId));
    expect(rows.map((r) => [r.order_id, r.commission, r.revenue])).toEqual([
      [`epl:${first.lead_id}`, '12.50', '30.25'],
      [`epl:${second.lead_id}`, '15.00', '30.25'],
    ]);

    // a desk without a price: the accepted lead is paid at its deposit only
    const plain = await integration();
    const plainOffer = await offerRoutedTo((await data<{ id: number }>(plain.res)).id, '12.50');
    expect((await send(plainOffer)).status).toBe('ACCEPTED');
    expect(rowsOf(await eplConversions(plainOffer))).toEqual([]);

    // billing: a forced period bills both as epl items, 27.50 in all
    const payoutId = await forcePeriod(t.database.db, { defaultTerms: 0, systemThreshold: 0, currency: 'USD' }, affiliateId, 1, new Date(Date.now() + 60_000));
    expect(payoutId).not.toBeNull();
    const items = rowsOf<{ paid_for: string; amount: string }>(
      await t.database.db.execute(sql`SELECT b.paid_for, b.amount::text AS amount FROM billing_items b JOIN conversions v ON v.id = b.conversion_id
        WHERE v.offer_id = ${offerId} ORDER BY v.id`),
    );
    expect(items).toEqual([
      { paid_for: 'epl', amount: '12.50' },
      { paid_for: 'epl', amount: '15.00' },
    ]);
    const payout = await data<{ items_by_type: Array<{ paid_for: string; quantity: number; amount: string }> }>(await t.call('GET', `/api/admin/billing/payouts/${payoutId}`, { cookie: admin }));
    expect(payout.items_by_type).toContainEqual({ paid_for: 'epl', quantity: 2, amount: '27.50' });
  });

  it('pays the CPL payout of an offer in another currency in workspace money, at the day’s rate; without a rate the accepted lead earns nothing', async () => {
    const paying = await integration({ epl_price: '30.00' });
    const integrationId = (await data<{ id: number }>(paying.res)).id;
    await t.database.db.insert(currencyRates).values({ currency: 'CHF', day: '2000-01-01', rate: '1.2000000000' });
    const francs = await offerRoutedTo(integrationId, '10.00', 'CHF');
    expect((await send(francs)).status).toBe('ACCEPTED');
    // 10.00 CHF × 1.2 = 12.00 of the workspace's USD; the broker's price is the network's money as it stands
    expect(rowsOf<{ commission: string; revenue: string }>(await eplConversions(francs))).toEqual([expect.objectContaining({ commission: '12.00', revenue: '30.00' })]);
    const noRate = await offerRoutedTo(integrationId, '10.00', 'SEK');
    expect((await send(noRate)).status).toBe('ACCEPTED');
    expect(rowsOf(await eplConversions(noRate))).toEqual([]);
  });

  it('earns nothing per lead while the workspace’s epl feature is off, and again once it is on', async () => {
    const paying = await integration({ epl_price: '20.00' });
    const offerId = await offerRoutedTo((await data<{ id: number }>(paying.res)).id, '9.00');
    const before = await readWorkspaceFeatures(t.database.db);
    await saveGeneralSettings(t.database.db, { workspace_features: before.filter((f) => f !== 'epl') }, new Date());
    try {
      expect((await send(offerId)).status).toBe('ACCEPTED');
      expect(rowsOf(await eplConversions(offerId))).toEqual([]);
    } finally {
      await saveGeneralSettings(t.database.db, { workspace_features: before }, new Date());
    }
    const paid = await send(offerId);
    expect(rowsOf<{ order_id: string; commission: string }>(await eplConversions(offerId)).map((r) => [r.order_id, r.commission])).toEqual([[`epl:${paid.lead_id}`, '9.00']]);
  });
});
