import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import type { ReportMeasure } from '../../domain/reports/catalogue';
import type { ReportCalls } from '../../providers/reportCalls';
import { useRole } from '../../src/ui/RoleContext';
import { MultiLineChart } from '../../src/dashboard/charts/lazy';
import { bodyOf, type ReportState } from './reportState';
import { useReportFormat } from './useReportFormat';

/** The report's first shown measure by day, over the same period and filters (one more report call, grouped by date). */
export function ReportChart({ state, measure, kind = 'traffic' }: { state: ReportState; measure: ReportMeasure; kind?: 'traffic' | 'global' }) {
  const translate = useTranslate();
  const role = useRole();
  const f = useReportFormat();
  const calls = useDataProvider<DataProvider & ReportCalls>();
  const body = { ...bodyOf({ ...state, groupBy: ['date'], sort: 'date', page: 1, perPage: 500 }) };
  const byDay = useQuery({ queryKey: [`${kind}-report`, role, body], queryFn: () => (kind === 'global' ? calls.globalReport(body) : calls.trafficReport(body)), placeholderData: keepPreviousData, retry: false });
  const rows = byDay.data?.rows ?? [];
  if (rows.length < 2) return null;
  const label = f.measureLabel(measure);
  const points = rows.map((r) => ({ start: String(r.date), label: String(r.date), value: Number(r[measure] ?? 0) }));
  return (
    <Box sx={{ px: 2, pb: 1 }} role="figure" aria-label={translate('reports.chart_title', { measure: label })}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {translate('reports.chart_title', { measure: label })}
      </Typography>
      <MultiLineChart series={[{ key: measure, name: label, points }]} format={(v) => f.measure(measure, v)} height={200} />
    </Box>
  );
}
