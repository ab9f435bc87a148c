import { defineEnum, type EnumValueOf } from './define-enum';
import type { PermissionKey } from '../permissions/keys';

// the user types and the role apps' segments: a module of their own, which the sign-in page and
// the back office's first view read without the other enums
export { ROLE_SEGMENTS, roleSegment, UserType, userTypeFromSegment, type RoleSegment } from './userType';

/** Codes are our choice (decisions, R281): the spec names ACTIVE and INACTIVE only. */
export const UserStatus = defineEnum([
  { value: 1, key: 'Active', label: { en: 'Active', ru: 'Активен' }, style: 'success' },
  { value: 0, key: 'Inactive', label: { en: 'Inactive', ru: 'Неактивен' }, style: 'danger' },
]);
export type UserStatus = EnumValueOf<typeof UserStatus>;

export function isBanned(statusId: unknown): boolean {
  return statusId === UserStatus.Inactive;
}

export const UserRegistrationStatus = defineEnum([
  { value: 0, key: 'Pending', label: { en: 'Pending', ru: 'Ожидает' } },
  { value: 1, key: 'Confirmed', label: { en: 'Confirmed', ru: 'Подтверждена' } },
  { value: 2, key: 'Rejected', label: { en: 'Rejected', ru: 'Отклонена' } },
  { value: 10, key: 'Completed', label: { en: 'Completed', ru: 'Завершена' } },
]);
export type UserRegistrationStatus = EnumValueOf<typeof UserRegistrationStatus>;

export const EmailStatus = defineEnum(
  [
    { value: 0, key: 'Unconfirmed', label: { en: 'Unconfirmed', ru: 'Не подтверждён' }, style: 'danger' },
    { value: 1, key: 'Confirmed', label: { en: 'Confirmed', ru: 'Подтверждён' }, style: 'success' },
  ],
  { fallbackStyle: 'warning' },
);
export type EmailStatus = EnumValueOf<typeof EmailStatus>;

export const RegistrationType = defineEnum([
  { value: 1, key: 'Open', label: { en: 'Open', ru: 'Открытая' } },
  { value: 2, key: 'Moderated', label: { en: 'Moderated', ru: 'С модерацией' } },
  { value: 3, key: 'Closed', label: { en: 'Closed', ru: 'Закрытая' } },
]);
export type RegistrationType = EnumValueOf<typeof RegistrationType>;

/** Permission that makes each registration type selectable (spec 2 §4). */
export const REGISTRATION_TYPE_PERMISSION: Readonly<Record<RegistrationType, PermissionKey>> = {
  1: 'UI_Registration_Type_Open',
  2: 'UI_Registration_Type_Moderated',
  3: 'UI_Registration_Type_Closed',
};

export const UserIntegrationStatus = defineEnum([
  { value: 'new', key: 'New', label: { en: 'New', ru: 'Новый' }, style: 'warning' },
  { value: 'negotiation', key: 'Negotiation', label: { en: 'Negotiation', ru: 'Переговоры' }, style: 'warning' },
  { value: 'integrating', key: 'Integrating', label: { en: 'Integrating', ru: 'Интеграция' }, style: 'warning' },
  {
    value: 'waiting_for_launch',
    key: 'WaitingForLaunch',
    label: { en: 'Waiting for launch', ru: 'Ожидает запуска' },
    style: 'warning',
  },
  { value: 'live', key: 'Live', label: { en: 'Live', ru: 'Работает' }, style: 'success' },
  { value: 'paused', key: 'Paused', label: { en: 'Paused', ru: 'Приостановлен' }, style: 'warning' },
  { value: 'banned', key: 'Banned', label: { en: 'Banned', ru: 'Заблокирован' }, style: 'danger' },
]);
export type UserIntegrationStatus = EnumValueOf<typeof UserIntegrationStatus>;

/** Postback integration of an affiliate (the list's integration_status column). */
export const PostbackIntegrationStatus = defineEnum(
  [
    { value: 0, key: 'NoPostback', label: { en: 'No postback', ru: 'Нет постбэка' }, style: 'danger' },
    { value: 1, key: 'ActivePostback', label: { en: 'Active postback', ru: 'Постбэк активен' }, style: 'success' },
  ],
  { fallbackStyle: 'warning' },
);
export type PostbackIntegrationStatus = EnumValueOf<typeof PostbackIntegrationStatus>;

export const UserLeadStatus = defineEnum([
  { value: 'new', key: 'New', label: { en: 'New', ru: 'Новый' }, style: 'success' },
  { value: 'call_again', key: 'CallAgain', label: { en: 'Call again', ru: 'Перезвонить' }, style: 'warning' },
  { value: 'not_interested', key: 'NotInterested', label: { en: 'Not interested', ru: 'Не заинтересован' }, style: 'danger' },
  { value: 'no_answer', key: 'NoAnswer', label: { en: 'No answer', ru: 'Нет ответа' }, style: 'warning' },
  { value: 'emailed', key: 'Emailed', label: { en: 'Emailed', ru: 'Отправлено письмо' }, style: 'warning' },
  { value: 'declined', key: 'Declined', label: { en: 'Declined', ru: 'Отклонён' }, style: 'danger' },
  { value: 'approved', key: 'Approved', label: { en: 'Approved', ru: 'Одобрен' }, style: 'success' },
]);
export type UserLeadStatus = EnumValueOf<typeof UserLeadStatus>;

/** Values are our snake_case codes; the spec gives only the labels (decisions, R168). */
export const ActivityType = defineEnum([
  { value: 'login', key: 'Login', label: { en: 'Login', ru: 'Вход' } },
  { value: 'user_created', key: 'UserCreated', label: { en: 'User created', ru: 'Пользователь создан' } },
  { value: 'user_updated', key: 'UserUpdated', label: { en: 'User updated', ru: 'Пользователь изменён' } },
  { value: 'user_deleted', key: 'UserDeleted', label: { en: 'User deleted', ru: 'Пользователь удалён' } },
  {
    value: 'payout_rule_created',
    key: 'PayoutRuleCreated',
    label: { en: 'Payout rule created', ru: 'Правило выплат создано' },
  },
  {
    value: 'payout_rule_updated',
    key: 'PayoutRuleUpdated',
    label: { en: 'Payout rule updated', ru: 'Правило выплат изменено' },
  },
  {
    value: 'payout_rule_deleted',
    key: 'PayoutRuleDeleted',
    label: { en: 'Payout rule deleted', ru: 'Правило выплат удалено' },
  },
  { value: 'invoice_created', key: 'InvoiceCreated', label: { en: 'Invoice created', ru: 'Счёт создан' } },
]);
export type ActivityType = EnumValueOf<typeof ActivityType>;
