import { AlertPriority } from '../enums/alert';
import { defineEnum, type EnumLabel, type EnumValueOf } from '../enums/define-enum';

/**
 * What raised an alert. The value is also the key a user lists in their profile's
 * `email_notifications` to get the alert by e-mail too (the documents name
 * `country_capacity_reached` and `tracking_domain_removed`, the defaults of a new user).
 */
export const AlertKind = defineEnum([
  { value: 'tracking_domain_removed', key: 'TrackingDomainRemoved', label: { en: 'A tracking domain is removed', ru: 'Трекинговый домен удалён' } },
  { value: 'country_capacity_reached', key: 'CountryCapacityReached', label: { en: 'A country’s capacity is reached', ru: 'Достигнут лимит страны' } },
  { value: 'cap_reached', key: 'CapReached', label: { en: 'An offer’s cap is reached', ru: 'Достигнут лимит оффера' } },
  { value: 'payout_waiting', key: 'PayoutWaiting', label: { en: 'A payout waits for staff', ru: 'Выплата ждёт действий' } },
  { value: 'risky_traffic', key: 'RiskyTraffic', label: { en: 'Risky traffic over the threshold', ru: 'Рискованный трафик выше порога' } },
  { value: 'integration_paused', key: 'IntegrationPaused', label: { en: 'A broker integration paused after failures', ru: 'Интеграция брокера остановлена после сбоев' } },
  { value: 'postback_failing', key: 'PostbackFailing', label: { en: 'An affiliate’s postback keeps failing', ru: 'Постбэк партнёра не доставляется' } },
  { value: 'broker_ftd_drop', key: 'BrokerFtdDrop', label: { en: 'A broker’s FTD rate falls far below its norm', ru: 'Доля FTD брокера сильно ниже его нормы' } },
  { value: 'broker_leads_declined', key: 'BrokerLeadsDeclined', label: { en: 'A broker declines leads soon after accepting them', ru: 'Брокер отклоняет лиды вскоре после приёма' } },
  { value: 'advertiser_invoice_overdue', key: 'AdvertiserInvoiceOverdue', label: { en: 'An advertiser’s invoice is overdue', ru: 'Счёт рекламодателю просрочен' } },
  { value: 'offer_change_requested', key: 'OfferChangeRequested', label: { en: 'An advertiser asks to change an offer', ru: 'Рекламодатель просит изменить оффер' } },
  { value: 'automation_rule', key: 'AutomationRule', label: { en: 'An automation rule’s condition is met', ru: 'Сработало правило автоматизации' } },
]);
export type AlertKind = EnumValueOf<typeof AlertKind>;

/** How urgent each kind is (Alert priority: Low 0, Medium 1, High 2). */
export const ALERT_KIND_PRIORITY: Readonly<Record<AlertKind, AlertPriority>> = {
  tracking_domain_removed: AlertPriority.High,
  country_capacity_reached: AlertPriority.High,
  cap_reached: AlertPriority.High,
  payout_waiting: AlertPriority.Medium,
  risky_traffic: AlertPriority.High,
  integration_paused: AlertPriority.High,
  postback_failing: AlertPriority.Medium,
  broker_ftd_drop: AlertPriority.High,
  broker_leads_declined: AlertPriority.High,
  advertiser_invoice_overdue: AlertPriority.Medium,
  offer_change_requested: AlertPriority.Medium,
  automation_rule: AlertPriority.Medium,
};

/**
 * One alert's sentence in each language, `%{name}` standing for the alert's `params.name` (the
 * domain, the offer, the affiliate): the bell's list and the e-mail say the same words.
 */
export const ALERT_TEXT: Readonly<Record<AlertKind, EnumLabel>> = {
  tracking_domain_removed: { en: 'Tracking domain %{name} was deactivated: links on it no longer track.', ru: 'Трекинговый домен %{name} деактивирован: ссылки на нём больше не работают.' },
  country_capacity_reached: { en: 'A country’s capacity is reached: %{name}.', ru: 'Достигнут лимит страны: %{name}.' },
  cap_reached: { en: 'A cap is reached: %{name}.', ru: 'Достигнут лимит: %{name}.' },
  payout_waiting: { en: 'Payout %{name} waits for staff.', ru: 'Выплата %{name} ждёт действий сотрудников.' },
  risky_traffic: {
    en: 'Risky traffic over the threshold in the last 24 hours from affiliate %{name}.',
    ru: 'Рискованный трафик выше порога за последние 24 часа от партнёра %{name}.',
  },
  postback_failing: {
    en: 'The postback of %{name} failed several times in a row: conversions are not reaching the affiliate.',
    ru: 'Постбэк %{name} несколько раз подряд не доставлен: конверсии не доходят до партнёра.',
  },
  broker_ftd_drop: {
    en: 'Possible shaving: the FTD rate of the last 7 days is under half the broker’s norm of the 28 days before (FTDs/accepted leads) — %{name}.',
    ru: 'Возможный шейвинг: доля FTD за последние 7 дней меньше половины нормы брокера за 28 дней до них (FTD/принятые лиды) — %{name}.',
  },
  broker_leads_declined: {
    en: 'Possible shaving: in the last 24 hours the broker declined leads within a day of accepting them, or took deposits back (declined/accepted, FTDs taken back) — %{name}.',
    ru: 'Возможный шейвинг: за последние 24 часа брокер отклонил лиды в течение суток после приёма или отменил депозиты (отклонено/принято, отменённые FTD) — %{name}.',
  },
  advertiser_invoice_overdue: {
    en: 'Advertiser invoice %{name} is past its due date and not paid in full.',
    ru: 'Счёт рекламодателю %{name} просрочен и оплачен не полностью.',
  },
  offer_change_requested: { en: 'An advertiser asks to change offer %{name}.', ru: 'Рекламодатель просит изменить оффер %{name}.' },
  automation_rule: { en: 'Automation rule: %{name}.', ru: 'Правило автоматизации: %{name}.' },
  integration_paused: { en: 'Broker integration %{name} failed too many times in a row and is paused: leads go to the next one.', ru: 'Интеграция брокера %{name} слишком много раз подряд не ответила и остановлена: лиды идут следующей.' },
};

/** An alert's sentence with its name filled in; an unknown kind reads as the kind itself. */
export function alertText(kind: string, name: string, language: keyof EnumLabel): string {
  const text = AlertKind.is(kind) ? ALERT_TEXT[kind][language] : kind;
  return text.replace('%{name}', name);
}
