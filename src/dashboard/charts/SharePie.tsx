import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { SeriesLegend } from './SeriesLegend';
import { seriesColor, useChartPalette } from './palette';

export interface SharePieProps {
  slices: ReadonlyArray<{ key: string; name: string; value: number }>;
  format(value: number): string;
  height?: number;
}

/** Shares of a total: the top keys and the rest. */
export default function SharePie({ slices, format, height = 220 }: SharePieProps) {
  const palette = useChartPalette();
  return (
    <ResponsiveContainer width="100%" height={height}>
      <PieChart>
        <Pie data={[...slices]} dataKey="value" nameKey="name" outerRadius="75%" isAnimationActive={false}>
          {slices.map((s, i) => (
            <Cell key={s.key} fill={seriesColor(palette, i)} />
          ))}
        </Pie>
        <Tooltip formatter={(v) => format(Number(v))} />
        <Legend content={<SeriesLegend />} />
      </PieChart>
    </ResponsiveContainer>
  );
}
