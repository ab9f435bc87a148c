import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { revenueRules, users } from '../../db/schema';
import { offerBody } from '../../../test/offerBody';
import { withFeature } from '../../../test/permissionToggles';
import { serverAppPerFile } from '../../../test/serverTest';

/**
 * automatically_create_revenue_rule (CUSTOM_AUTOMATICALLY_CREATE_REVENUE_RULE, spec 4 §3): a payout
 * rule made for an affiliate, or for a manager's affiliates, creates the matching revenue rule at
 * the offer's revenue, linked to it, shown beside it and editable; with the feature off, nothing more.
 */
const t = serverAppPerFile();
const cookie: Record<string, string> = {};
const ids: Record<string, number> = {};
const RULE_KEYS = ['UI_PayoutRules_View', 'UI_PayoutRules_Manage', 'UI_RevenueRules_View', 'UI_RevenueRules_Manage'];

beforeAll(async () => {
  const db = t.database.db;
  const userOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;
  const m = await userOf('manager@example.com');
  await db.update(users).set({ permissions: [...new Set([...m.permissions, ...RULE_KEYS])] }).where(eq(users.id, m.id));
  ids.manager = m.id;
  ids.affiliate = (await userOf('affiliate@example.com')).id;
  for (const who of ['admin', 'manager', 'affiliate']) cookie[who] = await t.cookieFor(who);
});

const as = (who: string, method: string, path: string, body?: unknown) => t.call(method, `/api/${who}${path}`, { cookie: cookie[who], body });
type Rule = Record<string, unknown>;
const data = async (res: Response) => ((await res.json()) as { data: Rule & Rule[] }).data;

/** An offer bringing CPA 15 / CPL 3 (test/offerBody.ts). */
async function createOffer() {
  const res = await as('admin', 'POST', '/campaigns', offerBody('Auto revenue offer'));
  expect(res.status).toBe(201);
  return (await data(res)).id as number;
}
const revenueRulesOn = async (offerId: number) =>
  Number((await t.database.db.select({ n: count() }).from(revenueRules).where(and(eq(revenueRules.offerId, offerId), eq(revenueRules.status, 1))))[0]!.n);

describe('automatically_create_revenue_rule', () => {
  it('on: an affiliate payout rule creates the revenue rule at the offer revenue, shown beside it and editable', async () => {
    const offerId = await createOffer();
    const created = await withFeature(t, 'automatically_create_revenue_rule', true, () =>
      as('manager', 'POST', '/payout-rules', { offer_id: offerId, affiliate_id: ids.affiliate, payout_cpa: 12 }),
    );
    expect(created.status).toBe(201);
    const payout = await data(created);
    expect(payout).toMatchObject({ payout_cpa: 12, revenue_rule: { revenue_cpa: 15, revenue_cpl: 3, revshare_percent: null } });
    const revenueId = (payout.revenue_rule as Rule).id as number;

    // the revenue rule is a revenue rule like any other, pointing back at its payout rule
    const revenue = await data(await as('manager', 'GET', `/revenue-rules/${revenueId}`));
    expect(revenue).toMatchObject({ id: revenueId, offer_id: offerId, affiliate_id: ids.affiliate, manager_id: null, revenue_cpa: 15, revenue_cpl: 3, payout_rule_id: payout.id });
    expect((await data(await as('admin', 'POST', '/revenue-rules/list', { offer_id: offerId }))).map((r) => r.payout_rule_id)).toEqual([payout.id]);

    // edited there, the payout rule's screen shows the new amount
    const edited = await as('manager', 'PUT', `/revenue-rules/${revenueId}`, { revenue_cpa: '17.25' });
    expect(edited.status).toBe(200);
    expect(await data(await as('manager', 'GET', `/payout-rules/${payout.id as number}`))).toMatchObject({ revenue_rule: { id: revenueId, revenue_cpa: 17.25, revenue_cpl: 3 } });
    expect((await data(await as('admin', 'POST', '/payout-rules/list', { offer_id: offerId })))[0]).toMatchObject({ id: payout.id, revenue_rule: { id: revenueId, revenue_cpa: 17.25 } });

    // an affiliate never sees the revenue rule beside their payout rule
    const own = await data(await as('affiliate', 'GET', `/payout-rules/${payout.id as number}`));
    expect(own).toMatchObject({ id: payout.id, payout_cpa: 12 });
    expect(own).not.toHaveProperty('revenue_rule');
  });

  it('on: a manager payout rule creates the manager revenue rule; a target that already has one keeps it', async () => {
    const offerId = await createOffer();
    await withFeature(t, 'automatically_create_revenue_rule', true, async () => {
      const payout = await data(await as('admin', 'POST', '/payout-rules', { offer_id: offerId, manager_id: ids.manager, payout_cpl: 1.5 }));
      expect(payout).toMatchObject({ manager_id: ids.manager, revenue_rule: { revenue_cpa: 15, revenue_cpl: 3 } });
      const [revenue] = await data(await as('admin', 'POST', '/revenue-rules/list', { offer_id: offerId, manager_id: ids.manager }));
      expect(revenue).toMatchObject({ manager_id: ids.manager, affiliate_id: null, payout_rule_id: payout.id });

      // the affiliate already has a revenue rule made by hand: it stays, no second one, the payout rule shows none
      const own = await data(await as('admin', 'POST', '/revenue-rules', { offer_id: offerId, affiliate_id: ids.affiliate, revenue_cpa: 40 }));
      const payout2 = await data(await as('admin', 'POST', '/payout-rules', { offer_id: offerId, affiliate_id: ids.affiliate, payout_cpa: 20 }));
      expect(payout2).toMatchObject({ revenue_rule: null });
      expect(await data(await as('admin', 'GET', `/revenue-rules/${own.id as number}`))).toMatchObject({ revenue_cpa: 40, payout_rule_id: null });
      expect(await revenueRulesOn(offerId)).toBe(2);
    });
  });

  it('on: a refused payout rule creates no revenue rule', async () => {
    const offerId = await createOffer();
    await withFeature(t, 'automatically_create_revenue_rule', true, async () => {
      expect((await as('admin', 'POST', '/payout-rules', { offer_id: offerId, affiliate_id: ids.affiliate, payout_cpa: -1 })).status).toBe(422);
      expect((await as('admin', 'POST', '/payout-rules', { offer_id: offerId, affiliate_id: ids.manager, payout_cpa: 1 })).status).toBe(422);
    });
    expect(await revenueRulesOn(offerId)).toBe(0);
  });

  it('off: a payout rule is only a payout rule', async () => {
    const offerId = await createOffer();
    const created = await withFeature(t, 'automatically_create_revenue_rule', false, () =>
      as('admin', 'POST', '/payout-rules', { offer_id: offerId, affiliate_id: ids.affiliate, payout_cpa: 12 }),
    );
    expect(created.status).toBe(201);
    expect(await data(created)).toMatchObject({ revenue_rule: null });
    expect(await revenueRulesOn(offerId)).toBe(0);
  });
});
