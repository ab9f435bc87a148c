import { z } from 'zod';
import { EMPTY_SUMS, addSums, measuresOf } from '../../../domain/dashboard/measures';
import { addDays, civilOf, civilToString } from '../../../domain/dashboard/periods';
import { CommissionType } from '../../../domain/enums/commission';
import { periodLabel } from '../../../domain/billing/terms';
import { OPEN_PAYOUT } from '../../../domain/billing/transitions';
import { PayoutStatus } from '../../../domain/enums/payout';
import { isTimeZone } from '../../../domain/time-zones';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { DIM } from '../traffic/dimensions';
import { filterBody, periodAnswer, resolvePeriod } from './filters';
import { affiliateBalance } from '../billing/balance';
import { readBillingSettings } from '../billing/closeRepository';
import { earnedBetween, listPayouts } from '../billing/payoutRepository';
import { personalManager } from './dashboardRepository';
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
 * The affiliate's billing card, read from the billing module (spec 3 §6): commission type, their
 * threshold (their own, else the system's), what they earned in all and this month, what is unpaid
 * and waits in open payouts, and whether the unpaid amount reaches the threshold.
 */
async function billingInfo(c: Ctx) {
  const user = c.var.session!.user;
  const db = c.var.deps.db;
  const month = resolvePeriod(filterBody.parse({ period_type: 'this_month' }), userZone(c), c.var.deps.now());
  const balance = await affiliateBalance(db, user, await readBillingSettings(db));
  return ok(c, {
    commission_type_id: user.commissionTypeId,
    commission_type: CommissionType.label(user.commissionTypeId),
    commission_threshold: balance.threshold,
    earned_total: balance.earned_total,
    earned_this_month: Number(await earnedBetween(db, user.id, month.range.start, month.range.finish)),
    unpaid: balance.unpaid,
    pending_payouts: balance.pending_payouts,
    on_hold: balance.on_hold,
    threshold_reached: balance.threshold_reached,
    currency: balance.currency,
  });
}

const payoutsBody = z.object({
  // accepted for the clients of the earlier estimate; every open payout is listed whatever its age
  months: z.number({ message: 'months must be 1–12.' }).int('months must be 1–12.').min(1).max(12).default(3),
  time_zone: z.string().refine(isTimeZone, 'Unknown time zone.').optional(),
});

/** The affiliate's open payouts (made by closed billing periods, not paid yet), newest first, with their total. */
async function pendingPayouts(c: Ctx) {
  await parseBody(c, payoutsBody);
  const user = c.var.session!.user;
  const { rows } = await listPayouts(c.var.deps.db, { id: user.id, userType: user.userType }, { statuses: OPEN_PAYOUT }, { descending: true, perPage: 100, offset: 0 });
  const items = rows.map((r) => ({
    id: r.id,
    period: periodLabel(r.period_start, r.period_end),
    period_start: r.period_start,
    period_end: r.period_end,
    amount: Number(r.amount),
    currency: r.currency,
    status: r.status,
    status_label: PayoutStatus.label(r.status),
  }));
  const cents = rows.reduce((s, r) => s + Math.round(Number(r.amount) * 100), 0);
  return ok(c, { total: cents / 100, rows: items });
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
  { method: 'GET', path: '/dashboard/personal-manager', access: AFFILIATE, summary: 'Your account manager', handler: readPersonalManager },
  { method: 'GET', path: '/dashboard/billing-info', access: AFFILIATE, summary: 'Your billing figures', handler: billingInfo },
  { method: 'POST', path: '/dashboard/pending-payouts', reads: true, access: AFFILIATE, summary: 'Your pending payouts', body: payoutsBody, handler: pendingPayouts },
  { method: 'POST', path: '/dashboard/admin-daily-report', reads: true, access: ADMIN, handler: adminDailyReport },
];
