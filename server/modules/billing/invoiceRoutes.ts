import { z } from 'zod';
import { INVOICE_MAX_BYTES, type InvoiceDecision } from '../../../domain/billing/invoices';
import { InvoiceStatus } from '../../../domain/enums/payout';
import { CancelInvoiceReason } from '../../../domain/enums/reasons';
import { isInterfaceLanguage } from '../../../domain/languages';
import { listSchema, pageOf } from '../../http/listQuery';
import { Conflict, NotFound } from '../../errors';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody, ValidationError } from '../../http/validate';
import { optionalFilter, positiveId } from '../../http/fields';
import { viewerOf } from '../users/requestContext';
import { BILLING_KEYS } from './billingRoutes';
import { companyName, invoicePdf } from './invoicePdf';
import { pdfProblem } from './pdfStructure';
import { decideInvoice, findInvoice, invoiceFile, invoiceLines, listInvoices, submitInvoice, type InvoiceOutcome, type InvoiceRow } from './invoiceRepository';
import { readSystemSettings } from '../settings/settingsRepository';

const FEATURE = 'affiliate_billing' as const;
const INVOICES_KEY = 'UI_Billing_ManageInvoices';

const toInvoice = (r: InvoiceRow) => ({ ...r, amount: Number(r.amount), status_label: InvoiceStatus.label(r.status, 'en') });

const listBody = listSchema(['id'], {
  status: optionalFilter(z.number({ message: `status must be one of ${InvoiceStatus.values.join(', ')}.` }).refine((v) => (InvoiceStatus.values as readonly number[]).includes(v), `status must be one of ${InvoiceStatus.values.join(', ')}.`)),
  payout_id: optionalFilter(positiveId('payout_id must be an id.')),
  affiliate_id: optionalFilter(positiveId('affiliate_id must be an id.')),
});

async function listAll(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await listInvoices(c.var.deps.db, viewerOf(c), body, { descending: body.sort !== 'id', perPage: page.perPage, offset: page.offset });
  return list(c, rows.map(toInvoice), total, page);
}

async function show(c: Ctx) {
  const row = await findInvoice(c.var.deps.db, viewerOf(c), idParam(c));
  if (!row) throw new NotFound('Invoice not found.');
  return ok(c, toInvoice(row));
}

