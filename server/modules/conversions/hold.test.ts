import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { users } from '../../db/schema';
import { conversionTestSuite, type PostbackAdvertiser } from '../../../test/conversionFixtures';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, type TrackerTestApp } from '../../../test/trackerApp';
import { closeDuePeriods } from '../billing/closeRepository';
import { startHoldJob } from './holdJob';

const suite = conversionTestSuite(openTestDatabase, { commissionType: 1 });
let t: TrackerTestApp;
let advertiser: PostbackAdvertiser;
beforeAll(() => {
  ({ t, advertiser } = suite.get());
});

const ADMIN = 'admin@example.com';
const AFFILIATE = 'affiliate@example.com';
const DAY = 86_400_000;

async function postback(query: string) {
  const res = await t.postback(`${query}&token=${advertiser.token}`);
  return { status: res.status, json: (await res.json()) as { data: { conversion_id: number; status: number; duplicate?: boolean } } & Array<{ field: string }> };
}

/** A click on a fresh offer (commission 40, revenue 60 per FTD) of `holdDays`. */
async function clickOn(holdDays: number) {
  const offer = await t.offer({ advertiserId: advertiser.id, payoutCpa: '40.00', revenueCpa: '60.00', holdDays });
  const clickId = cookieClickId(await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`))!;
  return { offer, clickId };
}

/** Every figure of one offer as each reader sees it: dashboards' rollups, the traffic report, the billing owed, the conversion itself. */
async function figures(offerId: number, conversionId: number) {
  const db = t.db;
  const [dash] = rowsOf<{ sales: number; commission: string; revenue: string }>(
    await db.execute(sql`SELECT COALESCE(sum(sales), 0)::int AS sales, COALESCE(sum(commission), 0)::text AS commission, COALESCE(sum(revenue), 0)::text AS revenue
      FROM traffic_daily WHERE scope_manager_id = 0 AND dim = 3 AND dim_key = ${String(offerId)}`),
  );
  const today = new Date().toISOString().slice(0, 10);
  const report = await t.call(ADMIN, 'POST', '/api/admin/reports/traffic', {
    period_type: 'custom_date', period_start: today, period_finish: today, time_zone: 'UTC', group_by: ['offer'], filters: { offer: [offerId] },
  });
  expect(report.status).toBe(200);
  const total = ((await report.json()) as { data: { total: Record<string, number> } }).data.total;
  const csv = await t.call(ADMIN, 'POST', '/api/admin/reports/traffic/export-csv', {
    period_type: 'custom_date', period_start: today, period_finish: today, time_zone: 'UTC', group_by: ['offer'], filters: { offer: [offerId] },
  });
  expect(csv.status).toBe(200);
  const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/).map((l) => l.split(','));
  const column = lines[0]!.indexOf('Commission');
  const csvCommission = lines.length > 1 ? Number(lines[1]![column]) : 0;
  const [owed] = rowsOf<{ owed: string }>(
    await db.execute(sql`SELECT COALESCE(sum(CASE WHEN v.payable = 1 AND v.transaction_status <> 1 THEN v.commission ELSE 0 END), 0)::text AS owed FROM conversions v WHERE v.offer_id = ${offerId}`),
  );
  const shown = (await (await t.call(ADMIN, 'GET', `/api/admin/conversions/${conversionId}`)).json()) as { data: Record<string, unknown> };
  return {
    dashboard: { sales: dash!.sales, commission: Number(dash!.commission), revenue: Number(dash!.revenue) },
    report: { ftd: total.ftd_count, commission: total.commission, revenue: total.revenue },
    csv: csvCommission,
    owed: Number(owed!.owed),
    conversion: shown.data,
  };
}

async function balance() {
  const res = await t.call(AFFILIATE, 'GET', '/api/affiliate/billing/balance');
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { earned_total: number; on_hold: number } }).data;
}

async function staffCard() {
  const res = await t.call(ADMIN, 'GET', '/api/admin/dashboard/on-hold');
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { count: number; commission: number; revenue: number } }).data;
}

async function billingInfo() {
  return ((await (await t.call(AFFILIATE, 'GET', '/api/affiliate/dashboard/billing-info')).json()) as { data: { earned_total: number; on_hold: number } }).data;
}

describe('an offer’s hold_days', () => {
  it('is set on the offer (0–365 whole days) and refused otherwise with 422 on hold_days', async () => {
    const offer = await t.offer({ advertiserId: advertiser.id });
    for (const hold_days of [366, -1, 1.5, '3']) {
      const res = await t.call(ADMIN, 'PUT', `/api/admin/campaigns/${offer.id}`, { hold_days });
      expect(res.status).toBe(422);
      expect(((await res.json()) as Array<{ field: string }>).map((e) => e.field)).toEqual(['hold_days']);
    }
    expect((await t.call(ADMIN, 'PUT', `/api/admin/campaigns/${offer.id}`, { hold_days: 5 })).status).toBe(200);
    const read = (await (await t.call(ADMIN, 'GET', `/api/admin/campaigns/${offer.id}`)).json()) as { data: { hold_days: number } };
    expect(read.data.hold_days).toBe(5);
  });

  it('holds the conversion: counted, its money pending and unbilled; approving moves every figure by the same amount', async () => {
    const before = await balance();
    const cardBefore = await staffCard();
    const { offer, clickId } = await clickOn(7);
    const sent = await postback(`click_id=${clickId}&action=ftd&sum=99&order_id=H-A`);
    expect(sent.status).toBe(200);
    expect(sent.json.data.status).toBe(3);
    const id = sent.json.data.conversion_id;

    const held = await figures(offer.id, id);
    expect(held.dashboard).toEqual({ sales: 1, commission: 0, revenue: 0 });
    expect(held.report).toEqual({ ftd: 1, commission: 0, revenue: 0 });
    expect(held.csv).toBe(0);
    expect(held.owed).toBe(0);
    expect(held.conversion).toMatchObject({ transaction_status: 3, commission: 0, hold_commission: 40, hold_revenue: 60 });
    const until = Date.parse(String(held.conversion.hold_ends_at));
    expect(until - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(7 * DAY);
    const onHold = await balance();
    expect(onHold.earned_total).toBe(before.earned_total);
    expect(Math.round((onHold.on_hold - before.on_hold) * 100)).toBe(4000);
    expect((await billingInfo()).on_hold).toBe(onHold.on_hold);
    const card = await staffCard();
    expect(card.count - cardBefore.count).toBe(1);
    expect(Math.round((card.commission - cardBefore.commission) * 100)).toBe(4000);
    expect(Math.round((card.revenue - cardBefore.revenue) * 100)).toBe(6000);
    // a held conversion is neither voided nor changed by hand: it is approved or rejected first
    expect((await t.call(ADMIN, 'POST', `/api/admin/conversions/${id}/void`, { reason: 'fraud' })).status).toBe(409);

    const approved = await t.call(ADMIN, 'POST', `/api/admin/conversions/${id}/approve`, { reason: 'none' });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ data: { transaction_status: 0, commission: 40, transactions: [{ action: 'hold_approve', reason: 'none', commission_after: '40.00' }, { action: 'hold', reason: 'offer_hold_days' }] } });
    const after = await figures(offer.id, id);
    expect(after.dashboard).toEqual({ sales: 1, commission: 40, revenue: 60 });
    expect(after.report).toEqual({ ftd: 1, commission: 40, revenue: 60 });
    expect(after.csv).toBe(40);
    expect(after.owed).toBe(40);
    const paid = await balance();
    expect(Math.round((paid.earned_total - before.earned_total) * 100)).toBe(4000);
    expect(paid.on_hold).toBe(before.on_hold);
    expect(await staffCard()).toEqual(cardBefore);
    // approving again is a conflict, changes nothing
    expect((await t.call(ADMIN, 'POST', `/api/admin/conversions/${id}/approve`, {})).status).toBe(409);
  });

  it('rejecting takes the conversion out of the counts; its money never entered them; an unvoid pays it', async () => {
    const before = await balance();
    const { offer, clickId } = await clickOn(3);
    const id = (await postback(`click_id=${clickId}&action=ftd&order_id=H-R`)).json.data.conversion_id;
    expect((await t.call(ADMIN, 'POST', `/api/admin/conversions/${id}/reject`, { reason: 'nonsense' })).status).toBe(422);
    expect((await t.call(ADMIN, 'POST', `/api/admin/conversions/${id}/reject`, {})).status).toBe(422);
    const rejected = await t.call(ADMIN, 'POST', `/api/admin/conversions/${id}/reject`, { reason: 'fraud' });
    expect(rejected.status).toBe(200);
    expect(await rejected.json()).toMatchObject({ data: { transaction_status: 1, transactions: [{ action: 'hold_reject', reason: 'fraud', commission_after: '0.00' }, { action: 'hold' }] } });
    const after = await figures(offer.id, id);
    expect(after.dashboard).toEqual({ sales: 0, commission: 0, revenue: 0 });
    expect(after.report).toEqual({ ftd: 0, commission: 0, revenue: 0 });
    expect(after.owed).toBe(0);
    expect(await balance()).toMatchObject({ earned_total: before.earned_total, on_hold: before.on_hold });
    // restored by mistake's unvoid: then it counts and pays like any conversion
    expect((await t.call(ADMIN, 'POST', `/api/admin/conversions/${id}/unvoid`, { reason: 'void_by_mistake' })).status).toBe(200);
    expect((await figures(offer.id, id)).dashboard).toEqual({ sales: 1, commission: 40, revenue: 60 });
    expect((await figures(offer.id, id)).owed).toBe(40);
  });

  it('is approved by the hold job once the hold ends, by the injected clock; a second run and a restart change nothing', async () => {
    const { offer, clickId } = await clickOn(2);
    const id = (await postback(`click_id=${clickId}&action=ftd&order_id=H-E`)).json.data.conversion_id;
    const ends = Date.parse(String((await figures(offer.id, id)).conversion.hold_ends_at));

    const early = startHoldJob(t.db, { now: () => new Date(ends - 1000), intervalMs: 3_600_000 });
    await early.ready;
    await early.stop();
    expect((await figures(offer.id, id)).conversion).toMatchObject({ transaction_status: 3 });

    const job = startHoldJob(t.db, { now: () => new Date(ends), intervalMs: 3_600_000 });
    await job.ready;
    await job.stop();
    const after = await figures(offer.id, id);
    expect(after.conversion).toMatchObject({ transaction_status: 0, commission: 40 });
    expect(after.dashboard).toEqual({ sales: 1, commission: 40, revenue: 60 });
    expect(after.report.commission).toBe(40);
    expect(after.owed).toBe(40);
    const log = (after.conversion.transactions as Array<{ action: string; reason: string; actor_id: number | null }>)[0];
    expect(log).toMatchObject({ action: 'hold_approve', reason: 'hold_ended', actor_id: null });

    // a restarted job, later: nothing left to release, nothing written twice
    const again = startHoldJob(t.db, { now: () => new Date(ends + DAY), intervalMs: 3_600_000 });
    await again.ready;
    await again.stop();
    const [count] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM conversion_transactions WHERE conversion_id = ${id}`));
    expect(count!.n).toBe(2);
    expect((await figures(offer.id, id)).dashboard).toEqual({ sales: 1, commission: 40, revenue: 60 });
  });

  it('approves each ended hold once when two app processes run the job at the same moment', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const { clickId } = await clickOn(1);
      ids.push((await postback(`click_id=${clickId}&action=ftd&order_id=J-${n}`)).json.data.conversion_id);
    }
    const later = new Date(Date.now() + 2 * DAY);
    const jobs = [0, 1].map(() => startHoldJob(t.db, { now: () => later, intervalMs: 3_600_000 }));
    await Promise.all(jobs.map((j) => j.ready));
    await Promise.all(jobs.map((j) => j.stop()));
    const logged = rowsOf<{ conversion_id: number; n: number }>(
      await t.db.execute(sql`SELECT conversion_id::int AS conversion_id, count(*)::int AS n FROM conversion_transactions
        WHERE action = 'hold_approve' AND conversion_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) GROUP BY conversion_id ORDER BY conversion_id`),
    );
    expect(logged).toEqual(ids.map((id) => ({ conversion_id: id, n: 1 })));
  });

  it('bills a held conversion only once approved: the closing after the approval pays it', async () => {
    const db = t.db;
    const { offer, clickId } = await clickOn(5);
    const id = (await postback(`click_id=${clickId}&action=ftd&order_id=H-B`)).json.data.conversion_id;
    const billedFor = async () =>
      Number(rowsOf<{ s: string }>(await db.execute(sql`SELECT COALESCE(sum(amount), 0)::text AS s FROM billing_items WHERE conversion_id = ${id}`))[0]!.s);
    const settings = { defaultTerms: 0, systemThreshold: 0, currency: 'USD' };
    const nextMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1, 1));
    await closeDuePeriods(db, settings, nextMonth);
    expect(await billedFor()).toBe(0);
    expect((await t.call(ADMIN, 'POST', '/api/admin/conversions/hold/approve', { ids: [id] })).status).toBe(200);
    const later = new Date(Date.UTC(nextMonth.getUTCFullYear(), nextMonth.getUTCMonth() + 1, 1, 1));
    await closeDuePeriods(db, settings, later);
    expect(await billedFor()).toBe(40);
    expect((await figures(offer.id, id)).owed).toBe(40);
  });
});

