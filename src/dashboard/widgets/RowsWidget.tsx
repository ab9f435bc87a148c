import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'react-admin';
import { REVENUE_FIELDS, type MeasureField } from '../../../domain/dashboard/measures';
import { sortParam, viewsOf, type WidgetSettings } from '../../../domain/dashboard/settings';
import type { RowsSource } from '../../../domain/dashboard/widgets';
import { CountriesMap, RankBars } from '../charts/lazy';
import { formatMeasure } from '../format';
import type { Ranking, RankedRow } from '../types';
import { useDashboardPost } from '../useDashboardData';
import { WidgetCard } from '../WidgetCard';
import type { WidgetProps } from '../widgetProps';
import { WidgetState } from '../WidgetState';
import { RankingControls } from './RankingControls';
import { RowsTable } from './RowsTable';
import { countryNamer } from '../../ui/countryName';

/** The call behind each ranking source (docs/api.md, Dashboard). */
export const SOURCE_PATHS: Record<RowsSource, string> = {
  country: 'offer/country',
  manager: 'affiliate-manager/table',
  'offer-group': 'offer/offer-group',
  language: 'user/language',
  affiliate: 'user/affiliate',
  offer: 'offer/offer',
};

const COLUMNS: readonly MeasureField[] = ['click_count', 'lead_count', 'sale_count', 'commission', 'revenue', 'system_profit', 'epc', 'cr'];

export const visibleColumns = (revenueVisible: boolean, extra?: string): MeasureField[] => {
  const base = COLUMNS.filter((c) => revenueVisible || !REVENUE_FIELDS.includes(c));
  return extra && !base.includes(extra as MeasureField) ? [...base, extra as MeasureField] : base;
};

export const sortOf = (settings: WidgetSettings) => {
  const param = sortParam(settings);
  return { field: param.replace(/^-/, ''), descending: param.startsWith('-') };
};

/** A ranking by country, manager, offer group or affiliate language: table, bar chart or map. */
export function RowsWidget(props: WidgetProps) {
  const translate = useTranslate();
  const { widget, settings, period, onChange, locale, revenueVisible } = props;
  const sources = widget.sources ?? [];
  const source = (sources.find((s) => s === settings.tab) ?? sources[0]) as RowsSource;
  const view = settings.type ?? 'table';
  const query = useDashboardPost<Ranking>(SOURCE_PATHS[source], { ...period, sort: sortParam(settings), per_page: 10 });
  const sort = sortOf(settings);
  const field = (settings.performance_by ?? 'sale_count') as MeasureField;
  const countryName = countryNamer(locale, translate('dashboard.unknown_country'));
  const nameOf = (row: RankedRow) => (source === 'country' ? countryName(row.key) : row.name);
  const columns = source === 'manager' ? [...visibleColumns(revenueVisible, field), 'affiliates_count' as const, 'active_affiliates' as const] : visibleColumns(revenueVisible, field);

  return (
    <WidgetCard {...props} views={viewsOf(widget)}>
      {sources.length > 1 ? (
        <Tabs value={source} onChange={(_, tab: string) => onChange({ tab })} sx={{ mb: 1, minHeight: 36 }}>
          {sources.map((s) => (
            <Tab key={s} value={s} label={translate(`dashboard.tabs.${s}`)} sx={{ minHeight: 36, textTransform: 'none' }} />
          ))}
        </Tabs>
      ) : null}
      <RankingControls settings={settings} revenueVisible={revenueVisible} locale={locale} onChange={onChange} />
      <WidgetState query={query} height={200}>
        {(data) => {
          const values = data.rows.map((r) => ({ key: r.key, name: nameOf(r), value: r[field] ?? 0 }));
          const format = (v: number) => formatMeasure(field, v, locale);
          if (view === 'Map') return <CountriesMap rows={values} format={format} locale={locale} />;
          if (view === 'chart') return <RankBars rows={values} format={format} />;
          return (
            <RowsTable
              rows={data.rows}
              columns={columns}
              sort={sort}
              highlight={field}
              nameOf={nameOf}
              locale={locale}
              onSort={(f) => onChange({ sort: f, sort_direction: sort.field === f && sort.descending ? '' : '-' })}
            />
          );
        }}
      </WidgetState>
    </WidgetCard>
  );
}
