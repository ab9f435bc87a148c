/**
 * What a CSV export's header row reads (in the downloader's interface language) and how its coded
 * columns are written: a spreadsheet user reads "Action: Lead", not "action: 2". One table for
 * every export (the logs, the traffic reports, payouts); a field it does not know keeps its name.
 */
import { DeviceType } from '../enums/traffic';
import { TrafficSafety } from '../enums/report';
import { PayoutStatus, SalesStatus, TransactionStatus } from '../enums/payout';
import { PixelAction, PixelType } from '../enums/pixel';
import { NotPayableSaleReason } from '../enums/reasons';
import { RunRefusal } from '../offers/runnable';
import { ConversionAttribution } from '../conversions/attribution';
import type { InterfaceLanguage } from '../languages';
import { SUB_IDS } from '../tracking/subIds';

type Names = Readonly<Record<InterfaceLanguage, string>>;

const subIdHeaders: Record<string, Names> = Object.fromEntries(SUB_IDS.map((p) => [p, { en: `Sub-ID ${p.slice(1)} (${p})`, ru: `Sub-ID ${p.slice(1)} (${p})` }]));

const HEADERS: Readonly<Record<string, Names>> = {
  id: { en: 'ID', ru: 'ID' },
  click_id: { en: 'Click ID', ru: 'ID клика' },
  clicked_at: { en: 'Click time', ru: 'Время клика' },
  created_at: { en: 'Created', ru: 'Создано' },
  offer_id: { en: 'Offer ID', ru: 'ID оффера' },
  offer_name: { en: 'Offer', ru: 'Оффер' },
  affiliate_id: { en: 'Affiliate ID', ru: 'ID партнёра' },
  affiliate_name: { en: 'Affiliate', ru: 'Партнёр' },
  affiliate_email: { en: 'Affiliate e-mail', ru: 'E-mail партнёра' },
  ip: { en: 'IP address', ru: 'IP-адрес' },
  tracking_domain_id: { en: 'Tracking domain ID', ru: 'ID трекингового домена' },
  tracking_domain: { en: 'Tracking domain', ru: 'Трекинговый домен' },
  tracking_domain_name: { en: 'Tracking domain', ru: 'Трекинговый домен' },
  country: { en: 'Country', ru: 'Страна' },
  country_name: { en: 'Country name', ru: 'Название страны' },
  device_type: { en: 'Device', ru: 'Устройство' },
  os: { en: 'OS', ru: 'ОС' },
  browser: { en: 'Browser', ru: 'Браузер' },
  referrer: { en: 'Referrer', ru: 'Источник перехода' },
  is_unique: { en: 'Unique', ru: 'Уникальный' },
  refusal: { en: 'Refused because', ru: 'Причина отказа' },
  action: { en: 'Action', ru: 'Действие' },
  pixel_type: { en: 'Pixel type', ru: 'Тип пикселя' },
  order_id: { en: 'Order ID', ru: 'ID заказа' },
  sum: { en: 'Order amount', ru: 'Сумма заказа' },
  currency: { en: 'Currency', ru: 'Валюта' },
  payable: { en: 'Payable', ru: 'К оплате' },
  reason: { en: 'Reason', ru: 'Причина' },
  commission: { en: 'Commission', ru: 'Комиссия' },
  revenue: { en: 'Revenue', ru: 'Доход' },
  transaction_status: { en: 'Transaction status', ru: 'Статус транзакции' },
  hold_ends_at: { en: 'On hold until', ru: 'Удержана до' },
  hold_commission: { en: 'Pending commission', ru: 'Комиссия в ожидании' },
  hold_revenue: { en: 'Pending revenue', ru: 'Доход в ожидании' },
  amount: { en: 'Amount', ru: 'Сумма' },
  status: { en: 'Status', ru: 'Статус' },
  period_start: { en: 'Period from', ru: 'Период с' },
  period_end: { en: 'Period until', ru: 'Период до' },
  payment_reference: { en: 'Payment reference', ru: 'Номер платежа' },
  // the traffic reports: each dimension's id and name, then the measures
  date: { en: 'Date', ru: 'Дата' },
  day: { en: 'Day (UTC)', ru: 'День (UTC)' },
  clicks: { en: 'Earning clicks', ru: 'Оплачиваемые клики' },
  billed: { en: 'Billed', ru: 'Выставлено' },
  period_id: { en: 'Billing period', ru: 'Период биллинга' },
  payout_id: { en: 'Payout', ru: 'Выплата' },
  payout_status: { en: 'Payout status', ru: 'Статус выплаты' },
  hour: { en: 'Hour', ru: 'Час' },
  // a named dimension's id column is headed as `<dimension>_id` (csvReportColumn)
  offer_group_id: { en: 'Offer group ID', ru: 'ID группы офферов' },
  offer_group_name: { en: 'Offer group', ru: 'Группа офферов' },
  advertiser_id: { en: 'Advertiser ID', ru: 'ID рекламодателя' },
  advertiser_name: { en: 'Advertiser', ru: 'Рекламодатель' },
  manager_id: { en: 'Manager ID', ru: 'ID менеджера' },
  manager_name: { en: 'Manager', ru: 'Менеджер' },
  click_count: { en: 'Clicks', ru: 'Клики' },
  unique_click_count: { en: 'Unique clicks', ru: 'Уникальные клики' },
  bad_click_count: { en: 'Bad clicks', ru: 'Плохие клики' },
  opt_in_count: { en: 'Opt-ins', ru: 'Подписки' },
  lead_count: { en: 'Leads', ru: 'Лиды' },
  ftd_count: { en: 'FTDs', ru: 'FTD' },
  sale_count: { en: 'Sales', ru: 'Продажи' },
  revshare_count: { en: 'Revshares', ru: 'Доля дохода' },
  bad_quality_traffic: { en: 'Bad quality traffic', ru: 'Некачественный трафик' },
  received_lead_count: { en: 'Leads received', ru: 'Получено лидов' },
  lead_ftd_count: { en: 'Lead FTDs', ru: 'FTD по лидам' },
  validation_failed_count: { en: 'Validation failed', ru: 'Ошибка проверки данных' },
  registration_failed_count: { en: 'Registration failed', ru: 'Ошибка регистрации' },
  traffic_safety: { en: 'Traffic safety', ru: 'Безопасность трафика' },
  attribution: { en: 'Attribution', ru: 'Атрибуция' },
  promo_code: { en: 'Promo code', ru: 'Промокод' },
  system_profit: { en: 'Profit', ru: 'Прибыль' },
  cr: { en: 'CR, %', ru: 'CR, %' },
  cl_rate: { en: 'CL rate, %', ru: 'CL, %' },
  epc: { en: 'EPC', ru: 'EPC' },
  roi: { en: 'ROI, %', ru: 'ROI, %' },
  // the user lists, the registration statistics, the change log and the security log
  email: { en: 'E-mail', ru: 'E-mail' },
  full_name: { en: 'Name', ru: 'Имя' },
  user_type: { en: 'Account type', ru: 'Тип учётной записи' },
  status_id: { en: 'Status', ru: 'Статус' },
  commission_type_id: { en: 'Commission type', ru: 'Тип комиссии' },
  integration_status: { en: 'Postback', ru: 'Постбэк' },
  registration_status: { en: 'Request', ru: 'Заявка' },
  is_email_confirmed: { en: 'E-mail confirmation', ru: 'Подтверждение e-mail' },
  lead_status: { en: 'Lead status', ru: 'Статус лида' },
  user_integration_status: { en: 'Integration', ru: 'Интеграция' },
  registered_by_name: { en: 'Registered by', ru: 'Кем приглашён' },
  mobile: { en: 'Phone', ru: 'Телефон' },
  offers_count: { en: 'Offers', ru: 'Офферы' },
  active_offers_count: { en: 'Active offers', ru: 'Активные офферы' },
  has_postback_token: { en: 'Postback token', ru: 'Токен постбэка' },
  period: { en: 'Period', ru: 'Период' },
  registrations: { en: 'Registrations', ru: 'Регистрации' },
  email_confirmed: { en: 'E-mail confirmed', ru: 'E-mail подтверждён' },
  pending: { en: 'Pending', ru: 'Ожидают' },
  approved: { en: 'Approved', ru: 'Одобрены' },
  declined: { en: 'Declined', ru: 'Отклонены' },
  user_id: { en: 'User ID', ru: 'ID пользователя' },
  user_email: { en: 'User e-mail', ru: 'E-mail пользователя' },
  actor_id: { en: 'Done by (ID)', ru: 'Кто сделал (ID)' },
  actor_email: { en: 'Done by', ru: 'Кто сделал' },
  changes: { en: 'Changes', ru: 'Изменения' },
  event: { en: 'Event', ru: 'Событие' },
  user_agent: { en: 'Browser (user agent)', ru: 'Браузер (user agent)' },
  details: { en: 'Details', ru: 'Подробности' },
  ...subIdHeaders,
};

