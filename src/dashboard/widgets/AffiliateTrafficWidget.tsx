import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { usePermissions, useTranslate } from 'react-admin';
import { DrillDownReportType } from '../../../domain/enums/report';
import { hasPermission } from '../../../domain/permissions/check';
import { useLanguage } from '../../ui/useLanguage';
import type { MeasureField } from '../../../domain/dashboard/measures';
import { viewsOf } from '../../../domain/dashboard/settings';
import { MultiLineChart, SharePie } from '../charts/lazy';
import { formatMeasure } from '../format';
import type { Ranking, Series, Shares } from '../types';
import { useDashboardPost } from '../useDashboardData';
import { WidgetCard } from '../WidgetCard';
import type { WidgetProps } from '../widgetProps';
import { WidgetState } from '../WidgetState';
import { RowsTable } from './RowsTable';
import { visibleColumns } from './RowsWidget';

/** The drill-down report types this widget offers (spec 2 §4) and the count each one is. */
const TYPES = { clicks: 'click_count', leads: 'lead_count', sales: 'sale_count' } as const satisfies Record<string, MeasureField>;
/** bad_quality_traffic (spec 4 §4): Risky clicks and conversions by affiliate, with UI_FraudDetection_View */
const BAD = 'bad_quality_traffic';
type TrafficType = keyof typeof TYPES | typeof BAD;

/** Clicks, leads or sales by affiliate: shares and trends of the top affiliates, or a table. */
export function AffiliateTrafficWidget(props: WidgetProps) {
  const translate = useTranslate();
  const { settings, period, onChange, locale, revenueVisible } = props;
  const lang = useLanguage();
  const { permissions } = usePermissions<string[]>();
  const quality = hasPermission(permissions, 'UI_FraudDetection_View');
  const type: TrafficType =
    settings.tab === 'clicks' || settings.tab === 'leads' || settings.tab === 'sales' || (settings.tab === BAD && quality) ? settings.tab : 'clicks';
  const bad = type === BAD;
  const field = bad ? 'click_count' : TYPES[type];
  // bad quality traffic is counted from the raw rows: a pie of its affiliates, whichever view is chosen
  const chart = bad || (settings.type ?? 'chart') === 'chart';
  const pie = useDashboardPost<Shares>(`affiliate/pie-${type}`, { ...period, per_page: 6 }, chart);
  const lines = useDashboardPost<Series>('affiliate/linear', { ...period, performance_by: field, per_page: 5 }, chart && !bad);
  const table = useDashboardPost<Ranking>('user/affiliate', { ...period, sort: `-${field}`, per_page: 10 }, !chart);
  const format = (v: number) => formatMeasure(field, v, locale);
  const tabs: TrafficType[] = [...(Object.keys(TYPES) as TrafficType[]), ...(quality ? [BAD as TrafficType] : [])];

  return (
    <WidgetCard {...props} views={viewsOf(props.widget)}>
      <Tabs value={type} onChange={(_, tab: TrafficType) => onChange({ tab })} sx={{ mb: 1, minHeight: 36 }}>
        {tabs.map((t) => (
          <Tab key={t} value={t} label={t === BAD ? DrillDownReportType.label(BAD, lang) : translate(`dashboard.tabs.${t}`)} sx={{ minHeight: 36, textTransform: 'none' }} />
        ))}
      </Tabs>
      {chart ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: bad ? '1fr' : '1fr 1.4fr' }, gap: 2 }}>
          <WidgetState query={pie} height={220}>
            {(data) => (
              <SharePie
                slices={[...data.slices, ...(data.others.value > 0 ? [{ key: 'others', name: translate('dashboard.others'), value: data.others.value }] : [])]}
                format={format}
              />
            )}
          </WidgetState>
          {bad ? null : (
            <WidgetState query={lines} height={220}>
              {(data) => <MultiLineChart series={data.series} format={format} />}
            </WidgetState>
          )}
        </Box>
      ) : (
        <WidgetState query={table} height={200}>
          {(data) => (
            <RowsTable rows={data.rows} columns={visibleColumns(revenueVisible)} sort={{ field, descending: true }} nameOf={(r) => r.name} locale={locale} highlight={field} />
          )}
        </WidgetState>
      )}
    </WidgetCard>
  );
}
