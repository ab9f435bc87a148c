/** What a traffic report groups and filters by, and what it measures (spec 3 §5; docs/api.md, Reports). */
import { SUB_IDS } from '../tracking/subIds';

export const SUB_ID_DIMENSIONS = SUB_IDS;

export const REPORT_DIMENSIONS = [
  'date',
  'hour',
  'offer',
  'offer_group',
  'advertiser',
  'affiliate',
  'manager',
  'country',
  'device_type',
  'os',
  'browser',
  'tracking_domain',
  'traffic_safety',
  // the smart link and its entry that picked a click's offer (spec 4 §6); none for an offer's own link
  'smart_link',
  'smart_link_entry',
  ...SUB_ID_DIMENSIONS,
] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

/** Dimensions an affiliate's report never shows: who the advertiser is, who manages whom. */
export const STAFF_DIMENSIONS: readonly ReportDimension[] = ['advertiser', 'manager', 'affiliate', 'traffic_safety'];

/** Dimensions and measures of traffic quality: shown only with UI_FraudDetection_View and fraud_detection (domain/quality/access.ts). */
export const QUALITY_DIMENSIONS: readonly ReportDimension[] = ['traffic_safety'];

/**
 * Dimensions of a manager's Global report (UI_Reports_Global): the whole network's traffic by what
 * names no one's affiliate — neither the affiliate, their manager, nor their sub-ids.
 */
export const GLOBAL_DIMENSIONS: readonly ReportDimension[] = REPORT_DIMENSIONS.filter(
  (d) => d !== 'affiliate' && d !== 'manager' && d !== 'smart_link' && d !== 'smart_link_entry' && !(SUB_ID_DIMENSIONS as readonly string[]).includes(d),
);

/**
 * The lead-distribution leads of the click-type report (spec 4 §1; Click type LEAD, FTD,
 * VALIDATION_FAILED, REGISTRATION_FAILED; CLICK is click_count), counted from the leads table:
 * every lead received and its failed kinds by the day it came, the deposited ones by the day of
 * the deposit (docs/decisions/leads.md, "Click types").
 */
export const LEAD_MEASURES = ['received_lead_count', 'lead_ftd_count', 'validation_failed_count', 'registration_failed_count'] as const;
export type LeadMeasure = (typeof LEAD_MEASURES)[number];

/** Each Click type's measure in the traffic report. */
export const CLICK_TYPE_MEASURES = {
  CLICK: 'click_count',
  LEAD: 'received_lead_count',
  FTD: 'lead_ftd_count',
  VALIDATION_FAILED: 'validation_failed_count',
  REGISTRATION_FAILED: 'registration_failed_count',
} as const;

export const COUNT_MEASURES = [
  'click_count',
  'unique_click_count',
  'bad_click_count',
  'opt_in_count',
  'lead_count',
  'ftd_count',
  'sale_count',
  'revshare_count',
  'bad_quality_traffic',
  ...LEAD_MEASURES,
] as const;
export const MONEY_MEASURES = ['commission', 'revenue', 'system_profit'] as const;
export const RATIO_MEASURES = ['cr', 'cl_rate', 'epc', 'roi'] as const;
export const REPORT_MEASURES = [...COUNT_MEASURES, ...MONEY_MEASURES, ...RATIO_MEASURES] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number];

/** Never shown to an affiliate, nor where hide_revenue applies. */
export const REVENUE_MEASURES: readonly ReportMeasure[] = ['revenue', 'system_profit', 'roi'];
/** All a manager with UI_Reports_ShowOnlyClicks sees. */
export const CLICK_MEASURES: readonly ReportMeasure[] = ['click_count', 'unique_click_count', 'bad_click_count', 'bad_quality_traffic'];

/** Risky clicks and conversions (document 2's drill-down `bad_quality_traffic`): with UI_FraudDetection_View only. */
export const QUALITY_MEASURES: readonly ReportMeasure[] = ['bad_quality_traffic'];

/** The measures a viewer may see; the lead measures only where lead distribution (`push_brokers`) is on (`leads`, default on). */
export function visibleReportMeasures(opts: { revenue: boolean; onlyClicks: boolean; quality?: boolean; leads?: boolean }): ReportMeasure[] {
  const shown = (m: ReportMeasure) => (opts.quality === true || !QUALITY_MEASURES.includes(m)) && (opts.leads !== false || !(LEAD_MEASURES as readonly string[]).includes(m));
  if (opts.onlyClicks) return CLICK_MEASURES.filter(shown);
  return REPORT_MEASURES.filter((m) => (opts.revenue || !REVENUE_MEASURES.includes(m)) && shown(m));
}

/** One level deeper: the dimension a row of this dimension drills into. */
export const DRILL_INTO: Readonly<Record<ReportDimension, ReportDimension>> = {
  date: 'hour',
  hour: 'offer',
  offer: 'country',
  offer_group: 'offer',
  advertiser: 'offer',
  affiliate: 'offer',
  manager: 'affiliate',
  country: 'device_type',
  device_type: 'os',
  os: 'browser',
  browser: 'country',
  tracking_domain: 'offer',
  traffic_safety: 'offer',
  smart_link: 'smart_link_entry',
  smart_link_entry: 'country',
  p1: 'p2',
  p2: 'p3',
  p3: 'p4',
  p4: 'p5',
  p5: 'p6',
  p6: 'p7',
  p7: 'p8',
  p8: 'p9',
  p9: 'p10',
  p10: 'date',
};

/** The next dimension to drill into that the report is not already grouped or filtered by. */
export function drillTarget(from: ReportDimension, taken: readonly string[], allowed: readonly ReportDimension[]): ReportDimension | undefined {
  let next = DRILL_INTO[from];
  for (let i = 0; i < REPORT_DIMENSIONS.length; i++) {
    if (!taken.includes(next) && allowed.includes(next)) return next;
    next = DRILL_INTO[next];
  }
  return REPORT_DIMENSIONS.find((d) => !taken.includes(d) && allowed.includes(d));
}
