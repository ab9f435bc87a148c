import type { ReportMeasure } from '../../../domain/reports/catalogue';

export { visibleReportMeasures, type ReportMeasure } from '../../../domain/reports/catalogue';

const ratio = (a: string, b: string, scale = 1) => `CASE WHEN ${b} = 0 THEN 0 ELSE round(${a}::numeric * ${scale} / ${b}, 4) END`;

/** Each measure as SQL over the sums `s_<column>` of a group (trafficQuery.ts); counts and money are sums, ratios come from the group's sums. */
export const MEASURE_SQL: Record<ReportMeasure, string> = {
  click_count: 's_c',
  unique_click_count: 's_uc',
  bad_click_count: 's_bad',
  opt_in_count: 's_optin',
  lead_count: 's_lead',
  ftd_count: 's_ftd',
  // every sale: first-time deposits and the other sales (decisions, Reports)
  sale_count: '(s_ftd + s_sale)',
  revshare_count: 's_rs',
  bad_quality_traffic: 's_bq',
  received_lead_count: 's_ld',
  lead_ftd_count: 's_lf',
  validation_failed_count: 's_vf',
  registration_failed_count: 's_rf',
  commission: 's_commission',
  revenue: 's_revenue',
  system_profit: '(s_revenue - s_commission)',
  cr: ratio('(s_ftd + s_sale)', 's_lead', 100),
  cl_rate: ratio('s_lead', 's_c', 100),
  epc: ratio('s_commission', 's_c'),
  roi: ratio('(s_revenue - s_commission)', 's_commission', 100),
};
