import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { serverAppPerFile } from '../../../test/serverTest';
import { pdfText } from '../../../test/pdfText';
import { PixelAction } from '../../../domain/enums/pixel';
import { users } from '../../db/schema';
import { UserType } from '../../../domain/enums/user';
import { rowsOf } from '../../db/rows';
import { closeDuePeriods } from './closeRepository';
import { convertAt } from './conversions.test-utils';

const t = serverAppPerFile();
const cookies: Record<string, string> = {};
let affiliateId = 0;
const settings = { defaultTerms: 0, systemThreshold: 0, currency: 'USD' };
const cents = (v: string | number) => Math.round(Number(v) * 100);

async function call(role: string, method: string, path: string, body?: object) {
  const res = await t.call(method, `/api/${role}${path}`, { cookie: cookies[role], body });
  return { status: res.status, json: await res.json() };
}

beforeAll(async () => {
  cookies.admin = await t.cookieFor('admin');
  // an affiliate of their own, so their balance holds only this file's conversions
  const manager = (await t.database.db.select().from(users).where(eq(users.email, 'manager@example.com')))[0]!;
  const demo = (await t.database.db.select().from(users).where(eq(users.email, 'affiliate@example.com')))[0]!;
  const [row] = await t.database.db
    .insert(users)
    .values({ email: 'paid-for@example.com', passwordHash: 'x', userType: UserType.Affiliate, firstName: 'Paula', lastName: 'Paidfor', managerId: manager.id, permissions: demo.permissions })
    .returning({ id: users.id });
  affiliateId = row!.id;
  cookies.affiliate = await t.cookieFor('paid-for@example.com');
});

describe('the Paid-for type of billing items', () => {
  it('a close writes each item’s type; the balance, the payout, its items, the invoice PDF and the report agree to the cent', async () => {
    const db = t.database.db;
    // a month of an affiliate with nothing billed before: two FTDs and one sale
    await convertAt(t, affiliateId, ['2020-02-03T10:00:00Z', '2020-02-17T11:00:00Z']);
    await convertAt(t, affiliateId, ['2020-02-20T12:00:00Z'], PixelAction.Sale);
    const owed = rowsOf<{ action: number; commission: string }>(
      await db.execute(sql`SELECT action, commission::text AS commission FROM conversions WHERE affiliate_id = ${affiliateId} AND payable = 1 ORDER BY created_at`),
    );
    expect(owed.map((o) => o.action)).toEqual([PixelAction.FTD, PixelAction.FTD, PixelAction.Sale]);
    const ftdCents = cents(owed[0]!.commission) + cents(owed[1]!.commission);
    const saleCents = cents(owed[2]!.commission);
    expect(ftdCents).toBeGreaterThan(0);

    expect(await closeDuePeriods(db, settings, new Date('2020-03-01T01:00:00Z'))).toEqual({ periods: 1, payouts: 1 });
    const items = rowsOf<{ paid_for: string; amount: string }>(
      await db.execute(sql`SELECT b.paid_for, b.amount::text AS amount FROM billing_items b JOIN billing_periods p ON p.id = b.period_id
        WHERE p.affiliate_id = ${affiliateId} ORDER BY b.conversion_id`),
    );
    expect(items.map((i) => i.paid_for)).toEqual(['ftd', 'ftd', 'cpa']);

    const [payout] = (await call('affiliate', 'POST', '/billing/payouts/list', {})).json.data as { id: number; amount: number }[];
    const totalCents = ftdCents + saleCents;
    expect(cents(payout!.amount)).toBe(totalCents);
    // the payout's page: its items by type
    const shown = (await call('admin', 'GET', `/billing/payouts/${payout!.id}`)).json.data;
    expect(shown.items_by_type).toEqual([
      { paid_for: 'cpa', quantity: 1, amount: (saleCents / 100).toFixed(2) },
      { paid_for: 'ftd', quantity: 2, amount: (ftdCents / 100).toFixed(2) },
    ]);
    // the balance: everything earned waits in the open payout
    const balance = (await call('affiliate', 'GET', '/billing/balance')).json.data;
    expect(cents(balance.earned_total)).toBe(totalCents);
    expect(cents(balance.pending_payouts)).toBe(totalCents);
    // the invoice: its lines name the types and its total is the payout's
    const made = await call('affiliate', 'POST', `/billing/payouts/${payout!.id}/invoice`, {});
    expect(made.status).toBe(200);
    const file = await t.call('GET', `/api/affiliate/billing/invoices/${made.json.data.id}/file`, { cookie: cookies.affiliate });
    const text = pdfText(Buffer.from(await file.arrayBuffer())).join('\n');
    expect(text).toContain(`${(totalCents / 100).toFixed(2)} USD`);
    expect(text).toMatch(/· FTD/);
    expect(text).toMatch(/· Sale · CPA/);
    // the traffic report of the month: the same commission
    const report = await call('admin', 'POST', '/reports/traffic', {
      period_type: 'custom_date', period_start: '2020-02-01', period_finish: '2020-02-29', time_zone: 'UTC', affiliate_id: [affiliateId], per_page: 500,
    });
    expect(report.status).toBe(200);
    expect(cents(report.json.data.total.commission)).toBe(totalCents);
  });
});
