/** The error keys of spec 1 §5, plus `hostname` for tracking domains. */
export type ErrorKey =
  | 'number'
  | 'integer'
  | 'rangeLength'
  | 'url'
  | 'hostname'
  | 'mobile'
  | 'email'
  | 'holdPeriod'
  | 'pattern'
  | 'atLeastOneRequired'
  | 'notSame';

/** Returns the error key, or undefined when the value passes (or is empty). */
export type ValueValidator<K extends string = ErrorKey> = (value: unknown) => K | undefined;

export type FormValues = Readonly<Record<string, unknown>>;
/** Field name to error key or message; empty when the form passes. */
export type FormErrors = Record<string, string>;
export type FormValidator = (values: FormValues) => FormErrors;

/** Required is a separate rule, so every validator lets these through (R171). */
export function isEmpty(value: unknown): boolean {
  return value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

/** Text a validator may inspect: strings as they are, finite numbers as typed by a number input. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
