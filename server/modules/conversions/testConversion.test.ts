import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import { users } from '../../db/schema';
import { conversionTestSuite, type PostbackAdvertiser } from '../../../test/conversionFixtures';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, type TrackerTestApp } from '../../../test/trackerApp';

// POST /campaigns/{id}/test-conversion: the advertiser's integration tried from the offer screen.
const suite = conversionTestSuite(openTestDatabase, { commissionType: 1 });
let t: TrackerTestApp;
let advertiser: PostbackAdvertiser;
beforeAll(() => {
  ({ t, advertiser } = suite.get());
});

async function clickOn(payout = '25.00') {
  const offer = await t.offer({ advertiserId: advertiser.id, payoutCpa: payout, revenueCpa: '30.00' });
  const click = await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`);
  // out of the tracker's write batch: a click staff test with is minutes old, not milliseconds
  await t.flush();
  return { offer, clickId: cookieClickId(click)! };
}

const test = (who: string, role: string, offerId: number, body: unknown) => t.call(who, 'POST', `/api/${role}/campaigns/${offerId}/test-conversion`, body);

describe('test conversion', () => {
  it('records a real conversion for the click, idempotent by order id, visible in the conversion log', async () => {
    const { offer, clickId } = await clickOn();
    const res = await test('admin@example.com', 'admin', offer.id, { click_id: clickId, action: 'ftd', sum: 50, order_id: 'TEST-1' });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { conversion_id: number; payable: boolean } };
    expect(data).toMatchObject({ payable: true });
    const again = (await (await test('admin@example.com', 'admin', offer.id, { click_id: clickId, action: 'ftd', sum: 50, order_id: 'TEST-1' })).json()) as { data: unknown };
    expect(again.data).toMatchObject({ conversion_id: data.conversion_id, duplicate: true });
    const log = (await (await t.call('admin@example.com', 'POST', '/api/admin/conversions/list', { click_id: clickId })).json()) as { data: Array<Record<string, unknown>> };
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({ id: data.conversion_id, commission: 25, order_id: 'TEST-1' });
  });

  it('refuses an unknown click, a click of another offer and malformed values with 422, recording nothing', async () => {
    const { offer, clickId } = await clickOn();
    const other = await clickOn();
    for (const body of [{ click_id: 'nope' }, { click_id: other.clickId }, { click_id: clickId, sum: '-3' }, { click_id: clickId, action: 'bogus' }, {}]) {
      const res = await test('admin@example.com', 'admin', offer.id, body);
      expect(res.status).toBe(422);
    }
    const log = (await (await t.call('admin@example.com', 'POST', '/api/admin/conversions/list', { offer_id: offer.id })).json()) as { data: unknown[] };
    expect(log.data).toHaveLength(0);
  });

  it('lets a manager test only clicks of their own affiliates', async () => {
    const { offer, clickId } = await clickOn();
    const [affiliate] = await t.db.select({ managerId: users.managerId }).from(users).where(eq(users.id, t.affiliate.id));
    const [theirs] = await t.db.select().from(users).where(eq(users.id, affiliate!.managerId!));
    const [another] = await t.db.select().from(users).where(and(eq(users.userType, UserType.Manager), eq(users.email, theirs!.email === 'manager2@example.com' ? 'manager3@example.com' : 'manager2@example.com')));
    const refused = await test(another!.email, 'manager', offer.id, { click_id: clickId });
    expect(refused.status).toBe(422);
    const allowed = await test(theirs!.email, 'manager', offer.id, { click_id: clickId, action: 'lead' });
    expect(allowed.status).toBe(200);
  });
});
