import { z } from 'zod';
import { EMPTY_SUMS, addSums, measuresOf } from '../../../domain/dashboard/measures';
import { addDays, addMonths, civilOf, civilToString } from '../../../domain/dashboard/periods';
import { CommissionType } from '../../../domain/enums/commission';
import { PayoutStatus } from '../../../domain/enums/payout';
import { isTimeZone } from '../../../domain/time-zones';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { DIM } from '../traffic/dimensions';
import { filterBody, periodAnswer, resolvePeriod } from './filters';
import { personalManager } from './repository';
import { ranking } from './series';
import { sumsByBucket } from './sumsQuery';
import { viewerOf, visibleMeasures } from './viewer';

const AFFILIATE = { kind: 'roles', roles: ['affiliate'] } as const satisfies Endpoint['access'];
const ADMIN = { kind: 'roles', roles: ['admin'] } as const satisfies Endpoint['access'];

const userZone = (c: Ctx, override?: string) => override ?? (isTimeZone(c.var.session!.user.timeZone) ? c.var.session!.user.timeZone : 'UTC');

async function readPersonalManager(c: Ctx) {
  return ok(c, await personalManager(c.var.deps.db, c.var.session!.user.id));
}

/**
 * The affiliate's billing card: commission type and threshold from their profile, what they
 * have earned in all and this month, and whether the threshold for a payout is reached.
 */
async function billingInfo(c: Ctx) {
  const user = c.var.session!.user;
  const now = c.var.deps.now();
  const month = resolvePeriod(filterBody.parse({ period_type: 'this_month' }), userZone(c), now);
  const scope = { kind: 'affiliate', affiliateId: user.id } as const;
  const rows = await sumsByBucket(c.var.deps.db, [{ start: new Date(Date.UTC(2000, 0, 1)), finish: now }, month.range], scope);
  const sumOf = (bucket: number) => measuresOf(rows.filter((r) => r.bucket === bucket).reduce((s, r) => addSums(s, r.sums), EMPTY_SUMS)).commission;
  const threshold = Number(user.commissionThreshold);
  const earned = sumOf(0);
  return ok(c, {
    commission_type_id: user.commissionTypeId,
    commission_type: CommissionType.label(user.commissionTypeId),
    commission_threshold: threshold,
    earned_total: earned,
    earned_this_month: sumOf(1),
    threshold_reached: earned >= threshold,
  });
}

const payoutsBody = z.object({
  months: z.coerce.number().int().min(1).max(12).default(3),
  time_zone: z.string().refine(isTimeZone, 'Unknown time zone.').optional(),
});

/**
 * Commission earned per calendar month, recent months first. No payout has been made from it
 * yet (payouts are their own module), so every month is Pending.
 */
async function pendingPayouts(c: Ctx) {
  const body = await parseBody(c, payoutsBody);
  const timeZone = userZone(c, body.time_zone);
  const now = c.var.deps.now();
  const today = civilOf(now, timeZone);
  const from = civilToString(addMonths({ y: today.y, m: today.m, d: 1 }, 1 - body.months));
  const period = resolvePeriod(filterBody.parse({ period_type: 'custom_date', period_start: from, period_finish: civilToString(today), group_by: 'month' }), timeZone, now);
  const rows = await sumsByBucket(c.var.deps.db, period.buckets, { kind: 'affiliate', affiliateId: c.var.session!.user.id });
  const amount = (i: number) => measuresOf(rows.filter((r) => r.bucket === i).reduce((s, r) => addSums(s, r.sums), EMPTY_SUMS)).commission;
  const items = period.buckets
    .map((b, i) => ({ period: civilToString(civilOf(b.start, timeZone)).slice(0, 7), amount: amount(i), status: PayoutStatus.Pending, status_label: PayoutStatus.label(PayoutStatus.Pending) }))
    .reverse();
  return ok(c, { total: Math.round(items.reduce((s, i) => s + i.amount, 0) * 100) / 100, rows: items });
}

const reportBody = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD').optional(),
  time_zone: z.string().refine(isTimeZone, 'Unknown time zone.').optional(),
});

/** The admin-daily-report modal: one day's figures beside the day before, top managers and affiliates. */
async function adminDailyReport(c: Ctx) {
  const body = await parseBody(c, reportBody);
  const timeZone = userZone(c, body.time_zone);
  const now = c.var.deps.now();
  const date = body.date ?? civilToString(addDays(civilOf(now, timeZone), -1));
  const day = resolvePeriod(filterBody.parse({ period_type: 'custom_date', period_start: date, period_finish: date, group_by: 'hour', time_zone: timeZone }), timeZone, now);
  const viewer = viewerOf(c);
  const db = c.var.deps.db;
  const rows = await sumsByBucket(db, [day.range, day.previous], viewer.scope);
  const totals = (i: number) => visibleMeasures(measuresOf(rows.filter((r) => r.bucket === i).reduce((s, r) => addSums(s, r.sums), EMPTY_SUMS)), viewer);
  const top = { field: 'sale_count', descending: true } as const;
  const [managersTop, affiliatesTop, countriesTop] = [
    await ranking(db, day, viewer, DIM.manager, top, 5),
    await ranking(db, day, viewer, DIM.affiliate, top, 5),
    await ranking(db, day, viewer, DIM.country, top, 5),
  ];
  return ok(c, {
    date,
    period: periodAnswer(day),
    totals: totals(0),
    previous: totals(1),
    managers: managersTop.rows,
    affiliates: affiliatesTop.rows,
    countries: countriesTop.rows,
  });
}

export const dashboardCardEndpoints: Endpoint[] = [
  { method: 'GET', path: '/dashboard/personal-manager', access: AFFILIATE, handler: readPersonalManager },
  { method: 'GET', path: '/dashboard/billing-info', access: AFFILIATE, handler: billingInfo },
  { method: 'POST', path: '/dashboard/pending-payouts', access: AFFILIATE, handler: pendingPayouts },
  { method: 'POST', path: '/dashboard/admin-daily-report', access: ADMIN, handler: adminDailyReport },
];
