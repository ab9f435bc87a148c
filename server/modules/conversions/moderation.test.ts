import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { users } from '../../db/schema';
import { conversionTestSuite, type PostbackAdvertiser } from '../../../test/conversionFixtures';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, type TrackerTestApp } from '../../../test/trackerApp';

const suite = conversionTestSuite(openTestDatabase, { commissionType: 1 });
let t: TrackerTestApp;
let advertiser: PostbackAdvertiser;
beforeAll(() => {
  ({ t, advertiser } = suite.get());
});

async function sums(affiliateId: number) {
  const [row] = rowsOf<{ sales: number; commission: string; revenue: string }>(
    await t.db.execute(sql`SELECT COALESCE(sum(sales), 0)::int AS sales, COALESCE(sum(commission), 0)::text AS commission, COALESCE(sum(revenue), 0)::text AS revenue
      FROM traffic_daily WHERE scope_manager_id = 0 AND dim = 1 AND dim_key = ${String(affiliateId)}`),
  );
  return { sales: row!.sales, commission: Number(row!.commission), revenue: Number(row!.revenue) };
}

/** A click and a payable FTD (commission 40, revenue 60) through the real tracker and postback. */
async function ftd() {
  const offer = await t.offer({ advertiserId: advertiser.id, payoutCpa: '40.00', revenueCpa: '60.00' });
  const click = await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}&p2=banner`);
  const clickId = cookieClickId(click)!;
  const res = await t.postback(`click_id=${clickId}&action=ftd&sum=99&token=${advertiser.token}`);
  const body = (await res.json()) as { data: { conversion_id: number } };
  return { offer, clickId, id: body.data.conversion_id };
}

const ADMIN = 'admin@example.com';
const MANAGER = 'manager@example.com';
const AFFILIATE = 'affiliate@example.com';

describe('POST /conversions/list', () => {
  it('lists conversions with their click sub-ids in scope; affiliates never get revenue', async () => {
    const { id, clickId, offer } = await ftd();
    const admin = await t.call(ADMIN, 'POST', '/api/admin/conversions/list', { click_id: clickId });
    expect(admin.status).toBe(200);
    const { data } = (await admin.json()) as { data: Array<Record<string, unknown>> };
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ id, offer_id: offer.id, affiliate_id: t.affiliate.id, action: 3, payable: 1, commission: 40, revenue: 60, sum: 99, p2: 'banner', transaction_status: 0 });

    const mine = (await (await t.call(AFFILIATE, 'POST', '/api/affiliate/conversions/list', { click_id: clickId })).json()) as { data: Array<Record<string, unknown>> };
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).not.toHaveProperty('revenue');
    expect(mine.data[0]).toMatchObject({ commission: 40 });

    const managerSees = (await (await t.call(MANAGER, 'POST', '/api/manager/conversions/list', { click_id: clickId })).json()) as { data: unknown[] };
    expect(managerSees.data).toHaveLength(t.affiliate.managerId ? 1 : 0);
  });

  it('answers 422 for bad filters', async () => {
    const res = await t.call(ADMIN, 'POST', '/api/admin/conversions/list', { action: 9, payable: 'yes', sort: 'secret', country: 'USA' });
    expect(res.status).toBe(422);
    const fields = ((await res.json()) as Array<{ field: string }>).map((e) => e.field).sort();
    expect(fields).toEqual(['action', 'country', 'payable', 'sort']);
  });
});

describe('void, unvoid and change-amount', () => {
  it('moves the dashboard figures with each, logs each, and refuses what does not follow', async () => {
    const { id } = await ftd();
    const start = await sums(t.affiliate.id);

    const voided = await t.call(ADMIN, 'POST', `/api/admin/conversions/${id}/void`, { reason: 'fraud' });
    expect(voided.status).toBe(200);
    expect(await voided.json()).toMatchObject({ data: { transaction_status: 1, transactions: [{ action: 'commission_void', reason: 'fraud', commission_before: '40.00', commission_after: '0.00' }] } });
    let now = await sums(t.affiliate.id);
    expect(now.sales).toBe(start.sales - 1);
    expect(now.commission).toBeCloseTo(start.commission - 40, 2);
    expect(now.revenue).toBeCloseTo(start.revenue - 60, 2);

    expect((await t.call(ADMIN, 'POST', `/api/admin/conversions/${id}/void`, { reason: 'fraud' })).status).toBe(409);
    expect((await t.call(ADMIN, 'POST', `/api/admin/conversions/${id}/change-amount`, { reason: 'other', amount: 5 })).status).toBe(409);

    expect((await t.call(ADMIN, 'POST', `/api/admin/conversions/${id}/unvoid`, { reason: 'void_by_mistake' })).status).toBe(200);
    expect(await sums(t.affiliate.id)).toEqual(start);

    const changed = await t.call(ADMIN, 'POST', `/api/admin/conversions/${id}/change-amount`, { reason: 'test_sale', amount: '12.50' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ data: { transaction_status: 2, commission: 12.5 } });
    now = await sums(t.affiliate.id);
    expect(now.sales).toBe(start.sales);
    expect(now.commission).toBeCloseTo(start.commission - 27.5, 2);
    expect(now.revenue).toBeCloseTo(start.revenue, 2);

    const show = (await (await t.call(ADMIN, 'GET', `/api/admin/conversions/${id}`)).json()) as { data: { transactions: Array<{ action: string }> } };
    expect(show.data.transactions.map((x) => x.action)).toEqual(['commission_change', 'commission_unvoid', 'commission_void']);
  });

  it('refuses bad reasons and amounts with 422, unknown ids with 404, and changes nothing', async () => {
    const { id } = await ftd();
    const before = await sums(t.affiliate.id);
    const bad = await t.call(ADMIN, 'POST', `/api/admin/conversions/${id}/change-amount`, { reason: 'because', amount: '-3' });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Array<{ field: string }>).map((e) => e.field).sort()).toEqual(['amount', 'reason']);
    expect((await t.call(ADMIN, 'POST', `/api/admin/conversions/${id}/void`, {})).status).toBe(422);
    expect((await t.call(ADMIN, 'POST', '/api/admin/conversions/99999999/void', { reason: 'fraud' })).status).toBe(404);
    expect(await sums(t.affiliate.id)).toEqual(before);
  });

  it("lets a manager holding the billing keys moderate their own affiliates' conversions only", async () => {
    const { id } = await ftd();
    const [manager] = await t.db.select().from(users).where(eq(users.email, MANAGER));
    await t.db.update(users).set({ permissions: [...manager!.permissions, 'UI_Billing_ManageTransactions'] }).where(eq(users.id, manager!.id));
    {
      const mine = t.affiliate.managerId === manager!.id;
      const res = await t.call(MANAGER, 'POST', `/api/manager/conversions/${id}/void`, { reason: 'fraud' });
      expect(res.status).toBe(mine ? 200 : 404);
      await t.db.update(users).set({ managerId: null }).where(eq(users.id, t.affiliate.id));
      try {
        const other = await ftd();
        expect((await t.call(MANAGER, 'POST', `/api/manager/conversions/${other.id}/void`, { reason: 'fraud' })).status).toBe(404);
      } finally {
        await t.db.update(users).set({ managerId: t.affiliate.managerId }).where(eq(users.id, t.affiliate.id));
        await t.db.update(users).set({ permissions: manager!.permissions }).where(eq(users.id, manager!.id));
      }
    }
  });
});
