import { z } from 'zod';
import { isCalendarDay } from '../../domain/currencies/currencies';

/**
 * Decimal digits, with a minus sign at most: the only text that reads as a whole number. Not hex
 * ('0x10'), an exponent ('1e3'), blanks, a '+' or a boolean — what z.coerce.number would take.
 */
const DECIMAL_INTEGER = /^-?\d{1,15}$/;

/**
 * A query string (or form body) made ready for a schema written for JSON: a key given once is its
 * text, a key given twice a list (so a field that takes one value refuses it, naming the field),
 * and the named numeric fields' decimal digits a number. Any other text stays text, for the
 * schema's z.number to refuse: a JSON body's numbers are JSON numbers, never text.
 */
export function textInput(values: Record<string, string[]>, numeric: readonly string[] = []): Record<string, unknown> {
  const number = (key: string, v: string) => (numeric.includes(key) && DECIMAL_INTEGER.test(v) ? Number(v) : v);
  return Object.fromEntries(Object.entries(values).map(([key, list]) => [key, list.length === 1 ? number(key, list[0]!) : list.map((v) => number(key, v))]));
}

/**
 * A whole number written as text (an environment variable, a query value): decimal digits only,
 * read as a number and held to its range; '0x10', '1e3', ' 5' or 'true' are refused, not coerced.
 */
export const wholeNumberText = (min: number, max: number) =>
  z
    .string()
    .regex(DECIMAL_INTEGER, 'Write a whole number in decimal digits.')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A two-state status field, Active 1 / Deactivated (or Deleted) -1: a JSON number. */
export const twoStateStatus = (message: string) => z.number({ message }).refine((v) => v === 1 || v === -1, message);

/** A list filter that a grid may also send empty: '' and null mean "no filter". */
export const optionalFilter = <S extends z.ZodType>(schema: S) =>
  z.union([schema, z.literal(''), z.null()]).optional().transform((v) => (v === '' || v === null ? undefined : v));

/** A positive 32-bit id: a JSON number ('5', [5] and true are refused). */
export const positiveId = (message: string) => z.number({ message }).int(message).min(1, message).max(2_147_483_647, message);

/** 0/1 or a boolean, as the spec's is_primary (0 or 1) and grids send it: JSON values, not text. */
export const zeroOrOne = (message: string) =>
  z.union([z.boolean(), z.literal(0), z.literal(1)], { message }).transform((v) => v === true || v === 1);

/** A calendar day, `YYYY-MM-DD`, that exists and the database can hold (2026-02-30 and year 0 do not). */
export const calendarDay = (field: string) => z.string({ message: `${field} must be a date (YYYY-MM-DD).` }).refine(isCalendarDay, `${field} must be a date (YYYY-MM-DD).`);
