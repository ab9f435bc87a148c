import type { LegendPayload } from 'recharts';

/**
 * The legend of a chart: a colour swatch (decorative, hidden from screen readers) and the series
 * name in the page's text colour. Recharts' own legend names each icon "<series> legend icon" in
 * English, whatever the interface language, and prints the name in the series colour.
 */
export function SeriesLegend({ payload }: { payload?: readonly LegendPayload[] }) {
  if (!payload?.length) return null;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '4px 12px' }}>
      {payload.map((entry, i) => (
        <li key={`${String(entry.value)}-${i}`} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: entry.color, flex: 'none' }} />
          <span>{entry.value}</span>
        </li>
      ))}
    </ul>
  );
}
