import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { eq } from 'drizzle-orm';
import { InvoiceStatus, PayoutStatus } from '../../../domain/enums/payout';
import { users } from '../../db/schema';
import { pdfText } from '../../../test/pdfText';
import { closeDuePeriods } from './closeRepository';
import { convertAt } from './conversions.test-utils';
import { invoicePdf } from './invoicePdf';
import { pdfkitPdf } from '../../../test/pdfFile';

const t = serverAppPerFile();
const cookies: Record<string, string> = {};
let affiliateId = 0;
const settings = { defaultTerms: 0, systemThreshold: 0, currency: 'USD' };

async function call(role: string, method: string, path: string, body?: object) {
  const res = await t.call(method, `/api/${role}/billing${path}`, { cookie: cookies[role], body });
  return { status: res.status, json: await res.json() };
}

/** A payout of the demo affiliate, made by closing the month after a conversion. */
async function newPayout(month: string): Promise<{ id: number; amount: number; status: number }> {
  await convertAt(t, affiliateId, [`${month}-05T10:00:00Z`]);
  const next = new Date(Date.parse(`${month}-01T00:00:00Z`) + 40 * 86_400_000);
  await closeDuePeriods(t.database.db, settings, new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth(), 1, 1)));
  // the newest pending payout: the one just made
  return (await call('affiliate', 'POST', '/payouts/list', { status: PayoutStatus.Pending })).json.data[0];
}

async function upload(payoutId: number, bytes: Uint8Array<ArrayBuffer> | Buffer<ArrayBuffer> | string, type = 'application/pdf', name = 'mine.pdf') {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  const res = await t.app.request(`http://localhost/api/affiliate/billing/payouts/${payoutId}/invoice/upload`, {
    method: 'POST',
    body: form,
    headers: { cookie: cookies.affiliate!, 'X-Requested-With': 'XMLHttpRequest', Origin: 'http://localhost' },
  });
  return { status: res.status, json: await res.json() };
}

beforeAll(async () => {
  for (const role of ['admin', 'manager', 'affiliate'] as const) cookies[role] = await t.cookieFor(role);
  cookies.manager2 = await t.cookieFor('manager2@example.com');
  const [affiliate] = await t.database.db.select().from(users).where(eq(users.email, 'affiliate@example.com'));
  affiliateId = affiliate!.id;
  await t.database.db.update(users).set({ firstName: 'Алёна', lastName: 'Партнёрова', language: 'ru', bankIbanNumber: 'DE89370400440532013000' }).where(eq(users.id, affiliateId));
  cookies.affiliate = await t.cookieFor('affiliate');
});

describe('invoice PDF', () => {
  it('prints the brand, the Cyrillic name and labels, the period, the amount and the bank details', async () => {
    const pdf = await invoicePdf(
      {
        number: 'INV-7-1',
        issuedAt: new Date('2026-02-03T00:00:00Z'),
        companyName: 'AffNet',
        networkLegalName: '',
        networkAddress: '',
        lines: [{ offerId: 3, offerName: 'Кредитка', action: 2, paidFor: 'lead', correction: false, quantity: 3, rate: '411.50', amount: '1234.50' }],
        affiliateName: 'Алёна Партнёрова',
        affiliateEmail: 'a@example.com',
        periodStart: '2026-01-01',
        periodEnd: '2026-02-01',
        amount: '1234.50',
        currency: 'USD',
        bankAccountNumber: '',
        bankIban: 'DE89370400440532013000',
        language: 'ru',
      },
      { compress: false },
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf).join('\n');
    for (const part of ['AffNet', 'Счёт INV-7-1', 'Алёна Партнёрова', '2026-01-01 – 2026-01-31', 'Кредитка (#3) · Лид', 'К оплате: 1234.50 USD', 'DE89370400440532013000', 'Банковский перевод']) {
      expect(text).toContain(part);
    }
  });
});

