import { defineEnum, type EnumValueOf } from './define-enum';

export const AlertPriority = defineEnum([
  { value: 0, key: 'Low', label: { en: 'Low', ru: 'Низкий' } },
  { value: 1, key: 'Medium', label: { en: 'Medium', ru: 'Средний' } },
  { value: 2, key: 'High', label: { en: 'High', ru: 'Высокий' } },
]);
export type AlertPriority = EnumValueOf<typeof AlertPriority>;

export const AlertType = defineEnum([{ value: 1, key: 'Notification', label: { en: 'Notification', ru: 'Уведомление' } }]);
export type AlertType = EnumValueOf<typeof AlertType>;

export const AlertStatus = defineEnum([
  { value: 0, key: 'New', label: { en: 'New', ru: 'Новое' } },
  { value: 1, key: 'Read', label: { en: 'Read', ru: 'Прочитано' } },
]);
export type AlertStatus = EnumValueOf<typeof AlertStatus>;

/** Unlike alerts, contact-today priorities start at 1. */
export const ContactTodayPriority = defineEnum([
  { value: 1, key: 'Low', label: { en: 'Low', ru: 'Низкий' } },
  { value: 2, key: 'Medium', label: { en: 'Medium', ru: 'Средний' } },
  { value: 3, key: 'High', label: { en: 'High', ru: 'Высокий' } },
]);
export type ContactTodayPriority = EnumValueOf<typeof ContactTodayPriority>;

export const ContactTodayStatus = defineEnum([
  { value: 1, key: 'New', label: { en: 'New', ru: 'Новый' } },
  { value: 2, key: 'CallAgain', label: { en: 'Call again', ru: 'Перезвонить' } },
  { value: 3, key: 'Resolved', label: { en: 'Resolved', ru: 'Решён' } },
]);
export type ContactTodayStatus = EnumValueOf<typeof ContactTodayStatus>;

/**
 * '{hash}' stands for the reasons keyed by a hash of a negative lead status, so any value outside
 * the list is one of those and shows red (decisions, R149/R150).
 */
export const ContactTodayReason = defineEnum(
  [
    { value: 'no_lead_24h', key: 'NoLead24h', label: { en: 'No leads in 24 h', ru: 'Нет лидов за 24 ч' }, style: 'danger' },
    { value: 'no_ftd_24h', key: 'NoFtd24h', label: { en: 'No FTDs in 24 h', ru: 'Нет FTD за 24 ч' }, style: 'danger' },
    {
      value: 'ctl_increase_24h',
      key: 'CtlIncrease24h',
      label: { en: 'CTL up in 24 h', ru: 'Рост CTL за 24 ч' },
      style: 'success',
    },
    { value: 'cr_increase_24h', key: 'CrIncrease24h', label: { en: 'CR up in 24 h', ru: 'Рост CR за 24 ч' }, style: 'success' },
    {
      value: 'epc_increase_24h',
      key: 'EpcIncrease24h',
      label: { en: 'EPC up in 24 h', ru: 'Рост EPC за 24 ч' },
      style: 'success',
    },
    {
      value: 'ctl_decrease_24h',
      key: 'CtlDecrease24h',
      label: { en: 'CTL down in 24 h', ru: 'Падение CTL за 24 ч' },
      style: 'danger',
    },
    {
      value: 'cr_decrease_24h',
      key: 'CrDecrease24h',
      label: { en: 'CR down in 24 h', ru: 'Падение CR за 24 ч' },
      style: 'danger',
    },
    {
      value: 'epc_decrease_24h',
      key: 'EpcDecrease24h',
      label: { en: 'EPC down in 24 h', ru: 'Падение EPC за 24 ч' },
      style: 'danger',
    },
    {
      value: 'no_traffic_24h',
      key: 'NoTraffic24h',
      label: { en: 'No traffic in 24 h', ru: 'Нет трафика за 24 ч' },
      style: 'danger',
    },
    {
      value: 'new_geo_started_click',
      key: 'NewGeoStartedClick',
      label: { en: 'Clicks from a new geo', ru: 'Клики из нового гео' },
      style: 'warning',
    },
    {
      value: 'new_geo_started_lead',
      key: 'NewGeoStartedLead',
      label: { en: 'Leads from a new geo', ru: 'Лиды из нового гео' },
      style: 'warning',
    },
    {
      value: 'traffic_on_weekend',
      key: 'TrafficOnWeekend',
      label: { en: 'Traffic on the weekend', ru: 'Трафик в выходные' },
      style: 'warning',
    },
    {
      value: '{hash}',
      key: 'NegativeLeadStatus',
      label: { en: 'Negative lead status', ru: 'Негативный статус лида' },
      style: 'danger',
    },
    {
      value: 'active_affiliate_increase',
      key: 'ActiveAffiliateIncrease',
      label: { en: 'More active affiliates', ru: 'Рост числа активных партнёров' },
      style: 'success',
    },
    {
      value: 'active_affiliate_decrease',
      key: 'ActiveAffiliateDecrease',
      label: { en: 'Fewer active affiliates', ru: 'Снижение числа активных партнёров' },
      style: 'danger',
    },
    {
      value: 'new_affiliate_increase',
      key: 'NewAffiliateIncrease',
      label: { en: 'More new affiliates', ru: 'Рост числа новых партнёров' },
      style: 'warning',
    },
    {
      value: 'unresolved_critical_alerts',
      key: 'UnresolvedCriticalAlerts',
      label: { en: 'Unresolved critical alerts', ru: 'Нерешённые критические оповещения' },
      style: 'danger',
    },
    {
      value: 'expired_payment_date',
      key: 'ExpiredPaymentDate',
      label: { en: 'Payment date passed', ru: 'Срок оплаты истёк' },
      style: 'warning',
    },
    {
      value: 'first_campaign_started',
      key: 'FirstCampaignStarted',
      label: { en: 'First campaign started', ru: 'Запущена первая кампания' },
      style: 'warning',
    },
    {
      value: 'weekly_ftd_compare',
      key: 'WeeklyFtdCompare',
      label: { en: 'FTDs week on week', ru: 'FTD: сравнение по неделям' },
      style: 'warning',
    },
    {
      value: 'weekly_epc_compare',
      key: 'WeeklyEpcCompare',
      label: { en: 'EPC week on week', ru: 'EPC: сравнение по неделям' },
      style: 'warning',
    },
    {
      value: 'monthly_ftd_compare',
      key: 'MonthlyFtdCompare',
      label: { en: 'FTDs month on month', ru: 'FTD: сравнение по месяцам' },
      style: 'warning',
    },
    {
      value: 'monthly_epc_compare',
      key: 'MonthlyEpcCompare',
      label: { en: 'EPC month on month', ru: 'EPC: сравнение по месяцам' },
      style: 'warning',
    },
  ],
  { fallbackStyle: 'danger' },
);
export type ContactTodayReason = EnumValueOf<typeof ContactTodayReason>;

/** Lets a hash-keyed reason borrow the '{hash}' entry's label and style. */
export function normalizeContactTodayReason(value: string): ContactTodayReason {
  return ContactTodayReason.is(value) ? value : ContactTodayReason.NegativeLeadStatus;
}
