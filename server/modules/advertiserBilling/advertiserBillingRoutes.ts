import { z } from 'zod';
import {
  advertiserBalancesResource,
  advertiserInvoicesResource,
  advertiserPaymentsResource,
  MANAGE_INVOICES,
  MANAGE_PAYMENTS,
  VIEW_ADVERTISER_BILLING,
} from '../../../domain/advertiserBilling/access';
import { AdvertiserInvoiceStatus, AdvertiserPaymentMethod, DEFAULT_DUE_DAYS } from '../../../domain/advertiserBilling/invoices';
import { isoDate } from '../../../domain/billing/terms';
import { isInterfaceLanguage } from '../../../domain/languages';
import { Conflict, NotFound, ValidationError } from '../../errors';
import { optionalFilter, positiveId } from '../../http/fields';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { workspaceCurrency } from '../currencies/workspaceCurrency';
import { companyName } from '../billing/invoicePdf';
import { readSystemSettings } from '../settings/settingsRepository';
import { advertiserInvoiceLetter } from './advertiserInvoiceLetter';
import { advertiserInvoicePdf } from './advertiserInvoicePdf';
import * as repo from './advertiserInvoiceRepository';
import { signedAmount } from './billingFields';
import { calendarDay as day } from '../../http/fields';

const NOT_FOUND = 'Advertiser invoice not found.';
const DAY = 86_400_000;
const today = (c: Ctx) => isoDate(c.var.deps.now());

const statusMessage = `status must be one of ${AdvertiserInvoiceStatus.values.join(', ')}.`;
const methodMessage = `method must be one of ${AdvertiserPaymentMethod.values.join(', ')}.`;

const listBody = listSchema(['id'], {
  advertiser_id: optionalFilter(positiveId('advertiser_id must be an id.')),
  status: optionalFilter(z.string({ message: statusMessage }).refine(AdvertiserInvoiceStatus.is, statusMessage)),
});
const balancesBody = listSchema(['id'], { advertiser_id: optionalFilter(positiveId('advertiser_id must be an id.')) });

const createBody = z.object({
  advertiser_id: positiveId('advertiser_id must be an advertiser’s id.'),
  period_start: day('period_start'),
  period_end: day('period_end'),
  due_on: day('due_on').optional(),
  note: z.string({ message: 'note must be text.' }).trim().max(1000, 'note is at most 1000 characters.').default(''),
});

const paymentBody = z.object({
  invoice_id: positiveId('invoice_id must be an invoice’s id.'),
  amount: signedAmount('a refund'),
  received_on: day('received_on'),
  method: z.string({ message: methodMessage }).refine(AdvertiserPaymentMethod.is, methodMessage).default(AdvertiserPaymentMethod.BankWire),
  reference: z.string({ message: 'reference must be text.' }).trim().max(200, 'reference is at most 200 characters.').default(''),
  note: z.string({ message: 'note must be text.' }).trim().max(1000, 'note is at most 1000 characters.').default(''),
});

const withLabel = (r: repo.AdvertiserInvoiceRow) => ({ ...r, status_label: AdvertiserInvoiceStatus.label(r.status, 'en') });

async function listInvoices(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listAdvertiserInvoices(c.var.deps.db, body, { descending: body.sort !== 'id', perPage: page.perPage, offset: page.offset }, today(c));
  return list(c, rows.map(withLabel), total, page);
}

/** One invoice with its lines and its payments. */
async function invoiceAnswer(c: Ctx, id: number) {
  const { db } = c.var.deps;
  const row = await repo.findAdvertiserInvoice(db, id, today(c));
  if (!row) throw new NotFound(NOT_FOUND);
  return { ...withLabel(row), lines: await repo.advertiserInvoiceLines(db, id), payments: await repo.advertiserInvoicePayments(db, id) };
}

const showInvoice = async (c: Ctx) => ok(c, await invoiceAnswer(c, idParam(c)));

/**
 * Issues an invoice to an advertiser for an ended period (UTC dates, end exclusive): due in
 * DEFAULT_DUE_DAYS unless a due date is given; its PDF made at once in the advertiser's language.
 */
