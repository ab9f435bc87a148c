import type { FormErrors, FormValidator, ValueValidator } from './types';

/** The first failing rule's key, as a field shows one message at a time. */
export function composeValidators<K extends string>(...validators: ValueValidator<K>[]): ValueValidator<K> {
  return (value) => {
    for (const v of validators) {
      const key = v(value);
      if (key !== undefined) return key;
    }
    return undefined;
  };
}

/** Runs every form rule; an earlier rule's error on a field wins. */
export function combineFormValidators(...validators: FormValidator[]): FormValidator {
  return (values) => {
    const errors: FormErrors = {};
    for (const v of validators) {
      for (const [field, message] of Object.entries(v(values))) errors[field] ??= message;
    }
    return errors;
  };
}
