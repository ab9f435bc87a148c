import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alerts, mailOutbox, users } from '../../db/schema';
import { conversionTestSuite, createOffer, type PostbackAdvertiser } from '../../../test/conversionFixtures';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, type TrackerTestApp } from '../../../test/trackerApp';

// A cap reached raises the cap_reached alert once, for the admins and the affiliate's manager,
// through the caps' one seam (server/modules/caps/capReached.ts): on the click path and on the postback path.

const suite = conversionTestSuite(openTestDatabase, { commissionType: 1 });
let t: TrackerTestApp;
let advertiser: PostbackAdvertiser;
let groupId: number;
const ids = { admin: 0, manager: 0 };
beforeAll(async () => {
  ({ t, advertiser, groupId } = suite.get());
  const db = t.db;
  ids.admin = (await db.select().from(users).where(eq(users.email, 'admin@example.com')))[0]!.id;
  ids.manager = (await db.select().from(users).where(eq(users.email, 'manager@example.com')))[0]!.id;
  await db.update(users).set({ managerId: ids.manager }).where(eq(users.id, t.affiliate.id));
  // the admin also wants reached caps by e-mail
  await db.update(users).set({ emailNotifications: ['cap_reached', 'tracking_domain_removed'] }).where(eq(users.id, ids.admin));
});

const LANDING = 'https://adv.example.com/land';

const cappedOffer = (name: string, cap: { affiliate_id: number | null; period: string; metric: string; limit: number }, extra: Record<string, unknown> = {}) =>
  createOffer(t, { groupId, advertiserId: advertiser.id, landingUrl: `${LANDING}?cid={click_id}` }, { name, payout_cpa: 10, payout_cpl: 2, revenue_cpa: 15, caps: [cap], ...extra });

const click = (offerId: number) => t.click(`offer_id=${offerId}&aff_id=${t.affiliate.id}`);
const capAlerts = (offerId: number) => t.db.select().from(alerts).where(and(eq(alerts.kind, 'cap_reached'), eq(alerts.link, `/offers/${offerId}/show`)));

describe('a cap reached raises an alert', () => {
  it('on the click that takes the last unit: once, for the admins and (a pair cap) the affiliate’s manager, mailed where chosen', async () => {
    const offer = await cappedOffer('Bell capped clicks', { affiliate_id: t.affiliate.id, period: 'daily', metric: 'clicks', limit: 2 });
    await click(offer.id);
    expect(await capAlerts(offer.id)).toEqual([]);
    await click(offer.id);
    // the tracker writes in the background: wait for the raise
    await expect.poll(async () => (await capAlerts(offer.id)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    // refused clicks after it raise nothing more
    for (let i = 0; i < 3; i++) await click(offer.id);
    const raised = await capAlerts(offer.id);
    expect(raised.map((a) => a.userId).sort()).toEqual(expect.arrayContaining([ids.admin, ids.manager]));
    expect(raised.filter((a) => a.userId === ids.admin)).toHaveLength(1);
    expect(raised[0]).toMatchObject({ priority: 2, status: 0, params: { name: 'Bell capped clicks — Clicks, Daily: 2' } });
    expect(raised[0]!.subject).toMatch(/^cap:\d+:\d{4}-\d{2}-\d{2}$/);
    const mails = await t.db.select().from(mailOutbox).where(like(mailOutbox.body, '%Bell capped clicks%'));
    expect(mails.map((m) => m.toEmail)).toEqual(['admin@example.com']);
    expect(mails[0]!.subject).toBe('Alert: An offer’s cap is reached');
  });

  it('on the postback that takes the last lead, in the conversion’s transaction', async () => {
    const offer = await cappedOffer('Bell capped leads', { affiliate_id: null, period: 'monthly', metric: 'leads', limit: 1 }, { cap_action: 'stop', pays_on: ['lead'] });
    const first = cookieClickId(await click(offer.id))!;
    const second = cookieClickId(await click(offer.id))!;
    const report = async (clickId: string) => {
      const qs = new URLSearchParams({ click_id: clickId, token: advertiser.token, action: 'lead' }).toString();
      const res = await t.postback(qs);
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { payable: boolean } }).data;
    };
    expect(await report(first)).toMatchObject({ payable: true });
    expect((await capAlerts(offer.id)).filter((a) => a.userId === ids.admin)).toHaveLength(1);
    expect(await report(second)).toMatchObject({ payable: false });
    // a company-wide cap concerns no one affiliate: the admins only
    expect((await capAlerts(offer.id)).map((a) => a.userId)).not.toContain(ids.manager);
  });
});
