import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { serverAppPerFile } from '../../../test/serverTest';

// Advertiser billing's transactions (docs/decisions/advertiser-billing.md): credits and charges on
// an advertiser's balance outside an invoice, seen by staff and by the advertiser, on both databases.
const t = serverAppPerFile();
let admin: string;
let advertiser: string;
let advertiserId = 0;
let affiliateId = 0;
const ADJUSTMENTS = '/api/admin/advertiser-billing/adjustments';
const data = async <T>(r: Response) => ((await r.json()) as { data: T }).data;
const count = async () => rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM advertiser_adjustments`))[0]!.n;
const make = (body: Record<string, unknown>) => t.call('POST', ADJUSTMENTS, { cookie: admin, body: { advertiser_id: advertiserId, made_on: '2026-11-01', reason: 'Goodwill', ...body } });
const staffBalance = async () =>
  (await data<{ adjusted: string; balance: string; invoiced: string; paid: string }[]>(await t.call('POST', '/api/admin/advertiser-billing/balances/list', { cookie: admin, body: { advertiser_id: advertiserId } })))[0]!;
const ownBalance = async () => data<{ adjusted: string; balance: string }>(await t.call('GET', '/api/advertiser/portal/balance', { cookie: advertiser }));
const cents = (text: string) => Math.round(Number(text) * 100);

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  advertiser = await t.cookieFor('advertiser@example.com');
  advertiserId = rowsOf<{ id: number }>(await t.database.db.execute(sql`SELECT id FROM users WHERE email = 'advertiser@example.com'`))[0]!.id;
  affiliateId = rowsOf<{ id: number }>(await t.database.db.execute(sql`SELECT id FROM users WHERE email = 'affiliate@example.com'`))[0]!.id;
});

describe('balance adjustments', () => {
  it('refuses bad input with field messages and writes nothing', async () => {
    const before = await count();
    const answers = await Promise.all([
      make({ amount: '0.00' }),
      make({ amount: '12.345' }),
      make({ amount: '10', made_on: '2099-01-01' }),
      make({ amount: '10', reason: '  ' }),
      make({ amount: '10', advertiser_id: affiliateId }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([422, 422, 422, 422, 422]);
    expect(await Promise.all(answers.map(async (a) => ((await a.json()) as { field: string }[])[0]!.field))).toEqual(['amount', 'amount', 'made_on', 'reason', 'advertiser_id']);
    expect(await count()).toBe(before);
  });

  it('moves the balance staff and the advertiser see by each credit and charge, and back when one is deleted', async () => {
    const [staffBefore, ownBefore] = [await staffBalance(), await ownBalance()];
    const credit = await make({ amount: '-50.25', reason: 'Conversion 812 voided after invoicing' });
    expect(credit.status).toBe(201);
    const made = await data<{ id: number; amount: string; reason: string; created_by_name: string | null }>(credit);
    expect(made).toMatchObject({ amount: '-50.25', reason: 'Conversion 812 voided after invoicing', created_by_name: expect.any(String) });
    expect((await make({ amount: 20 })).status).toBe(201);

    const staff = await staffBalance();
    expect(cents(staff.adjusted) - cents(staffBefore.adjusted)).toBe(-3025);
    expect(cents(staff.balance) - cents(staffBefore.balance)).toBe(-3025);
    expect(cents(staff.balance)).toBe(cents(staff.invoiced) + cents(staff.adjusted) - cents(staff.paid));
    const own = await ownBalance();
    expect(own).toMatchObject({ adjusted: staff.adjusted, balance: staff.balance });
    expect(cents(own.balance) - cents(ownBefore.balance)).toBe(-3025);

    const listed = await data<{ id: number }[]>(await t.call('POST', `${ADJUSTMENTS}/list`, { cookie: admin, body: { advertiser_id: advertiserId } }));
    expect(listed.map((r) => r.id)).toContain(made.id);
    expect((await t.call('DELETE', `${ADJUSTMENTS}/${made.id}`, { cookie: admin })).status).toBe(200);
    expect(cents((await staffBalance()).adjusted) - cents(staffBefore.adjusted)).toBe(2000);
    expect((await t.call('DELETE', `${ADJUSTMENTS}/${made.id}`, { cookie: admin })).status).toBe(404);
  });
});
