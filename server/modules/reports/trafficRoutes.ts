import { csvCell, csvHeader, csvReportColumn } from '../../../domain/exports/csvColumns';
import { callerLanguage } from '../../http/callerLanguage';
import { z } from 'zod';
import { can } from '../../http/guards';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody, ValidationError } from '../../http/validate';
import { revenueVisible } from '../offers/context';
import { csvLine, primed, streamOf } from '../users/exportStream';
import { GLOBAL_DIMENSIONS, QUALITY_DIMENSIONS, STAFF_DIMENSIONS } from '../../../domain/reports/catalogue';
import { TRAFFIC_SAFETY_RULE } from '../../../domain/quality/access';
import { DIMENSION_SQL, REPORT_DIMENSIONS, type ReportDimension } from './dimensions';
import { visibleReportMeasures, type ReportMeasure } from './measures';
import { filtersField, groupByField, pageFields, periodFields, periodOf } from './reportBody';
import { GLOBAL_REPORT_ACCESS, REPORT_ACCESS, SHOW_ONLY_CLICKS } from './access';
import type { ReportScope, TrafficQuery } from './reportQuery';
import { trafficReport } from './trafficQuery';

const reportFields = {
  ...periodFields,
  group_by: groupByField,
  filters: filtersField,
  sort: z.string().max(40).optional(),
};
const reportBody = z.object({ ...reportFields, ...pageFields });
const exportBody = z.object(reportFields);


export function scopeOf(c: Ctx): ReportScope {
  const user = c.var.session!.user;
  if (c.var.role === 'admin') return { kind: 'all' };
  if (c.var.role === 'manager') return { kind: 'manager', managerId: user.id };
  return { kind: 'affiliate', affiliateId: user.id };
}

export const clicksOnlyFor = (c: Ctx) => c.var.role === 'manager' && can(c, SHOW_ONLY_CLICKS);

/** The measures this caller sees: no revenue for affiliates (or under hide_revenue), only clicks under UI_Reports_ShowOnlyClicks. */
/** Traffic safety and bad_quality_traffic: staff holding UI_FraudDetection_View (its effective keys lose it when fraud_detection is off). */
export const qualityVisible = (c: Ctx) => c.var.role !== 'affiliate' && can(c, TRAFFIC_SAFETY_RULE.permission);

/** The lead measures (the click-type report, spec 4 §1) where lead distribution is switched on. */
export const leadsVisible = (c: Ctx) => c.var.features.includes('push_brokers');

export const measuresFor = (c: Ctx): ReportMeasure[] =>
  visibleReportMeasures({ revenue: revenueVisible(c), onlyClicks: clicksOnlyFor(c), quality: qualityVisible(c), leads: leadsVisible(c) });

/** Which report a call reads: the caller's own traffic, or the network's in a manager's Global report. */
type ReportKind = 'traffic' | 'global';

/** The dimensions the caller may not group or filter by in this report, and why. */
function refusedDimensions(c: Ctx, kind: ReportKind): { dims: readonly ReportDimension[]; why: string } {
  if (kind === 'global') return { dims: REPORT_DIMENSIONS.filter((d) => !GLOBAL_DIMENSIONS.includes(d) || (QUALITY_DIMENSIONS.includes(d) && !qualityVisible(c))), why: 'the Global report' };
  if (c.var.role === 'affiliate') return { dims: STAFF_DIMENSIONS, why: "an affiliate's report" };
  return { dims: qualityVisible(c) ? [] : QUALITY_DIMENSIONS, why: 'a report without UI_FraudDetection_View' };
}

