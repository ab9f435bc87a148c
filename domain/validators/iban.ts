import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

export const IBAN_MESSAGE = 'Enter a valid IBAN: country code, check digits and account number (for example DE89 3704 0044 0532 0130 00).';

/**
 * Whether an IBAN as a person types it (spaces, lower case) has its country's length, format and
 * ISO 13616 check digits (mod 97), by ibantools.
 */
export function isIban(value: string): boolean {
  const electronic = electronicFormatIBAN(value);
  return !!electronic && isValidIBAN(electronic);
}
