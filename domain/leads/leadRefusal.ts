import { defineEnum, type EnumValueOf } from '../enums/define-enum';
import type { InterfaceLanguage } from '../languages';
import { RunRefusal } from '../offers/runnable';

/**
 * Why a lead was refused (spec 4 §1): each is stored with the lead (status VALIDATION_FAILED) and
 * answered as a field message in the caller's language, so a retry and the lead's page say the same.
 */
export const LeadRefusal = defineEnum([
  { value: 'first_name_required', key: 'FirstNameRequired', label: { en: 'Enter the first name.', ru: 'Укажите имя.' } },
  { value: 'last_name_required', key: 'LastNameRequired', label: { en: 'Enter the last name.', ru: 'Укажите фамилию.' } },
  { value: 'email_invalid', key: 'EmailInvalid', label: { en: 'Enter a valid e-mail address.', ru: 'Укажите правильный адрес e-mail.' } },
  { value: 'phone_invalid', key: 'PhoneInvalid', label: { en: 'Enter a valid phone number of the lead’s country.', ru: 'Укажите правильный номер телефона страны лида.' } },
  { value: 'ip_invalid', key: 'IpInvalid', label: { en: 'Enter a valid IP address.', ru: 'Укажите правильный IP-адрес.' } },
  { value: 'country_unknown', key: 'CountryUnknown', label: { en: 'Give the country: the IP address does not tell it.', ru: 'Укажите страну: по IP-адресу её не определить.' } },
  { value: 'country_not_allowed', key: 'CountryNotAllowed', label: { en: 'The offer takes no leads from this country.', ru: 'Оффер не принимает лиды из этой страны.' } },
  { value: 'offer_not_runnable', key: 'OfferNotRunnable', label: { en: 'You cannot send leads to this offer', ru: 'Вы не можете отправлять лиды на этот оффер' } },
  { value: 'duplicate_email', key: 'DuplicateEmail', label: { en: 'A lead with this e-mail already reached the advertiser within the offer’s duplicate window', ru: 'Лид с этим e-mail уже получен рекламодателем в окне дубликатов оффера' } },
  { value: 'duplicate_phone', key: 'DuplicatePhone', label: { en: 'A lead with this phone already reached the advertiser within the offer’s duplicate window', ru: 'Лид с этим телефоном уже получен рекламодателем в окне дубликатов оффера' } },
]);
export type LeadRefusal = EnumValueOf<typeof LeadRefusal>;

/** One refusal of a lead as stored: the field, the code, the first lead of a duplicate, the run refusal of an offer. */
export interface LeadReason {
  field: string;
  code: string;
  lead_id?: string;
  refusal?: string;
}

const FIRST_LEAD = { en: 'first lead', ru: 'первый лид' } as const;

/** The field message of a stored reason, in `language`; a code this version does not know reads as itself. */
export function leadReasonMessage(reason: LeadReason, language: InterfaceLanguage): string {
  const known = LeadRefusal.label(reason.code, language);
  if (reason.lead_id) return `${known} (${FIRST_LEAD[language]} ${reason.lead_id}).`;
  if (reason.refusal) return `${known}: ${RunRefusal.label(reason.refusal, language).toLowerCase()}.`;
  return known;
}
