import { z } from 'zod';
import { isCalendarDay } from '../../../domain/currencies/currencies';

/** A calendar day, `YYYY-MM-DD`, that exists (2026-02-30 does not). */
export const day = (field: string) => z.string({ message: `${field} must be a date (YYYY-MM-DD).` }).refine(isCalendarDay, `${field} must be a date (YYYY-MM-DD).`);

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
