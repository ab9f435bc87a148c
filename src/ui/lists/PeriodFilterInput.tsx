import { useListContext, useTranslate } from 'react-admin';
import type { PeriodType } from '../../../domain/dashboard/periods';
import { DateRangePicker } from '../../dashboard/DateRangePicker';
import type { PeriodValue } from '../../dashboard/period';

const PERIOD_KEYS = ['period_type', 'period_start', 'period_finish'] as const;

const asFilter = (v: string | Date | undefined) => (v instanceof Date ? v.toISOString() : v);

/**
 * The dashboard's period picker as a list filter (presets and a custom range, labelled in the
 * interface language): it sets period_type, period_start and period_finish of the list's filter
 * together. Put it in a list's `filters` with `source="period_type"` and `alwaysOn`. Without a
 * `fallback` it offers "Any time"; with one (the server's default period) that preset shows when
 * the filter names none.
 */
export function PeriodFilterInput({ fallback }: { source: 'period_type'; alwaysOn?: boolean; fallback?: PeriodType }) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const type = (filterValues.period_type as PeriodType | undefined) || fallback;
  const value: PeriodValue | null = type
    ? { period_type: type, period_start: filterValues.period_start as string | undefined, period_finish: filterValues.period_finish as string | undefined }
    : null;
  const rest = () => Object.fromEntries(Object.entries(filterValues).filter(([k]) => !(PERIOD_KEYS as readonly string[]).includes(k)));
  const onChange = (v: PeriodValue) => {
    const bounds = v.period_start !== undefined ? { period_start: asFilter(v.period_start), period_finish: asFilter(v.period_finish) } : {};
    setFilters({ ...rest(), period_type: v.period_type, ...bounds }, displayedFilters, false);
  };
  return (
    // remounted when the filter changes from elsewhere (the address, a dropped invalid filter)
    <DateRangePicker
      key={JSON.stringify(value)}
      value={value}
      onChange={onChange}
      anyLabel={fallback ? undefined : translate('ui.period.any')}
      onClear={() => setFilters(rest(), displayedFilters, false)}
    />
  );
}
