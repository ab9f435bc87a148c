import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { openTestDatabase } from '../../../test/testDb';
import { trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';

// A manager sets caps only for their own affiliates (docs/decisions/traffic-quality.md, "Caps
// within the manager's scope"): another manager's affiliate is unknown to them (422 on the
// field, as the house answers an id out of scope in a body), their caps are neither shown to the
// manager nor changed by the manager's save.

const suite = trackerTestSuite(openTestDatabase);
let database: Database;
let t: TrackerTestApp;
let manager: typeof users.$inferSelect;
let other: typeof users.$inferSelect;
beforeAll(async () => {
  ({ t, database } = suite.get());
  [manager] = await database.db.select().from(users).where(eq(users.email, 'manager@example.com'));
  [other] = await database.db.select().from(users).where(and(eq(users.userType, UserType.Affiliate), ne(users.id, t.affiliate.id))).limit(1);
  // the test affiliate is this manager's, the other affiliate nobody's
  await database.db.update(users).set({ managerId: manager!.id }).where(eq(users.id, t.affiliate.id));
  await database.db.update(users).set({ managerId: null }).where(eq(users.id, other!.id));
  await database.db.update(users).set({ permissions: [...new Set([...manager!.permissions, 'UI_OfferCampaigns_View', 'UI_OfferCampaigns_Manage'])] }).where(eq(users.id, manager!.id));
});
afterAll(async () => {
  await database.db.update(users).set({ managerId: t.affiliate.managerId }).where(eq(users.id, t.affiliate.id));
  await database.db.update(users).set({ managerId: other!.managerId }).where(eq(users.id, other!.id));
  await database.db.update(users).set({ permissions: manager!.permissions }).where(eq(users.id, manager!.id));
});

const ADMIN = 'admin@example.com';
const MANAGER = 'manager@example.com';
type Cap = { affiliate_id: number | null; period: string; metric: string; limit: number };

async function capsAs(email: string, role: string, offerId: number) {
  const res = await t.call(email, 'GET', `/api/${role}/campaigns/${offerId}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { caps: Cap[] } }).data.caps.map(({ affiliate_id, period, metric, limit }) => ({ affiliate_id, period, metric, limit }));
}

describe('caps within the manager’s scope', () => {
  it('lets a manager cap the offer and their own affiliate', async () => {
    const offer = await t.offer();
    const caps = [
      { affiliate_id: null, period: 'daily', metric: 'clicks', limit: 100 },
      { affiliate_id: t.affiliate.id, period: 'daily', metric: 'conversions', limit: 3 },
    ];
    const res = await t.call(MANAGER, 'PUT', `/api/manager/campaigns/${offer.id}`, { caps });
    expect(res.status).toBe(200);
    expect(await capsAs(ADMIN, 'admin', offer.id)).toEqual(caps);
  });

  it("refuses a cap on another manager's affiliate with 422 on the field, and changes nothing", async () => {
    const offer = await t.offer();
    const before = [{ affiliate_id: null, period: 'total', metric: 'conversions', limit: 50 }];
    expect((await t.call(ADMIN, 'PUT', `/api/admin/campaigns/${offer.id}`, { caps: before })).status).toBe(200);
    const res = await t.call(MANAGER, 'PUT', `/api/manager/campaigns/${offer.id}`, {
      caps: [...before, { affiliate_id: other!.id, period: 'daily', metric: 'clicks', limit: 1 }],
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual([{ field: 'caps.1.affiliate_id', message: 'Unknown affiliate or an affiliate outside your scope.' }]);
    expect(await capsAs(ADMIN, 'admin', offer.id)).toEqual(before);
    // a new offer with such a cap is refused too
    const created = await t.call(MANAGER, 'POST', '/api/manager/campaigns', {
      name: 'Manager offer', offer_group_id: offer.offerGroupId, status: 1, access: 4, landing_url: 'https://adv.example.com/land',
      caps: [{ affiliate_id: other!.id, period: 'daily', metric: 'clicks', limit: 1 }],
    });
    expect(created.status).toBe(422);
  });

  it("neither shows a manager another manager's affiliate's cap nor lets their save remove it", async () => {
    const offer = await t.offer();
    const theirs = { affiliate_id: other!.id, period: 'weekly', metric: 'leads', limit: 7 };
    const offerWide = { affiliate_id: null, period: 'daily', metric: 'conversions', limit: 5 };
    expect((await t.call(ADMIN, 'PUT', `/api/admin/campaigns/${offer.id}`, { caps: [offerWide, theirs] })).status).toBe(200);
    expect(await capsAs(MANAGER, 'manager', offer.id)).toEqual([offerWide]);
    // the manager saves what they see, changed: the hidden cap stays as it was
    const mine = { affiliate_id: t.affiliate.id, period: 'monthly', metric: 'payout', limit: 10_000 };
    expect((await t.call(MANAGER, 'PUT', `/api/manager/campaigns/${offer.id}`, { caps: [{ ...offerWide, limit: 6 }, mine] })).status).toBe(200);
    expect(await capsAs(ADMIN, 'admin', offer.id)).toEqual([{ ...offerWide, limit: 6 }, theirs, mine]);
    // an empty list removes only what the manager sees
    expect((await t.call(MANAGER, 'PUT', `/api/manager/campaigns/${offer.id}`, { caps: [] })).status).toBe(200);
    expect(await capsAs(ADMIN, 'admin', offer.id)).toEqual([theirs]);
  });
});