describe('invoices', () => {
  it('the affiliate generates an invoice for a payout; staff approve it and the payout goes on to payment', async () => {
    const payout = await newPayout('2022-01');
    expect(payout.status).toBe(PayoutStatus.Pending);
    const made = await call('affiliate', 'POST', `/payouts/${payout.id}/invoice`, {});
    expect(made.status).toBe(200);
    expect(made.json.data).toMatchObject({ payout_id: payout.id, number: `INV-${payout.id}-1`, source: 'generated', status: InvoiceStatus.Moderation, amount: payout.amount });
    // one invoice at a time
    expect((await call('affiliate', 'POST', `/payouts/${payout.id}/invoice`, {})).status).toBe(409);
    expect((await call('admin', 'GET', `/payouts/${payout.id}`)).json.data.status).toBe(PayoutStatus.InvoiceReceived);

    const file = await t.call('GET', `/api/affiliate/billing/invoices/${made.json.data.id}/file`, { cookie: cookies.affiliate });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(file.headers.get('Content-Disposition')).toBe(`attachment; filename="INV-${payout.id}-1.pdf"`);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    const listed = (await call('manager', 'POST', '/invoices/list', { status: InvoiceStatus.Moderation })).json.data as { id: number }[];
    expect(listed.map((i) => i.id)).toContain(made.json.data.id);
    expect((await call('manager2', 'POST', `/invoices/${made.json.data.id}/approve`, {})).status).toBe(404);
    const approved = await call('manager', 'POST', `/invoices/${made.json.data.id}/approve`, {});
    expect(approved.json.data).toMatchObject({ status: InvoiceStatus.Approved, payout_status: PayoutStatus.InvoiceConfirmed, moderated_by_name: 'Max Manager' });
    expect((await call('admin', 'POST', `/invoices/${made.json.data.id}/approve`, {})).status).toBe(409);
    expect((await call('admin', 'POST', `/payouts/${payout.id}/status`, { status: PayoutStatus.PaymentSent, payment_reference: 'TRX-9' })).status).toBe(200);
    // sent: the invoice can no longer be cancelled
    expect((await call('admin', 'POST', `/invoices/${made.json.data.id}/cancel`, { reason: 5 })).status).toBe(409);
    const log = (await call('admin', 'GET', `/payouts/${payout.id}`)).json.data.log as { status_after: number; actor_name: string }[];
    expect(log.map((l) => l.status_after)).toEqual([PayoutStatus.PaymentSent, PayoutStatus.InvoiceConfirmed, PayoutStatus.InvoiceReceived, PayoutStatus.Pending]);
    expect(log[2]!.actor_name).toBe('Алёна Партнёрова');
  });

  it('an uploaded PDF is kept as sent; a rejection with its reason lets the affiliate send another, a cancellation of an approved one too', async () => {
    const payout = await newPayout('2022-03');
    const pdf = new Uint8Array(await pdfkitPdf());
    const sent = await upload(payout.id, pdf);
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({ source: 'uploaded', file_size: pdf.byteLength, status: InvoiceStatus.Moderation });
    const back = await t.call('GET', `/api/admin/billing/invoices/${sent.json.data.id}/file`, { cookie: cookies.admin });
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(pdf);

    expect((await call('admin', 'POST', `/invoices/${sent.json.data.id}/reject`, {})).status).toBe(422);
    expect((await call('admin', 'POST', `/invoices/${sent.json.data.id}/reject`, { reason: 42 })).status).toBe(422);
    const rejected = await call('admin', 'POST', `/invoices/${sent.json.data.id}/reject`, { reason: 5 });
    expect(rejected.json.data).toMatchObject({ status: InvoiceStatus.Rejected, reason: 5, payout_status: PayoutStatus.AwaitingInvoice });

    const second = await call('affiliate', 'POST', `/payouts/${payout.id}/invoice`, {});
    expect(second.json.data).toMatchObject({ number: `INV-${payout.id}-2`, status: InvoiceStatus.Moderation });
    await call('admin', 'POST', `/invoices/${second.json.data.id}/approve`, {});
    const cancelled = await call('admin', 'POST', `/invoices/${second.json.data.id}/cancel`, { reason: 2 });
    expect(cancelled.json.data).toMatchObject({ status: InvoiceStatus.Rejected, cancelled: true, reason: 2, payout_status: PayoutStatus.AwaitingInvoice });
    const mine = (await call('affiliate', 'POST', '/invoices/list', { payout_id: payout.id })).json.data as { number: string }[];
    expect(mine.map((i) => i.number)).toEqual([`INV-${payout.id}-2`, `INV-${payout.id}-1`]);
  });

  it('refuses what is not a PDF, an empty or missing file, a foreign payout and a payout past its invoice, and changes nothing', async () => {
    const payout = await newPayout('2022-05');
    const before = (await call('affiliate', 'POST', '/invoices/list', {})).json.data.length;
    expect((await upload(payout.id, 'just text', 'text/plain', 'a.txt')).json).toEqual([{ field: 'file', message: 'Only PDF files are accepted: the file does not start with %PDF-.' }]);
    // HTML with a script that names %PDF- in its first KiB, or even starts with it
    const html = '<!doctype html><!-- %PDF-1.4 --><script>fetch("/api/me")</script>\n%%EOF\n';
    expect(await upload(payout.id, html, 'application/pdf')).toEqual({ status: 422, json: [{ field: 'file', message: 'Only PDF files are accepted: the file does not start with %PDF-.' }] });
    const polyglot = await upload(payout.id, `%PDF-1.4\n${html}`, 'application/pdf');
    expect(polyglot.status).toBe(422);
    expect(polyglot.json[0].message).toMatch(/not a whole PDF document/);
    // a real PDF cut short
    const cut = await pdfkitPdf();
    expect((await upload(payout.id, new Uint8Array(cut.subarray(0, cut.length - 30)))).status).toBe(422);
    expect((await upload(payout.id, '')).status).toBe(422);
    expect((await upload(payout.id, new Uint8Array(1_000_001).fill(37))).status).toBe(422);
    // past the API's body limit: 413 before the form is read (through Node's server: server/http/nodeBodyLimit.test.ts)
    expect(await upload(payout.id, new Uint8Array(2_000_000).fill(37))).toEqual({ status: 413, json: { success: false, message: 'The request body is too large: at most 1 MiB.' } });
    expect((await call('affiliate', 'POST', `/payouts/${payout.id}/invoice/upload`, { file: 'JVBERi0=' })).status).toBe(422);
    const foreign = (await call('admin', 'POST', '/payouts/list', {})).json.data.find((p: { affiliate_id: number }) => p.affiliate_id !== affiliateId);
    if (foreign) expect((await call('affiliate', 'POST', `/payouts/${foreign.id}/invoice`, {})).status).toBe(404);
    expect((await call('affiliate', 'POST', '/payouts/999999/invoice', {})).status).toBe(404);
    await call('admin', 'POST', `/payouts/${payout.id}/status`, { status: PayoutStatus.AwaitingInvoice });
    await call('admin', 'POST', `/payouts/${payout.id}/status`, { status: PayoutStatus.InvoiceConfirmed });
    expect((await call('affiliate', 'POST', `/payouts/${payout.id}/invoice`, {})).status).toBe(409);
    expect((await call('affiliate', 'POST', '/invoices/list', {})).json.data).toHaveLength(before);
    expect((await call('affiliate', 'POST', '/invoices/list', { status: 7 })).status).toBe(422);
    // staff hand in no invoices; affiliates moderate none
    expect((await call('admin', 'POST', `/payouts/${payout.id}/invoice`, {})).status).toBe(403);
    expect((await call('affiliate', 'POST', '/invoices/1/approve', {})).status).toBe(403);
  });
});

