import type { Range } from '../../../domain/dashboard/periods';
import type { ReportDimension } from './dimensions';
import type { ReportMeasure } from './measures';

// The question a traffic report answers and its answer, read by the query (trafficQuery.ts), the
// raw-event SQL (eventSql.ts) and the rollups (rollup.ts) alike.

/** Whose traffic a report covers: everyone's, a manager's affiliates' (today), one affiliate's. */
export type ReportScope = { kind: 'all' } | { kind: 'manager'; managerId: number } | { kind: 'affiliate'; affiliateId: number };

export type KeyValue = string | number;

export interface TrafficQuery {
  range: Range;
  timeZone: string;
  /** one or two dimensions */
  groupBy: readonly ReportDimension[];
  /** each dimension's accepted keys */
  filters: Partial<Record<ReportDimension, readonly KeyValue[]>>;
  scope: ReportScope;
  measures: readonly ReportMeasure[];
  /** a measure or a grouped dimension */
  sort: { field: ReportMeasure | ReportDimension; descending: boolean };
  /** null: every group (an export) */
  limit: number | null;
  offset: number;
  /** clicks only: conversions are not read at all (UI_Reports_ShowOnlyClicks) */
  clicksOnly: boolean;
}

export interface TrafficAnswer {
  rows: Record<string, unknown>[];
  total: Record<string, number>;
  count: number;
}
