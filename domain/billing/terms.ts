import { defineEnum, type EnumValueOf } from '../enums/define-enum';

/**
 * Payment terms (`default_payment_terms_id`, an affiliate's `payment_terms_id`): how often a
 * billing period closes. Periods are UTC calendar dates, end exclusive (decisions, Billing).
 */
export const PaymentTerms = defineEnum([
  { value: 0, key: 'Monthly', label: { en: 'Monthly (1st to last day of the month)', ru: 'Ежемесячно (с 1-го по последний день месяца)' } },
  { value: 1, key: 'SemiMonthly', label: { en: 'Twice a month (1st–15th, 16th–last day)', ru: 'Дважды в месяц (1–15, 16–последний день)' } },
  { value: 2, key: 'Weekly', label: { en: 'Weekly (Monday to Sunday)', ru: 'Еженедельно (с понедельника по воскресенье)' } },
]);
export type PaymentTerms = EnumValueOf<typeof PaymentTerms>;

const DAY = 86_400_000;
const utcDate = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The billing period of the given terms that holds the instant: [start, end) in UTC dates. */
export function periodAround(terms: number, at: Date): { start: Date; end: Date } {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  if (terms === PaymentTerms.Weekly) {
    const today = utcDate(y, m, at.getUTCDate());
    const start = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY);
    return { start, end: new Date(start.getTime() + 7 * DAY) };
  }
  if (terms === PaymentTerms.SemiMonthly) {
    return at.getUTCDate() <= 15 ? { start: utcDate(y, m, 1), end: utcDate(y, m, 16) } : { start: utcDate(y, m, 16), end: utcDate(y, m + 1, 1) };
  }
  return { start: utcDate(y, m, 1), end: utcDate(y, m + 1, 1) };
}

/** The last period of these terms that has ended by the instant. */
export const lastEndedPeriod = (terms: number, now: Date) => periodAround(terms, new Date(periodAround(terms, now).start.getTime() - 1));

/** A billing period as people read it: its first and last day (the stored end is exclusive). */
export const periodLabel = (start: string, endExclusive: string) => `${start} – ${isoDate(new Date(Date.parse(`${endExclusive}T00:00:00Z`) - DAY))}`;
