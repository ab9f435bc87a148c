import { useLocaleState, useTranslate } from 'react-admin';
import type { ReportDimension, ReportMeasure } from '../../domain/reports/catalogue';
import { COUNT_MEASURES } from '../../domain/reports/catalogue';
import { TrafficSafety } from '../../domain/enums/report';
import { useLanguage } from '../../src/ui/useLanguage';
import type { ReportRow } from '../../providers/reportCalls';
import { countryNamer } from '../../src/ui/countryName';
import { formatCount, formatEpc, formatMoney, formatRate, NO_VALUE } from '../../src/ui/numberFormat';

const NAMED: readonly ReportDimension[] = ['offer', 'offer_group', 'advertiser', 'affiliate', 'manager', 'tracking_domain', 'smart_link', 'smart_link_entry'];

/** How a report shows keys and figures in the interface language: names for ids, a dash for no sub-id, money in the brand currency. */
export function useReportFormat() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = useLanguage();
  const country = countryNamer(locale, translate('dashboard.unknown_country'));
  const key = (dim: ReportDimension, value: string | number | null | undefined, name?: string | number | null): string => {
    if (value === null || value === undefined || value === '') return NO_VALUE;
    if (dim === 'country') return country(String(value));
    if (dim === 'device_type') return translate(`reports.device_types.${value}`, { _: String(value) });
    if (dim === 'traffic_safety') return TrafficSafety.label(value, lang);
    if (dim === 'hour') return `${String(value).padStart(2, '0')}:00`;
    if (NAMED.includes(dim)) return name ? String(name) : Number(value) === 0 ? NO_VALUE : `#${value}`;
    return String(value);
  };
  const measure = (m: ReportMeasure, value: number | undefined): string => {
    if ((COUNT_MEASURES as readonly string[]).includes(m)) return formatCount(value, locale);
    if (m === 'epc') return formatEpc(value, locale);
    if (m === 'cr' || m === 'cl_rate' || m === 'roi') return formatRate(value, locale);
    return formatMoney(value, locale);
  };
  return {
    key,
    rowKey: (dim: ReportDimension, row: ReportRow) => key(dim, row[dim], row[`${dim}_name`]),
    measure,
    dimensionLabel: (dim: ReportDimension) => translate(`reports.dimensions.${dim}`),
    measureLabel: (m: ReportMeasure | string) => translate(`reports.measures.${m}`),
  };
}
