import { BANK_INFORMATION_MESSAGE } from './form';
import { IBAN_MESSAGE, isIban } from './iban';

/**
 * A bank-details form's rule (spec 2 §5): at least one of account number or IBAN (the message sits
 * on the account number), and an IBAN with valid check digits. The server's bankInformationErrors
 * says the same.
 */
export function validateBank(values: Record<string, unknown>): Record<string, string> {
  if (!values.bank_account_number && !values.bank_iban_number) return { bank_account_number: BANK_INFORMATION_MESSAGE };
  const iban = String(values.bank_iban_number ?? '');
  return iban && !isIban(iban) ? { bank_iban_number: IBAN_MESSAGE } : {};
}
