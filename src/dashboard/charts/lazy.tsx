import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
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

const held = (height: number, node: ReactNode) => (
  <Suspense fallback={<Skeleton variant="rectangular" height={height} />}>
    <Box sx={chartTextSx}>{node}</Box>
  </Suspense>
);

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
