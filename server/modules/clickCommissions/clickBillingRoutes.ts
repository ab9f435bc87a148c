import { z } from 'zod';
import { optionalFilter, positiveId } from '../../http/fields';
import { listSchema, pageOf } from '../../http/listQuery';
import { list } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { workspaceCurrency } from '../currencies/workspaceCurrency';
import { revenueVisible } from '../offers/context';
import { viewerOf } from '../users/requestContext';
import * as repo from './clickBillingRepository';
import { dayFilter } from './fields';
import { nameOrEmail } from '../users/userInfo';

const idOrNull = (v: string | number | null) => (v === null ? null : Number(v));

const listBody = listSchema(['day', 'clicks', 'commission', 'revenue', 'billed'], {
  affiliate_id: optionalFilter(positiveId('affiliate_id must be an id.')),
  offer_id: optionalFilter(positiveId('offer_id must be an id.')),
  day_from: dayFilter('day_from'),
  day_to: dayFilter('day_to'),
  billed: optionalFilter(z.boolean({ message: 'billed must be true or false.' })),
}).superRefine((v, ctx) => {
  if (v.day_from !== undefined && v.day_to !== undefined && v.day_to < v.day_from) ctx.addIssue({ code: 'custom', path: ['day_to'], message: 'day_to must not be before day_from.' });
});

/** ClickBillingRow as docs/api.md names it; `revenue` only for those who see revenue. */
function toRow(r: repo.ClickBillingRecord, showRevenue: boolean, currency: string) {
  return {
    id: `${r.day}:${r.affiliate_id}:${r.offer_id}`,
    day: r.day,
    affiliate_id: r.affiliate_id,
    affiliate_name: nameOrEmail(r.affiliate_first, r.affiliate_last, r.affiliate_email),
    offer_id: r.offer_id,
    offer_name: r.offer_name,
    clicks: Number(r.clicks),
    commission: Number(r.commission),
    ...(showRevenue ? { revenue: Number(r.revenue) } : {}),
    billed: Number(r.billed),
    period_id: idOrNull(r.period_id),
    payout_id: idOrNull(r.payout_id),
    payout_status: r.payout_status === null ? null : Number(r.payout_status),
    currency,
  };
}

/**
 * POST /click-billing/list: the rows and, beside them, the totals of every row the filters keep
 * (summed in SQL numerics). The answer is list()'s, with its pagination headers, plus `total` and `totals`.
 */
async function listRows(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const showRevenue = revenueVisible(c);
  // a sort by revenue is no sort for whoever may not see it
  const sort = showRevenue || !body.sort?.includes('revenue') ? body.sort : undefined;
  const { rows, totals } = await repo.listClickBilling(c.var.deps.db, viewerOf(c), body, { sort, perPage: page.perPage, offset: page.offset });
  const currency = workspaceCurrency();
  const data = rows.map((r) => toRow(r, showRevenue, currency));
  const sums = {
    clicks: Number(totals.clicks),
    commission: Number(totals.commission),
    ...(showRevenue ? { revenue: Number(totals.revenue) } : {}),
    billed: Number(totals.billed),
  };
  // list()'s headers (the pagination's), with the total in the body too beside the totals
  const headers = list(c, data, totals.total, page).headers;
  return new Response(JSON.stringify({ success: true, data, total: totals.total, totals: sums }), { status: 200, headers });
}

const access = { kind: 'roles', roles: ['admin', 'manager'], permission: 'UI_ClickBilling_View', feature: 'click_commissions' } as const;

/** Click billing (spec 4 §3): what each affiliate's earning clicks of a day on an offer earned, and what was billed for them. */
export const clickBillingEndpoints: Endpoint[] = [
  { method: 'POST', path: '/click-billing/list', reads: true, access, summary: 'List click earnings and their billing', body: listBody, handler: listRows },
];
