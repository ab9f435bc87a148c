import { z } from 'zod';
import { CommissionType } from '../../../domain/enums/commission';
import { isTimeZone } from '../../../domain/time-zones';
import { BANK_INFORMATION_MESSAGE, isEmail, phone, validationMessage } from '../../../domain/validators';
import { IBAN_MESSAGE, isIban } from '../../../domain/validators/iban';
import { PaymentTerms } from '../../../domain/billing/terms';

const text = (label: string, max: number) => z.string({ message: `${label} must be text.` }).trim().max(max, `${label} is at most ${max} characters.`);

/** A person's first or last name: required and trimmed wherever it is sent. */
export const personName = (label: string) =>
  z.string({ message: `${label} is required.` }).trim().min(1, `${label} is required.`).max(100, `${label} is at most 100 characters.`);

export const email = z
  .string({ message: 'E-mail is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'E-mail is required.')
  .refine(isEmail, validationMessage('email'));

export const password = z
  .string({ message: 'Password is required.' })
  .min(8, 'Password must be at least 8 characters.')
  .max(200, 'Password is at most 200 characters.');

export const mobile = text('Mobile', 32).refine((v) => phone(v) === undefined, validationMessage('mobile'));

export const commissionTypeId = z.number({ message: 'Commission type must be CPA (1) or CPL (2).' })
  .refine(CommissionType.is, 'Commission type must be CPA (1) or CPL (2).');

export const userId = (label: string) =>
  z.number({ message: `${label} must be a user id.` }).int(`${label} must be a user id.`).positive(`${label} must be a user id.`).max(2_147_483_647);

const PAYMENT_TERMS_MESSAGE = `Payment terms must be null (the system's default) or one of ${PaymentTerms.values.join(', ')}.`;

/** Fields an account form may send (create and patch). */
export const profileFields = {
  email,
  first_name: personName('First name'),
  last_name: personName('Last name'),
  mobile,
  manager_id: z.union([userId('Manager'), z.null()]),
  commission_type_id: commissionTypeId,
  bank_account_number: text('Account number', 64),
  bank_iban_number: text('IBAN', 64),
  time_zone: z.string().refine(isTimeZone, 'Unknown time zone.'),
  language: z.enum(['en', 'ru'], { message: 'Language must be en or ru.' }),
  /** an affiliate's own payment terms (domain/billing/terms.ts); null: the system's default */
  payment_terms_id: z.union([z.number({ message: PAYMENT_TERMS_MESSAGE }).refine(PaymentTerms.is, PAYMENT_TERMS_MESSAGE), z.null()], { message: PAYMENT_TERMS_MESSAGE }),
  /** an affiliate's own commission threshold; 0: the system's */
  commission_threshold: z.number({ message: 'The threshold must be a number.' })
    .min(0, 'The threshold cannot be negative.')
    .max(1_000_000_000_000, 'The threshold is too large.')
    .refine((v) => Math.round(v * 100) === v * 100, 'The threshold has at most two decimals.'),
};

/** Spec 2 §5: the account number carries the message when neither bank field is filled. */
export function bankInformationErrors(accountNumber: string, iban: string) {
  if (!accountNumber && !iban) return [{ field: 'bank_account_number', message: BANK_INFORMATION_MESSAGE }];
  // an IBAN carries its own check digits: a typo is refused before it reaches a payment
  return iban && !isIban(iban) ? [{ field: 'bank_iban_number', message: IBAN_MESSAGE }] : [];
}

/** Spec 2 §5: the confirmation field carries notSame when it differs from the password. */
export const passwordPair = z
  .object({ password, password_confirmation: z.string({ message: 'Confirm the password.' }).max(200) })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: validationMessage('notSame') });

/** The ids of a batch action on users. */
export const idList = z
  .array(z.number({ message: 'Each id must be a number.' }).int('Each id must be a whole number.').positive('Each id must be positive.').max(2_147_483_647), {
    message: 'ids must be a list of user ids.',
  })
  .min(1, 'Select at least one user.')
  .max(5000, 'At most 5 000 users at once.');
