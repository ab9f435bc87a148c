import { defineEnum, type EnumValueOf } from './define-enum';

/** 'Map' is capitalised in the spec and stored that way in saved dashboard settings. */
export const WidgetView = defineEnum([
  { value: 'table', key: 'Table', label: { en: 'Table', ru: 'Таблица' } },
  { value: 'chart', key: 'Chart', label: { en: 'Chart', ru: 'График' } },
  { value: 'Map', key: 'Map', label: { en: 'Map', ru: 'Карта' } },
]);
export type WidgetView = EnumValueOf<typeof WidgetView>;

/** The value is the prefix of the request's sort field: '-epc' is Top, 'epc' is Bottom. */
export const WidgetSortDirection = defineEnum([
  { value: '-', key: 'Top', label: { en: 'Top', ru: 'Лучшие' } },
  { value: '', key: 'Bottom', label: { en: 'Bottom', ru: 'Худшие' } },
]);
export type WidgetSortDirection = EnumValueOf<typeof WidgetSortDirection>;

export function widgetSortParam(field: string, direction: WidgetSortDirection): string {
  return `${direction}${field}`;
}

export const AffiliateWidgetTab = defineEnum([
  { value: 0, key: 'New', label: { en: 'New', ru: 'Новые' } },
  { value: 1, key: 'Pending', label: { en: 'Pending', ru: 'Ожидают' } },
  { value: 2, key: 'Approved', label: { en: 'Approved', ru: 'Одобренные' } },
  { value: 3, key: 'Active', label: { en: 'Active', ru: 'Активные' } },
]);
export type AffiliateWidgetTab = EnumValueOf<typeof AffiliateWidgetTab>;

export const PerformanceBy = defineEnum([
  { value: 'epc', key: 'Epc', label: { en: 'EPC', ru: 'EPC (доход за клик)' } },
  { value: 'click_count', key: 'ClickCount', label: { en: 'Clicks', ru: 'Клики' } },
  { value: 'ftd_count', key: 'FtdCount', label: { en: 'FTDs', ru: 'Первые депозиты (FTD)' } },
  { value: 'revshare_count', key: 'RevshareCount', label: { en: 'Revshare', ru: 'Доля дохода (revshare)' } },
  { value: 'system_profit', key: 'SystemProfit', label: { en: 'System profit', ru: 'Прибыль системы' } },
  { value: 'income_benchmark', key: 'IncomeBenchmark', label: { en: 'Income benchmark', ru: 'Ориентир дохода' } },
  { value: 'cr', key: 'Cr', label: { en: 'CR', ru: 'CR (конверсия)' } },
  { value: 'roi', key: 'Roi', label: { en: 'ROI', ru: 'ROI (окупаемость)' } },
  { value: 'cl_rate', key: 'ClRate', label: { en: 'CL rate', ru: 'Конверсия кликов в лиды (CL)' } },
]);
export type PerformanceBy = EnumValueOf<typeof PerformanceBy>;
