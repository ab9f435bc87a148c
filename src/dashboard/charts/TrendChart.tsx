import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Point } from '../types';
import { useChartPalette } from './palette';

export interface TrendChartProps {
  points: readonly Point[];
  format(value: number): string;
  height?: number;
  color?: string;
}

/** One measure over the period's buckets (loaded lazily with recharts). */
export default function TrendChart({ points, format, height = 120, color }: TrendChartProps) {
  const palette = useChartPalette();
  const stroke = color ?? palette.series[0];
  return (
    <ResponsiveContainer width="100%" height={height}>
      <AreaChart data={[...points]} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" hide />
        <YAxis hide domain={[0, 'auto']} />
        <Tooltip formatter={(v) => format(Number(v))} labelFormatter={(l) => String(l)} />
        <Area type="monotone" dataKey="value" stroke={stroke} fill={stroke} fillOpacity={0.2} isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