async function download(c: Ctx) {
  const found = await invoiceFile(c.var.deps.db, viewerOf(c), idParam(c));
  if (!found) throw new NotFound('Invoice not found.');
  const name = found.file_name.replace(/[^\w.-]/g, '_');
  return c.body(Buffer.from(found.file), 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` });
}

async function answer(c: Ctx, outcome: InvoiceOutcome, notFound: string) {
  if (outcome.kind === 'not_found') throw new NotFound(notFound);
  if (outcome.kind === 'conflict') throw new Conflict(outcome.message);
  if (outcome.kind === 'invalid') throw new ValidationError([{ field: outcome.field, message: outcome.message }]);
  return ok(c, toInvoice((await findInvoice(c.var.deps.db, viewerOf(c), outcome.id))!));
}

/**
 * The affiliate's invoice made by the platform: a PDF from them to the network (its legal name and
 * address from the system settings), with the period, one line per offer and action, the payout's
 * amount as the total, and their bank details.
 */
async function generate(c: Ctx) {
  const payoutId = idParam(c);
  const user = c.var.session!.user;
  const now = c.var.deps.now();
  const general = (await readSystemSettings(c.var.deps.db))['general-settings'];
  const outcome = await submitInvoice(
    c.var.deps.db,
    viewerOf(c),
    payoutId,
    'generated',
    async (payout, number, tx) => ({
      name: `${number}.pdf`,
      bytes: await invoicePdf({
        number,
        issuedAt: now,
        companyName: companyName(),
        networkLegalName: general.network_legal_name,
        networkAddress: general.network_address,
        lines: await invoiceLines(tx, payout.id),
        affiliateName: `${user.firstName} ${user.lastName}`.trim(),
        affiliateEmail: user.email,
        periodStart: payout.period_start,
        periodEnd: payout.period_end,
        amount: payout.amount,
        currency: payout.currency,
        bankAccountNumber: user.bankAccountNumber,
        bankIban: user.bankIbanNumber,
        language: isInterfaceLanguage(user.language) ? user.language : 'en',
      }),
    }),
    now,
  );
  return answer(c, outcome, 'Payout not found.');
}

/** The affiliate's own invoice: one PDF file in the multipart field `file`, at most INVOICE_MAX_BYTES. */
async function upload(c: Ctx) {
  const payoutId = idParam(c);
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new ValidationError([{ field: 'file', message: 'Send the invoice as multipart/form-data with a PDF in the field "file".' }]);
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ValidationError([{ field: 'file', message: 'The upload could not be read: send multipart/form-data with a PDF in the field "file".' }]);
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw new ValidationError([{ field: 'file', message: 'file is required: a PDF.' }]);
  if (file.size === 0) throw new ValidationError([{ field: 'file', message: 'The file is empty.' }]);
  if (file.size > INVOICE_MAX_BYTES) throw new ValidationError([{ field: 'file', message: `The file is larger than ${INVOICE_MAX_BYTES / 1_000_000} MB.` }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = pdfProblem(bytes);
  if (problem) throw new ValidationError([{ field: 'file', message: problem }]);
  const outcome = await submitInvoice(c.var.deps.db, viewerOf(c), payoutId, 'uploaded', async (_payout, number) => ({ name: `${number}.pdf`, bytes }), c.var.deps.now());
  return answer(c, outcome, 'Payout not found.');
}

const reasonBody = z.object({
  reason: z.number({ message: 'reason is required.' })
    .refine((v) => (CancelInvoiceReason.values as readonly number[]).includes(v), `reason must be one of ${CancelInvoiceReason.values.join(', ')}.`),
});

const decide = (decision: InvoiceDecision) => async (c: Ctx) => {
  const id = idParam(c);
  const reason = decision === 'approve' ? null : (await parseBody(c, reasonBody)).reason;
  return answer(c, await decideInvoice(c.var.deps.db, viewerOf(c), id, decision, reason, c.var.deps.now()), 'Invoice not found.');
};

const view = { kind: 'roles', roles: ['admin', 'manager', 'affiliate'], permission: BILLING_KEYS.view, feature: FEATURE } as const;
const submit = { kind: 'roles', roles: ['affiliate'], permission: [BILLING_KEYS.view, INVOICES_KEY], feature: FEATURE } as const;
const moderate = { kind: 'roles', roles: ['admin', 'manager'], permission: [BILLING_KEYS.view, INVOICES_KEY], feature: FEATURE } as const;

/** Invoices (spec 3 §6; docs/api.md, Billing): the affiliate hands one in for a payout, staff moderate it. */
export const invoiceEndpoints: Endpoint[] = [
  { method: 'POST', path: '/billing/invoices/list', reads: true, access: view, summary: 'List invoices', body: listBody, handler: listAll },
  { method: 'GET', path: '/billing/invoices/:id', access: view, summary: 'An invoice', handler: show },
  { method: 'GET', path: '/billing/invoices/:id/file', access: view, summary: 'An invoice’s PDF', handler: download },
  { method: 'POST', path: '/billing/payouts/:id/invoice', access: submit, summary: 'Issue the invoice of a payout', handler: generate },
  { method: 'POST', path: '/billing/payouts/:id/invoice/upload', access: submit, summary: 'Upload your own invoice PDF (multipart/form-data, field file)', handler: upload },
  { method: 'POST', path: '/billing/invoices/:id/approve', access: moderate, handler: decide('approve') },
  { method: 'POST', path: '/billing/invoices/:id/reject', access: moderate, handler: decide('reject') },
  { method: 'POST', path: '/billing/invoices/:id/cancel', access: moderate, handler: decide('cancel') },
];