async function createInvoice(c: Ctx) {
  const body = await parseBody(c, createBody);
  const now = c.var.deps.now();
  const errors = [
    ...(body.period_start < body.period_end ? [] : [{ field: 'period_end', message: 'period_end must be after period_start (the end is exclusive).' }]),
    ...(body.period_end <= isoDate(now) ? [] : [{ field: 'period_end', message: 'The period must have ended: period_end (exclusive) is today at the latest.' }]),
    ...(body.due_on === undefined || body.due_on >= body.period_end ? [] : [{ field: 'due_on', message: 'due_on cannot be before the period ends.' }]),
  ];
  if (errors.length) throw new ValidationError(errors);
  const { db } = c.var.deps;
  const general = (await readSystemSettings(db))['general-settings'];
  const dueOn = body.due_on ?? isoDate(new Date(now.getTime() + DEFAULT_DUE_DAYS * DAY));
  const outcome = await repo.createAdvertiserInvoice(
    db,
    { advertiserId: body.advertiser_id, periodStart: body.period_start, periodEnd: body.period_end, dueOn, note: body.note, currency: workspaceCurrency() },
    c.var.session!.user.id,
    now,
    async (invoice) => ({
      name: `${invoice.number}.pdf`,
      bytes: await advertiserInvoicePdf({
        number: invoice.number,
        issuedAt: now,
        dueOn,
        companyName: companyName(),
        networkLegalName: general.network_legal_name,
        networkAddress: general.network_address,
        advertiserName: invoice.advertiser.name,
        advertiserEmail: invoice.advertiser.email,
        periodStart: body.period_start,
        periodEnd: body.period_end,
        lines: invoice.lines,
        amount: invoice.amount,
        currency: workspaceCurrency(),
        note: body.note,
        language: isInterfaceLanguage(invoice.advertiser.language) ? invoice.advertiser.language : 'en',
      }),
    }),
  );
  if (outcome.kind === 'invalid') throw new ValidationError([{ field: outcome.field, message: outcome.message }]);
  if (outcome.kind === 'conflict') throw new Conflict(outcome.message);
  return ok(c, await invoiceAnswer(c, outcome.id), 201);
}

async function deleteInvoice(c: Ctx) {
  const id = idParam(c);
  const outcome = await repo.deleteAdvertiserInvoice(c.var.deps.db, id);
  if (outcome === 'not_found') throw new NotFound(NOT_FOUND);
  if (outcome === 'has_payments') throw new Conflict('Payments are recorded against this invoice: delete them first.');
  return ok(c, { id });
}

