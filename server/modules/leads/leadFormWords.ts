import { DEFAULT_LANGUAGE, isInterfaceLanguage, type InterfaceLanguage } from '../../../domain/languages';

/** Every word the hosted lead form shows, in both languages (spec 4 §1). */
export const FORM_WORDS = {
  en: {
    title: 'Leave your details',
    intro: 'Fill in the form and we will contact you.',
    first_name: 'First name',
    last_name: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    phone_hint: 'With the country code, e.g. +44 7700 900123, or as dialled in your country.',
    country: 'Country',
    choose_country: 'Choose your country',
    language: 'Language',
    submit: 'Send',
    errors_title: 'Please correct the fields below.',
    too_long: 'This is too long.',
    thanks_title: 'Thank you!',
    thanks: 'We have your details and will contact you soon.',
    duplicate_title: 'You are already registered',
    duplicate: 'We already have your details: there is no need to send them again. We will contact you.',
    closed_title: 'Not available',
    closed: 'This offer does not take registrations at the moment.',
    expired: 'The form has expired: check your details and send it again.',
    not_found: 'This form does not exist.',
  },
  ru: {
    title: 'Оставьте свои данные',
    intro: 'Заполните форму, и мы свяжемся с вами.',
    first_name: 'Имя',
    last_name: 'Фамилия',
    email: 'E-mail',
    phone: 'Телефон',
    phone_hint: 'С кодом страны, например +7 912 345-67-89, или как набираете в своей стране.',
    country: 'Страна',
    choose_country: 'Выберите страну',
    language: 'Язык',
    submit: 'Отправить',
    errors_title: 'Исправьте поля ниже.',
    too_long: 'Слишком длинное значение.',
    thanks_title: 'Спасибо!',
    thanks: 'Мы получили ваши данные и скоро свяжемся с вами.',
    duplicate_title: 'Вы уже зарегистрированы',
    duplicate: 'Ваши данные у нас уже есть: отправлять их снова не нужно. Мы свяжемся с вами.',
    closed_title: 'Недоступно',
    closed: 'Этот оффер сейчас не принимает регистрации.',
    expired: 'Срок действия формы истёк: проверьте данные и отправьте её снова.',
    not_found: 'Такой формы нет.',
  },
} as const satisfies Record<InterfaceLanguage, Record<string, string>>;

export type FormWords = (typeof FORM_WORDS)[InterfaceLanguage];

/** The visitor's language: `lang=` first, then the first en or ru of Accept-Language (by weight), else English. */
export function visitorLanguage(lang: string | undefined, acceptLanguage: string | undefined): InterfaceLanguage {
  const given = lang?.trim().toLowerCase();
  if (isInterfaceLanguage(given)) return given;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { code: tag.trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked.map((x) => x.code).find(isInterfaceLanguage) ?? DEFAULT_LANGUAGE;
}
