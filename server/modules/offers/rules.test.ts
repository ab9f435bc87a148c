import { and, count, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import { payoutRules, revenueRules, userChanges, users } from '../../db/schema';
import { offerBody } from '../../../test/offerBody';
import { withFeature } from '../../../test/permissionToggles';
import { serverAppPerFile } from '../../../test/serverTest';
import { affiliatePayouts } from './payout';
import { readWorkspaceFeatures, saveGeneralSettings } from '../settings/settingsRepository';

const t = serverAppPerFile();
const cookie: Record<string, string> = {};
const ids: Record<string, number> = {};
const RULE_KEYS = ['UI_PayoutRules_View', 'UI_PayoutRules_Manage', 'UI_RevenueRules_View', 'UI_RevenueRules_Manage'];

beforeAll(async () => {
  const db = t.database.db;
  const userOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;
  for (const email of ['manager@example.com', 'manager2@example.com']) {
    const m = await userOf(email);
    // the demo managers hold the view key only: these tests are about the rules, not the keys
    await db.update(users).set({ permissions: [...new Set([...m.permissions, ...RULE_KEYS])] }).where(eq(users.id, m.id));
  }
  ids.manager = (await userOf('manager@example.com')).id;
  ids.manager2 = (await userOf('manager2@example.com')).id;
  ids.affiliate = (await userOf('affiliate@example.com')).id;
  const [foreign] = await db.select().from(users).where(and(eq(users.managerId, ids.manager2), eq(users.userType, UserType.Affiliate))).limit(1);
  ids.foreign = foreign!.id;
  for (const who of ['admin', 'manager', 'affiliate', 'manager2@example.com']) cookie[who] = await t.cookieFor(who);
  // a payout rule alone here: automatically_create_revenue_rule has its own file (autoRevenueRule.test.ts)
  await saveGeneralSettings(db, { workspace_features: (await readWorkspaceFeatures(db)).filter((f) => f !== 'automatically_create_revenue_rule') }, new Date());
});

const as = (who: string, method: string, path: string, body?: unknown) => {
  const role = who.startsWith('manager') ? 'manager' : who;
  return t.call(method, `/api/${role}${path}`, { cookie: cookie[who], body });
};
type Rule = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as { data: Rule & Rule[] };
const fieldsOf = async (res: Response) => ((await res.json()) as Array<{ field: string }>).map((e) => e.field);
const ruleCount = async () => Number((await t.database.db.select({ n: count() }).from(payoutRules))[0]!.n);
const changeCount = async () => Number((await t.database.db.select({ n: count() }).from(userChanges))[0]!.n);

async function createOffer() {
  const res = await as('admin', 'POST', '/campaigns', offerBody('Rules offer', { revshare_percent: 5 }));
  expect(res.status).toBe(201);
  return (await json(res)).data.id as number;
}

describe('payout rules', () => {
  it('creates, lists with names, updates and deletes, logging each change for the affiliate', async () => {
    const offerId = await createOffer();
    const logged = await changeCount();
    const created = await as('manager', 'POST', '/payout-rules', { offer_id: offerId, affiliate_id: ids.affiliate, payout_cpa: '12.50' });
    expect(created.status).toBe(201);
    const rule = (await json(created)).data;
    expect(rule).toMatchObject({ offer_id: offerId, offer_name: 'Rules offer', affiliate_id: ids.affiliate, affiliate_name: 'Alex Affiliate', manager_id: null, payout_cpa: 12.5, payout_cpl: null, revshare_percent: null });

    const listed = await as('manager', 'POST', '/payout-rules/list', { offer_id: offerId });
    expect(listed.headers.get('X-Pagination-Total-Count')).toBe('1');
    expect((await json(listed)).data.map((r) => r.id)).toEqual([rule.id]);

    const one = await as('manager', 'GET', `/payout-rules/${rule.id}`);
    expect((await json(one)).data).toEqual(rule);
    expect((await as('manager2@example.com', 'GET', `/payout-rules/${rule.id}`)).status).toBe(404);
    expect((await json(await as('affiliate', 'GET', `/payout-rules/${rule.id}`))).data).toMatchObject({ id: rule.id, payout_cpa: 12.5 });

    const updated = await as('manager', 'PUT', `/payout-rules/${rule.id}`, { payout_cpl: 4, revshare_percent: 7.25 });
    expect(updated.status).toBe(200);
    expect((await json(updated)).data).toMatchObject({ payout_cpa: 12.5, payout_cpl: 4, revshare_percent: 7.25 });

    expect((await as('manager', 'DELETE', `/payout-rules/${rule.id}`)).status).toBe(200);
    expect((await json(await as('manager', 'POST', '/payout-rules/list', { offer_id: offerId }))).data).toEqual([]);
    expect((await as('manager', 'DELETE', `/payout-rules/${rule.id}`)).status).toBe(404);

    const log = await t.database.db.select().from(userChanges).where(eq(userChanges.userId, ids.affiliate));
    const actions = log.filter((r) => Object.keys(r.changes).includes(`payout_rule:${String(rule.id)}`)).map((r) => r.action);
    expect(actions).toEqual(['payout_rule_create', 'payout_rule_update', 'payout_rule_delete']);
    expect(await changeCount()).toBe(logged + 3);
  });

  it('keeps a manager to their own affiliates and themselves', async () => {
    const offerId = await createOffer();
    const foreign = await as('manager', 'POST', '/payout-rules', { offer_id: offerId, affiliate_id: ids.foreign, payout_cpa: 1 });
    expect(foreign.status).toBe(422);
    expect(await fieldsOf(foreign)).toEqual(['affiliate_id']);
    const otherManager = await as('manager', 'POST', '/payout-rules', { offer_id: offerId, manager_id: ids.manager2, payout_cpa: 1 });
    expect(otherManager.status).toBe(422);
    expect(await fieldsOf(otherManager)).toEqual(['manager_id']);

    const mine = await as('manager', 'POST', '/payout-rules', { offer_id: offerId, manager_id: ids.manager, payout_cpa: 3 });
    expect(mine.status).toBe(201);
    expect((await json(mine)).data).toMatchObject({ manager_id: ids.manager, affiliate_id: null });
    const theirs = (await json(await as('admin', 'POST', '/payout-rules', { offer_id: offerId, affiliate_id: ids.foreign, payout_cpa: 2 }))).data;

    // manager2's affiliate's rule is unknown to the first manager
    expect((await as('manager', 'PUT', `/payout-rules/${theirs.id}`, { payout_cpa: 9 })).status).toBe(404);
    expect((await as('manager', 'DELETE', `/payout-rules/${theirs.id}`)).status).toBe(404);
    const seen = (await json(await as('manager', 'POST', '/payout-rules/list', { offer_id: offerId }))).data.map((r) => r.id);
    expect(seen).not.toContain(theirs.id);
    const seen2 = (await json(await as('manager2@example.com', 'POST', '/payout-rules/list', { offer_id: offerId }))).data.map((r) => r.id);
    expect(seen2).toEqual([theirs.id]);
    expect((await json(await as('admin', 'POST', '/payout-rules/list', { offer_id: offerId }))).data).toHaveLength(2);
  });

  it('refuses bad input with 422 on each field and writes nothing', async () => {
    const offerId = await createOffer();
    const before = [await ruleCount(), await changeCount()];
    const bad = await as('admin', 'POST', '/payout-rules', { offer_id: offerId, affiliate_id: ids.affiliate, payout_cpa: -1, payout_cpl: 1.234, revshare_percent: 101 });
    expect(bad.status).toBe(422);
    expect((await fieldsOf(bad)).sort()).toEqual(['payout_cpa', 'payout_cpl', 'revshare_percent']);
    const both = await as('admin', 'POST', '/payout-rules', { offer_id: offerId, affiliate_id: ids.affiliate, manager_id: ids.manager, payout_cpa: 1 });
    expect(await fieldsOf(both)).toEqual(['affiliate_id']);
    const neither = await as('admin', 'POST', '/payout-rules', { offer_id: offerId, payout_cpa: 1 });
    expect(await fieldsOf(neither)).toEqual(['affiliate_id']);
    const noOffer = await as('admin', 'POST', '/payout-rules', { offer_id: 999999, affiliate_id: ids.affiliate, payout_cpa: 1 });
    expect(await fieldsOf(noOffer)).toEqual(['offer_id']);
    const notAffiliate = await as('admin', 'POST', '/payout-rules', { offer_id: offerId, affiliate_id: ids.manager, payout_cpa: 1 });
    expect(await fieldsOf(notAffiliate)).toEqual(['affiliate_id']);
    const notManager = await as('admin', 'POST', '/payout-rules', { offer_id: offerId, manager_id: ids.affiliate, payout_cpa: 1 });
    expect(await fieldsOf(notManager)).toEqual(['manager_id']);
    const empty = await as('admin', 'POST', '/payout-rules', { offer_id: offerId, affiliate_id: ids.affiliate, payout_cpa: null });
    expect(await fieldsOf(empty)).toEqual(['payout_cpa']);
    expect([await ruleCount(), await changeCount()]).toEqual(before);

    expect((await as('admin', 'POST', '/payout-rules', { offer_id: offerId, affiliate_id: ids.affiliate, payout_cpa: 1 })).status).toBe(201);
    const twice = await as('admin', 'POST', '/payout-rules', { offer_id: offerId, affiliate_id: ids.affiliate, payout_cpl: 1 });
    expect(twice.status).toBe(422);
    expect(await fieldsOf(twice)).toEqual(['offer_id']);
    expect(await ruleCount()).toBe(before[0]! + 1);
  });

  it('shows an affiliate only the rules that apply to them, and never revenue rules', async () => {
    const offerId = await createOffer();
    const own = (await json(await as('admin', 'POST', '/payout-rules', { offer_id: offerId, affiliate_id: ids.affiliate, payout_cpa: 11 }))).data;
    const managers = (await json(await as('admin', 'POST', '/payout-rules', { offer_id: offerId, manager_id: ids.manager, payout_cpl: 6 }))).data;
    const foreign = (await json(await as('admin', 'POST', '/payout-rules', { offer_id: offerId, affiliate_id: ids.foreign, payout_cpa: 99 }))).data;
    const other = (await json(await as('admin', 'POST', '/payout-rules', { offer_id: offerId, manager_id: ids.manager2, payout_cpa: 98 }))).data;
    const seen = (await json(await as('affiliate', 'POST', '/payout-rules/list', { offer_id: offerId }))).data.map((r) => r.id);
    expect(seen.sort()).toEqual([own.id, managers.id].sort());
    expect(seen).not.toContain(foreign.id);
    expect(seen).not.toContain(other.id);
    expect((await as('affiliate', 'PUT', `/payout-rules/${own.id}`, { payout_cpa: 500 })).status).toBe(403);
    expect((await as('affiliate', 'POST', '/revenue-rules/list', {})).status).toBe(403);
  });

  it('feeds resolvePayout: the affiliate earns their rule, else their manager rule, else the offer', async () => {
    const offerId = await createOffer();
    await as('manager', 'POST', '/payout-rules', { offer_id: offerId, manager_id: ids.manager, payout_cpa: 20, payout_cpl: 5 });
    await as('manager', 'POST', '/payout-rules', { offer_id: offerId, affiliate_id: ids.affiliate, payout_cpa: 30 });
    const market = (await json(await as('affiliate', 'GET', `/campaigns/${offerId}`))).data;
    expect(market).toMatchObject({ payout_cpa: 30, payout_cpl: 5, revshare_percent: 5 });
    const offer = { id: offerId, payoutCpa: '10.00', payoutCpl: '2.00', revsharePercent: '5.00' };
    const terms = await affiliatePayouts(t.database.db, { id: ids.affiliate, managerId: ids.manager }, [offer]);
    expect(terms.get(offerId)).toEqual({ payoutCpa: 30, payoutCpl: 5, revsharePercent: 5 });
    // another affiliate of the same manager gets the manager rule; deleting it restores the offer's
    const [sibling] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.managerId, ids.manager), eq(users.userType, UserType.Affiliate), ne(users.id, ids.affiliate)))
      .limit(1);
    expect((await affiliatePayouts(t.database.db, { id: sibling!.id, managerId: ids.manager }, [offer])).get(offerId)).toEqual({ payoutCpa: 20, payoutCpl: 5, revsharePercent: 5 });
    const rule = (await json(await as('manager', 'POST', '/payout-rules/list', { offer_id: offerId, manager_id: ids.manager }))).data[0]!;
    await as('manager', 'DELETE', `/payout-rules/${String(rule.id)}`);
    expect((await affiliatePayouts(t.database.db, { id: sibling!.id, managerId: ids.manager }, [offer])).get(offerId)).toEqual({ payoutCpa: 10, payoutCpl: 2, revsharePercent: 5 });
  });
});

