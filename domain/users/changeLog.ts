import { CommissionType } from '../enums/commission';
import { defineEnum, type EnumValueOf } from '../enums/define-enum';
import { TestFlag } from '../enums/misc';
import { ChannelType } from '../enums/traffic';
import { EmailStatus, UserIntegrationStatus, UserLeadStatus, UserRegistrationStatus, UserStatus } from '../enums/user';
import type { InterfaceLanguage } from '../languages';
import { PaymentTerms } from '../billing/terms';

const EMPTY = '—';

/** The actions the user change log records (server/modules/users/changeLog.ts and its callers). */
export const ChangeLogAction = defineEnum([
  { value: 'create', key: 'Create', label: { en: 'Created', ru: 'Создан' } },
  { value: 'register', key: 'Register', label: { en: 'Registered', ru: 'Зарегистрировался' } },
  { value: 'update', key: 'Update', label: { en: 'Changed', ru: 'Изменён' } },
  { value: 'ban', key: 'Ban', label: { en: 'Banned', ru: 'Заблокирован' } },
  { value: 'unban', key: 'Unban', label: { en: 'Unbanned', ru: 'Разблокирован' } },
  { value: 'approve', key: 'Approve', label: { en: 'Request approved', ru: 'Заявка одобрена' } },
  { value: 'decline', key: 'Decline', label: { en: 'Request declined', ru: 'Заявка отклонена' } },
  { value: 'change_password', key: 'ChangePassword', label: { en: 'Password changed', ru: 'Пароль изменён' } },
  { value: 'verify_email', key: 'VerifyEmail', label: { en: 'E-mail confirmed', ru: 'E-mail подтверждён' } },
  { value: 'confirm_email', key: 'ConfirmEmail', label: { en: 'E-mail marked confirmed by staff', ru: 'E-mail отмечен подтверждённым сотрудником' } },
  { value: 'send_confirmation', key: 'SendConfirmation', label: { en: 'Confirmation link sent again', ru: 'Ссылка для подтверждения отправлена повторно' } },
  { value: 'reset-two-factor', key: 'ResetTwoFactor', label: { en: 'Two-factor sign-in reset', ru: 'Двухфакторный вход сброшен' } },
  { value: 'view_as_start', key: 'ViewAsStart', label: { en: 'Viewing as the user started', ru: 'Начат просмотр от имени пользователя' } },
  { value: 'view_as_end', key: 'ViewAsEnd', label: { en: 'Viewing as the user ended', ru: 'Просмотр от имени пользователя завершён' } },
]);
export type ChangeLogAction = EnumValueOf<typeof ChangeLogAction>;

interface FieldRule {
  label: { en: string; ru: string };
  /** How a value reads: an enumeration's label, a person's name, yes/no; as itself otherwise. */
  value?: { label(value: unknown, lang?: InterfaceLanguage): string } | 'person';
}

/** Every field the change log records, under its API name (server LOG_NAME). */
const FIELDS: Record<string, FieldRule> = {
  email: { label: { en: 'E-mail', ru: 'E-mail' } },
  password: { label: { en: 'Password', ru: 'Пароль' } },
  first_name: { label: { en: 'First name', ru: 'Имя' } },
  last_name: { label: { en: 'Last name', ru: 'Фамилия' } },
  status_id: { label: { en: 'Status', ru: 'Статус' }, value: UserStatus },
  commission_type_id: { label: { en: 'Commission type', ru: 'Тип комиссии' }, value: CommissionType },
  manager_id: { label: { en: 'Manager', ru: 'Менеджер' }, value: 'person' },
  mobile: { label: { en: 'Phone', ru: 'Телефон' } },
  comment: { label: { en: 'Comment', ru: 'Комментарий' } },
  traffic_channel: { label: { en: 'Traffic channel', ru: 'Канал трафика' }, value: ChannelType },
  callback_secret_key: { label: { en: 'Callback secret key', ru: 'Секретный ключ обратного вызова' } },
  bank_account_number: { label: { en: 'Bank account number', ru: 'Номер банковского счёта' } },
  bank_iban_number: { label: { en: 'IBAN', ru: 'IBAN' } },
  registration_status: { label: { en: 'Request', ru: 'Заявка' }, value: UserRegistrationStatus },
  registration_completed: { label: { en: 'Registration completed', ru: 'Регистрация завершена' }, value: { label: (v, lang) => TestFlag.label(v ? 1 : 0, lang) } },
  email_status: { label: { en: 'E-mail status', ru: 'Статус e-mail' }, value: EmailStatus },
  lead_status: { label: { en: 'Lead status', ru: 'Статус лида' }, value: UserLeadStatus },
  integration_status: { label: { en: 'Integration status', ru: 'Статус интеграции' }, value: UserIntegrationStatus },
  time_zone: { label: { en: 'Time zone', ru: 'Часовой пояс' } },
  language: { label: { en: 'Language', ru: 'Язык' } },
  payment_terms_id: { label: { en: 'Payment terms', ru: 'Условия оплаты' }, value: { label: (v, lang) => (v === null || v === undefined || v === '' ? EMPTY : PaymentTerms.label(Number(v), lang)) } },
  commission_threshold: { label: { en: 'Commission threshold', ru: 'Порог выплаты' } },
  two_factor: { label: { en: 'Two-factor sign-in', ru: 'Двухфакторный вход' }, value: { label: (v, lang) => TestFlag.label(v ? 1 : 0, lang) } },
};

/** The names of the people a change names (managers), by id, as the change-log list answers them. */
export type PersonNames = Readonly<Record<string, string>>;


function valueText(rule: FieldRule | undefined, value: unknown, names: PersonNames, lang: InterfaceLanguage): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (rule?.value === 'person') return names[String(value)] ?? `#${String(value)}`;
  if (rule?.value) return rule.value.label(value, lang);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The label of a logged field in the interface language; an unknown field reads as itself. */
export const changeFieldLabel = (field: string, lang: InterfaceLanguage = 'en') => FIELDS[field]?.label[lang] ?? field;

/**
 * One change as a sentence of labels and names: "Manager: Max Manager → Mia Manager"; a first
 * value (creation) reads "Manager: Max Manager". Secrets stay as the log stored them (`***`).
 */
export function describeChange(field: string, change: { from: unknown; to: unknown }, names: PersonNames = {}, lang: InterfaceLanguage = 'en'): string {
  const rule = FIELDS[field];
  const to = valueText(rule, change.to, names, lang);
  if (change.from === null || change.from === undefined) return `${changeFieldLabel(field, lang)}: ${to}`;
  return `${changeFieldLabel(field, lang)}: ${valueText(rule, change.from, names, lang)} → ${to}`;
}

/** All changes of one entry, one sentence each, joined with "; ". */
export function describeChanges(changes: Readonly<Record<string, { from: unknown; to: unknown }>> | null | undefined, names: PersonNames = {}, lang: InterfaceLanguage = 'en'): string {
  return Object.entries(changes ?? {})
    .map(([field, change]) => describeChange(field, change, names, lang))
    .join('; ');
}

/** The ids of the people an entry's changes name: what the server resolves to names. */
export function personIdsOf(changes: Readonly<Record<string, { from: unknown; to: unknown }>> | null | undefined): number[] {
  const ids: number[] = [];
  for (const [field, change] of Object.entries(changes ?? {})) {
    if (FIELDS[field]?.value !== 'person') continue;
    for (const v of [change.from, change.to]) if (typeof v === 'number' && Number.isInteger(v)) ids.push(v);
  }
  return ids;
}
