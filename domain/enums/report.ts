import { defineEnum, type EnumValueOf } from './define-enum';

const LEAD = { en: 'Lead', ru: 'Лид' };
const FTD = { en: 'FTD', ru: 'Первый депозит (FTD)' };
const VALIDATION_FAILED = { en: 'Validation failed', ru: 'Ошибка проверки данных' };
const REGISTRATION_FAILED = { en: 'Registration failed', ru: 'Ошибка регистрации' };

export const ReportStatus = defineEnum([
  { value: 'LEAD', key: 'Lead', label: LEAD },
  { value: 'FTD', key: 'Ftd', label: FTD },
  { value: 'VALIDATION_FAILED', key: 'ValidationFailed', label: VALIDATION_FAILED },
  { value: 'REGISTRATION_FAILED', key: 'RegistrationFailed', label: REGISTRATION_FAILED },
  { value: 'ACCEPTED', key: 'Accepted', label: { en: 'Accepted', ru: 'Принят' } },
]);
export type ReportStatus = EnumValueOf<typeof ReportStatus>;

export const ClickType = defineEnum([
  { value: 'CLICK', key: 'Click', label: { en: 'Click', ru: 'Клик' } },
  { value: 'LEAD', key: 'Lead', label: LEAD },
  { value: 'FTD', key: 'Ftd', label: FTD },
  { value: 'VALIDATION_FAILED', key: 'ValidationFailed', label: VALIDATION_FAILED },
  { value: 'REGISTRATION_FAILED', key: 'RegistrationFailed', label: REGISTRATION_FAILED },
]);
export type ClickType = EnumValueOf<typeof ClickType>;

export const ReportVisibility = defineEnum([
  { value: 'active', key: 'Active', label: { en: 'Active', ru: 'Отображается' } },
  { value: 'hidden', key: 'Hidden', label: { en: 'Hidden', ru: 'Скрыт' } },
]);
export type ReportVisibility = EnumValueOf<typeof ReportVisibility>;

/** Values are snake_case forms of the spec's names; 'visits' has no label there (decisions, R162). */
export const DrillDownReportType = defineEnum([
  { value: 'unique_clicks', key: 'UniqueClicks', label: { en: 'Unique clicks', ru: 'Уникальные клики' } },
  { value: 'clicks', key: 'Clicks', label: { en: 'Clicks', ru: 'Клики' } },
  { value: 'leads', key: 'Leads', label: { en: 'Leads', ru: 'Лиды' } },
  { value: 'sales', key: 'Sales', label: { en: 'Sales', ru: 'Продажи' } },
  { value: 'ftds', key: 'Ftds', label: { en: 'FTDs', ru: 'Первые депозиты (FTD)' } },
  { value: 'opt-in', key: 'OptIn', label: { en: 'Opt-ins', ru: 'Подписки (opt-in)' } },
  { value: 'impression_count', key: 'ImpressionCount', label: { en: 'Impressions', ru: 'Показы' } },
  { value: 'visits', key: 'Visits', label: { en: 'Visits', ru: 'Визиты' } },
  {
    value: 'bad_quality_traffic',
    key: 'BadQualityTraffic',
    label: { en: 'Bad quality traffic', ru: 'Некачественный трафик' },
  },
]);
export type DrillDownReportType = EnumValueOf<typeof DrillDownReportType>;

export const LateFtd = defineEnum([
  { value: 1, key: 'Include', label: { en: 'Include late FTDs', ru: 'Учитывать поздние FTD' } },
  { value: 0, key: 'None', label: { en: 'None', ru: 'Не учитывать' } },
]);
export type LateFtd = EnumValueOf<typeof LateFtd>;

export const ShowingEntity = defineEnum([{ value: 1, key: 'ShowAll', label: { en: 'Show all', ru: 'Показать все' } }]);
export type ShowingEntity = EnumValueOf<typeof ShowingEntity>;

export const TrafficSafety = defineEnum([
  { value: 1, key: 'Safe', label: { en: 'Safe', ru: 'Безопасный' } },
  { value: 2, key: 'Mixed', label: { en: 'Mixed', ru: 'Смешанный' } },
  { value: 3, key: 'Risky', label: { en: 'Risky', ru: 'Рискованный' } },
]);
export type TrafficSafety = EnumValueOf<typeof TrafficSafety>;
