import { defineEnum, type EnumValueOf } from '../enums/define-enum';
import { PixelAction } from '../enums/pixel';

/** The window a cap counts in (spec 4 §4), in the workspace's time zone; weeks start on Monday. */
export const CapPeriod = defineEnum([
  { value: 'daily', key: 'Daily', label: { en: 'Daily', ru: 'В день' } },
  { value: 'weekly', key: 'Weekly', label: { en: 'Weekly', ru: 'В неделю' } },
  { value: 'monthly', key: 'Monthly', label: { en: 'Monthly', ru: 'В месяц' } },
  { value: 'total', key: 'Total', label: { en: 'Total', ru: 'Всего' } },
]);
export type CapPeriod = EnumValueOf<typeof CapPeriod>;

/**
 * What a cap counts: clicks that ran, payable leads, payable conversions (FTDs and sales), or the
 * payout of payable conversions in minor units (cents).
 */
export const CapMetric = defineEnum([
  { value: 'clicks', key: 'Clicks', label: { en: 'Clicks', ru: 'Клики' } },
  { value: 'leads', key: 'Leads', label: { en: 'Leads', ru: 'Лиды' } },
  { value: 'conversions', key: 'Conversions', label: { en: 'Conversions (FTDs, sales)', ru: 'Конверсии (FTD, продажи)' } },
  { value: 'payout', key: 'Payout', label: { en: 'Payout', ru: 'Выплата' } },
]);
export type CapMetric = EnumValueOf<typeof CapMetric>;

/** What a reached cap does (spec 4 §4). */
export const CapAction = defineEnum([
  { value: 'stop', key: 'Stop', label: { en: 'Stop: clicks go to the fallback', ru: 'Остановить: клики уходят на резервный адрес' } },
  { value: 'redirect', key: 'Redirect', label: { en: 'Redirect to another offer', ru: 'Перенаправить на другой оффер' } },
  { value: 'accept', key: 'Accept', label: { en: 'Accept, not payable', ru: 'Принимать без оплаты' } },
]);
export type CapAction = EnumValueOf<typeof CapAction>;

/** The wire shape of one cap (offer body `caps`, and the offer's answers). */
export interface CapInput {
  /** null: the whole offer; else this affiliate's traffic on it */
  affiliate_id: number | null;
  period: CapPeriod;
  metric: CapMetric;
  /** units, or cents for payout */
  limit: number;
}

/** The total window's key: every instant falls in it. */
export const TOTAL_WINDOW = '1970-01-01';

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of `at` in `timeZone` (year, month 1–12, day). */
export function localDate(at: Date, timeZone: string, format = dateFormat(timeZone)): { year: number; month: number; day: number } {
  const parts = format.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** A formatter for `localDate`, made once per zone by whoever calls it often. */
export const dateFormat = (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The first local day (YYYY-MM-DD) of each period's window holding one local date. */
export type CapWindows = Record<CapPeriod, string>;

/**
 * The first local day (YYYY-MM-DD) of the window of every period that holds `at` in `timeZone`:
 * the day itself, its week's Monday, its month's first day, and TOTAL_WINDOW.
 */
export function capWindows(at: Date, timeZone: string, format?: Intl.DateTimeFormat): CapWindows {
  const { year, month, day } = localDate(at, timeZone, format);
  const utc = new Date(Date.UTC(year, month - 1, day));
  utc.setUTCDate(utc.getUTCDate() - ((utc.getUTCDay() + 6) % 7));
  return {
    daily: `${year}-${pad(month)}-${pad(day)}`,
    weekly: `${utc.getUTCFullYear()}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`,
    monthly: `${year}-${pad(month)}-01`,
    total: TOTAL_WINDOW,
  };
}

/** The first local day of the window of `period` that holds `at` in `timeZone` (capWindows). */
export function capWindow(period: CapPeriod, at: Date, timeZone: string, format?: Intl.DateTimeFormat): string {
  return period === 'total' ? TOTAL_WINDOW : capWindows(at, timeZone, format)[period];
}

/** The metric a conversion of this action counts toward besides payout (null: none). */
export function conversionMetric(action: PixelAction): CapMetric | null {
  if (action === PixelAction.Lead) return CapMetric.Leads;
  if (action === PixelAction.FTD || action === PixelAction.Sale) return CapMetric.Conversions;
  return null;
}

/** What is left of a cap: never below 0. */
export const capLeft = (limit: number, used: number) => Math.max(0, limit - used);
