import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SeriesLegend } from './SeriesLegend';
import type { Point } from '../types';
import { seriesColor, useChartPalette } from './palette';

export interface MultiLineChartProps {
  series: ReadonlyArray<{ key: string; name: string; points: readonly Point[] }>;
  format(value: number): string;
  height?: number;
}

/** One line per series (top affiliates or managers), over the same buckets. */
export default function MultiLineChart({ series, format, height = 220 }: MultiLineChartProps) {
  const palette = useChartPalette();
  const labels = series[0]?.points.map((p) => p.label) ?? [];
  const data = labels.map((label, i) => Object.fromEntries([['label', label], ...series.map((s) => [s.key, s.points[i]?.value ?? 0])]));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={24} />
        <YAxis tick={{ fontSize: 11 }} width={48} />
        <Tooltip formatter={(v) => format(Number(v))} />
        <Legend content={<SeriesLegend />} />
        {series.map((s, i) => (
          <Line key={s.key} dataKey={s.key} name={s.name} stroke={seriesColor(palette, i)} dot={false} isAnimationActive={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
