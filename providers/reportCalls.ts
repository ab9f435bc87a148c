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

/** POST /reports/lead-funnel (docs/api.md, Lead funnel) */
export interface LeadFunnelBody {
  period_type: string;
  period_start?: string | Date;
  period_finish?: string | Date;
  group_by: string;
  date_by: string;
}

/** One group's exact counts and the rates between the steps (percent strings with two decimals, null over nothing). */
export type LeadFunnelRow = Record<'leads' | 'pushed' | 'accepted' | 'autologin_opened' | 'ftd', number> &
  Record<'push_rate' | 'accept_rate' | 'autologin_rate' | 'ftd_rate' | 'cr', string | null> & { key: string | number | null; name?: string | null; broker_name?: string | null };

export interface LeadFunnelAnswer {
  rows: LeadFunnelRow[];
  total: Omit<LeadFunnelRow, 'key' | 'name' | 'broker_name'>;
  group_by: string;
  date_by: string;
  period: { start: string; finish: string; time_zone: string };
}

/** Whose Traffic safety is explained: a click (by its click id) or a conversion (by its id). */
export type TrafficQualityKind = 'click' | 'conversion';

/** GET /traffic-quality/… (docs/api.md, Traffic quality) */
export interface TrafficQualityAnswer {
  traffic_safety: number;
  /** FraudReason codes (domain/quality/fraudReasons.ts) */
  reasons: string[];
  /** false: recorded before traffic was judged */
  judged: boolean;
}

/** The report calls (docs/api.md, Reports) that are not lists; paths relative to the role prefix. */
export interface ReportCalls {
  trafficReport(body: TrafficReportBody): Promise<TrafficReportAnswer>;
  /** a manager's Global report: the whole network, by the dimensions that name no affiliate */
  globalReport(body: TrafficReportBody): Promise<TrafficReportAnswer>;
  /** the lead funnel: leads → pushed → accepted → autologin opened → FTD by one key */
  leadFunnel(body: LeadFunnelBody): Promise<LeadFunnelAnswer>;
  /** why a click or conversion is Mixed or Risky (UI_FraudDetection_Explain) */
  trafficQuality(kind: TrafficQualityKind, id: string | number): Promise<TrafficQualityAnswer>;
}

export function createReportCalls(http: HttpClient): ReportCalls {
  return {
    trafficReport: async (body) => (await http.request<Envelope<TrafficReportAnswer>>('POST', '/reports/traffic', { body })).json.data,
    globalReport: async (body) => (await http.request<Envelope<TrafficReportAnswer>>('POST', '/reports/global', { body })).json.data,
    leadFunnel: async (body) => (await http.request<Envelope<LeadFunnelAnswer>>('POST', '/reports/lead-funnel', { body })).json.data,
    trafficQuality: async (kind, id) =>
      (await http.request<Envelope<TrafficQualityAnswer>>('GET', `/traffic-quality/${kind === 'click' ? 'clicks' : 'conversions'}/${encodeURIComponent(String(id))}`)).json.data,
  };
}
