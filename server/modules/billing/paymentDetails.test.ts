import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PayoutStatus } from '../../../domain/enums/payout';
import { users } from '../../db/schema';
import { pdfText } from '../../../test/pdfText';
import { serverAppPerFile } from '../../../test/serverTest';
import { closeDuePeriods } from './closeRepository';
import { lineDescription } from './invoicePdf';
import { convertAt } from './conversions.test-utils';

// A payout from billing to payment: the generated invoice is a real document (the network's legal
// name and address, the affiliate's bank details, lines that add up to the payout to the cent), a
// payment marked sent carries its reference and asks for a word when there are no bank details,
// and a paid affiliate is not told that a payout is coming.
const t = serverAppPerFile();
const cookies: Record<string, string> = {};
let affiliateId = 0;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const cents = (v: number | string) => Math.round(Number(v) * 100);

async function call(role: string, method: string, path: string, body?: object) {
  const res = await t.call(method, `/api/${role}${path}`, { cookie: cookies[role], body });
  return { status: res.status, json: await res.json() };
}

beforeAll(async () => {
  for (const role of ['admin', 'manager', 'affiliate'] as const) cookies[role] = await t.cookieFor(role);
  affiliateId = (await t.database.db.select().from(users).where(eq(users.email, 'affiliate@example.com')))[0]!.id;
  await t.database.db.update(users).set({ bankAccountNumber: '', bankIbanNumber: '' }).where(eq(users.id, affiliateId));
  // two conversions of one offer in an old month, and the seed's: one closing bills them all
  await convertAt(t, affiliateId, ['2022-01-05T10:00:00Z', '2022-01-06T10:00:00Z']);
  await closeDuePeriods(t.database.db, { defaultTerms: 0, systemThreshold: 0, currency: 'USD' }, new Date(Date.now() + 40 * 86_400_000));
});

