import { CHART_METRIC_KEYS, CHART_METRICS, REVENUE_FIELDS, type ChartMetric, type MeasureField } from '../../../domain/dashboard/measures';
import { Forbidden } from '../../errors';
import { ok } from '../../http/respond';
import { ROLES, type Ctx, type Endpoint, type Role } from '../../http/types';
import { DIM, type Dim } from '../traffic/dimensions';
import { filterBody, periodAnswer, readFilters, sortOf, type Period } from './filters';
import { affiliatesPerManager, affiliatesRegistered, managers, type AffiliateCount } from './dashboardRepository';
import { measureSeries, pointsOf, ranking, seriesPerKey, shares } from './series';
import { ALL_BUCKETS, distinctByBucket } from './sumsQuery';
import { viewerOf, type Viewer } from './viewer';

const ADMIN_MANAGER = { kind: 'roles', roles: ['admin', 'manager'] } as const satisfies Endpoint['access'];
const ADMIN = { kind: 'roles', roles: ['admin'] } as const satisfies Endpoint['access'];
const EVERY_ROLE = { kind: 'roles', roles: ROLES } as const satisfies Endpoint['access'];

/** Refuses (403) a measure of money the viewer may not see. */
function refuseHiddenRevenue(viewer: Viewer, field: MeasureField): void {
  if (!viewer.revenueVisible && REVENUE_FIELDS.includes(field)) throw new Forbidden('Revenue is hidden for this user.');
}

/** An affiliate's "profit" is what they earn: their commission. */
const fieldFor = (metric: ChartMetric, role: Role): MeasureField => (role === 'affiliate' && metric === 'profit' ? 'commission' : CHART_METRICS[metric]);

const measureChart = (metric: ChartMetric) => async (c: Ctx) => {
  const { period } = await readFilters(c);
  const viewer = viewerOf(c);
  const field = fieldFor(metric, viewer.role);
  refuseHiddenRevenue(viewer, field);
  return ok(c, { metric, field, period: periodAnswer(period), ...(await measureSeries(c.var.deps.db, period, viewer.scope, field)) });
};

const rankingOf = (dim: Dim, extraKeys?: (c: Ctx) => Promise<string[]>) => async (c: Ctx) => {
  const { body, period } = await readFilters(c);
  const viewer = viewerOf(c);
  const sort = sortOf(body);
  refuseHiddenRevenue(viewer, sort.field);
  if (body.performance_by) refuseHiddenRevenue(viewer, body.performance_by);
  const extra = extraKeys ? await extraKeys(c) : [];
  const result = await ranking(c.var.deps.db, period, viewer, dim, sort, body.per_page, extra);
  return ok(c, { period: periodAnswer(period), sort: sort.param, performance_by: body.performance_by ?? sort.field, ...result });
};

/** The managers table: every manager (with or without traffic), their affiliates now, their figures. */
async function managersTable(c: Ctx) {
  const { body, period } = await readFilters(c);
  const viewer = viewerOf(c);
  const sort = sortOf(body);
  refuseHiddenRevenue(viewer, sort.field);
  const db = c.var.deps.db;
  const [all, perManager] = await Promise.all([managers(db), affiliatesPerManager(db)]);
  const result = await ranking(db, period, viewer, DIM.manager, sort, body.per_page, all.map((m) => String(m.id)));
  const active = await distinctByManager(c, period.range);
  return ok(c, {
    period: periodAnswer(period),
    sort: sort.param,
    ...result,
    rows: result.rows.map((r) => ({ ...r, affiliates_count: perManager.get(Number(r.key)) ?? 0, active_affiliates: active.get(r.key) ?? 0 })),
  });
}

/** Affiliates with traffic in the period, per manager (from the per-manager affiliate rows). */
async function distinctByManager(c: Ctx, range: { start: Date; finish: Date }): Promise<Map<string, number>> {
  const db = c.var.deps.db;
  const list = await managers(db);
  const counts = await Promise.all(
    list.map(async (m) => [String(m.id), (await distinctByBucket(db, [range], { kind: 'manager', managerId: m.id }, DIM.affiliate)).get(0) ?? 0] as const),
  );
  return new Map(counts);
}

const managerChart = (kind: 'linear' | 'pie') => async (c: Ctx) => {
  const { body, period } = await readFilters(c);
  const viewer = viewerOf(c);
  const field = body.performance_by ?? 'sale_count';
  refuseHiddenRevenue(viewer, field);
  const db = c.var.deps.db;
  const answer = { period: periodAnswer(period), field };
  if (kind === 'pie') return ok(c, { ...answer, ...(await shares(db, period, viewer, DIM.manager, field, body.per_page)) });
  return ok(c, { ...answer, series: await seriesPerKey(db, period, viewer, DIM.manager, field, body.per_page) });
};

/** The drill-down report types the traffic model counts, and the measure each one is. */
const PIE_TYPES = { clicks: 'click_count', leads: 'lead_count', sales: 'sale_count', ftds: 'ftd_count' } as const satisfies Record<string, MeasureField>;

