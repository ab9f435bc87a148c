import { lazy, Suspense, type ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { CountriesMapProps } from '../map/CountriesMap';
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

const held = (height: number, node: ReactNode) => <Suspense fallback={<Skeleton variant="rectangular" height={height} />}>{node}</Suspense>;

export const TrendChart = (props: TrendChartProps) => held(props.height ?? 120, <TrendChartLazy {...props} />);
export const MultiLineChart = (props: MultiLineChartProps) => held(props.height ?? 220, <MultiLineChartLazy {...props} />);
export const SharePie = (props: SharePieProps) => held(props.height ?? 220, <SharePieLazy {...props} />);
export const RankBars = (props: RankBarsProps) => held(props.height ?? 240, <RankBarsLazy {...props} />);
export const CountriesMap = (props: CountriesMapProps) => held(240, <CountriesMapLazy {...props} />);
