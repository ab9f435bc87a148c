import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leads, offerGroups, offers, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { serverAppPerFile } from '../../../test/serverTest';
import { forcePeriod } from '../billing/closeRepository';
import { closeDueCohorts } from './crgClose';

// CRG (spec 4 §3, docs/decisions/crg.md): cohorts above, at and below the guarantee, by hand.
const t = serverAppPerFile();
let admin: string;
let manager2: string;
let affiliateId: number;
let advertiserId: number;
let groupId: number;
const data = async <T>(r: Response) => ((await r.json()) as { data: T }).data;
const WEEK = '2026-10-05'; // a Monday

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  manager2 = await t.cookieFor('manager2@example.com');
  const db = t.database.db;
  groupId = (await db.select({ id: offerGroups.id }).from(offerGroups).limit(1))[0]!.id;
  advertiserId = (await db.select({ id: users.id }).from(users).where(eq(users.userType, 3)).limit(1))[0]!.id;
  // an affiliate of their own, so the billing below holds only this file's money
  const demo = (await db.select().from(users).where(eq(users.email, 'affiliate@example.com')))[0]!;
  const [row] = await db
    .insert(users)
    .values({ email: 'crg-affiliate@example.com', passwordHash: 'x', userType: 2, firstName: 'Carla', lastName: 'Cohort', managerId: demo.managerId, permissions: demo.permissions })
    .returning({ id: users.id });
  affiliateId = row!.id;
});

let seq = 0;
/** An offer with `count` accepted leads in the week, `ftds` of them deposited within it, plus one refused lead (not counted). */
async function offerWithLeads(count: number, ftds: number) {
  const db = t.database.db;
  const [offer] = await db.insert(offers).values({ name: `CRG offer ${++seq}`, offerGroupId: groupId, advertiserId, status: 1, access: 4 }).returning({ id: offers.id });
  const at = (i: number) => new Date(Date.parse(`${WEEK}T08:00:00Z`) + (i % 6) * 86_400_000 + i * 1000);
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    offerId: offer!.id,
    affiliateId,
    status: i < ftds ? 'FTD' : 'ACCEPTED',
    createdAt: at(i),
    acceptedAt: at(i),
    ftdAt: i < ftds ? new Date(at(i).getTime() + 3 * 86_400_000) : null,
  }));
  rows.push({ id: randomUUID(), offerId: offer!.id, affiliateId, status: 'REGISTRATION_FAILED', createdAt: at(0), acceptedAt: null as unknown as Date, ftdAt: null });
  for (let i = 0; i < rows.length; i += 200) await db.insert(leads).values(rows.slice(i, i + 200));
  return offer!.id;
}

async function deal(offerId: number, over: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/admin/crg/deals', {
    cookie: admin,
    body: { offer_id: offerId, affiliate_id: affiliateId, guarantee_percent: 10, cohort: 'week', settle_days: 7, affiliate_terms: 'chargeback', affiliate_ftd_amount: '40.00', advertiser_ftd_amount: '100.00', starts_on: WEEK, ...over },
  });
  expect(res.status).toBe(201);
  return (await data<{ id: number }>(res)).id;
}

type Cohort = { cohort_start: string; cohort_end: string; leads: number; ftds: number; cr: string; shortfall_ftds: string; affiliate_amount: string; advertiser_amount: string };
const cohortOf = async (id: number) =>
  (await data<{ cohorts: Cohort[] }>(await t.call('GET', `/api/admin/crg/deals/${id}`, { cookie: admin }))).cohorts.find((c) => c.cohort_start === WEEK);

