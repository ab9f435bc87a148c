import { defineEnum, type EnumValueOf } from '../enums/define-enum';

/**
 * Where an advertiser's invoice stands, read off its payments and due date (never stored): paid
 * when what was received covers the amount, overdue when it does not and the due date has passed,
 * else partly paid or unpaid.
 */
export const AdvertiserInvoiceStatus = defineEnum([
  { value: 'unpaid', key: 'Unpaid', label: { en: 'Unpaid', ru: 'Не оплачен' }, style: 'info' },
  { value: 'partly_paid', key: 'PartlyPaid', label: { en: 'Partly paid', ru: 'Оплачен частично' }, style: 'warning' },
  { value: 'paid', key: 'Paid', label: { en: 'Paid', ru: 'Оплачен' }, style: 'success' },
  { value: 'overdue', key: 'Overdue', label: { en: 'Overdue', ru: 'Просрочен' }, style: 'danger' },
]);
export type AdvertiserInvoiceStatus = EnumValueOf<typeof AdvertiserInvoiceStatus>;

/** How an advertiser's payment came in. */
export const AdvertiserPaymentMethod = defineEnum([
  { value: 'bank_wire', key: 'BankWire', label: { en: 'Bank wire', ru: 'Банковский перевод' } },
  { value: 'card', key: 'Card', label: { en: 'Card', ru: 'Карта' } },
  { value: 'crypto', key: 'Crypto', label: { en: 'Crypto', ru: 'Криптовалюта' } },
  { value: 'e_wallet', key: 'EWallet', label: { en: 'E-wallet', ru: 'Электронный кошелёк' } },
  { value: 'other', key: 'Other', label: { en: 'Other', ru: 'Другое' } },
]);
export type AdvertiserPaymentMethod = EnumValueOf<typeof AdvertiserPaymentMethod>;

/** Days from issue to the due date when staff do not give one. */
export const DEFAULT_DUE_DAYS = 14;

/** An advertiser invoice's number: ADV-{its id}, unique across advertisers. */
export const advertiserInvoiceNumber = (id: number) => `ADV-${id}`;


const DAY_MS = 86_400_000;

/**
 * This month so far in UTC days, the end exclusive as an invoice period's: what Revenue vs
 * invoiced reads when no period is given, and what its screen's period filter starts with.
 */
export function thisMonthSoFar(now: Date): { period_start: string; period_end: string } {
  const today = now.toISOString().slice(0, 10);
  return { period_start: `${today.slice(0, 8)}01`, period_end: new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10) };
}
