import { drillTarget, QUALITY_DIMENSIONS, REPORT_DIMENSIONS, STAFF_DIMENSIONS, type ReportDimension } from '../../domain/reports/catalogue';
import type { ReportRow, TrafficReportBody } from '../../providers/reportCalls';
import type { PeriodValue } from '../../src/dashboard/period';

export type ReportFilters = Partial<Record<ReportDimension, (string | number)[]>>;

/** What a traffic report shows: the period, one or two group-bys, filters, sort and page. */
export interface ReportState {
  period: PeriodValue;
  groupBy: ReportDimension[];
  filters: ReportFilters;
  /** a measure or a grouped dimension, '-' for descending; none: the server's default */
  sort?: string;
  page: number;
  perPage: number;
}

export const INITIAL_REPORT: ReportState = { period: { period_type: 'this_month' }, groupBy: ['date'], filters: {}, page: 1, perPage: 25 };

/** The dimensions a role may group and filter by (an affiliate's report hides who advertises and manages; Traffic safety needs UI_FraudDetection_View). */
export const dimensionsFor = (role: string, quality = false): ReportDimension[] =>
  role === 'affiliate' ? REPORT_DIMENSIONS.filter((d) => !STAFF_DIMENSIONS.includes(d)) : REPORT_DIMENSIONS.filter((d) => quality || !QUALITY_DIMENSIONS.includes(d));

export function bodyOf(state: ReportState): TrafficReportBody {
  return {
    ...state.period,
    group_by: state.groupBy,
    filters: state.filters as TrafficReportBody['filters'],
    ...(state.sort ? { sort: state.sort } : {}),
    page: state.page,
    per_page: state.perPage,
  };
}

/** A drill-down: the report filtered to the row's keys, grouped one level deeper. */
export function drillInto(state: ReportState, row: ReportRow, allowed: readonly ReportDimension[]): ReportState | null {
  const filters: ReportFilters = { ...state.filters };
  for (const dim of state.groupBy) {
    const key = row[dim];
    if (key === null || key === undefined) return null;
    filters[dim] = [key];
  }
  const next = drillTarget(state.groupBy[state.groupBy.length - 1]!, Object.keys(filters), allowed);
  if (!next) return null;
  return { ...state, filters, groupBy: [next], sort: undefined, page: 1 };
}

/** A saved preset: the report's shape without its page. */
export interface ReportPreset {
  name: string;
  period: PeriodValue;
  groupBy: ReportDimension[];
  filters: ReportFilters;
  sort?: string;
}

export const presetOf = (name: string, s: ReportState): ReportPreset => ({ name, period: s.period, groupBy: s.groupBy, filters: s.filters, sort: s.sort });
export const stateOfPreset = (p: ReportPreset, perPage: number): ReportState => ({ period: p.period, groupBy: p.groupBy, filters: p.filters, sort: p.sort, page: 1, perPage });
