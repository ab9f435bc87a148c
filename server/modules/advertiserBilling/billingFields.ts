import { z } from 'zod';

/**
 * Signed money as text, kept exact, at most two decimals and never zero; `negative` says what a
 * negative amount is (a refund of a payment, a credit of an adjustment).
 */
export const signedAmount = (negative: string) =>
  z
    .union([z.number(), z.string().trim()], { message: 'amount must be an amount.' })
    .transform((v) => String(v))
    .refine((v) => /^-?\d{1,9}(\.\d{1,2})?$/.test(v), `amount must be an amount with at most two decimals (negative: ${negative}).`)
    .refine((v) => !/^-?0+(\.0+)?$/.test(v), 'amount must not be zero.');
