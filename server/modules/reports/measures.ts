/**
 * The measures of a traffic report (spec 3 §5), under the dashboard's names where it has them.
 * Counts and money are sums; the ratios are computed from the sums of the same group.
 */
export const COUNT_MEASURES = [
  'click_count',
  'unique_click_count',
  'bad_click_count',
  'opt_in_count',
  'lead_count',
  'ftd_count',
  'sale_count',
  'revshare_count',
] as const;
export const MONEY_MEASURES = ['commission', 'revenue', 'system_profit'] as const;
export const RATIO_MEASURES = ['cr', 'cl_rate', 'epc', 'roi'] as const;
export const REPORT_MEASURES = [...COUNT_MEASURES, ...MONEY_MEASURES, ...RATIO_MEASURES] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number];

/** Never shown to an affiliate, nor to a manager whom hide_revenue covers. */
export const REVENUE_MEASURES: readonly ReportMeasure[] = ['revenue', 'system_profit', 'roi'];
/** All a manager with UI_Reports_ShowOnlyClicks sees. */
export const CLICK_MEASURES: readonly ReportMeasure[] = ['click_count', 'unique_click_count', 'bad_click_count'];

/** The measures a viewer may see. */
export function visibleReportMeasures(opts: { revenue: boolean; onlyClicks: boolean }): ReportMeasure[] {
  if (opts.onlyClicks) return [...CLICK_MEASURES];
  return REPORT_MEASURES.filter((m) => opts.revenue || !REVENUE_MEASURES.includes(m));
}

/** The base columns every event row of a report carries (clicks and conversions alike). */
export const BASE_COLUMNS = ['c', 'uc', 'bad', 'optin', 'lead', 'ftd', 'sale', 'rs', 'commission', 'revenue'] as const;

const ratio = (a: string, b: string, scale = 1) => `CASE WHEN ${b} = 0 THEN 0 ELSE round(${a}::numeric * ${scale} / ${b}, 4) END`;

/** Each measure as SQL over the sums `s_<base column>` of a group. */
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
  commission: 's_commission',
  revenue: 's_revenue',
  system_profit: '(s_revenue - s_commission)',
  cr: ratio('(s_ftd + s_sale)', 's_lead', 100),
  cl_rate: ratio('s_lead', 's_c', 100),
  epc: ratio('s_commission', 's_c'),
  roi: ratio('(s_revenue - s_commission)', 's_commission', 100),
};