describe('the generated invoice', () => {
  let payout: { id: number; amount: number };
  let invoiceId = 0;

  it('carries the network’s legal name and address, the affiliate’s bank details and lines that add up to the payout', async () => {
    const settings = await call('admin', 'PUT', '/settings/config/batch-update/general-settings', {
      network_legal_name: 'Northwind Affiliates Ltd',
      network_address: '1 Harbour Street\nLondon E1 6AN\nUnited Kingdom',
    });
    expect(settings.status).toBe(200);
    expect(settings.json.data).toMatchObject({ network_legal_name: 'Northwind Affiliates Ltd', network_address: '1 Harbour Street\nLondon E1 6AN\nUnited Kingdom' });
    // the affiliate enters their own bank details; a bad IBAN is refused
    const bad = await call('affiliate', 'PATCH', `/user_profiles/${affiliateId}`, { bank_iban_number: 'DE00 1234' });
    expect(bad.status).toBe(422);
    const mine = await call('affiliate', 'PATCH', `/user_profiles/${affiliateId}`, { bank_account_number: '40-12-76 31926819', bank_iban_number: 'GB29 NWBK 6016 1331 9268 19' });
    expect(mine.status).toBe(200);

    payout = (await call('affiliate', 'POST', '/billing/payouts/list', { status: PayoutStatus.Pending })).json.data[0];
    expect(payout.amount).toBeGreaterThan(0);
    const made = await call('affiliate', 'POST', `/billing/payouts/${payout.id}/invoice`, {});
    expect(made.status).toBe(200);
    invoiceId = made.json.data.id;
    const file = await t.call('GET', `/api/affiliate/billing/invoices/${invoiceId}/file`, { cookie: cookies.affiliate });
    const lines = pdfText(Buffer.from(await file.arrayBuffer()));
    const text = lines.join('\n');
    const number = `INV-${payout.id}-1`;
    for (const part of [
      `Invoice ${number}`,
      `Invoice number: ${number}`,
      'Northwind Affiliates Ltd',
      '1 Harbour Street',
      'London E1 6AN',
      'United Kingdom',
      'Bill to',
      'Account holder: Alex Affiliate',
      'Account number: 40-12-76 31926819',
      'IBAN: GB29 NWBK 6016 1331 9268 19',
      'Payment method: Bank wire',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/Date of issue: \d{4}-\d{2}-\d{2}/);
    expect(text).toMatch(/Billing period: \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}/);

    // the lines as billed: per offer and action, quantity × rate = amount, and the total is the payout's to the cent
    const items = rowsOf<{ offer_id: number; name: string; action: number; paid_for: string; n: number; amount: string }>(
      await t.database.db.execute(sql`SELECT v.offer_id, o.name, v.action, b.paid_for, count(*)::int AS n, sum(b.amount)::text AS amount
        FROM billing_periods bp JOIN billing_items b ON b.period_id = bp.id JOIN conversions v ON v.id = b.conversion_id JOIN offers o ON o.id = v.offer_id
        WHERE bp.payout_id = ${payout.id} AND b.amount > 0 GROUP BY v.offer_id, o.name, v.action, b.paid_for`),
    );
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      // offer, action, and the Paid-for type where it is another word (a sale paid as CPA)
      const at = lines.indexOf(lineDescription({ offerId: item.offer_id, offerName: item.name, action: item.action, paidFor: item.paid_for, correction: false, quantity: item.n, rate: '', amount: item.amount }, 'en'));
      expect(at, `a line for ${item.name}`).toBeGreaterThanOrEqual(0);
      // the cells follow the description: quantity, rate, amount
      expect(lines.slice(at + 1, at + 4)).toEqual([String(item.n), expect.stringMatching(/^(-?\d+\.\d{2}|varies)$/), Number(item.amount).toFixed(2)]);
    }
    const total = lines.indexOf('Total');
    expect(lines[total + 1]).toBe(payout.amount.toFixed(2));
    expect(text).toContain(`Amount due: ${payout.amount.toFixed(2)} USD`);
    // every line's amount, in cents, sums to the payout
    const header = lines.indexOf('Amount, USD');
    const amounts = lines.slice(header + 1, total).filter((_, i) => i % 4 === 3);
    expect(amounts.reduce((s, a) => s + cents(a), 0)).toBe(cents(payout.amount));
  });

  it('is in the affiliate’s language', async () => {
    await t.database.db.update(users).set({ language: 'ru' }).where(eq(users.id, affiliateId));
    const rejected = await call('admin', 'POST', `/billing/invoices/${invoiceId}/reject`, { reason: 5 });
    expect(rejected.status).toBe(200);
    const again = await call('affiliate', 'POST', `/billing/payouts/${payout.id}/invoice`, {});
    expect(again.status).toBe(200);
    const file = await t.call('GET', `/api/affiliate/billing/invoices/${again.json.data.id}/file`, { cookie: cookies.affiliate });
    const text = pdfText(Buffer.from(await file.arrayBuffer())).join('\n');
    for (const part of [`Счёт INV-${payout.id}-2`, 'Плательщик', 'Northwind Affiliates Ltd', 'Получатель: Alex Affiliate', 'Итого', `К оплате: ${payout.amount.toFixed(2)} USD`]) expect(text).toContain(part);
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, affiliateId));
    invoiceId = again.json.data.id;
  });

  it('payment sent asks for its reference, and refuses without bank details unless confirmed', async () => {
    expect((await call('admin', 'POST', `/billing/invoices/${invoiceId}/approve`, {})).status).toBe(200);
    const move = (body: object) => call('admin', 'POST', `/billing/payouts/${payout.id}/status`, { status: PayoutStatus.PaymentSent, ...body });
    expect(await move({})).toEqual({ status: 422, json: [{ field: 'payment_reference', message: 'payment_reference is required: the reference of the bank transfer.' }] });
    expect((await move({ payment_reference: '   ' })).status).toBe(422);
    expect((await move({ payment_reference: 'x'.repeat(201) })).status).toBe(422);
    expect((await move({ payment_reference: 'TRX-1', confirm_no_bank_details: 'yes' })).status).toBe(422);
    // a batch cannot carry a reference: payments are sent one by one
    expect((await call('admin', 'POST', '/billing/payouts/batch-status', { ids: [payout.id], status: PayoutStatus.PaymentSent })).status).toBe(422);

    await t.database.db.update(users).set({ bankAccountNumber: '', bankIbanNumber: '' }).where(eq(users.id, affiliateId));
    const refused = await move({ payment_reference: 'TRX-2026-0042' });
    expect(refused).toEqual({ status: 422, json: [{ field: 'confirm_no_bank_details', message: expect.stringMatching(/no bank details/) }] });
    // nothing changed
    const still = (await call('admin', 'GET', `/billing/payouts/${payout.id}`)).json.data;
    expect(still).toMatchObject({ status: PayoutStatus.InvoiceConfirmed, payment_reference: '' });

    const sent = await move({ payment_reference: '  TRX-2026-0042 ', confirm_no_bank_details: true });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({ status: PayoutStatus.PaymentSent, payment_reference: 'TRX-2026-0042' });
    // the affiliate reads it on their payout and in their list; the CSV carries it
    expect((await call('affiliate', 'GET', `/billing/payouts/${payout.id}`)).json.data.payment_reference).toBe('TRX-2026-0042');
    const listed = (await call('affiliate', 'POST', '/billing/payouts/list', {})).json.data.find((p: { id: number }) => p.id === payout.id);
    expect(listed.payment_reference).toBe('TRX-2026-0042');
    const csv = await (await t.call('POST', '/api/admin/billing/payouts/export-csv', { cookie: cookies.admin, body: {} })).text();
    expect(csv.split('\r\n')[0]).toMatch(/,Payment reference$/);
    expect(csv).toContain(',TRX-2026-0042\r\n');
  });

  it('with bank details on file, a payment is sent without the extra confirmation', async () => {
    await t.database.db.update(users).set({ bankIbanNumber: 'GB29NWBK60161331926819' }).where(eq(users.id, affiliateId));
    const back = await call('admin', 'POST', `/billing/payouts/${payout.id}/status`, { status: PayoutStatus.InvoiceConfirmed });
    expect(back.status).toBe(200);
    const sent = await call('admin', 'POST', `/billing/payouts/${payout.id}/status`, { status: PayoutStatus.PaymentSent, payment_reference: 'TRX-2' });
    expect(sent.json.data).toMatchObject({ status: PayoutStatus.PaymentSent, payment_reference: 'TRX-2' });
  });
});

