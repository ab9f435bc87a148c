import { z } from 'zod';

/**
 * A number from JSON, or an integer written out in a query string. Nothing else becomes one:
 * z.coerce.number would read `true` as 1 and `[5]` as 5, so a body of booleans could pick a row.
 */
const integerOrText = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^-?\d{1,10}$/.test(v.trim()) ? Number(v) : v), z.number({ message }));

/** A two-state status field, Active 1 / Deactivated (or Deleted) -1, from JSON or a query string. */
export const twoStateStatus = (message: string) => integerOrText(message).refine((v) => v === 1 || v === -1, message);

/** A list filter that a grid may also send empty: '' and null mean "no filter". */
export const optionalFilter = <S extends z.ZodType>(schema: S) =>
  z.union([schema, z.literal(''), z.null()]).optional().transform((v) => (v === '' || v === null ? undefined : v));

/** A positive 32-bit id from JSON or a query string. */
export const positiveId = (message: string) =>
  integerOrText(message).pipe(z.number().int(message).min(1, message).max(2_147_483_647, message));

/** 0/1 or a boolean, as the spec's is_primary (0 or 1) and grids send it. */
export const zeroOrOne = (message: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')], { message })
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