describe('revenue rules', () => {
  it('creates, lists, updates and deletes with revenue amounts, and refuses all of it under hide_revenue', async () => {
    const offerId = await createOffer();
    const created = await as('manager', 'POST', '/revenue-rules', { offer_id: offerId, affiliate_id: ids.affiliate, revenue_cpa: 18, revenue_cpl: '3.50' });
    expect(created.status).toBe(201);
    const rule = (await json(created)).data;
    expect(rule).toMatchObject({ offer_name: 'Rules offer', affiliate_name: 'Alex Affiliate', revenue_cpa: 18, revenue_cpl: 3.5 });
    expect(rule).not.toHaveProperty('payout_cpa');
    const bad = await as('manager', 'POST', '/revenue-rules', { offer_id: offerId, affiliate_id: ids.foreign, revenue_cpa: 1.001 });
    expect((await fieldsOf(bad)).sort()).toEqual(['revenue_cpa']);
    expect((await json(await as('manager', 'PUT', `/revenue-rules/${rule.id}`, { revenue_cpa: null }))).data).toMatchObject({ revenue_cpa: null, revenue_cpl: 3.5 });
    expect((await json(await as('admin', 'POST', '/revenue-rules/list', { offer_id: offerId }))).data.map((r) => r.id)).toEqual([rule.id]);
    // stored in revenue_rules, not payout_rules
    expect(await t.database.db.select({ n: count() }).from(revenueRules).where(eq(revenueRules.offerId, offerId))).toEqual([{ n: 1 }]);

    const refused = await withFeature(t, 'hide_revenue', true, async () =>
      Promise.all([
        as('admin', 'POST', '/revenue-rules/list', {}),
        as('manager', 'POST', '/revenue-rules', { offer_id: offerId, manager_id: ids.manager, revenue_cpa: 1 }),
        as('manager', 'PUT', `/revenue-rules/${rule.id}`, { revenue_cpa: 1 }),
        as('manager', 'DELETE', `/revenue-rules/${rule.id}`),
        as('admin', 'GET', `/revenue-rules/${rule.id}`),
      ]),
    );
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    expect((await json(await as('admin', 'GET', `/revenue-rules/${rule.id}`))).data).toMatchObject({ id: rule.id, revenue_cpl: 3.5 });
    expect((await as('manager', 'DELETE', `/revenue-rules/${rule.id}`)).status).toBe(200);
    expect((await json(await as('admin', 'POST', '/revenue-rules/list', { offer_id: offerId }))).data).toEqual([]);
  });
});
