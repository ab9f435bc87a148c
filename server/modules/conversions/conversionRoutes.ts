import { z } from 'zod';
import { PeriodError, periodRange } from '../../../domain/dashboard/periods';
import { SUB_IDS } from '../../../domain/offers/trackingLink';
import { ChangeAmountReason, UnvoidReason, VoidReason } from '../../../domain/enums/reasons';
import { listSchema, pageOf } from '../../http/listQuery';
import { Conflict, NotFound } from '../../errors';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody, ValidationError } from '../../http/validate';
import { orderSumVisible, revenueVisible } from '../offers/context';
import { viewerOf } from '../users/requestContext';
import { checkSafetyFilter, conversionFilterFields, conversionFilterOf, safetyVisible } from './conversionFilter';
import { CONVERSION_SORTS, findConversion, listConversions, transactionsOf, type ConversionFilter, type ConversionRow } from './listRepository';
import { moderate, type Moderation } from './moderationRepository';
import { holdView } from './holdView';

export const CONVERSION_KEYS = { view: 'UI_Billing_View', moderate: 'UI_Billing_ManageTransactions' } as const;
const FEATURE = 'affiliate_billing' as const;

/** How a conversion carries its order sum: shown, left out (API answers) or blank (a CSV cell). */
export type OrderSumShown = 'shown' | 'absent' | 'blank';
export const orderSumOf = (c: Ctx, blank: 'absent' | 'blank' = 'absent'): OrderSumShown => (orderSumVisible(c) ? 'shown' : blank);
/** Sorting by a hidden order sum would still reveal it: 422 on sort. */
export function checkOrderSumSort(c: Ctx, sort: string | undefined) {
  if (sort?.replace(/^-/, '') === 'sum' && !orderSumVisible(c)) throw new ValidationError([{ field: 'sort', message: 'The order sum is hidden for you (UI_Order_Sum).' }]);
}

/**
 * A conversion as the API sends it; revenue (and profit) only where revenue is visible, Traffic
 * safety only to staff holding UI_FraudDetection_View (a conversion never judged reads Safe).
 */
export function toConversion(r: ConversionRow, withRevenue: boolean, withSafety = false, orderSum: OrderSumShown = 'shown') {
  return {
    id: r.id,
    created_at: r.created_at,
    clicked_at: r.clicked_at,
    click_id: r.click_id,
    offer_id: r.offer_id,
    offer_name: r.offer_name,
    affiliate_id: r.affiliate_id,
    affiliate_name: r.affiliate_name,
    affiliate_email: r.affiliate_email,
    country: r.country,
    action: r.action,
    pixel_type: r.pixel_type,
    order_id: r.order_id,
    // the order sum (hide_sale_order_sum, spec 4 §3): absent from answers, an empty CSV cell
    // with it the sum in the offer's currency and in the workspace's, at the day's rate (spec 4 §3)
    ...(orderSum === 'shown'
      ? { sum: Number(r.sum), offer_sum: r.offer_sum === null ? null : Number(r.offer_sum), network_sum: r.network_sum === null ? null : Number(r.network_sum) }
      : orderSum === 'blank'
        ? { sum: null, offer_sum: null, network_sum: null }
        : {}),
    currency: r.currency,
    offer_currency: r.offer_currency?.trim() ?? null,
    payable: r.payable,
    reason: r.reason,
    commission: Number(r.commission),
    ...(withRevenue ? { revenue: Number(r.revenue) } : {}),
    transaction_status: r.transaction_status,
    ...holdView(r, withRevenue),
    ...(withSafety ? { traffic_safety: r.traffic_safety ?? 1 } : {}),
    // how it found its affiliate: its click, or a promo code with no click (spec 4 §6)
    attribution: r.attribution,
    promo_code: r.promo_code,
    ...Object.fromEntries(SUB_IDS.map((k) => [k, r[k]])),
  };
}

const listBody = listSchema(CONVERSION_SORTS, conversionFilterFields);

