import { MONEY_FIELDS, PERCENT_FIELDS, type MeasureField } from '../../domain/dashboard/measures';
import { brand } from '../brand';

/** A figure as the widgets show it: money in the brand currency, rates as percentages. */
export function formatMeasure(field: string, value: number | undefined, locale: string): string {
  if (value === undefined || Number.isNaN(value)) return '—';
  if ((MONEY_FIELDS as readonly string[]).includes(field)) {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: brand.currency, maximumFractionDigits: field === 'epc' ? 4 : 2 }).format(value);
  }
  if ((PERCENT_FIELDS as readonly string[]).includes(field)) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)}%`;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

export const isMoney = (field: MeasureField) => MONEY_FIELDS.includes(field);
