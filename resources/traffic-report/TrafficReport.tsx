import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { GLOBAL_DIMENSIONS, QUALITY_DIMENSIONS, type ReportDimension, type ReportMeasure } from '../../domain/reports/catalogue';
import { useTrafficQualityAccess } from '../traffic-quality/TrafficQualityPanel';
import type { ReportCalls, ReportRow } from '../../providers/reportCalls';
import { DownloadButton } from '../../src/ui/lists/ExportButton';
import { useRole } from '../../src/ui/RoleContext';
import { ColumnsModal } from '../../src/ui/columns/ColumnsModal';
import { loadFailureText, RetryAlert } from '../../src/ui/errors/RetryAlert';
import { layoutOf, settingsOf, type ColumnLayout } from '../../src/ui/columns/columnLayout';
import { useOptionalUiSettings } from '../../src/themes/UiSettingsContext';
import { ReportChart } from './ReportChart';
import { ReportControls } from './ReportControls';
import { ReportPresets } from './ReportPresets';
import { ReportTable } from './ReportTable';
import { bodyOf, dimensionsFor, drillInto, INITIAL_REPORT, stateOfPreset, type ReportState } from './reportState';
import { useReportFormat } from './useReportFormat';

const GRID_ID = 'traffic-report';

/** Which report the screen shows: the caller's own traffic, or a manager's Global report over the whole network. */
export type ReportKind = 'traffic' | 'global';

/**
 * The traffic report (spec 3 §5): any period, one or two group-bys, filters from drilling into
 * rows, sortable measures with totals, the first measure charted by day, columns and presets
 * kept per user, and a streamed CSV export of exactly what is shown.
 */
export function TrafficReport({ kind = 'traffic' }: { kind?: ReportKind }) {
  const translate = useTranslate();
  const role = useRole();
  const f = useReportFormat();
  const calls = useDataProvider<DataProvider & ReportCalls>();
  const ui = useOptionalUiSettings();
  const quality = useTrafficQualityAccess().view;
  const dimensions = useMemo(
    () => (kind === 'global' ? GLOBAL_DIMENSIONS.filter((d) => quality || !QUALITY_DIMENSIONS.includes(d)) : dimensionsFor(role, quality)),
    [kind, role, quality],
  );
  const [state, setState] = useState<ReportState>(INITIAL_REPORT);
  const [names, setNames] = useState<Record<string, string>>({});
  const [choosing, setChoosing] = useState(false);
  const body = bodyOf(state);
  const report = useQuery({ queryKey: [`${kind}-report`, role, body], queryFn: () => (kind === 'global' ? calls.globalReport(body) : calls.trafficReport(body)), placeholderData: keepPreviousData, retry: false });

  const answered = report.data?.measures;
  const measures = useMemo(() => (answered ?? []) as ReportMeasure[], [answered]);
  const stored = ui?.grid(GRID_ID);
  const layout = useMemo(() => layoutOf(measures, stored), [measures, stored]);
  const shown = layout.order.filter((m) => layout.visible.includes(m)) as ReportMeasure[];
  const saveLayout = (next: ColumnLayout) => {
    ui?.saveGrid(GRID_ID, settingsOf(next, measures, stored));
    setChoosing(false);
  };

  const groupBy = report.data ? (report.data.group_by as ReportDimension[]) : state.groupBy;
  const sort = state.sort ?? (groupBy[0] === 'date' || groupBy[0] === 'hour' ? groupBy[0] : '-click_count');
  const onSort = (field: string) => setState({ ...state, sort: sort === field ? `-${field}` : field, page: 1 });
  const drillLabel = (row: ReportRow) => {
    const next = drillInto(state, row, dimensions);
    if (!next) return null;
    const name = state.groupBy.map((d) => f.rowKey(d, row)).join(' · ');
    return translate('reports.drill', { name, next: f.dimensionLabel(next.groupBy[0]!) });
  };
  const onDrill = (row: ReportRow) => {
    const next = drillInto(state, row, dimensions);
    if (!next) return;
    setNames({ ...names, ...Object.fromEntries(state.groupBy.map((d) => [`${d}:${row[d]}`, f.rowKey(d, row)])) });
    setState(next);
  };
  const { page: _page, per_page: _perPage, ...exportBody } = body;

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate(kind === 'global' ? 'reports.global_title' : 'reports.title')} />
      <Card>
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="flex-start" flexWrap="wrap" useFlexGap spacing={1}>
            <ReportControls state={state} dimensions={dimensions} names={names} onChange={setState} />
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              {kind === 'traffic' ? <ReportPresets state={state} onApply={(p) => setState(stateOfPreset(p, state.perPage))} /> : null}
              <Button startIcon={<ViewColumnIcon />} onClick={() => setChoosing(true)} disabled={!measures.length}>
                {translate('ui.columns.button')}
              </Button>
              <DownloadButton label="reports.export" file={`${kind}-report`} fileName={`${kind}-report-${groupBy.join('-')}.csv`} body={exportBody} />
            </Stack>
          </Stack>
        </CardContent>
        {report.isFetching ? <LinearProgress aria-label={translate('reports.loading')} /> : <Box sx={{ height: 4 }} />}
        {report.isError ? <RetryAlert message={loadFailureText(report.error)} onRetry={report.refetch} /> : null}
        {report.data && shown[0] ? <ReportChart state={state} measure={shown[0]} kind={kind} /> : null}
        {report.data ? (
          report.data.count === 0 ? (
            <Typography sx={{ p: 3 }} color="text.secondary">
              {translate('reports.empty')}
            </Typography>
          ) : (
            <ReportTable
              answer={report.data}
              groupBy={groupBy}
              measures={shown}
              sort={sort}
              page={state.page}
              perPage={state.perPage}
              onSort={onSort}
              onPage={(page, perPage) => setState({ ...state, page, perPage })}
              drillLabel={drillLabel}
              onDrill={onDrill}
            />
          )
        ) : null}
      </Card>
      <ColumnsModal
        open={choosing}
        columns={measures.map((m) => ({ id: m, label: f.measureLabel(m) }))}
        layout={layout}
        onClose={() => setChoosing(false)}
        onSave={saveLayout}
      />
    </Box>
  );
}
