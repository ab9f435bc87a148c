import { useLocaleState, useTranslate } from 'react-admin';
import type { FunnelColumn, FunnelGroup } from '../../domain/leads/funnel';
import type { LeadFunnelRow } from '../../providers/reportCalls';
import { countryNamer } from '../../src/ui/countryName';
import { formatCount, formatRate, NO_VALUE } from '../../src/ui/numberFormat';

const RATES: readonly FunnelColumn[] = ['push_rate', 'accept_rate', 'autologin_rate', 'ftd_rate', 'cr'];

/** How the funnel shows a row's key and its figures in the interface language: counts as integers, rates as percents, a dash over nothing. */
export function useFunnelFormat() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const country = countryNamer(locale, translate('dashboard.unknown_country'));
  const label = (column: string) => translate(`resources.lead-funnel.columns.${column}`);
  const key = (group: FunnelGroup, row: Pick<LeadFunnelRow, 'key' | 'name'>): string => {
    if (group === 'broker' && row.key === null) return label('none');
    if (row.key === null || row.key === '') return NO_VALUE;
    if (group === 'country') return country(String(row.key));
    if (group === 'broker' || group === 'affiliate') return row.name ? String(row.name) : `#${row.key}`;
    return String(row.key);
  };
  const figure = (column: FunnelColumn, value: number | string | null | undefined): string => {
    if (RATES.includes(column)) return value === null || value === undefined ? NO_VALUE : formatRate(Number(value), locale);
    return formatCount(value as number, locale);
  };
  return { key, figure, label };
}