/** A traffic report's column as the header table knows it: a named dimension's id is its `_id` column. */
export function csvReportColumn(column: string, named: boolean): string {
  return named ? `${column}_id` : column;
}

/** The header of one CSV column in `lang`; a field the table does not name keeps its own name. */
export function csvHeader(field: string, lang: InterfaceLanguage): string {
  return HEADERS[field]?.[lang] ?? field;
}

const YES_NO: Readonly<Record<InterfaceLanguage, readonly [string, string]>> = { en: ['Yes', 'No'], ru: ['Да', 'Нет'] };

/** A yes/no column as the CSV writes it in `lang`. */
export const csvYesNo = (value: unknown, lang: InterfaceLanguage): string => YES_NO[lang][value ? 0 : 1];

/** Coded columns written as their labels; the rest as they are. */
const LABELS: Readonly<Record<string, (value: unknown, lang: InterfaceLanguage) => unknown>> = {
  action: (v, lang) => PixelAction.label(v, lang),
  pixel_type: (v, lang) => (v === null || v === undefined ? '' : PixelType.label(v, lang)),
  payable: (v, lang) => SalesStatus.label(typeof v === 'boolean' ? Number(v) : v, lang),
  reason: (v, lang) => (v ? NotPayableSaleReason.label(v, lang) : ''),
  transaction_status: (v, lang) => TransactionStatus.label(v, lang),
  refusal: (v, lang) => (v ? RunRefusal.label(v, lang) : ''),
  is_unique: (v, lang) => YES_NO[lang][v ? 0 : 1],
  device_type: (v, lang) => (v === null || v === undefined ? '' : DeviceType.label(v, lang)),
  traffic_safety: (v, lang) => (v === null || v === undefined ? '' : TrafficSafety.label(v, lang)),
  attribution: (v, lang) => (ConversionAttribution.is(v) ? ConversionAttribution.label(v, lang) : ''),
};

/** One cell of `field` as the CSV writes it in `lang`: a code becomes its label. */
export function csvCell(field: string, value: unknown, lang: InterfaceLanguage): unknown {
  const label = LABELS[field];
  return label ? label(value, lang) : value;
}

/** Payout statuses as the payouts CSV writes them. */
export const payoutStatusCell = (value: unknown, lang: InterfaceLanguage) => PayoutStatus.label(value, lang);
