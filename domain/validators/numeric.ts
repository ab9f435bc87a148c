import { asText, isEmpty, type ValueValidator } from './types';

// A bare integer part or one grouped by commas in threes, then an optional decimal part;
// or a decimal part alone ('.5'). The minus is optional throughout.
const NUMBER = /^-?(?:(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?|\.\d+)$/;
const INTEGER = /^-?\d+$/;
const DIGITS = /^\d+$/;

export const HOLD_PERIOD_MIN = 0;
export const HOLD_PERIOD_MAX = 60;

export const number: ValueValidator<'number'> = (value) => {
  if (isEmpty(value)) return undefined;
  const text = asText(value);
  return text !== undefined && NUMBER.test(text) ? undefined : 'number';
};

export const integer: ValueValidator<'integer'> = (value) => {
  if (isEmpty(value)) return undefined;
  const text = asText(value);
  return text !== undefined && INTEGER.test(text) ? undefined : 'integer';
};

/** A digit string (account numbers, codes) whose length lies within min..max inclusive. */
export function rangeLength(min: number, max: number): ValueValidator<'rangeLength'> {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = asText(value);
    return text !== undefined && DIGITS.test(text) && text.length >= min && text.length <= max
      ? undefined
      : 'rangeLength';
  };
}

export const holdPeriod: ValueValidator<'holdPeriod'> = (value) => {
  if (isEmpty(value)) return undefined;
  const text = asText(value);
  if (text === undefined || !DIGITS.test(text)) return 'holdPeriod';
  const days = Number(text);
  return days >= HOLD_PERIOD_MIN && days <= HOLD_PERIOD_MAX ? undefined : 'holdPeriod';
};
