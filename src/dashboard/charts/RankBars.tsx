import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useChartPalette } from './palette';

export interface RankBarsProps {
  rows: ReadonlyArray<{ key: string; name: string; value: number }>;
  format(value: number): string;
  height?: number;
}

/** A ranking as horizontal bars, in the table's order. */
export default function RankBars({ rows, format, height = 240 }: RankBarsProps) {
  const palette = useChartPalette();
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={[...rows]} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tick={{ fontSize: 11 }} />
        <YAxis type="category" dataKey="name" width={120} tick={{ fontSize: 11 }} />
        <Tooltip formatter={(v) => format(Number(v))} />
        <Bar dataKey="value" fill={palette.series[0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
