import { DEFAULT_LANGUAGE, type InterfaceLanguage } from '../languages';
import type { ErrorKey } from './types';

// Placeholders use Polyglot's %{name} syntax so the browser's i18n files can take these as is.
const MESSAGES: Readonly<Record<ErrorKey, Readonly<Record<InterfaceLanguage, string>>>> = {
  number: { en: 'Enter a valid number.', ru: 'Введите корректное число.' },
  integer: { en: 'Enter a whole number.', ru: 'Введите целое число.' },
  rangeLength: { en: 'Enter %{min} to %{max} digits.', ru: 'Введите от %{min} до %{max} цифр.' },
  url: {
    en: 'Enter a valid public URL (http, https or ftp).',
    ru: 'Введите корректный публичный адрес (http, https или ftp).',
  },
  hostname: {
    en: 'Enter a valid public domain name, such as track.example.com.',
    ru: 'Введите корректное публичное доменное имя, например track.example.com.',
  },
  mobile: {
    en: 'Enter a valid phone number in international format.',
    ru: 'Введите корректный номер телефона в международном формате.',
  },
  email: { en: 'Enter a valid e-mail address.', ru: 'Введите корректный адрес электронной почты.' },
  holdPeriod: { en: 'Enter a whole number of days from 0 to 60.', ru: 'Введите целое число дней от 0 до 60.' },
  pattern: { en: 'The value has an invalid format.', ru: 'Значение имеет неверный формат.' },
  atLeastOneRequired: { en: 'Fill in at least one of these fields.', ru: 'Заполните хотя бы одно из этих полей.' },
  notSame: { en: 'The values do not match.', ru: 'Значения не совпадают.' },
};

export function validationMessage(
  key: ErrorKey,
  lang: InterfaceLanguage = DEFAULT_LANGUAGE,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return MESSAGES[key][lang].replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
