import { parsePhoneNumberFromString } from 'libphonenumber-js';

const DOTS = '••••';

/**
 * A phone shown without `UI_LdsLeadInfo_View`: the calling code and the last four digits,
 * `+44 •••• ••12 34` (spec 4 §1). Masked on the server: the digits never reach the browser.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return DOTS;
  const code = parsePhoneNumberFromString(phone.startsWith('+') ? phone : `+${digits}`)?.countryCallingCode;
  const last = digits.slice(-4);
  return `${code ? `+${code} ` : ''}${DOTS} ••${last.slice(0, 2)} ${last.slice(2)}`;
}

/** An e-mail shown without `UI_LdsEmailInfo_View`: its first letter and its top-level domain, `j•••@•••.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return DOTS;
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return `${email[0]}•••@•••${dot >= 0 ? domain.slice(dot) : ''}`;
}
