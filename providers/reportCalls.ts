import type { Envelope, HttpClient } from './http/types';

export interface TrafficReportBody {
  period_type: string;
  period_start?: string | Date;
  period_finish?: string | Date;
  group_by: string[];
  filters: Record<string, string | number | (string | number)[]>;
  sort?: string;
  page?: number;
  per_page?: number;
}

export type ReportRow = Record<string, string | number | null>;

export interface TrafficReportAnswer {
  rows: ReportRow[];
  total: Record<string, number>;
  count: number;
  group_by: string[];
  measures: string[];
  period: { start: string; finish: string; time_zone: string };
}

/** The report calls (docs/api.md, Reports) that are not lists; paths relative to the role prefix. */
export interface ReportCalls {
  trafficReport(body: TrafficReportBody): Promise<TrafficReportAnswer>;
  /** a manager's Global report: the whole network, by the dimensions that name no affiliate */
  globalReport(body: TrafficReportBody): Promise<TrafficReportAnswer>;
}

export function createReportCalls(http: HttpClient): ReportCalls {
  return {
    trafficReport: async (body) => (await http.request<Envelope<TrafficReportAnswer>>('POST', '/reports/traffic', { body })).json.data,
    globalReport: async (body) => (await http.request<Envelope<TrafficReportAnswer>>('POST', '/reports/global', { body })).json.data,
  };
}
