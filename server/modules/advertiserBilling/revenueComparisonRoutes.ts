import { advertiserRevenueResource, VIEW_ADVERTISER_BILLING } from '../../../domain/advertiserBilling/access';
import { thisMonthSoFar } from '../../../domain/advertiserBilling/invoices';
import { ValidationError } from '../../errors';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { can } from '../../http/guards';
import { readFilters, periodAnswer } from '../dashboard/filters';
import { revenueVisible } from '../offers/context';
import { revenueComparison, totalsOf } from './revenueComparison';
import { calendarDay as day } from '../../http/fields';

const utcStart = (date: string) => new Date(`${date}T00:00:00Z`);

const listBody = listSchema(['id'], { period_start: day('period_start').optional(), period_end: day('period_end').optional() });

/**
 * Revenue against what was invoiced, per advertiser, for a period of UTC days (end exclusive, as an
 * invoice's period): by default this month so far. The rows are few (one per advertiser), so the
 * page is cut from the whole answer.
 */
async function listRevenue(c: Ctx) {
  const body = await parseBody(c, listBody);
  const now = c.var.deps.now();
  const byDefault = thisMonthSoFar(now);
  const start = body.period_start ?? byDefault.period_start;
  const end = body.period_end ?? byDefault.period_end;
  if (start >= end) throw new ValidationError([{ field: 'period_end', message: 'period_end must be after period_start (the end is exclusive).' }]);
  const rows = await revenueComparison(c.var.deps.db, utcStart(start), utcStart(end));
  const page = pageOf(body);
  return list(c, rows.slice(page.offset, page.offset + page.perPage), rows.length, page);
}

/**
 * The admin dashboard's invoiced profit (spec 4 §7): over the dashboard's period, the revenue
 * approved, what of it was invoiced, the commission, and the profit on what was invoiced (the sums
 * of the Revenue vs invoiced rows). Without advertiser billing, without the key to read it, or with
 * revenue hidden (hide_revenue), the answer says so (`enabled: false`) instead of a 403, so the widget never raises a toast.
 */
async function invoicedProfitCard(c: Ctx) {
  const { period } = await readFilters(c);
  const enabled = c.var.features.includes(VIEW_ADVERTISER_BILLING.feature) && can(c, VIEW_ADVERTISER_BILLING.permission) && revenueVisible(c);
  if (!enabled) return ok(c, { period: periodAnswer(period), enabled });
  const rows = await revenueComparison(c.var.deps.db, period.range.start, period.range.finish);
  return ok(c, { period: periodAnswer(period), enabled, ...totalsOf(rows) });
}

/** docs/api.md, Advertiser billing. */
export const revenueComparisonEndpoints: Endpoint[] = [
  { method: 'POST', path: `${advertiserRevenueResource.api.path}/list`, reads: true, access: { kind: 'roles', ...VIEW_ADVERTISER_BILLING }, handler: listRevenue },
  { method: 'POST', path: '/dashboard/invoiced-profit', reads: true, access: { kind: 'roles', roles: ['admin'] }, handler: invoicedProfitCard },
];