function periodOf(c: Ctx, body: z.infer<typeof listBody>): Pick<ConversionFilter, 'period_start' | 'period_end'> {
  const type = body.period_type || (body.period_start || body.period_finish ? 'custom_date' : undefined);
  if (!type) return {};
  try {
    const range = periodRange({ type, start: body.period_start, finish: body.period_finish }, c.var.deps.now(), c.var.session?.user.timeZone ?? 'UTC');
    return { period_start: range.start.toISOString(), period_end: range.finish.toISOString() };
  } catch (error) {
    if (error instanceof PeriodError) throw new ValidationError([{ field: error.field, message: error.message }]);
    throw error;
  }
}

async function listAll(c: Ctx) {
  const body = await parseBody(c, listBody);
  checkSafetyFilter(c, body);
  checkOrderSumSort(c, body.sort);
  const page = pageOf(body);
  const filter = conversionFilterOf(body, periodOf(c, body));
  const { rows, total } = await listConversions(c.var.deps.db, viewerOf(c), filter, { sort: body.sort, perPage: page.perPage, offset: page.offset });
  const withRevenue = revenueVisible(c);
  return list(
    c,
    rows.map((r) => toConversion(r, withRevenue, safetyVisible(c), orderSumOf(c))),
    total,
    page,
  );
}

async function show(c: Ctx) {
  const id = idParam(c);
  const row = await findConversion(c.var.deps.db, viewerOf(c), id);
  if (!row) throw new NotFound('Conversion not found.');
  const transactions = await transactionsOf(c.var.deps.db, id);
  return ok(c, { ...toConversion(row, revenueVisible(c), safetyVisible(c), orderSumOf(c)), transactions });
}

const reasonOf = (values: readonly string[]) =>
  z.string({ message: 'reason is required.' }).refine((v) => values.includes(v), `reason must be one of: ${values.join(', ')}.`);

const bodies = {
  commission_void: z.object({ reason: reasonOf(VoidReason.values) }),
  commission_unvoid: z.object({ reason: reasonOf(UnvoidReason.values) }),
  commission_change: z.object({
    reason: reasonOf(ChangeAmountReason.values),
    amount: z
      .union([z.number(), z.string()], { message: 'amount is required.' })
      .transform((v) => String(v).trim())
      .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), 'amount must be an amount ≥ 0 with at most two decimals.'),
  }),
} as const;

function moderation(action: Moderation['action']) {
  return async (c: Ctx) => {
    const id = idParam(c);
    const body = (await parseBody(c, bodies[action])) as { reason: string; amount?: string };
    const { db, now } = c.var.deps;
    const m = (action === 'commission_change' ? { action, reason: body.reason, amount: body.amount! } : { action, reason: body.reason }) as Moderation;
    const outcome = await moderate(db, viewerOf(c), id, m, c.var.session?.user.id ?? null, now());
    if (outcome.kind === 'not_found') throw new NotFound('Conversion not found.');
    if (outcome.kind === 'conflict') throw new Conflict(outcome.message);
    const row = await findConversion(db, viewerOf(c), id);
    return ok(c, { ...toConversion(row!, revenueVisible(c), safetyVisible(c), orderSumOf(c)), transactions: await transactionsOf(db, id) });
  };
}

const view = { kind: 'roles', roles: ['admin', 'manager', 'affiliate'], permission: CONVERSION_KEYS.view, feature: FEATURE } as const;
const manage = { kind: 'roles', roles: ['admin', 'manager'], permission: [CONVERSION_KEYS.view, CONVERSION_KEYS.moderate], feature: FEATURE } as const;

/** The conversion log and its moderation (spec 3 §4, the contract's paths). */
export const conversionEndpoints: Endpoint[] = [
  { method: 'POST', path: '/conversions/list', reads: true, access: view, summary: 'List conversions', body: listBody, handler: listAll },
  { method: 'GET', path: '/conversions/:id', access: view, summary: 'A conversion', handler: show },
  { method: 'POST', path: '/conversions/:id/void', access: manage, handler: moderation('commission_void') },
  { method: 'POST', path: '/conversions/:id/unvoid', access: manage, handler: moderation('commission_unvoid') },
  { method: 'POST', path: '/conversions/:id/change-amount', access: manage, handler: moderation('commission_change') },
];
