import { isValidPhoneNumber } from 'libphonenumber-js';
import { isEmpty, type ValueValidator } from './types';

/** International form only ('+' and country code): the spec names no default country. */
export const phone: ValueValidator<'mobile'> = (value) => {
  if (isEmpty(value)) return undefined;
  return typeof value === 'string' && isValidPhoneNumber(value) ? undefined : 'mobile';
};

// The WHATWG pattern browsers use for <input type="email">, plus the RFC 5321 length limits.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmail(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text);
}

export const email: ValueValidator<'email'> = (value) => {
  if (isEmpty(value)) return undefined;
  return typeof value === 'string' && isEmail(value) ? undefined : 'email';
};

/** Splits typed text on commas, semicolons and white space; arrays are taken item by item. */
export function splitEmailList(value: string): string[] {
  return value.split(/[\s,;]+/).filter((s) => s !== '');
}

export const emailList: ValueValidator<'email'> = (value) => {
  if (isEmpty(value)) return undefined;
  let items: unknown[] = [value];
  if (typeof value === 'string') items = splitEmailList(value);
  else if (Array.isArray(value)) items = value;
  if (items.length === 0) return undefined;
  return items.every((i) => typeof i === 'string' && isEmail(i)) ? undefined : 'email';
};