describe('the advertiser’s postback status', () => {
  it('pending holds a conversion of an offer without hold_days; the later approved postback for the same order_id approves it', async () => {
    const before = await balance();
    const { offer, clickId } = await clickOn(0);
    const pending = await postback(`click_id=${clickId}&action=ftd&order_id=P-1&status=pending`);
    expect(pending.status).toBe(200);
    expect(pending.json.data.status).toBe(3);
    const id = pending.json.data.conversion_id;
    const held = await figures(offer.id, id);
    // the default hold of a pending postback on an offer without hold_days: 30 days
    expect(Date.parse(String(held.conversion.hold_ends_at)) - Date.now()).toBeGreaterThan(29 * DAY);
    expect(Math.round(((await balance()).on_hold - before.on_hold) * 100)).toBe(4000);

    const approved = await postback(`click_id=${clickId}&action=ftd&order_id=P-1&status=APPROVED`);
    expect(approved.status).toBe(200);
    expect(approved.json.data).toMatchObject({ conversion_id: id, status: 0, duplicate: true });
    const after = await figures(offer.id, id);
    expect(after.dashboard).toEqual({ sales: 1, commission: 40, revenue: 60 });
    expect(after.report.commission).toBe(40);
    expect(after.owed).toBe(40);
    expect((after.conversion.transactions as Array<{ action: string; reason: string }>)[0]).toMatchObject({ action: 'hold_approve', reason: 'advertiser_approved' });
    const now = await balance();
    expect(Math.round((now.earned_total - before.earned_total) * 100)).toBe(4000);
    expect(now.on_hold).toBe(before.on_hold);
    // the same approval again is a duplicate that changes nothing
    expect((await postback(`click_id=${clickId}&action=ftd&order_id=P-1&status=approved`)).json.data).toMatchObject({ status: 0, duplicate: true });
    expect((await figures(offer.id, id)).dashboard.commission).toBe(40);
  });

  it('rejected by the same order_id voids the held conversion; approved on a first report skips the offer’s hold', async () => {
    const { offer, clickId } = await clickOn(10);
    const id = (await postback(`click_id=${clickId}&action=ftd&order_id=P-2&status=pending`)).json.data.conversion_id;
    const rejected = await postback(`click_id=${clickId}&action=ftd&order_id=P-2&status=rejected`);
    expect(rejected.json.data).toMatchObject({ conversion_id: id, status: 1, duplicate: true });
    expect((await figures(offer.id, id)).dashboard).toEqual({ sales: 0, commission: 0, revenue: 0 });

    const other = await clickOn(10);
    const direct = await postback(`click_id=${other.clickId}&action=ftd&order_id=P-3&status=approved`);
    expect(direct.json.data.status).toBe(0);
    expect((await figures(other.offer.id, direct.json.data.conversion_id)).owed).toBe(40);
  });

  it('answers 422 for an unknown status, a rejection without order_id or of an order never reported, and records nothing', async () => {
    const { offer, clickId } = await clickOn(0);
    const bad = await postback(`click_id=${clickId}&action=ftd&status=maybe`);
    expect(bad.status).toBe(422);
    expect(bad.json.map((e) => e.field)).toEqual(['status']);
    const noOrder = await postback(`click_id=${clickId}&action=ftd&status=rejected`);
    expect(noOrder.status).toBe(422);
    expect(noOrder.json.map((e) => e.field)).toEqual(['order_id']);
    const unknown = await postback(`click_id=${clickId}&action=ftd&order_id=NEVER&status=rejected`);
    expect(unknown.status).toBe(422);
    expect(unknown.json.map((e) => e.field)).toEqual(['order_id']);
    const [count] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM conversions WHERE offer_id = ${offer.id}`));
    expect(count!.n).toBe(0);
  });
});

describe('staff batch approve and reject', () => {
  it('approves several held conversions at once, all or none', async () => {
    const first = await clickOn(4);
    const second = await clickOn(4);
    const a = (await postback(`click_id=${first.clickId}&action=ftd&order_id=B-1`)).json.data.conversion_id;
    const b = (await postback(`click_id=${second.clickId}&action=ftd&order_id=B-2`)).json.data.conversion_id;
    const plain = await clickOn(0);
    const c = (await postback(`click_id=${plain.clickId}&action=ftd&order_id=B-3`)).json.data.conversion_id;

    // one not on hold refuses the batch: nothing moves
    const refused = await t.call(ADMIN, 'POST', '/api/admin/conversions/hold/approve', { ids: [a, b, c] });
    expect(refused.status).toBe(409);
    expect((await figures(first.offer.id, a)).conversion).toMatchObject({ transaction_status: 3 });
    const unknown = await t.call(ADMIN, 'POST', '/api/admin/conversions/hold/approve', { ids: [a, 999_999_999] });
    expect(unknown.status).toBe(422);
    for (const body of [{ ids: [] }, { ids: 'a' }, { ids: [a], reason: 'fraud' }]) {
      expect((await t.call(ADMIN, 'POST', '/api/admin/conversions/hold/approve', body)).status).toBe(422);
    }
    expect((await t.call(ADMIN, 'POST', '/api/admin/conversions/hold/reject', { ids: [a] })).status).toBe(422);

    const done = await t.call(ADMIN, 'POST', '/api/admin/conversions/hold/approve', { ids: [a, b], reason: 'other' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ data: { moved: 2 } });
    expect((await figures(first.offer.id, a)).dashboard).toEqual({ sales: 1, commission: 40, revenue: 60 });
    expect((await figures(second.offer.id, b)).dashboard).toEqual({ sales: 1, commission: 40, revenue: 60 });
    // affiliates cannot decide their own holds
    expect((await t.call(AFFILIATE, 'POST', '/api/affiliate/conversions/hold/approve', { ids: [a] })).status).toBe(403);
  });

  it('lists the held conversions by their status filter', async () => {
    const { clickId } = await clickOn(6);
    const id = (await postback(`click_id=${clickId}&action=ftd&order_id=L-1`)).json.data.conversion_id;
    const res = await t.call(ADMIN, 'POST', '/api/admin/conversions/list', { transaction_status: 3, per_page: 500 });
    const listed = ((await res.json()) as { data: Array<{ id: number; transaction_status: number }> }).data;
    expect(listed.map((r) => r.id)).toContain(id);
    expect(listed.every((r) => r.transaction_status === 3)).toBe(true);
  });

  it('lets a manager holding the billing keys decide only their own affiliates’ holds', async () => {
    const [manager] = await t.db.select().from(users).where(eq(users.email, 'manager@example.com'));
    await t.db.update(users).set({ permissions: [...manager!.permissions, 'UI_Billing_ManageTransactions'] }).where(eq(users.id, manager!.id));
    try {
      const mine = t.affiliate.managerId === manager!.id;
      const own = await clickOn(3);
      const a = (await postback(`click_id=${own.clickId}&action=ftd&order_id=M-1`)).json.data.conversion_id;
      expect((await t.call('manager@example.com', 'POST', `/api/manager/conversions/${a}/approve`, {})).status).toBe(mine ? 200 : 404);
      await t.db.update(users).set({ managerId: null }).where(eq(users.id, t.affiliate.id));
      const other = await clickOn(3);
      const b = (await postback(`click_id=${other.clickId}&action=ftd&order_id=M-2`)).json.data.conversion_id;
      expect((await t.call('manager@example.com', 'POST', `/api/manager/conversions/${b}/reject`, { reason: 'fraud' })).status).toBe(404);
      expect((await t.call('manager@example.com', 'POST', '/api/manager/conversions/hold/approve', { ids: [b] })).status).toBe(422);
      expect((await figures(other.offer.id, b)).conversion).toMatchObject({ transaction_status: 3 });
    } finally {
      await t.db.update(users).set({ managerId: t.affiliate.managerId }).where(eq(users.id, t.affiliate.id));
      await t.db.update(users).set({ permissions: manager!.permissions }).where(eq(users.id, manager!.id));
    }
  });
});
