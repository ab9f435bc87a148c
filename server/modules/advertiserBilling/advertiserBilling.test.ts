import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PixelAction } from '../../../domain/enums/pixel';
import { SalesStatus, TransactionStatus } from '../../../domain/enums/payout';
import { rowsOf } from '../../db/rows';
import { conversions, crgCohorts, crgDeals, offerGroups, offers, users } from '../../db/schema';
import { pdfText } from '../../../test/pdfText';
import { serverAppPerFile } from '../../../test/serverTest';
import { raiseOverdueAlerts } from './overdueJob';

// Advertiser billing (spec 4 §7, docs/decisions/advertiser-billing.md): invoices from approved
// revenue and CRG amounts, payments received, balances and overdue, on both databases.
const t = serverAppPerFile();
let admin: string;
let advertiserId: number;
let otherAdvertiserId: number;
let affiliateId: number;
let offerId: number;
const data = async <T>(r: Response) => ((await r.json()) as { data: T }).data;

type Line = { offerId: number; action: number; paidFor: string; quantity: number; rate: string | null; amount: string };
type Payment = { id: number; amount: string; received_on: string; method: string; reference: string };
type Invoice = { id: number; number: string; amount: string; paid: string; balance: string; status: string; due_on: string; sent_at: string | null; lines: Line[]; payments: Payment[] };
type Balance = { id: number; invoiced: string; paid: string; balance: string; overdue: string; invoices: number; overdue_invoices: number };

const INVOICES = '/api/admin/advertiser-billing/invoices';
const PAYMENTS = '/api/admin/advertiser-billing/payments';

async function conversion(over: Partial<typeof conversions.$inferInsert> & { createdAt: Date }) {
  const [row] = await t.database.db
    .insert(conversions)
    .values({
      clickId: randomUUID(),
      clickedAt: new Date(over.createdAt.getTime() - 60_000),
      offerId,
      affiliateId,
      advertiserId,
      country: 'US',
      action: PixelAction.FTD,
      payable: SalesStatus.Payable,
      transactionStatus: TransactionStatus.Ok,
      commission: '10.00',
      ...over,
    })
    .returning({ id: conversions.id });
  return row!.id;
}

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const invoiceCount = async () => rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM advertiser_invoices`))[0]!.n;
const paymentCount = async () => rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM advertiser_payments`))[0]!.n;
const create = (body: unknown) => t.call('POST', INVOICES, { cookie: admin, body });
const read = async (id: number) => data<Invoice>(await t.call('GET', `${INVOICES}/${id}`, { cookie: admin }));
const pay = (body: Record<string, unknown>) => t.call('POST', PAYMENTS, { cookie: admin, body: { received_on: '2026-11-02', method: 'bank_wire', ...body } });
const balanceOf = async (id: number) =>
  (await data<Balance[]>(await t.call('POST', '/api/admin/advertiser-billing/balances/list', { cookie: admin, body: { advertiser_id: id } })))[0]!;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  const db = t.database.db;
  const groupId = (await db.select({ id: offerGroups.id }).from(offerGroups).limit(1))[0]!.id;
  affiliateId = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@example.com')))[0]!.id;
  const advertiser = (email: string, language: string) =>
    db.insert(users).values({ email, passwordHash: 'x', userType: 3, firstName: 'Ada', lastName: 'Vertiser', language }).returning({ id: users.id });
  advertiserId = (await advertiser('adv-billing@example.com', 'ru'))[0]!.id;
  otherAdvertiserId = (await advertiser('adv-other@example.com', 'en'))[0]!.id;
  offerId = (await db.insert(offers).values({ name: 'Billed offer', offerGroupId: groupId, advertiserId, status: 1, access: 4 }).returning({ id: offers.id }))[0]!.id;

  // October 2026: approved revenue 100.10 (FTD) + 2 × 33.33 (leads, one changed by moderation) + 12.50 (EPL) = 179.26
  await conversion({ createdAt: at('2026-10-05'), revenue: '100.10' });
  await conversion({ createdAt: at('2026-10-06'), action: PixelAction.Lead, revenue: '33.33', transactionStatus: TransactionStatus.Changed });
  await conversion({ createdAt: at('2026-10-07'), action: PixelAction.Lead, revenue: '33.33' });
  await conversion({ createdAt: at('2026-10-08'), action: PixelAction.Lead, revenue: '12.50', paidFor: 'epl', orderId: 'epl:lead-1' });
  // not owed: voided, rejected (not payable), on hold, after the period, another advertiser's
  await conversion({ createdAt: at('2026-10-09'), revenue: '500.00', transactionStatus: TransactionStatus.Voided });
  await conversion({ createdAt: at('2026-10-10'), revenue: '70.00', payable: SalesStatus.NotPayable, reason: 'rejected' });
  await conversion({ createdAt: at('2026-10-11'), revenue: '0', holdRevenue: '80.00', transactionStatus: TransactionStatus.OnHold });
  await conversion({ createdAt: at('2026-11-01'), revenue: '41.00' });
  await conversion({ createdAt: at('2026-10-12'), revenue: '99.00', advertiserId: otherAdvertiserId });
  // + a CRG cohort of the advertiser's offer closed in October: 250.00 due from them
  const [deal] = await db
    .insert(crgDeals)
    .values({ offerId, affiliateId, guaranteePercent: '10', cohort: 'week', affiliateTerms: 'chargeback', affiliateFtdAmount: '40', advertiserFtdAmount: '100', startsOn: '2026-10-05' })
    .returning({ id: crgDeals.id });
  await db.insert(crgCohorts).values({
    dealId: deal!.id,
    affiliateId,
    cohortStart: '2026-10-05',
    cohortEnd: '2026-10-12',
    leads: 95,
    ftds: 7,
    guaranteePercent: '10',
    shortfallFtds: '2.5',
    affiliateAmount: '-100.00',
    advertiserAmount: '250.00',
    closedAt: at('2026-10-19'),
  });
});

