import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { eq, sql } from 'drizzle-orm';
import type { PixelAction } from '../../../domain/enums/pixel';
import { PayoutStatus } from '../../../domain/enums/payout';
import { UserType } from '../../../domain/enums/user';
import { users } from '../../db/schema';
import { moderate } from '../conversions/moderationRepository';
import { closeDuePeriods } from './closeRepository';
import { convertAt } from './conversions.test-utils';

const t = serverAppPerFile();
const cookies: Record<string, string> = {};
let affiliateId = 0;
const settings = { defaultTerms: 0, systemThreshold: 0, currency: 'USD' };
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

const convert = (at: string[], action?: PixelAction) => convertAt(t, affiliateId, at, action);

const owed = async (from: string, to: string) =>
  Number(
    rowsOf<{ s: string }>(
      await t.database.db.execute(sql`SELECT COALESCE(sum(commission), 0)::text AS s FROM conversions WHERE affiliate_id = ${affiliateId}
        AND payable = 1 AND transaction_status <> 1 AND created_at >= ${from}::timestamptz AND created_at < ${to}::timestamptz`),
    )[0]!.s,
  );

async function call(role: string, method: string, path: string, body?: object) {
  const res = await t.call(method, `/api/${role}/billing${path}`, { cookie: cookies[role], body });
  return { status: res.status, json: await res.json() };
}

beforeAll(async () => {
  for (const role of ['admin', 'manager', 'affiliate'] as const) cookies[role] = await t.cookieFor(role);
  cookies.manager2 = await t.cookieFor('manager2@example.com');
  affiliateId = (await t.database.db.select().from(users).where(eq(users.email, 'affiliate@example.com')))[0]!.id;
});

describe('closing billing periods', () => {
  it('bills a month’s payable commission once, rolls a total under the threshold over, and pays both periods when reached', async () => {
    const db = t.database.db;
    await convert(['2021-03-03T10:00:00Z', '2021-03-31T23:59:00Z', '2021-04-01T00:00:30Z']);
    const march = await owed('2021-03-01', '2021-04-01');
    expect(march).toBeGreaterThan(0);
    await db.update(users).set({ commissionThreshold: String(march + 1) }).where(eq(users.id, affiliateId));

    expect(await closeDuePeriods(db, settings, new Date('2021-04-02T00:00:00Z'))).toMatchObject({ payouts: 0 });
    const periods = rowsOf<{ total: string; period_start: string; period_end: string; payout_id: number | null }>(
      await db.execute(sql`SELECT total::text, period_start::text, period_end::text, payout_id FROM billing_periods WHERE affiliate_id = ${affiliateId}`),
    );
    expect(periods).toEqual([{ total: march.toFixed(2), period_start: '2021-03-01', period_end: '2021-04-01', payout_id: null }]);
    // the affiliate reads their periods: the rolled-over one has no payout yet
    const listed = (await call('affiliate', 'POST', '/periods/list', {})).json.data;
    expect(listed[0]).toMatchObject({ period_start: '2021-03-01', period_end: '2021-04-01', total: Number(march.toFixed(2)), threshold: march + 1, payout_id: null });
    expect((await call('manager2', 'POST', '/periods/list', { affiliate_id: affiliateId })).json.data).toEqual([]);
    // closing again changes nothing
    expect(await closeDuePeriods(db, settings, new Date('2021-04-20T00:00:00Z'))).toEqual({ periods: 0, payouts: 0 });

    const april = await owed('2021-04-01', '2021-05-01');
    expect(await closeDuePeriods(db, settings, new Date('2021-05-01T00:00:01Z'))).toMatchObject({ payouts: 1 });
    const { json } = await call('affiliate', 'POST', '/payouts/list', {});
    expect(json.data).toHaveLength(1);
    expect(json.data[0]).toMatchObject({ amount: Number((march + april).toFixed(2)), status: PayoutStatus.Pending, period_start: '2021-03-01', period_end: '2021-05-01' });
    await db.update(users).set({ commissionThreshold: '0' }).where(eq(users.id, affiliateId));
  });

  it('bills a void after its period closed as a negative item of the next period', async () => {
    const db = t.database.db;
    const [id] = await convert(['2021-06-10T12:00:00Z']);
    const june = await owed('2021-06-01', '2021-07-01');
    await closeDuePeriods(db, settings, new Date('2021-07-01T01:00:00Z'));
    const admin = (await db.select().from(users).where(eq(users.userType, UserType.Admin)))[0]!;
    await moderate(db, { id: admin.id, userType: UserType.Admin }, id!, { action: 'commission_void', reason: 'fraud' }, admin.id, new Date('2021-07-05T00:00:00Z'));
    await closeDuePeriods(db, settings, new Date('2021-08-01T01:00:00Z'));
    const july = rowsOf<{ total: string }>(await db.execute(sql`SELECT total::text FROM billing_periods WHERE affiliate_id = ${affiliateId} AND period_end = '2021-08-01'`));
    expect(july).toEqual([{ total: (-june).toFixed(2) }]);
  });
});

