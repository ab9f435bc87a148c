import { ActivityType } from '../enums/user';
import { defineEnum, type EnumValueOf } from '../enums/define-enum';
import { STAFF, type ResourceAccess, type ResourceApi } from '../permissions/access';

// The activity log (spec 4 §8; docs/decisions/activity-log.md): the documents' Activity types
// (spec 2 §4) first, then one type per kind of change the log records. Imported by the server's
// recorder and endpoint rows and by the screen.

const label = (en: string, ru: string) => ({ en, ru });

export const ActivityLogType = defineEnum([
  ...ActivityType.items,
  { value: 'offer_created', key: 'OfferCreated', label: label('Offer created', 'Оффер создан') },
  { value: 'offer_updated', key: 'OfferUpdated', label: label('Offer updated', 'Оффер изменён') },
  { value: 'offer_status_changed', key: 'OfferStatusChanged', label: label('Offer status changed', 'Статус оффера изменён') },
  { value: 'revenue_rule_created', key: 'RevenueRuleCreated', label: label('Revenue rule created', 'Правило дохода создано') },
  { value: 'revenue_rule_updated', key: 'RevenueRuleUpdated', label: label('Revenue rule updated', 'Правило дохода изменено') },
  { value: 'revenue_rule_deleted', key: 'RevenueRuleDeleted', label: label('Revenue rule deleted', 'Правило дохода удалено') },
  { value: 'click_payout_rule_created', key: 'ClickPayoutRuleCreated', label: label('Click payout rule created', 'Правило выплат за клики создано') },
  { value: 'click_payout_rule_updated', key: 'ClickPayoutRuleUpdated', label: label('Click payout rule updated', 'Правило выплат за клики изменено') },
  { value: 'click_payout_rule_deleted', key: 'ClickPayoutRuleDeleted', label: label('Click payout rule deleted', 'Правило выплат за клики удалено') },
  { value: 'settings_updated', key: 'SettingsUpdated', label: label('Settings updated', 'Настройки изменены') },
  { value: 'caps_updated', key: 'CapsUpdated', label: label('Caps updated', 'Капы изменены') },
  { value: 'flow_created', key: 'FlowCreated', label: label('Flow created', 'Поток создан') },
  { value: 'flow_updated', key: 'FlowUpdated', label: label('Flow updated', 'Поток изменён') },
  { value: 'flow_deleted', key: 'FlowDeleted', label: label('Flow deleted', 'Поток удалён') },
  { value: 'integration_created', key: 'IntegrationCreated', label: label('Integration created', 'Интеграция создана') },
  { value: 'integration_updated', key: 'IntegrationUpdated', label: label('Integration updated', 'Интеграция изменена') },
  { value: 'integration_deleted', key: 'IntegrationDeleted', label: label('Integration deleted', 'Интеграция удалена') },
  { value: 'tracking_domain_created', key: 'TrackingDomainCreated', label: label('Tracking domain created', 'Трекинговый домен создан') },
  { value: 'tracking_domain_updated', key: 'TrackingDomainUpdated', label: label('Tracking domain updated', 'Трекинговый домен изменён') },
  { value: 'tracking_domain_deleted', key: 'TrackingDomainDeleted', label: label('Tracking domain deleted', 'Трекинговый домен удалён') },
  { value: 'permissions_updated', key: 'PermissionsUpdated', label: label('Permissions updated', 'Права изменены') },
  { value: 'role_defaults_updated', key: 'RoleDefaultsUpdated', label: label('Role defaults updated', 'Права роли по умолчанию изменены') },
  { value: 'invoice_status_changed', key: 'InvoiceStatusChanged', label: label('Invoice status changed', 'Статус счёта изменён') },
  { value: 'payout_status_changed', key: 'PayoutStatusChanged', label: label('Payout status changed', 'Статус выплаты изменён') },
  { value: 'promo_code_created', key: 'PromoCodeCreated', label: label('Promo code assigned', 'Промокод назначен') },
  { value: 'promo_code_deleted', key: 'PromoCodeDeleted', label: label('Promo code removed', 'Промокод удалён') },
  { value: 'smart_link_created', key: 'SmartLinkCreated', label: label('Smart link created', 'Смарт-ссылка создана') },
  { value: 'smart_link_updated', key: 'SmartLinkUpdated', label: label('Smart link updated', 'Смарт-ссылка изменена') },
  { value: 'smart_link_status_changed', key: 'SmartLinkStatusChanged', label: label('Smart link suspended or resumed', 'Смарт-ссылка приостановлена или возобновлена') },
  { value: 'personal_data_erased', key: 'PersonalDataErased', label: label('Personal data erased', 'Персональные данные стёрты') },
]);
export type ActivityLogType = EnumValueOf<typeof ActivityLogType>;

/** What kind of record an entry is about; its `entity_id` is that record's id (a settings section's name). */
export const ActivityEntity = defineEnum([
  { value: 'offer', key: 'Offer', label: label('Offer', 'Оффер') },
  { value: 'payout_rule', key: 'PayoutRule', label: label('Payout rule', 'Правило выплат') },
  { value: 'revenue_rule', key: 'RevenueRule', label: label('Revenue rule', 'Правило дохода') },
  { value: 'click_payout_rule', key: 'ClickPayoutRule', label: label('Click payout rule', 'Правило выплат за клики') },
  { value: 'settings', key: 'Settings', label: label('Settings', 'Настройки') },
  { value: 'caps', key: 'Caps', label: label('Caps', 'Капы') },
  { value: 'flow', key: 'Flow', label: label('Flow', 'Поток') },
  { value: 'broker_integration', key: 'BrokerIntegration', label: label('Broker integration', 'Интеграция брокера') },
  { value: 'tracking_domain', key: 'TrackingDomain', label: label('Tracking domain', 'Трекинговый домен') },
  { value: 'user', key: 'User', label: label('User', 'Пользователь') },
  { value: 'role', key: 'Role', label: label('Role', 'Роль') },
  { value: 'invoice', key: 'Invoice', label: label('Invoice', 'Счёт') },
  { value: 'payout', key: 'Payout', label: label('Payout', 'Выплата') },
  { value: 'promo_code', key: 'PromoCode', label: label('Promo code', 'Промокод') },
  { value: 'smart_link', key: 'SmartLink', label: label('Smart link', 'Смарт-ссылка') },
  { value: 'lead', key: 'Lead', label: label('Lead', 'Лид') },
]);
export type ActivityEntity = EnumValueOf<typeof ActivityEntity>;

const view = { roles: STAFF, permission: 'UI_Logs_View', feature: 'logs' } as const;

export const activityLogResource = {
  api: { path: '/activity-log' },
  access: { list: view, export: view },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** One field's value in a sentence: empty shown as a dash, lists joined, objects as JSON. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(shownValue).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** An entry's changes as one line: `payout_cpa: 10.00 → 12.00; status: 1 → 2` (the CSV's column). */
export function describeFieldChanges(changes: Record<string, { before: unknown; after: unknown }> | undefined): string {
  return Object.entries(changes ?? {})
    .map(([field, c]) => `${field}: ${shownValue(c.before)} → ${shownValue(c.after)}`)
    .join('; ');
}