describe('the affiliate dashboard reads the billing module', () => {
  it('billing info and pending payouts show the balance and the open payouts', async () => {
    const card = (await (await t.call('GET', '/api/affiliate/dashboard/billing-info', { cookie: cookies.affiliate })).json()).data;
    const balance = (await call('affiliate', 'GET', '/balance')).json.data;
    expect(card).toMatchObject({ earned_total: balance.earned_total, unpaid: balance.unpaid, pending_payouts: balance.pending_payouts, threshold_reached: balance.threshold_reached });
    const pending = (await (await t.call('POST', '/api/affiliate/dashboard/pending-payouts', { cookie: cookies.affiliate, body: {} })).json()).data;
    const open = (await call('affiliate', 'POST', '/payouts/list', { per_page: 100 })).json.data.filter((p: { status: number }) =>
      [PayoutStatus.Pending, PayoutStatus.Moderated, PayoutStatus.AwaitingInvoice, PayoutStatus.InvoiceReceived, PayoutStatus.InvoiceConfirmed, PayoutStatus.InProgress, PayoutStatus.Bounced].includes(p.status as never),
    );
    expect(pending.rows.map((r: { id: number }) => r.id).sort()).toEqual(open.map((p: { id: number }) => p.id).sort());
    expect(pending.total).toBeCloseTo(balance.pending_payouts, 2);
    expect(pending.rows[0].period).toMatch(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/);
  });
});