describe('CRG deals', () => {
  it('refuses a bad deal with field messages and an unknown offer or affiliate', async () => {
    const bad = await t.call('POST', '/api/admin/crg/deals', { cookie: admin, body: { offer_id: 1, affiliate_id: affiliateId, guarantee_percent: 0, cohort: 'day', starts_on: '2026-02-30', affiliate_terms: 'maybe' } });
    expect(bad.status).toBe(422);
    const text = JSON.stringify(await bad.json());
    for (const field of ['guarantee_percent', 'cohort', 'starts_on', 'affiliate_terms']) expect(text).toContain(field);
    const unknown = await t.call('POST', '/api/admin/crg/deals', { cookie: admin, body: { offer_id: 999999, affiliate_id: advertiserId, guarantee_percent: 10, cohort: 'week', starts_on: WEEK } });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(await unknown.json())).toMatch(/offer_id.*affiliate_id/);
  });

  it('closes cohorts above, at and below the guarantee by the money rule, once, and bills the chargeback as a crg item', async () => {
    const above = await deal(await offerWithLeads(100, 12));
    const at = await deal(await offerWithLeads(100, 10));
    const below = await deal(await offerWithLeads(95, 7));
    const passing = await deal(await offerWithLeads(40, 1), { guarantee_percent: '12.5', affiliate_terms: 'pass_through', affiliate_ftd_amount: '33.33', advertiser_ftd_amount: '0' });

    // before the close (the week's end + 7 settle days, UTC workspace) nothing closes
    expect(await closeDueCohorts(t.database.db, new Date('2026-10-18T23:59:59Z'))).toBe(0);
    const closed = await closeDueCohorts(t.database.db, new Date('2026-10-19T00:00:00Z'));
    expect(closed).toBe(4);
    // again, or on a restart: nothing twice
    expect(await closeDueCohorts(t.database.db, new Date('2026-10-19T01:00:00Z'))).toBe(0);

    expect(await cohortOf(above)).toMatchObject({ cohort_end: '2026-10-12', leads: 100, ftds: 12, cr: '12.00', shortfall_ftds: '0.0000', affiliate_amount: '0.00', advertiser_amount: '0.00' });
    expect(await cohortOf(at)).toMatchObject({ leads: 100, ftds: 10, cr: '10.00', shortfall_ftds: '0.0000', affiliate_amount: '0.00', advertiser_amount: '0.00' });
    // 95 × 10 % = 9.5 required, 7 came: 2.5 short; 2.5 × 100.00 due from the advertiser, 2.5 × 40.00 charged back
    expect(await cohortOf(below)).toMatchObject({ leads: 95, ftds: 7, cr: '7.37', shortfall_ftds: '2.5000', affiliate_amount: '-100.00', advertiser_amount: '250.00' });
    // 40 × 12.5 % = 5 required, 1 came: 4 short; 4 × 33.33 = 133.32 paid through to the affiliate
    expect(await cohortOf(passing)).toMatchObject({ leads: 40, ftds: 1, cr: '2.50', shortfall_ftds: '4.0000', affiliate_amount: '133.32', advertiser_amount: '0.00' });

    // the affiliate's next billing: one crg item per cohort that moved money, summing to 33.32
    const payoutId = await forcePeriod(t.database.db, { defaultTerms: 0, systemThreshold: 0, currency: 'USD' }, affiliateId, 1, new Date('2026-10-20T00:00:00Z'));
    expect(payoutId).not.toBeNull();
    const items = rowsOf<{ paid_for: string; amount: string }>(
      await t.database.db.execute(sql`SELECT b.paid_for, b.amount::text AS amount FROM billing_items b JOIN billing_periods p ON p.id = b.period_id
        WHERE p.affiliate_id = ${affiliateId} ORDER BY b.amount`),
    );
    expect(items).toEqual([
      { paid_for: 'crg', amount: '-100.00' },
      { paid_for: 'crg', amount: '133.32' },
    ]);
    const payout = await data<{ amount: number; items_by_type: unknown[] }>(await t.call('GET', `/api/admin/billing/payouts/${payoutId}`, { cookie: admin }));
    expect(payout.amount).toBe(33.32);
    expect(payout.items_by_type).toEqual([{ paid_for: 'crg', quantity: 2, amount: '33.32' }]);
    // billed once: a later close bills nothing more
    expect(await forcePeriod(t.database.db, { defaultTerms: 0, systemThreshold: 0, currency: 'USD' }, affiliateId, 1, new Date('2026-10-21T00:00:00Z'))).toBeNull();
  });

  it('lists deals to staff in scope and lets an admin pause one', async () => {
    const id = await deal(await offerWithLeads(1, 0));
    const listed = await data<Array<{ id: number; affiliate_name: string }>>(await t.call('POST', '/api/admin/crg/deals/list', { cookie: admin, body: {} }));
    expect(listed.find((d) => d.id === id)).toMatchObject({ affiliate_name: 'Carla Cohort' });
    // another manager's affiliate: not theirs to read
    expect((await t.call('GET', `/api/manager/crg/deals/${id}`, { cookie: manager2 })).status).toBe(404);
    const paused = await t.call('PUT', `/api/admin/crg/deals/${id}`, { cookie: admin, body: { status: 0, guarantee_percent: 150 } });
    expect(paused.status).toBe(422);
    const ok = await t.call('PUT', `/api/admin/crg/deals/${id}`, { cookie: admin, body: { status: 0 } });
    expect((await data<{ status: number }>(ok)).status).toBe(0);
  });
});
