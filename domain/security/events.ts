import type { InterfaceLanguage } from '../languages';

/** The events of the security log (docs/api.md, Account security). */
export const SECURITY_EVENTS = [
  'login',
  'login_failed',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_reset',
  'two_factor_failed',
  'api_key_created',
  'api_key_revoked',
  'password_reset_requested',
  'password_reset',
  'view_as_started',
  'view_as_ended',
] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

/** What each event reads as: the security screens' words and the security log's CSV. */
const LABELS: Readonly<Record<InterfaceLanguage, Readonly<Record<SecurityEvent, string>>>> = {
  en: {
    login: 'Signed in',
    login_failed: 'Sign-in failed',
    two_factor_enabled: 'Two-factor turned on',
    two_factor_disabled: 'Two-factor turned off',
    two_factor_reset: 'Two-factor reset',
    two_factor_failed: 'Wrong two-factor code',
    api_key_created: 'API key created',
    api_key_revoked: 'API key revoked',
    password_reset_requested: 'Password reset asked for',
    password_reset: 'Password reset',
    view_as_started: 'View as user started',
    view_as_ended: 'View as user ended',
  },
  ru: {
    login: 'Вход',
    login_failed: 'Неудачный вход',
    two_factor_enabled: 'Двухфакторный вход включён',
    two_factor_disabled: 'Двухфакторный вход выключен',
    two_factor_reset: 'Двухфакторный вход сброшен',
    two_factor_failed: 'Неверный код двухфакторного входа',
    api_key_created: 'API-ключ создан',
    api_key_revoked: 'API-ключ отозван',
    password_reset_requested: 'Запрошен сброс пароля',
    password_reset: 'Пароль сброшен',
    view_as_started: 'Начат просмотр от имени пользователя',
    view_as_ended: 'Завершён просмотр от имени пользователя',
  },
};

/** Every event's label in `lang`, by event. */
export const securityEventLabels = (lang: InterfaceLanguage): Readonly<Record<SecurityEvent, string>> => LABELS[lang];

/** One event's label in `lang`; an event this table does not know reads as itself. */
export const securityEventLabel = (event: unknown, lang: InterfaceLanguage): string => LABELS[lang][event as SecurityEvent] ?? String(event ?? '');
