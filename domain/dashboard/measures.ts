/**
 * Every dashboard figure is computed from six sums over traffic events (decisions, R474):
 * counts of clicks, leads, sales (first-time deposits) and revshare payments, the commission
 * owed to affiliates and the revenue due from advertisers.
 */
export interface Sums {
  click_count: number;
  lead_count: number;
  sale_count: number;
  revshare_count: number;
  commission: number;
  revenue: number;
}

export interface Measures extends Sums {
  /** sales are first-time deposits: the same count under the performance-by name */
  ftd_count: number;
  /** revenue − commission */
  system_profit: number;
  /** commission per click */
  epc: number;
  /** sales per lead, % */
  cr: number;
  /** leads per click, % */
  cl_rate: number;
  /** profit per commission paid, % */
  roi: number;
  /** commission per sale: what an FTD earns an affiliate */
  income_benchmark: number;
}

export type MeasureField = keyof Measures;

export const MEASURE_FIELDS = [
  'click_count',
  'lead_count',
  'sale_count',
  'ftd_count',
  'revshare_count',
  'commission',
  'revenue',
  'system_profit',
  'epc',
  'cr',
  'cl_rate',
  'roi',
  'income_benchmark',
] as const satisfies readonly MeasureField[];

/** Fields that reveal what advertisers pay: never shown to affiliates, nor where hide_revenue applies. */
export const REVENUE_FIELDS: readonly MeasureField[] = ['revenue', 'system_profit', 'roi'];

export const EMPTY_SUMS: Sums = { click_count: 0, lead_count: 0, sale_count: 0, revshare_count: 0, commission: 0, revenue: 0 };

const ratio = (a: number, b: number, scale = 1) => (b === 0 ? 0 : round((a / b) * scale, 4));
export const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round((n + Number.EPSILON * Math.sign(n)) * f) / f;
};

/** Money stays exact to the cent; a ratio with nothing to divide by is 0; ratios keep four decimals. */
export function measuresOf(s: Sums): Measures {
  const commission = round(s.commission, 2);
  const revenue = round(s.revenue, 2);
  const profit = round(revenue - commission, 2);
  return {
    ...s,
    commission,
    revenue,
    ftd_count: s.sale_count,
    system_profit: profit,
    epc: ratio(commission, s.click_count),
    cr: ratio(s.sale_count, s.lead_count, 100),
    cl_rate: ratio(s.lead_count, s.click_count, 100),
    roi: ratio(profit, commission, 100),
    income_benchmark: ratio(commission, s.sale_count),
  };
}

export function addSums(a: Sums, b: Sums): Sums {
  return {
    click_count: a.click_count + b.click_count,
    lead_count: a.lead_count + b.lead_count,
    sale_count: a.sale_count + b.sale_count,
    revshare_count: a.revshare_count + b.revshare_count,
    commission: a.commission + b.commission,
    revenue: a.revenue + b.revenue,
  };
}

/** The metric segment of `POST /dashboard/measure/{metric}-chart` and the field it draws. */
export const CHART_METRICS = {
  commission: 'commission',
  click: 'click_count',
  lead: 'lead_count',
  sale: 'sale_count',
  'cl-rate': 'cl_rate',
  cr: 'cr',
  epc: 'epc',
  profit: 'system_profit',
  revenue: 'revenue',
  roi: 'roi',
} as const satisfies Record<string, MeasureField>;
export type ChartMetric = keyof typeof CHART_METRICS;
export const CHART_METRIC_KEYS = Object.keys(CHART_METRICS) as ChartMetric[];

/** Money figures are shown in the brand currency; rates as percentages. */
export const MONEY_FIELDS: readonly MeasureField[] = ['commission', 'revenue', 'system_profit', 'epc', 'income_benchmark'];
export const PERCENT_FIELDS: readonly MeasureField[] = ['cr', 'cl_rate', 'roi'];

/** Traffic event kinds. */
/** `sale` is a first-time deposit (the dashboards' sales); `purchase` a sale action other than an FTD. */
export const TRAFFIC_EVENT_KINDS = { click: 1, lead: 2, sale: 3, revshare: 4, optin: 5, purchase: 6 } as const;
export type TrafficEventKind = keyof typeof TRAFFIC_EVENT_KINDS;