const affiliatePie = (field: MeasureField, type: string) => async (c: Ctx) => {
  const { body, period } = await readFilters(c);
  const viewer = viewerOf(c);
  return ok(c, { period: periodAnswer(period), type, field, ...(await shares(c.var.deps.db, period, viewer, DIM.affiliate, field, body.per_page)) });
};

/** Lines of the top affiliates by clicks, leads or sales (`performance_by`, default sale_count). */
async function affiliateLinear(c: Ctx) {
  const { body, period } = await readFilters(c);
  const viewer = viewerOf(c);
  const field = body.performance_by ?? 'sale_count';
  refuseHiddenRevenue(viewer, field);
  const series = await seriesPerKey(c.var.deps.db, period, viewer, DIM.affiliate, field, Math.min(body.per_page, 10));
  return ok(c, { period: periodAnswer(period), field, series });
}

/** Whether the period's buckets run edge to edge from its start to its finish (a chart of hours may stop short). */
const tiles = (period: Period) =>
  period.buckets.length > 0 &&
  period.buckets[0]!.start.getTime() === period.range.start.getTime() &&
  period.buckets[period.buckets.length - 1]!.finish.getTime() === period.range.finish.getTime() &&
  period.buckets.every((b, i) => i === 0 || b.start.getTime() === period.buckets[i - 1]!.finish.getTime());

const funnelChart = (tab: AffiliateCount | 'active') => async (c: Ctx) => {
  const { period } = await readFilters(c);
  const viewer = viewerOf(c);
  const db = c.var.deps.db;
  const managerId = viewer.scope.kind === 'manager' ? viewer.scope.managerId : undefined;
  if (tab === 'active') {
    // the buckets tile the period: its active affiliates are the union of theirs (one read, not two)
    const counts = await distinctByBucket(db, tiles(period) ? period.buckets : [...period.buckets, period.range], viewer.scope, DIM.affiliate);
    const total = (tiles(period) ? counts.get(ALL_BUCKETS) : counts.get(period.buckets.length)) ?? 0;
    return ok(c, { period: periodAnswer(period), tab, total, points: pointsOf(period, (i) => counts.get(i) ?? 0) });
  }
  const counts = await affiliatesRegistered(db, [...period.buckets, period.range], tab, managerId);
  const total = counts.get(period.buckets.length) ?? 0;
  return ok(c, { period: periodAnswer(period), tab, total, points: pointsOf(period, (i) => counts.get(i) ?? 0) });
};

const measureEndpoints: Endpoint[] = CHART_METRIC_KEYS.map((metric) => ({
  method: 'POST',
  path: `/dashboard/measure/${metric}-chart`,
  reads: true,
  access: metric === 'revenue' || metric === 'roi' ? ADMIN_MANAGER : EVERY_ROLE,
  summary: `The ${metric} chart of a period`,
  body: filterBody,
  handler: measureChart(metric),
}));

export const dashboardChartEndpoints: Endpoint[] = [
  ...measureEndpoints,
  { method: 'POST', path: '/dashboard/affiliate/linear', reads: true, access: ADMIN_MANAGER, handler: affiliateLinear },
  ...Object.entries(PIE_TYPES).map(([type, field]): Endpoint => ({
    method: 'POST',
    path: `/dashboard/affiliate/pie-${type}`,
    reads: true,
    access: ADMIN_MANAGER,
    handler: affiliatePie(field, type),
  })),
  { method: 'POST', path: '/dashboard/new-user-request-chart', reads: true, access: ADMIN_MANAGER, handler: funnelChart('new') },
  { method: 'POST', path: '/dashboard/pending-user-request-chart', reads: true, access: ADMIN_MANAGER, handler: funnelChart('pending') },
  { method: 'POST', path: '/dashboard/approved-affiliate-chart', reads: true, access: ADMIN_MANAGER, handler: funnelChart('approved') },
  { method: 'POST', path: '/dashboard/active-affiliate-chart', reads: true, access: ADMIN_MANAGER, handler: funnelChart('active') },
  { method: 'POST', path: '/dashboard/user/affiliate', reads: true, access: ADMIN_MANAGER, handler: rankingOf(DIM.affiliate) },
  { method: 'POST', path: '/dashboard/user/manager', reads: true, access: ADMIN, handler: rankingOf(DIM.manager) },
  { method: 'POST', path: '/dashboard/user/language', reads: true, access: ADMIN_MANAGER, handler: rankingOf(DIM.language) },
  { method: 'POST', path: '/dashboard/offer/offer', reads: true, access: ADMIN_MANAGER, handler: rankingOf(DIM.offer) },
  { method: 'POST', path: '/dashboard/offer/offer-group', reads: true, access: ADMIN_MANAGER, handler: rankingOf(DIM.offerGroup) },
  { method: 'POST', path: '/dashboard/offer/country', reads: true, access: ADMIN_MANAGER, handler: rankingOf(DIM.country) },
  { method: 'POST', path: '/dashboard/affiliate-manager/table', reads: true, access: ADMIN, handler: managersTable },
  { method: 'POST', path: '/dashboard/affiliate-manager/linear', reads: true, access: ADMIN, handler: managerChart('linear') },
  { method: 'POST', path: '/dashboard/affiliate-manager/pie', reads: true, access: ADMIN, handler: managerChart('pie') },
];
