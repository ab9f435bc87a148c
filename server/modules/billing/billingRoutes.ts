import { csvHeader, payoutStatusCell } from '../../../domain/exports/csvColumns';
import { callerLanguage } from '../../http/callerLanguage';
import { z } from 'zod';
import { NEEDS_REASON } from '../../../domain/billing/transitions';
import { PayoutStatus } from '../../../domain/enums/payout';
import { BounceReason, CancelInvoiceReason, ForceBillingPeriodReason } from '../../../domain/enums/reasons';
import { listSchema, pageOf } from '../../http/listQuery';
import { Conflict, NotFound } from '../../errors';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody, ValidationError } from '../../http/validate';
import { optionalFilter, positiveId } from '../../http/fields';
import { findInScope } from '../users/scope';
import { viewerOf } from '../users/requestContext';
import { closeDuePeriods, forcePeriod, readBillingSettings } from './closeRepository';
import { affiliateBalance } from './balance';
import { findPayout, listPeriods, listPayouts, movePayout, movePayouts, payoutItemsByType, payoutLog, type PayoutRow } from './payoutRepository';
import { maskSecret } from '../users/changeLog';
import { csvDownload, csvInstant, csvLine, csvZone, primed } from '../users/exportStream';

export const BILLING_KEYS = { view: 'UI_Billing_View', payouts: 'UI_Billing_ManagePayouts' } as const;
const FEATURE = 'affiliate_billing' as const;

const billingSettings = (c: Ctx) => readBillingSettings(c.var.deps.db);

const toPayout = (r: PayoutRow) => ({ ...r, amount: Number(r.amount), status_label: PayoutStatus.label(r.status, 'en') });
/** A list shows the last four characters of the bank details; the payout's own page shows them whole. */
const masked = (r: PayoutRow) => ({ ...toPayout(r), bank_account_number: maskSecret(r.bank_account_number), bank_iban_number: maskSecret(r.bank_iban_number) });

const listBody = listSchema(['id'], {
  status: optionalFilter(z.number({ message: `status must be one of ${PayoutStatus.values.join(', ')}.` }).refine((v) => (PayoutStatus.values as readonly number[]).includes(v), `status must be one of ${PayoutStatus.values.join(', ')}.`)),
  affiliate_id: optionalFilter(positiveId('affiliate_id must be an id.')),
});

async function listAll(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await listPayouts(c.var.deps.db, viewerOf(c), { status: body.status, affiliate_id: body.affiliate_id }, { descending: body.sort !== 'id', perPage: page.perPage, offset: page.offset });
  return list(c, rows.map(masked), total, page);
}

async function show(c: Ctx) {
  const id = idParam(c);
  const row = await findPayout(c.var.deps.db, viewerOf(c), id);
  if (!row) throw new NotFound('Payout not found.');
  return ok(c, { ...toPayout(row), log: await payoutLog(c.var.deps.db, id), items_by_type: await payoutItemsByType(c.var.deps.db, id) });
}

const statusBody = z.object({
  status: z.number({ message: 'status is required.' }).refine((v) => (PayoutStatus.values as readonly number[]).includes(v), `status must be one of ${PayoutStatus.values.join(', ')}.`),
  reason: z.union([z.number({ message: 'reason must be a reason code.' }).int('reason must be a reason code.'), z.null()]).optional(),
  // Payment sent only: the transfer's reference (required), and true to send although the affiliate has no bank details
  payment_reference: z.string({ message: 'payment_reference must be text.' }).trim().max(200, 'The payment reference has at most 200 characters.').optional(),
  confirm_no_bank_details: z.boolean({ message: 'confirm_no_bank_details must be true or false.' }).optional(),
});

async function setStatus(c: Ctx) {
  const id = idParam(c);
  const body = await parseBody(c, statusBody);
  const reasons = body.status === PayoutStatus.Bounced ? BounceReason : body.status === PayoutStatus.Cancelled ? CancelInvoiceReason : null;
  if (NEEDS_REASON.includes(body.status) && (body.reason === undefined || body.reason === null || !(reasons!.values as readonly number[]).includes(body.reason))) {
    throw new ValidationError([{ field: 'reason', message: `reason is required: one of ${reasons!.values.join(', ')}.` }]);
  }
  const sent = body.status === PayoutStatus.PaymentSent;
  if (sent && !body.payment_reference) {
    throw new ValidationError([{ field: 'payment_reference', message: 'payment_reference is required: the reference of the bank transfer.' }]);
  }
  const reason = NEEDS_REASON.includes(body.status) ? body.reason! : null;
  const { db, now } = c.var.deps;
  const payment = sent ? { paymentReference: body.payment_reference, confirmNoBankDetails: body.confirm_no_bank_details } : {};
  const outcome = await movePayout(db, viewerOf(c), id, body.status, reason, c.var.session!.user.id, now(), payment);
  if (outcome.kind === 'not_found') throw new NotFound('Payout not found.');
  if (outcome.kind === 'conflict') throw new Conflict(outcome.message);
  if (outcome.kind === 'invalid') throw new ValidationError([{ field: outcome.field, message: outcome.message }]);
  const row = await findPayout(db, viewerOf(c), id);
  return ok(c, { ...toPayout(row!), log: await payoutLog(db, id) });
}

const batchBody = z.object({
  ids: z.array(positiveId('ids must be payout ids.'), { message: 'ids is a list of payout ids.' }).min(1, 'ids needs at least one id.').max(500, 'ids takes at most 500 ids.'),
  status: statusBody.shape.status
    .refine((v) => !NEEDS_REASON.includes(v), 'A bounce or a cancellation says why: move those payouts one by one.')
    .refine((v) => v !== PayoutStatus.PaymentSent, 'A payment sent carries its transfer reference: mark those payouts one by one.'),
});

