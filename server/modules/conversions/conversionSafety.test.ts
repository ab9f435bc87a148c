import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';

// Traffic safety on the conversion list and the reports' conversion log (spec 4 §4): staff holding
// UI_FraudDetection_View read it and filter by it; an affiliate reads neither and a filter by it is 422.

const suite = trackerTestSuite(openTestDatabase);
let database: Database;
let t: TrackerTestApp;
let offerId: number;
beforeAll(async () => {
  ({ t, database } = suite.get());
  const offer = await t.offer();
  offerId = offer.id;
  const clickId = cookieClickId(await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`))!;
  await t.flush();
  const [affiliate] = await database.db.select().from(users).where(eq(users.id, t.affiliate.id));
  const [click] = ((await database.db.execute(sql`SELECT clicked_at FROM clicks WHERE click_id = ${clickId}`)) as unknown as { rows: { clicked_at: string | Date }[] }).rows;
  for (const [order, safety] of [['S-SAFE', 1], ['S-RISKY', 3], ['S-OLD', null]] as const) {
    await database.db.execute(sql`INSERT INTO conversions (click_id, clicked_at, offer_id, affiliate_id, manager_id, country, action, payable, transaction_status, order_id, traffic_safety)
      VALUES (${clickId}, ${new Date(click!.clicked_at).toISOString()}, ${offer.id}, ${t.affiliate.id}, ${affiliate!.managerId ?? 0}, 'DE', 2, 1, 0, ${order}, ${safety})`);
  }
});

const list = async (email: string, role: string, path: string, filter: Record<string, unknown>) => {
  const res = await t.call(email, 'POST', `/api/${role}${path}`, { offer_id: offerId, per_page: 50, ...filter });
  return { status: res.status, body: (await res.json()) as { data: { order_id: string; traffic_safety?: number }[] } & { field: string }[] };
};

describe('Traffic safety of conversions', () => {
  it('is read and filtered by staff; a conversion never judged reads Safe', async () => {
    const all = await list('admin@example.com', 'admin', '/conversions/list', {});
    expect(all.status).toBe(200);
    expect(Object.fromEntries(all.body.data.map((r) => [r.order_id, r.traffic_safety]))).toEqual({ 'S-SAFE': 1, 'S-RISKY': 3, 'S-OLD': 1 });
    const risky = await list('admin@example.com', 'admin', '/conversions/list', { traffic_safety: 3 });
    expect(risky.body.data.map((r) => r.order_id)).toEqual(['S-RISKY']);
    const safe = await list('admin@example.com', 'admin', '/conversions/list', { traffic_safety: 1 });
    expect(safe.body.data.map((r) => r.order_id).sort()).toEqual(['S-OLD', 'S-SAFE']);
    const log = await list('admin@example.com', 'admin', '/reports/conversions/list', { traffic_safety: 3, period_type: 'this_month' });
    expect(log.body.data.map((r) => [r.order_id, r.traffic_safety])).toEqual([['S-RISKY', 3]]);
    const bad = await list('admin@example.com', 'admin', '/conversions/list', { traffic_safety: 4 });
    expect(bad.status).toBe(422);
  });

  it('is neither sent to an affiliate nor filtered by them (422)', async () => {
    const mine = await list('affiliate@example.com', 'affiliate', '/conversions/list', {});
    expect(mine.status).toBe(200);
    expect(mine.body.data.length).toBe(3);
    expect(mine.body.data.every((r) => !('traffic_safety' in r))).toBe(true);
    for (const path of ['/conversions/list', '/reports/conversions/list']) {
      const refused = await list('affiliate@example.com', 'affiliate', path, { traffic_safety: 3 });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual([{ field: 'traffic_safety', message: 'Traffic safety is not shown to you.' }]);
    }
  });
});
