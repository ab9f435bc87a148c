import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { PALETTE } from './palette';

export interface SharePieProps {
  slices: ReadonlyArray<{ key: string; name: string; value: number }>;
  format(value: number): string;
  height?: number;
}

/** Shares of a total: the top keys and the rest. */
export default function SharePie({ slices, format, height = 220 }: SharePieProps) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <PieChart>
        <Pie data={[...slices]} dataKey="value" nameKey="name" outerRadius="75%" isAnimationActive={false}>
          {slices.map((s, i) => (
            <Cell key={s.key} fill={PALETTE[i % PALETTE.length]} />
          ))}
        </Pie>
        <Tooltip formatter={(v) => format(Number(v))} />
        <Legend />
      </PieChart>
    </ResponsiveContainer>
  );
}