async function batchStatus(c: Ctx) {
  const body = await parseBody(c, batchBody);
  const count = await movePayouts(c.var.deps.db, viewerOf(c), body.ids, body.status, c.var.session!.user.id, c.var.deps.now());
  return ok(c, { count });
}

const exportBody = z.object({ status: listBody.shape.status, affiliate_id: listBody.shape.affiliate_id });

/** Every payout of the filter, newest first, 2 000 a query. */
async function* payoutCsv(c: Ctx, f: z.infer<typeof exportBody>) {
  const zone = csvZone(c);
  const lang = callerLanguage(c);
  yield '\ufeff' + csvLine(['id', 'affiliate_id', 'affiliate_name', 'affiliate_email', 'amount', 'currency', 'status', 'reason', 'period_start', 'period_end', 'created_at', 'payment_reference'].map((k) => csvHeader(k, lang)));
  for (let offset = 0; ; offset += 2000) {
    const { rows } = await listPayouts(c.var.deps.db, viewerOf(c), { status: f.status, affiliate_id: f.affiliate_id }, { descending: true, perPage: 2000, offset });
    if (rows.length) {
      yield rows
        .map((r) => csvLine([r.id, r.affiliate_id, r.affiliate_name, r.affiliate_email, r.amount, r.currency, payoutStatusCell(r.status, lang), r.reason, r.period_start, r.period_end, csvInstant(r.created_at, zone), r.payment_reference]))
        .join('');
    }
    if (rows.length < 2000) return;
  }
}

async function exportCsv(c: Ctx) {
  const body = await parseBody(c, exportBody);
  return csvDownload(c, 'payouts.csv', await primed(payoutCsv(c, body)));
}

async function balance(c: Ctx) {
  return ok(c, await affiliateBalance(c.var.deps.db, c.var.session!.user, await billingSettings(c)));
}

const periodsBody = listSchema(['id'], {
  affiliate_id: optionalFilter(positiveId('affiliate_id must be an id.')),
  payout_id: optionalFilter(positiveId('payout_id must be an id.')),
});

async function periods(c: Ctx) {
  const body = await parseBody(c, periodsBody);
  const page = pageOf(body);
  const { rows, total } = await listPeriods(c.var.deps.db, viewerOf(c), body, { perPage: page.perPage, offset: page.offset });
  return list(c, rows.map((r) => ({ ...r, total: Number(r.total), threshold: Number(r.threshold) })), total, page);
}

async function closeNow(c: Ctx) {
  const closed = await closeDuePeriods(c.var.deps.db, await billingSettings(c), c.var.deps.now());
  // new payouts raised alerts: the open bells read their counts again
  if (closed.payouts) c.var.deps.alertNotifier?.notify();
  return ok(c, closed);
}

const forceBody = z.object({
  affiliate_id: positiveId('affiliate_id must be an id.'),
  reason: z.number({ message: 'reason is required.' }).refine((v) => (ForceBillingPeriodReason.values as readonly number[]).includes(v), `reason must be one of ${ForceBillingPeriodReason.values.join(', ')}.`),
});

async function force(c: Ctx) {
  const body = await parseBody(c, forceBody);
  const affiliate = await findInScope(c.var.deps.db, viewerOf(c), body.affiliate_id);
  if (!affiliate || affiliate.userType !== 2) throw new ValidationError([{ field: 'affiliate_id', message: 'Unknown affiliate or an affiliate outside your scope.' }]);
  const payoutId = await forcePeriod(c.var.deps.db, await billingSettings(c), body.affiliate_id, body.reason, c.var.deps.now());
  if (payoutId !== null) c.var.deps.alertNotifier?.notify();
  return ok(c, { payout_id: payoutId });
}

const view = { kind: 'roles', roles: ['admin', 'manager', 'affiliate'], permission: BILLING_KEYS.view, feature: FEATURE } as const;
const manage = { kind: 'roles', roles: ['admin', 'manager'], permission: [BILLING_KEYS.view, BILLING_KEYS.payouts], feature: FEATURE } as const;

/** Affiliate billing (spec 3 §6; docs/api.md, Billing): payouts, their statuses and log, the affiliate's balance, closing periods. */
export const billingEndpoints: Endpoint[] = [
  { method: 'POST', path: '/billing/payouts/list', reads: true, access: view, summary: 'List payouts', body: listBody, handler: listAll },
  { method: 'GET', path: '/billing/payouts/:id', access: view, summary: 'A payout', handler: show },
  { method: 'POST', path: '/billing/payouts/:id/status', access: manage, handler: setStatus },
  { method: 'POST', path: '/billing/payouts/batch-status', access: manage, handler: batchStatus },
  { method: 'POST', path: '/billing/payouts/export-csv', reads: true, access: view, summary: 'Payouts as CSV', body: exportBody, handler: exportCsv },
  { method: 'GET', path: '/billing/balance', access: { kind: 'roles', roles: ['affiliate'], permission: BILLING_KEYS.view, feature: FEATURE }, summary: 'Your balance', handler: balance },
  { method: 'POST', path: '/billing/periods/list', reads: true, access: view, summary: 'List billing periods', body: periodsBody, handler: periods },
  { method: 'POST', path: '/billing/periods/close', access: { ...manage, roles: ['admin'] }, handler: closeNow },
  { method: 'POST', path: '/billing/periods/force', access: manage, handler: force },
];
