import type { InterfaceLanguage } from '../languages';
import type { ResourceAccess, ResourceApi } from '../permissions/access';

// The lead funnel report (spec 4 §2; docs/api.md, Lead funnel; docs/decisions/leads.md): leads →
// pushed → accepted → autologin opened → FTD, grouped by one key, with the rates between the
// steps. Imported by the manifest, the screen, the server's endpoint rows and its CSV.

/** What a funnel row is keyed by: the integration that has (or last had) the lead, the affiliate, the lead's country, a day. */
export const FUNNEL_GROUPS = ['broker', 'affiliate', 'country', 'day'] as const;
export type FunnelGroup = (typeof FUNNEL_GROUPS)[number];

/** An affiliate's funnel names no broker and no other affiliate. */
export const AFFILIATE_FUNNEL_GROUPS: readonly FunnelGroup[] = ['country', 'day'];

/** Which date puts a lead in the period: its registration (every step), or for the FTD step its deposit. */
export const FUNNEL_DATE_BY = ['registration', 'deposit'] as const;
export type FunnelDateBy = (typeof FUNNEL_DATE_BY)[number];

/** The steps, in the funnel's order: exact counts. */
export const FUNNEL_STEPS = ['leads', 'pushed', 'accepted', 'autologin_opened', 'ftd'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export type FunnelCounts = Record<FunnelStep, number>;

/** Each rate as its step over the step it is measured against (percent; the FTD rate over accepted leads, as a broker is judged). */
export const FUNNEL_RATES = {
  push_rate: ['pushed', 'leads'],
  accept_rate: ['accepted', 'pushed'],
  autologin_rate: ['autologin_opened', 'accepted'],
  ftd_rate: ['ftd', 'accepted'],
  cr: ['ftd', 'leads'],
} as const satisfies Record<string, readonly [FunnelStep, FunnelStep]>;
export type FunnelRate = keyof typeof FUNNEL_RATES;
export const FUNNEL_RATE_NAMES = Object.keys(FUNNEL_RATES) as FunnelRate[];

/** The table's and the CSV's columns after the group's, in one order. */
export const FUNNEL_COLUMNS = ['leads', 'pushed', 'push_rate', 'accepted', 'accept_rate', 'autologin_opened', 'autologin_rate', 'ftd', 'ftd_rate', 'cr'] as const satisfies readonly (FunnelStep | FunnelRate)[];
export type FunnelColumn = (typeof FUNNEL_COLUMNS)[number];

/**
 * `part / whole` as a percent with `decimals` decimals (two: "33.33"), rounded half up in integer
 * arithmetic so no float ever reaches the figure; null when there is nothing to measure against.
 */
export function percentOf(part: number, whole: number, decimals = 2): string | null {
  if (!Number.isSafeInteger(part) || !Number.isSafeInteger(whole) || whole <= 0 || part < 0) return null;
  const scale = 100n * 10n ** BigInt(decimals);
  const units = (BigInt(part) * scale * 2n + BigInt(whole)) / (2n * BigInt(whole));
  if (decimals === 0) return units.toString();
  const text = units.toString().padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/** The rates of a row's (or the totals') counts. */
export function funnelRates(counts: FunnelCounts): Record<FunnelRate, string | null> {
  return Object.fromEntries(FUNNEL_RATE_NAMES.map((rate) => [rate, percentOf(counts[FUNNEL_RATES[rate][0]], counts[FUNNEL_RATES[rate][1]])])) as Record<FunnelRate, string | null>;
}

/** The counts of every row added up: the totals row. */
export function funnelTotals(rows: readonly FunnelCounts[]): FunnelCounts {
  const total = Object.fromEntries(FUNNEL_STEPS.map((s) => [s, 0])) as FunnelCounts;
  for (const row of rows) for (const s of FUNNEL_STEPS) total[s] += row[s];
  return total;
}

type Names = Readonly<Record<InterfaceLanguage, string>>;

/** The column and group names the screen and the CSV both show. */
export const FUNNEL_LABELS: Readonly<Record<FunnelColumn | FunnelGroup | 'broker_name' | 'total' | 'none', Names>> = {
  broker: { en: 'Integration', ru: 'Интеграция' },
  broker_name: { en: 'Broker', ru: 'Брокер' },
  affiliate: { en: 'Affiliate', ru: 'Аффилиат' },
  country: { en: 'Country', ru: 'Страна' },
  day: { en: 'Day', ru: 'День' },
  leads: { en: 'Leads', ru: 'Лиды' },
  pushed: { en: 'Pushed', ru: 'Отправлены' },
  push_rate: { en: 'Pushed %', ru: 'Отправлено %' },
  accepted: { en: 'Accepted', ru: 'Приняты' },
  accept_rate: { en: 'Accepted of pushed %', ru: 'Принято из отправленных %' },
  autologin_opened: { en: 'Autologin opened', ru: 'Автологин открыт' },
  autologin_rate: { en: 'Autologin of accepted %', ru: 'Автологин из принятых %' },
  ftd: { en: 'FTD', ru: 'FTD' },
  ftd_rate: { en: 'FTD of accepted %', ru: 'FTD из принятых %' },
  cr: { en: 'CR (FTD of leads) %', ru: 'CR (FTD из лидов) %' },
  total: { en: 'Total', ru: 'Итого' },
  none: { en: 'No integration', ru: 'Без интеграции' },
};

export const funnelLabelsIn = (language: InterfaceLanguage) =>
  Object.fromEntries(Object.entries(FUNNEL_LABELS).map(([k, v]) => [k, v[language]])) as Record<keyof typeof FUNNEL_LABELS, string>;

const FEATURE = 'push_brokers';

/**
 * Staff by the traffic report's key and the push-broker view key (the rows name brokers), a
 * manager over their affiliates' leads; an affiliate by the basic report's key, their own leads.
 */
export const FUNNEL_RULE = {
  roles: ['admin', 'manager', 'affiliate'],
  permissionByRole: { admin: ['UI_Reports_Traffic', 'UI_PushBrokers_View'], manager: ['UI_Reports_Traffic', 'UI_PushBrokers_View'], affiliate: 'UI_Reports_Basic' },
  feature: FEATURE,
} as const;

export const leadFunnelResource = {
  api: { path: '/reports/lead-funnel' },
  access: { list: FUNNEL_RULE, export: FUNNEL_RULE },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/**
 * The rows' order: days oldest first; any other key by the most leads, then by key, leads without
 * an integration last.
 */
export function funnelOrder<R extends { key: string | number | null; leads: number }>(group: FunnelGroup, rows: readonly R[]): R[] {
  const byKey = (a: R, b: R) => (a.key === null ? 1 : b.key === null ? -1 : String(a.key).localeCompare(String(b.key), 'en', { numeric: true }));
  return [...rows].sort(group === 'day' ? byKey : (a, b) => (a.key === null) !== (b.key === null) ? byKey(a, b) : b.leads - a.leads || byKey(a, b));
}