/** The query of a report body; what the caller may not group, filter or sort by is a 422. */
function queryOf(c: Ctx, body: z.infer<typeof exportBody>, page: { limit: number | null; offset: number }, kind: ReportKind = 'traffic'): TrafficQuery {
  const measures = measuresFor(c);
  const errors: { field: string; message: string }[] = [];
  const refused = refusedDimensions(c, kind);
  for (const dim of body.group_by) if (refused.dims.includes(dim)) errors.push({ field: 'group_by', message: `${dim} is not a dimension of ${refused.why}.` });
  for (const dim of Object.keys(body.filters)) if (refused.dims.includes(dim as ReportDimension)) errors.push({ field: `filters.${dim}`, message: `${dim} is not a dimension of ${refused.why}.` });
  const sortParam = body.sort || (body.group_by[0] === 'date' || body.group_by[0] === 'hour' ? body.group_by[0] : '-click_count');
  const descending = sortParam.startsWith('-');
  const field = (descending ? sortParam.slice(1) : sortParam) as ReportMeasure | ReportDimension;
  if (!(measures as string[]).includes(field) && !(body.group_by as string[]).includes(field)) {
    errors.push({ field: 'sort', message: `sort must be a grouped dimension or one of: ${measures.join(', ')} (prefix - for descending).` });
  }
  if (errors.length) throw new ValidationError(errors);
  const { range, timeZone } = periodOf(c, body);
  const scope: ReportScope = kind === 'global' ? { kind: 'all' } : scopeOf(c);
  return { range, timeZone, groupBy: body.group_by, filters: body.filters, scope, measures, sort: { field, descending }, clicksOnly: clicksOnlyFor(c), ...page };
}

const report = (kind: ReportKind) => async (c: Ctx) => {
  const body = await parseBody(c, reportBody);
  const q = queryOf(c, body, { limit: body.per_page, offset: (body.page - 1) * body.per_page }, kind);
  const answer = await trafficReport(c.var.deps.db, q);
  return ok(c, { ...answer, group_by: q.groupBy, measures: q.measures, period: { start: q.range.start.toISOString(), finish: q.range.finish.toISOString(), time_zone: q.timeZone } });
};

const EXPORT_PAGE = 5000;

/** The report's groups in its order, a page of groups a query, each page written before the next is read. */
async function* reportCsv(c: Ctx, q: TrafficQuery) {
  const lang = callerLanguage(c);
  const columns = q.groupBy.flatMap((dim) => (DIMENSION_SQL[dim].name ? [dim, `${dim}_name`] : [dim]));
  // headed in the caller's language; a named dimension's id column as its id ("Offer ID", then "Offer")
  const headers = [...q.groupBy.flatMap((dim) => (DIMENSION_SQL[dim].name ? [csvReportColumn(dim, true), `${dim}_name`] : [dim])), ...q.measures];
  yield '\ufeff' + csvLine(headers.map((k) => csvHeader(k, lang)));
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const { rows } = await trafficReport(c.var.deps.db, { ...q, limit: EXPORT_PAGE, offset });
    if (rows.length) yield rows.map((r) => csvLine([...columns, ...q.measures].map((k) => csvCell(k, r[k], lang)))).join('');
    if (rows.length < EXPORT_PAGE) return;
  }
}

const exportCsv = (kind: ReportKind) => async (c: Ctx) => {
  const body = await parseBody(c, exportBody);
  const q = queryOf(c, body, { limit: EXPORT_PAGE, offset: 0 }, kind);
  const source = await primed(reportCsv(c, q));
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${kind === 'global' ? 'global' : 'traffic'}-report-${q.groupBy.join('-')}.csv"`);
  return c.body(streamOf(source));
};

export const trafficEndpoints: Endpoint[] = [
  { method: 'POST', path: '/reports/traffic', reads: true, access: REPORT_ACCESS, summary: 'The traffic report', body: reportBody, handler: report('traffic') },
  { method: 'POST', path: '/reports/traffic/export-csv', reads: true, access: REPORT_ACCESS, summary: 'The traffic report as CSV', body: exportBody, handler: exportCsv('traffic') },
  { method: 'POST', path: '/reports/global', reads: true, access: GLOBAL_REPORT_ACCESS, summary: 'The global report', body: reportBody, handler: report('global') },
  { method: 'POST', path: '/reports/global/export-csv', reads: true, access: GLOBAL_REPORT_ACCESS, summary: 'The global report as CSV', body: exportBody, handler: exportCsv('global') },
];
