import { z } from 'zod';
import { clickBillingResource } from '../../../domain/clickCommissions/access';
import { optionalFilter, positiveId } from '../../http/fields';
import { listSchema, pageOf } from '../../http/listQuery';
import { list } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { csvHeader, payoutStatusCell } from '../../../domain/exports/csvColumns';
import { callerLanguage } from '../../http/callerLanguage';
import { workspaceCurrency } from '../currencies/workspaceCurrency';
import { csvDownload, csvLine, primed } from '../users/exportStream';
import { revenueVisible } from '../offers/context';
import { viewerOf } from '../users/requestContext';
import * as repo from './clickBillingRepository';
import { dayFilter } from './fields';
import { nameOrEmail } from '../users/userInfo';

const idOrNull = (v: string | number | null) => (v === null ? null : Number(v));

const filters = {
  affiliate_id: optionalFilter(positiveId('affiliate_id must be an id.')),
  offer_id: optionalFilter(positiveId('offer_id must be an id.')),
  day_from: dayFilter('day_from'),
  day_to: dayFilter('day_to'),
  billed: optionalFilter(z.boolean({ message: 'billed must be true or false.' })),
};

const daysInOrder = (v: { day_from?: string; day_to?: string }, ctx: z.RefinementCtx) => {
  if (v.day_from !== undefined && v.day_to !== undefined && v.day_to < v.day_from) ctx.addIssue({ code: 'custom', path: ['day_to'], message: 'day_to must not be before day_from.' });
};

const listBody = listSchema(['day', 'clicks', 'commission', 'revenue', 'billed'], filters).superRefine(daysInOrder);
const exportBody = z.object(filters).superRefine(daysInOrder);

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
 * (summed in SQL numerics), and the total in the body too.
 */
async function listRows(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const showRevenue = revenueVisible(c);
  // a sort by revenue is no sort for whoever may not see it
  const sort = showRevenue || !body.sort?.includes('revenue') ? body.sort : undefined;
  const db = c.var.deps.db;
  const [rows, totals] = await Promise.all([
    repo.clickBillingRows(db, viewerOf(c), body, { sort, perPage: page.perPage, offset: page.offset }),
    repo.clickBillingTotals(db, viewerOf(c), body),
  ]);
  const currency = workspaceCurrency();
  const data = rows.map((r) => toRow(r, showRevenue, currency));
  const sums = {
    clicks: Number(totals.clicks),
    commission: Number(totals.commission),
    ...(showRevenue ? { revenue: Number(totals.revenue) } : {}),
    billed: Number(totals.billed),
  };
  // the total in the body too, beside the totals
  return list(c, data, totals.total, page, { total: totals.total, totals: sums });
}

const CSV_COLUMNS = ['day', 'affiliate_id', 'affiliate_name', 'offer_id', 'offer_name', 'clicks', 'commission', 'revenue', 'billed', 'currency', 'period_id', 'payout_id', 'payout_status'] as const;

/** Every row of the filters, newest day first, 2 000 a query: headers in the caller's language, a payout's status by its label, revenue only for whoever sees it. */
async function* clickBillingCsv(c: Ctx, f: z.infer<typeof exportBody>) {
  const lang = callerLanguage(c);
  const showRevenue = revenueVisible(c);
  const columns = CSV_COLUMNS.filter((k) => k !== 'revenue' || showRevenue);
  const currency = workspaceCurrency();
  yield '\ufeff' + csvLine(columns.map((k) => csvHeader(k, lang)));
  for (let offset = 0; ; offset += 2000) {
    const rows = await repo.clickBillingRows(c.var.deps.db, viewerOf(c), f, { perPage: 2000, offset });
    if (rows.length) {
      yield rows
        .map((r) => toRow(r, showRevenue, currency) as Record<string, unknown>)
        .map((row) => csvLine(columns.map((k) => (k === 'payout_status' ? (row.payout_status === null ? '' : payoutStatusCell(row.payout_status, lang)) : row[k]))))
        .join('');
    }
    if (rows.length < 2000) return;
  }
}

async function exportCsv(c: Ctx) {
  const body = await parseBody(c, exportBody);
  return csvDownload(c, 'click-billing.csv', await primed(clickBillingCsv(c, body)));
}

const access = { kind: 'roles', ...clickBillingResource.access.list } as const;
const { path } = clickBillingResource.api;

/** Click billing (spec 4 §3): what each affiliate's earning clicks of a day on an offer earned, and what was billed for them. */
export const clickBillingEndpoints: Endpoint[] = [
  { method: 'POST', path: `${path}/list`, reads: true, access, summary: 'List click earnings and their billing', body: listBody, handler: listRows },
  { method: 'POST', path: `${path}/export-csv`, reads: true, access, summary: 'Click earnings and their billing as CSV', body: exportBody, handler: exportCsv },
];
