import { z } from 'zod';
import { ADVERTISER_BALANCE_PATH, ADVERTISER_RULE, advertiserMyInvoicesResource } from '../../../domain/advertisers/access';
import { AdvertiserInvoiceStatus, AdvertiserPaymentMethod } from '../../../domain/advertiserBilling/invoices';
import { isoDate } from '../../../domain/billing/terms';
import { NotFound } from '../../errors';
import { optionalFilter } from '../../http/fields';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import * as billing from '../advertiserBilling/advertiserInvoiceRepository';
import { workspaceCurrency } from '../currencies/workspaceCurrency';

// The advertiser's own invoices, read through advertiser billing's repository with their id as the
// scope (in SQL): another advertiser's invoice is a 404 like an unknown one.

const me = (c: Ctx) => c.var.session!.user.id;
const today = (c: Ctx) => isoDate(c.var.deps.now());
const NOT_FOUND = 'Invoice not found.';
const statusMessage = `status must be one of ${AdvertiserInvoiceStatus.values.join(', ')}.`;

const listBody = listSchema(['id'], {
  status: optionalFilter(z.string({ message: statusMessage }).refine(AdvertiserInvoiceStatus.is, statusMessage)),
});

/** An invoice as its advertiser sees it: the staff's view less who they are to us (name, e-mail, language) and the sending. */
const toInvoice = (r: billing.AdvertiserInvoiceRow) => ({
  id: r.id,
  number: r.number,
  period_start: r.period_start,
  period_end: r.period_end,
  issued_at: r.issued_at,
  due_on: r.due_on,
  amount: r.amount,
  paid: r.paid,
  balance: r.balance,
  currency: r.currency,
  status: r.status,
  status_label: AdvertiserInvoiceStatus.label(r.status, 'en'),
  note: r.note,
  payments_count: r.payments_count,
});

/** A payment as its payer sees it: the staff's internal note and who recorded it stay ours. */
const toPayment = (p: billing.AdvertiserPaymentRow) => ({
  id: p.id,
  amount: p.amount,
  received_on: p.received_on,
  method: p.method,
  method_label: AdvertiserPaymentMethod.is(p.method) ? AdvertiserPaymentMethod.label(p.method, 'en') : p.method,
  reference: p.reference,
});

async function listInvoices(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await billing.listAdvertiserInvoices(
    c.var.deps.db,
    { advertiser_id: me(c), status: body.status },
    { descending: body.sort !== 'id', perPage: page.perPage, offset: page.offset },
    today(c),
  );
  return list(c, rows.map(toInvoice), total, page);
}

/** One of their invoices with its lines and the payments received against it. */
async function readInvoice(c: Ctx) {
  const { db } = c.var.deps;
  const id = idParam(c);
  const row = await billing.findAdvertiserInvoice(db, id, today(c), me(c));
  if (!row) throw new NotFound(NOT_FOUND);
  const payments = await billing.advertiserInvoicePayments(db, id);
  return ok(c, { ...toInvoice(row), lines: await billing.advertiserInvoiceLines(db, id), payments: payments.map(toPayment) });
}

async function downloadInvoice(c: Ctx) {
  const found = await billing.advertiserInvoiceFile(c.var.deps.db, idParam(c), me(c));
  if (!found) throw new NotFound(NOT_FOUND);
  const name = found.file_name.replace(/[^\w.-]/g, '_');
  return c.body(Buffer.from(found.file), 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` });
}

/** Their balance over every invoice and adjustment: what was invoiced, adjusted (credits negative), received, is left, and is past due. */
async function readBalance(c: Ctx) {
  const { rows } = await billing.listAdvertiserBalances(c.var.deps.db, { advertiser_id: me(c) }, { perPage: 1, offset: 0 }, today(c));
  const row = rows[0];
  return ok(c, {
    invoiced: row?.invoiced ?? '0.00',
    adjusted: row?.adjusted ?? '0.00',
    paid: row?.paid ?? '0.00',
    balance: row?.balance ?? '0.00',
    overdue: row?.overdue ?? '0.00',
    invoices: row?.invoices ?? 0,
    overdue_invoices: row?.overdue_invoices ?? 0,
    currency: workspaceCurrency(),
  });
}

const ACCESS = { kind: 'roles', ...ADVERTISER_RULE } as const;
const invoices = advertiserMyInvoicesResource.api.path;

export const invoiceEndpoints: Endpoint[] = [
  { method: 'POST', path: `${invoices}/list`, reads: true, access: ACCESS, summary: 'List your invoices', body: listBody, handler: listInvoices },
  { method: 'GET', path: `${invoices}/:id`, access: ACCESS, summary: 'One of your invoices', handler: readInvoice },
  { method: 'GET', path: `${invoices}/:id/file`, access: ACCESS, summary: 'An invoice’s PDF', handler: downloadInvoice },
  { method: 'GET', path: ADVERTISER_BALANCE_PATH, access: ACCESS, summary: 'Your balance with the network', handler: readBalance },
];