describe('payout statuses', () => {
  it('allows only the defined moves, logs each with who made it, and refuses the rest with 409', async () => {
    const payout = (await call('admin', 'POST', '/payouts/list', { affiliate_id: affiliateId, status: 0 })).json.data[0];
    // a payment sent carries its transfer reference (the seed's affiliate may have no bank details: confirmed)
    const sending = (status: number) => (status === PayoutStatus.PaymentSent ? { payment_reference: 'TRX-1', confirm_no_bank_details: true } : {});
    const move = (status: number, reason?: number) => call('admin', 'POST', `/payouts/${payout.id}/status`, { status, reason, ...sending(status) });
    expect((await move(PayoutStatus.PaymentSent)).status).toBe(409);
    expect((await move(PayoutStatus.Bounced)).status).toBe(422);
    for (const s of [PayoutStatus.AwaitingInvoice, PayoutStatus.InvoiceConfirmed, PayoutStatus.PaymentSent]) expect((await move(s)).status).toBe(200);
    const bounced = await move(PayoutStatus.Bounced, 0);
    expect(bounced.status).toBe(200);
    expect(bounced.json.data).toMatchObject({ status: PayoutStatus.Bounced, reason: 0 });
    expect((await move(PayoutStatus.PaymentSent)).status).toBe(200);
    expect((await move(PayoutStatus.Completed)).status).toBe(200);
    expect((await move(PayoutStatus.Cancelled, 8)).status).toBe(409);
    const shown = (await call('admin', 'GET', `/payouts/${payout.id}`)).json.data;
    expect(shown.log.map((l: { status_after: number }) => l.status_after)).toEqual([2, 8, 3, 8, 7, 1, 0]);
    expect(shown.log[0].actor_name).toBe('Ada Admin');
    const balance = (await call('affiliate', 'GET', '/balance')).json.data;
    const open = (await call('affiliate', 'POST', '/payouts/list', { status: PayoutStatus.Pending })).json.data;
    expect(balance.pending_payouts).toBeCloseTo(open.reduce((s: number, p: { amount: number }) => s + p.amount, 0), 2);
    expect(balance.earned_total).toBeCloseTo(balance.unpaid + payout.amount, 2);
  });

  it('lets one of two simultaneous moves of a payout through and answers the other 409', async () => {
    const db = t.database.db;
    await convert(['2021-09-09T09:00:00Z']);
    await closeDuePeriods(db, settings, new Date('2021-10-01T01:00:00Z'));
    const payout = (await call('admin', 'POST', '/payouts/list', { affiliate_id: affiliateId, status: 0 })).json.data[0];
    const both = await Promise.all([0, 1].map(() => call('admin', 'POST', `/payouts/${payout.id}/status`, { status: PayoutStatus.AwaitingInvoice })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    // a cancellation gives the money back to the next payout
    expect((await call('admin', 'POST', `/payouts/${payout.id}/status`, { status: PayoutStatus.Cancelled, reason: 8 })).status).toBe(200);
    // a reason that is not a JSON number forces nothing
    const payoutCount = async () => (await call('admin', 'POST', '/payouts/list', { affiliate_id: affiliateId, per_page: 500 })).json.data.length;
    const payoutsBefore = await payoutCount();
    for (const reason of [[], [1], '1', true, '0x1']) {
      const refused = await call('admin', 'POST', '/periods/force', { affiliate_id: affiliateId, reason });
      expect(refused.status).toBe(422);
      expect(refused.json).toEqual([expect.objectContaining({ field: 'reason' })]);
    }
    expect((await call('admin', 'POST', '/periods/force', { affiliate_id: String(affiliateId), reason: 1 })).json).toEqual([expect.objectContaining({ field: 'affiliate_id' })]);
    expect(await payoutCount()).toBe(payoutsBefore);
    const forced = await call('admin', 'POST', '/periods/force', { affiliate_id: affiliateId, reason: 1 });
    expect(forced.status).toBe(200);
    const again = (await call('admin', 'GET', `/payouts/${forced.json.data.payout_id}`)).json.data;
    expect(again.amount).toBeGreaterThanOrEqual(payout.amount);
    // the affiliate earns again the same day: a second forced period pays that, in a payout of its own
    const [later] = await convert([new Date().toISOString()]);
    const [earned] = rowsOf<{ commission: string }>(await db.execute(sql`SELECT commission::text AS commission FROM conversions WHERE id = ${later!}`));
    const second = await call('admin', 'POST', '/periods/force', { affiliate_id: affiliateId, reason: 1 });
    expect(second.status).toBe(200);
    expect(second.json.data.payout_id).not.toBe(forced.json.data.payout_id);
    const paid = (await call('admin', 'GET', `/payouts/${second.json.data.payout_id}`)).json.data;
    expect(paid.amount).toBe(Number(earned!.commission));
  });

  it('keeps payouts in scope: another manager’s affiliate is not found, an affiliate cannot move their own', async () => {
    const payout = (await call('admin', 'POST', '/payouts/list', { affiliate_id: affiliateId })).json.data[0];
    expect((await call('manager2', 'GET', `/payouts/${payout.id}`)).status).toBe(404);
    expect((await call('manager', 'GET', `/payouts/${payout.id}`)).status).toBe(200);
    expect((await call('affiliate', 'POST', `/payouts/${payout.id}/status`, { status: 1 })).status).toBe(403);
    expect((await call('admin', 'POST', '/payouts/list', { status: 42 })).status).toBe(422);
  });

  it('moves several payouts at once, all or none, and exports them', async () => {
    const db = t.database.db;
    await convert(['2021-11-11T11:00:00Z']);
    await db.update(users).set({ commissionThreshold: '0' }).where(eq(users.email, 'affiliate2@example.com'));
    await closeDuePeriods(db, settings, new Date('2021-12-01T01:00:00Z'));
    const pending = (await call('admin', 'POST', '/payouts/list', { status: PayoutStatus.Pending })).json.data as { id: number }[];
    expect(pending.length).toBeGreaterThan(0);
    const ids = pending.map((p) => p.id);
    const completed = (await call('admin', 'POST', '/payouts/list', { status: PayoutStatus.Completed })).json.data as { id: number }[];
    // one payout that cannot move refuses the whole batch, and nothing moved
    const refused = await call('admin', 'POST', '/payouts/batch-status', { ids: [...ids, completed[0]!.id], status: PayoutStatus.AwaitingInvoice });
    expect(refused.status).toBe(409);
    expect((await call('admin', 'POST', '/payouts/list', { status: PayoutStatus.Pending })).json.data).toHaveLength(ids.length);
    expect((await call('admin', 'POST', '/payouts/batch-status', { ids: [999999], status: 1 })).status).toBe(422);
    expect((await call('admin', 'POST', '/payouts/batch-status', { ids, status: PayoutStatus.Cancelled })).status).toBe(422);
    const done = await call('admin', 'POST', '/payouts/batch-status', { ids, status: PayoutStatus.AwaitingInvoice });
    expect(done).toMatchObject({ status: 200, json: { data: { count: ids.length } } });
    const res = await t.call('POST', '/api/admin/billing/payouts/export-csv', { cookie: cookies.admin, body: { status: PayoutStatus.AwaitingInvoice } });
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="payouts.csv"');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const lines = (await res.text()).replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toContain('ID,Affiliate ID,Affiliate');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0])).sort()).toEqual([...ids].sort());
  });
});