describe('advertiser invoices', () => {
  it('refuses bad input with field messages and writes nothing', async () => {
    const before = await invoiceCount();
    const missing = await create({});
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { field: string }[]).map((e) => e.field).sort()).toEqual(['advertiser_id', 'period_end', 'period_start']);
    const bad = await create({ advertiser_id: advertiserId, period_start: '2026-10-01', period_end: '2026-02-30' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual([{ field: 'period_end', message: 'period_end must be a date (YYYY-MM-DD).' }]);
    const reversed = await create({ advertiser_id: advertiserId, period_start: '2026-10-10', period_end: '2026-10-01' });
    expect(await reversed.json()).toEqual([{ field: 'period_end', message: 'period_end must be after period_start (the end is exclusive).' }]);
    const future = await create({ advertiser_id: advertiserId, period_start: '2026-10-01', period_end: '2099-01-01' });
    expect(future.status).toBe(422);
    // an affiliate is no advertiser
    const notAdvertiser = await create({ advertiser_id: affiliateId, period_start: '2026-10-01', period_end: '2026-11-01' });
    expect(await notAdvertiser.json()).toEqual([{ field: 'advertiser_id', message: 'Choose an advertiser.' }]);
    // a period with nothing owed: nothing is written, not even the invoice row the issue starts with
    const empty = await create({ advertiser_id: advertiserId, period_start: '2026-08-01', period_end: '2026-09-01' });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { message: string }[])[0]!.message).toMatch(/^Nothing to invoice/);
    expect(await invoiceCount()).toBe(before);
  });

  let invoice: Invoice;

  it('bills the approved revenue and the CRG amount of the period to the cent, one line per type, and its PDF says the same total', async () => {
    const res = await create({ advertiser_id: advertiserId, period_start: '2026-10-01', period_end: '2026-11-01', note: 'PO 77' });
    expect(res.status).toBe(201);
    invoice = await data<Invoice>(res);
    // 100.10 + 33.33 + 33.33 + 12.50 + 250.00; the voided, rejected, held, later and foreign conversions are not in it
    expect(invoice).toMatchObject({ number: `ADV-${invoice.id}`, amount: '429.26', paid: '0.00', balance: '429.26', status: 'unpaid' });
    expect(invoice.lines.map((l) => [l.paidFor, l.quantity, l.rate, l.amount]).sort()).toEqual(
      [
        ['crg', 1, '250.00', '250.00'],
        ['epl', 1, '12.50', '12.50'],
        ['ftd', 1, '100.10', '100.10'],
        ['lead', 2, '33.33', '66.66'],
      ].sort(),
    );
    const cents = invoice.lines.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0);
    expect(cents).toBe(42926);

    const file = await t.call('GET', `${INVOICES}/${invoice.id}/file`, { cookie: admin });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await file.arrayBuffer())).join('\n');
    // in the advertiser's language (ru), with the same total and the CRG and EPL lines
    expect(text).toContain(`Счёт ${invoice.number}`);
    expect(text).toContain('Итого');
    expect(text).toContain('К оплате: 429.26 USD');
    expect(text).toContain('Ada Vertiser');
    expect(text).toContain('Лид · EPL');
    expect(text).toContain('Примечание: PO 77');
  });

  it('refuses a second invoice for revenue already invoiced', async () => {
    const before = await invoiceCount();
    const again = await create({ advertiser_id: advertiserId, period_start: '2026-10-15', period_end: '2026-11-02' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      `Invoice ${invoice.number} already bills this advertiser's revenue from 2026-10-01 to 2026-11-01: a period is invoiced once.`,
    );
    expect(await invoiceCount()).toBe(before);
  });

  it('moves balance and status with a partial payment, then the rest, then an overpayment and a refund', async () => {
    expect(await balanceOf(advertiserId)).toMatchObject({ invoiced: '429.26', paid: '0.00', balance: '429.26', invoices: 1 });

    expect((await pay({ invoice_id: invoice.id, amount: '200.00', reference: 'WIRE-1' })).status).toBe(201);
    expect(await read(invoice.id)).toMatchObject({ paid: '200.00', balance: '229.26', status: 'partly_paid' });
    expect(await balanceOf(advertiserId)).toMatchObject({ paid: '200.00', balance: '229.26' });

    expect((await pay({ invoice_id: invoice.id, amount: 229.26 })).status).toBe(201);
    expect(await read(invoice.id)).toMatchObject({ paid: '429.26', balance: '0.00', status: 'paid' });
    expect((await balanceOf(advertiserId)).balance).toBe('0.00');

    // paid ahead: the balance goes negative, the invoice stays paid
    const over = await pay({ invoice_id: invoice.id, amount: '10.01', method: 'card', note: 'too much' });
    expect(over.status).toBe(201);
    const overPayment = await data<Payment>(over);
    expect(await read(invoice.id)).toMatchObject({ paid: '439.27', balance: '-10.01', status: 'paid' });
    expect((await balanceOf(advertiserId)).balance).toBe('-10.01');

    // the refund of the excess is a negative payment
    expect((await pay({ invoice_id: invoice.id, amount: '-10.01', reference: 'REFUND-1' })).status).toBe(201);
    const settled = await read(invoice.id);
    expect(settled).toMatchObject({ paid: '429.26', balance: '0.00', status: 'paid' });
    expect(settled.payments.map((p) => p.amount)).toEqual(['200.00', '229.26', '10.01', '-10.01']);

    // a payment recorded by mistake is deleted: the balance follows
    expect((await t.call('DELETE', `${PAYMENTS}/${overPayment.id}`, { cookie: admin })).status).toBe(200);
    expect(await read(invoice.id)).toMatchObject({ paid: '419.25', balance: '10.01', status: 'partly_paid' });
    expect((await t.call('DELETE', `${PAYMENTS}/${overPayment.id}`, { cookie: admin })).status).toBe(404);
  });

  it('refuses a bad payment with field messages and records nothing', async () => {
    const before = await paymentCount();
    const { paid } = await read(invoice.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ invoice_id: invoice.id, amount: '0' }, 'amount'],
      [{ invoice_id: invoice.id, amount: '1.234' }, 'amount'],
      [{ invoice_id: invoice.id, amount: 'ten' }, 'amount'],
      [{ invoice_id: invoice.id, amount: '5', received_on: '2026-13-01' }, 'received_on'],
      [{ invoice_id: invoice.id, amount: '5', received_on: '2099-01-01' }, 'received_on'],
      [{ invoice_id: invoice.id, amount: '5', method: 'cheque' }, 'method'],
      [{ invoice_id: 999999, amount: '5' }, 'invoice_id'],
      // a refund of more than was received
      [{ invoice_id: invoice.id, amount: '-1000.00' }, 'amount'],
    ];
    for (const [body, field] of cases) {
      const res = await pay(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as { field: string }[]).map((e) => e.field)).toEqual([field]);
    }
    expect(await paymentCount()).toBe(before);
    expect((await read(invoice.id)).paid).toBe(paid);
    // an invoice that payments hold is not deleted
    expect((await t.call('DELETE', `${INVOICES}/${invoice.id}`, { cookie: admin })).status).toBe(409);
  });

  it('sends the invoice through the mail outbox in the advertiser’s language, its PDF attached', async () => {
    const res = await t.call('POST', `${INVOICES}/${invoice.id}/send`, { cookie: admin, body: {} });
    expect(res.status).toBe(200);
    expect((await data<Invoice>(res)).sent_at).not.toBeNull();
    type Mail = { id: number; subject: string; body: string; attachment: { name: string; type: string; size: number } | null };
    const outbox = await t.call('POST', '/api/admin/user-management/mail-outbox/list', { cookie: admin, body: { q: 'adv-billing@example.com', per_page: 1 } });
    const [mail] = await data<Mail[]>(outbox);
    expect(mail!.subject).toBe(`Счёт ${invoice.number} от AffNet`);
    expect(mail!.body).toContain('К оплате: 429.26 USD');
    expect(mail!.body).toContain(`Оплатить до: ${invoice.due_on}`);
    expect(mail!.body).toContain('PDF счёта приложен к этому письму');
    // the list names the file and its size, never its bytes
    expect(mail!.attachment).toMatchObject({ name: `invoice-${invoice.number}.pdf`, type: 'application/pdf' });
    expect(Object.keys(mail!.attachment!).sort()).toEqual(['name', 'size', 'type']);

    const file = await t.call('GET', `/api/admin/user-management/mail-outbox/${mail!.id}/attachment`, { cookie: admin });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(file.headers.get('Content-Disposition')).toBe(`attachment; filename="invoice-${invoice.number}.pdf"`);
    const pdf = Buffer.from(await file.arrayBuffer());
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdf.length).toBe(mail!.attachment!.size);
    expect(pdfText(pdf).join('\n')).toContain(`Счёт ${invoice.number}`);
  });

  it('an invoice past its due date and not paid in full is overdue: filtered, in the balance, and an alert for the admins', async () => {
    const res = await create({ advertiser_id: otherAdvertiserId, period_start: '2026-10-01', period_end: '2026-11-01', due_on: '2026-11-05' });
    expect(res.status).toBe(201);
    const late = await data<Invoice>(res);
    expect(late).toMatchObject({ amount: '99.00', status: 'overdue' });
    const listed = await data<Invoice[]>(await t.call('POST', `${INVOICES}/list`, { cookie: admin, body: { status: 'overdue' } }));
    expect(listed.map((i) => i.id)).toEqual([late.id]);
    const mine = await data<Invoice[]>(await t.call('POST', `${INVOICES}/list`, { cookie: admin, body: { advertiser_id: advertiserId } }));
    expect(mine.map((i) => i.id)).toEqual([invoice.id]);
    expect(await balanceOf(otherAdvertiserId)).toMatchObject({ balance: '99.00', overdue: '99.00', overdue_invoices: 1 });

    expect(await raiseOverdueAlerts(t.database.db, new Date())).toBe(1);
    const alerts = await data<{ kind: string; link: string }[]>(await t.call('POST', '/api/admin/alerts/list', { cookie: admin, body: {} }));
    expect(alerts.filter((a) => a.kind === 'advertiser_invoice_overdue').map((a) => a.link)).toEqual([`/advertiser-invoices/${late.id}/show`]);
    // paid in full, it is no longer overdue
    expect((await pay({ invoice_id: late.id, amount: '99' })).status).toBe(201);
    expect((await read(late.id)).status).toBe('paid');
    expect(await raiseOverdueAlerts(t.database.db, new Date())).toBe(0);
  });

  it('an invoice without payments is deleted and its revenue can be invoiced again', async () => {
    const res = await create({ advertiser_id: advertiserId, period_start: '2026-11-01', period_end: '2026-11-02' });
    expect(res.status).toBe(201);
    const small = await data<Invoice>(res);
    expect(small.amount).toBe('41.00');
    expect((await t.call('DELETE', `${INVOICES}/${small.id}`, { cookie: admin })).status).toBe(200);
    expect((await t.call('GET', `${INVOICES}/${small.id}`, { cookie: admin })).status).toBe(404);
    const again = await create({ advertiser_id: advertiserId, period_start: '2026-11-01', period_end: '2026-11-02' });
    expect((await data<Invoice>(again)).amount).toBe('41.00');
  });
});
