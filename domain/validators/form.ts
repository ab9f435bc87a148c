import { isEmpty, type FormErrors, type FormValidator } from './types';

export const BANK_INFORMATION_MESSAGE = 'You must fill at least Account Number or IBAN';

/** The error goes on every field of the set, so it shows whichever one the user looks at. */
export function atLeastOneRequired(fields: readonly string[], key = 'atLeastOneRequired'): FormValidator {
  return (values) => {
    if (fields.some((f) => !isEmpty(values[f]))) return {};
    return Object.fromEntries(fields.map((f) => [f, key]));
  };
}

/** notSame on `second` when it is filled and differs from `first` (password confirmation). */
export function notSame(first: string, second: string): FormValidator {
  return (values) => {
    const confirmation = values[second];
    if (isEmpty(confirmation) || confirmation === values[first]) return {};
    return { [second]: 'notSame' };
  };
}

export const bankInformation: FormValidator = (values) => {
  const errors: FormErrors = {};
  if (isEmpty(values.bank_account_number) && isEmpty(values.bank_iban_number)) {
    errors.bank_account_number = BANK_INFORMATION_MESSAGE;
  }
  return errors;
};