describe('the balance after the payment', () => {
  it('does not promise a payout when nothing is owed', async () => {
    const open = (await call('admin', 'POST', '/billing/payouts/list', { affiliate_id: affiliateId, per_page: 100 })).json.data as { status: number }[];
    expect(open.every((p) => p.status === PayoutStatus.PaymentSent)).toBe(true);
    const balance = (await call('affiliate', 'GET', '/billing/balance')).json.data;
    expect(balance).toMatchObject({ unpaid: 0, pending_payouts: 0, to_bill: 0, threshold: 0, threshold_reached: false });
    const card = (await call('affiliate', 'GET', '/dashboard/billing-info')).json.data;
    expect(card.threshold_reached).toBe(false);
  });

  it('reaches the threshold only with something to bill at or above it', async () => {
    await convertAt(t, affiliateId, [new Date(Date.now() - 60_000).toISOString()]);
    const balance = (await call('affiliate', 'GET', '/billing/balance')).json.data;
    expect(balance.to_bill).toBeGreaterThan(0);
    expect(balance.to_bill).toBe(balance.unpaid);
    expect(balance.threshold_reached).toBe(true);
    await t.database.db.update(users).set({ commissionThreshold: String(balance.to_bill + 0.01) }).where(eq(users.id, affiliateId));
    expect((await call('affiliate', 'GET', '/billing/balance')).json.data.threshold_reached).toBe(false);
    await t.database.db.update(users).set({ commissionThreshold: '0' }).where(eq(users.id, affiliateId));
  });
});

describe('an affiliate’s payment terms and threshold', () => {
  it('are set by staff on the account, refused to the affiliate themselves, and used by the balance', async () => {
    const path = `/user_profiles/${affiliateId}`;
    const set = await call('manager', 'PATCH', path, { payment_terms_id: 2, commission_threshold: 150.5 });
    expect(set.status).toBe(200);
    expect(set.json.data).toMatchObject({ payment_terms_id: 2, commission_threshold: 150.5 });
    expect((await call('affiliate', 'GET', '/billing/balance')).json.data.threshold).toBe(150.5);
    for (const bad of [{ payment_terms_id: 9 }, { payment_terms_id: '1' }, { commission_threshold: -1 }, { commission_threshold: 1.234 }, { commission_threshold: '5' }]) {
      const refused = await call('admin', 'PATCH', path, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(422);
      expect(refused.json[0].field).toBe(Object.keys(bad)[0]);
    }
    // the affiliate cannot change their own
    const own = await call('affiliate', 'PATCH', path, { commission_threshold: 0 });
    expect(own.status).toBe(422);
    expect(own.json).toEqual([{ field: 'commission_threshold', message: 'You cannot change this field of your own account.' }]);
    // only affiliates have them
    const managerId = (await t.database.db.select().from(users).where(eq(users.email, 'manager@example.com')))[0]!.id;
    expect((await call('admin', 'PATCH', `/user_profiles/${managerId}`, { payment_terms_id: 1 })).status).toBe(422);
    // back to the system's: null terms, threshold 0; the change log records both moves
    const back = await call('admin', 'PATCH', path, { payment_terms_id: null, commission_threshold: 0 });
    expect(back.json.data).toMatchObject({ payment_terms_id: null, commission_threshold: 0 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, affiliateId));
    expect(row).toMatchObject({ paymentTermsId: null, commissionThreshold: '0.00' });
  });
});
