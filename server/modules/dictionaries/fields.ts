import { z } from 'zod';

/** A two-state status field, Active 1 / Deactivated (or Deleted) -1, from JSON or a query string. */
export const twoStateStatus = (message: string) =>
  z.coerce.number({ message }).refine((v) => v === 1 || v === -1, message);

/** A list filter that a grid may also send empty: '' and null mean "no filter". */
export const optionalFilter = <S extends z.ZodType>(schema: S) =>
  z.union([schema, z.literal(''), z.null()]).optional().transform((v) => (v === '' || v === null ? undefined : v));

/** A positive 32-bit id from JSON or a query string. */
export const positiveId = (message: string) =>
  z.coerce.number({ message }).int(message).min(1, message).max(2_147_483_647, message);

/** 0/1 or a boolean, as the spec's is_primary (0 or 1) and grids send it. */
export const zeroOrOne = (message: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')], { message })
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
