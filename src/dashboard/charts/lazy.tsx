import { createContext, lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { CountriesMapProps } from '../map/CountriesMap';
import { ChartTable } from './ChartTable';
import { chartTextSx } from './chartText';
import type { MultiLineChartProps } from './MultiLineChart';
import type { RankBarsProps } from './RankBars';
import type { SharePieProps } from './SharePie';
import type { TrendChartProps } from './TrendChart';

// recharts and the map load only when a widget draws: the dashboard's first paint stays light
const TrendChartLazy = lazy(() => import('./TrendChart'));
const MultiLineChartLazy = lazy(() => import('./MultiLineChart'));
const SharePieLazy = lazy(() => import('./SharePie'));
const RankBarsLazy = lazy(() => import('./RankBars'));
const CountriesMapLazy = lazy(() => import('../map/CountriesMap'));

/** The dashboard's calls (useDashboardData). */
const DASHBOARD_CALLS = ['dashboard'];
/** Whether charts may download now; outside a dashboard they always may. */
const ChartsReleased = createContext(true);
/** Once charts have been let through in this app, a later dashboard draws them at once: the app's query cache remembers. */
const RELEASED = ['charts-released'];

/** After the next paint, once the browser has a moment (charts come after the figures). */
const afterPaint = (run: () => void) => {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (next: () => void) => setTimeout(next, 16);
  frame(() => setTimeout(() => (idle ? idle(run, { timeout: 500 }) : run()), 0));
};

/**
 * The dashboard's charts and map download after its figures are on screen: until every
 * dashboard call of the first view has answered and that has been painted, a chart keeps its place
 * as a placeholder of its own height, so nothing moves when it arrives.
 */
export function ChartsAfterFigures({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // re-renders as calls start and end; the effect reads the live count, as the widgets' calls
  // start in their own effects, after this render
  const fetching = useIsFetching({ queryKey: DASHBOARD_CALLS });
  const [released, setReleased] = useState(() => queryClient.getQueryData(RELEASED) === true);
  useEffect(() => {
    if (released || queryClient.isFetching({ queryKey: DASHBOARD_CALLS }) > 0) return;
    let live = true;
    afterPaint(() => {
      if (!live) return;
      queryClient.setQueryData(RELEASED, true);
      setReleased(true);
    });
    return () => {
      live = false;
    };
  }, [released, fetching, queryClient]);
  return <ChartsReleased.Provider value={released}>{children}</ChartsReleased.Provider>;
}

function Held({ height, children }: { height: number; children: ReactNode }) {
  const placeholder = <Skeleton variant="rectangular" height={height} />;
  return useContext(ChartsReleased) ? (
    <Suspense fallback={placeholder}>
      <Box sx={chartTextSx}>{children}</Box>
    </Suspense>
  ) : (
    placeholder
  );
}

const held = (height: number, node: ReactNode) => <Held height={height}>{node}</Held>;

/**
 * Every chart comes with its text alternative, the table of the figures it draws (ChartTable).
 * `figures={false}` leaves it out where the screen already shows the same figures as a table in
 * reach (and must, where the chart sits inside an `aria-hidden` box: a control may not hide there).
 */
interface WithFigures {
  figures?: boolean;
}

export function TrendChart({ figures = true, ...props }: TrendChartProps & WithFigures) {
  const translate = useTranslate();
  return (
    <>
      {held(props.height ?? 120, <TrendChartLazy {...props} />)}
      {figures ? <ChartTable headers={[translate('charts.period'), translate('charts.value')]} rows={props.points.map((p) => [p.label, props.format(p.value)])} /> : null}
    </>
  );
}

export function MultiLineChart({ figures = true, ...props }: MultiLineChartProps & WithFigures) {
  const translate = useTranslate();
  const labels = props.series[0]?.points.map((p) => p.label) ?? [];
  const rows = labels.map((label, i) => [label, ...props.series.map((s) => props.format(s.points[i]?.value ?? 0))]);
  return (
    <>
      {held(props.height ?? 220, <MultiLineChartLazy {...props} />)}
      {figures ? <ChartTable headers={[translate('charts.period'), ...props.series.map((s) => s.name)]} rows={rows} /> : null}
    </>
  );
}

export function SharePie({ figures = true, ...props }: SharePieProps & WithFigures) {
  const translate = useTranslate();
  return (
    <>
      {held(props.height ?? 220, <SharePieLazy {...props} />)}
      {figures ? <ChartTable headers={[translate('charts.name'), translate('charts.value')]} rows={props.slices.map((s) => [s.name, props.format(s.value)])} /> : null}
    </>
  );
}

export function RankBars({ figures = true, ...props }: RankBarsProps & WithFigures) {
  const translate = useTranslate();
  return (
    <>
      {held(props.height ?? 240, <RankBarsLazy {...props} />)}
      {figures ? <ChartTable headers={[translate('charts.name'), translate('charts.value')]} rows={props.rows.map((r) => [r.name, props.format(r.value)])} /> : null}
    </>
  );
}

/** The map lists its countries and figures itself (CountriesMap). */
export const CountriesMap = (props: CountriesMapProps) => held(240, <CountriesMapLazy {...props} />);
