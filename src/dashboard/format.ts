import { MONEY_FIELDS, PERCENT_FIELDS, type MeasureField, type Measures } from '../../domain/dashboard/measures';
import { formatCount, formatEpc, formatMoney, formatRate } from '../ui/numberFormat';

/**
 * What each rate divides by: the server answers 0 for a rate with nothing to divide by
 * (domain/dashboard/measures), which people must see as "—", not as 0 %.
 */
const DENOMINATOR: Partial<Record<string, keyof Measures>> = { cr: 'lead_count', cl_rate: 'click_count', roi: 'commission' };

/**
 * A figure as the widgets show it (src/ui/numberFormat): money in the brand currency, EPC with 2
 * decimals (3 below 0.10), rates as percentages. Given the row the figure comes from, a rate whose
 * denominator is 0 shows "—".
 */
export function formatMeasure(field: string, value: number | undefined, locale: string, row?: Partial<Measures>): string {
  if (field === 'epc') return formatEpc(value, locale);
  if ((MONEY_FIELDS as readonly string[]).includes(field)) return formatMoney(value, locale);
  if ((PERCENT_FIELDS as readonly string[]).includes(field)) {
    const over = DENOMINATOR[field];
    return formatRate(value, locale, over && row ? row[over] : undefined);
  }
  return formatCount(value, locale);
}

export const isMoney = (field: MeasureField) => MONEY_FIELDS.includes(field);