async function downloadInvoice(c: Ctx) {
  const found = await repo.advertiserInvoiceFile(c.var.deps.db, idParam(c));
  if (!found) throw new NotFound(NOT_FOUND);
  const name = found.file_name.replace(/[^\w.-]/g, '_');
  return c.body(Buffer.from(found.file), 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` });
}

/**
 * Queues the invoice's letter to the advertiser in the mail outbox, its PDF (made at issue in the
 * advertiser's language, the file the download answers) attached, and marks the invoice sent, in
 * one transaction.
 */
async function sendInvoice(c: Ctx) {
  const id = idParam(c);
  const { db } = c.var.deps;
  const now = c.var.deps.now();
  const row = await repo.findAdvertiserInvoice(db, id, today(c));
  const pdf = await repo.advertiserInvoiceFile(db, id);
  if (!row || !pdf) throw new NotFound(NOT_FOUND);
  if (!row.advertiser_email) throw new Conflict('The advertiser has no e-mail address.');
  const general = (await readSystemSettings(db))['general-settings'];
  const letter = advertiserInvoiceLetter({
    number: row.number,
    network: general.network_legal_name || companyName(),
    advertiserName: row.advertiser_name,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    amount: row.amount,
    paid: row.paid,
    currency: row.currency,
    dueOn: row.due_on,
    language: isInterfaceLanguage(row.language) ? row.language : 'en',
  });
  const attachment = { filename: `invoice-${row.number}.pdf`.replace(/[^\w.-]/g, '_'), contentType: 'application/pdf', content: pdf.file };
  await repo.sendAdvertiserInvoice(db, id, { to: row.advertiser_email, ...letter, attachment }, now);
  return ok(c, await invoiceAnswer(c, id));
}

/** A payment received (or refunded, negative) against an invoice; not dated in the future. */
async function recordPayment(c: Ctx) {
  const body = await parseBody(c, paymentBody);
  const now = c.var.deps.now();
  if (body.received_on > isoDate(now)) throw new ValidationError([{ field: 'received_on', message: 'received_on cannot be in the future.' }]);
  const outcome = await repo.recordAdvertiserPayment(
    c.var.deps.db,
    body.invoice_id,
    { amount: body.amount, receivedOn: body.received_on, method: body.method, reference: body.reference, note: body.note },
    c.var.session!.user.id,
    now,
  );
  // the invoice is a field of the body: an unknown one is the body's error, not a missing path
  if (outcome.kind === 'not_found') throw new ValidationError([{ field: 'invoice_id', message: 'Choose an existing invoice.' }]);
  if (outcome.kind === 'invalid') throw new ValidationError([{ field: outcome.field, message: outcome.message }]);
  const payment = (await repo.advertiserInvoicePayments(c.var.deps.db, body.invoice_id)).find((p) => p.id === outcome.id)!;
  return ok(c, { ...payment, invoice: withLabel((await repo.findAdvertiserInvoice(c.var.deps.db, body.invoice_id, today(c)))!) }, 201);
}

async function deletePayment(c: Ctx) {
  const id = idParam(c);
  const invoiceId = await repo.deleteAdvertiserPayment(c.var.deps.db, id);
  if (invoiceId === undefined) throw new NotFound('Payment not found.');
  return ok(c, { id, invoice: withLabel((await repo.findAdvertiserInvoice(c.var.deps.db, invoiceId, today(c)))!) });
}

async function listBalances(c: Ctx) {
  const body = await parseBody(c, balancesBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listAdvertiserBalances(c.var.deps.db, body, page, today(c));
  return list(c, rows, total, page);
}

/** An endpoint's access rule from the domain's (roles, keys, feature written once for the screens too). */
const rule = (r: typeof VIEW_ADVERTISER_BILLING | typeof MANAGE_INVOICES | typeof MANAGE_PAYMENTS) => ({ kind: 'roles', ...r }) as const;
const invoices = advertiserInvoicesResource.api.path;
const payments = advertiserPaymentsResource.api.path;

/** Advertiser billing, staff side (spec 4 §7; docs/api.md, Advertiser billing; docs/decisions/advertiser-billing.md). */
export const advertiserBillingEndpoints: Endpoint[] = [
  { method: 'POST', path: `${invoices}/list`, reads: true, access: rule(VIEW_ADVERTISER_BILLING), handler: listInvoices },
  { method: 'POST', path: invoices, access: rule(MANAGE_INVOICES), handler: createInvoice },
  { method: 'GET', path: `${invoices}/:id`, access: rule(VIEW_ADVERTISER_BILLING), handler: showInvoice },
  { method: 'DELETE', path: `${invoices}/:id`, access: rule(MANAGE_INVOICES), handler: deleteInvoice },
  { method: 'GET', path: `${invoices}/:id/file`, access: rule(VIEW_ADVERTISER_BILLING), handler: downloadInvoice },
  { method: 'POST', path: `${invoices}/:id/send`, access: rule(MANAGE_INVOICES), handler: sendInvoice },
  { method: 'POST', path: payments, access: rule(MANAGE_PAYMENTS), handler: recordPayment },
  { method: 'DELETE', path: `${payments}/:id`, access: rule(MANAGE_PAYMENTS), handler: deletePayment },
  { method: 'POST', path: `${advertiserBalancesResource.api.path}/list`, reads: true, access: rule(VIEW_ADVERTISER_BILLING), handler: listBalances },
];
