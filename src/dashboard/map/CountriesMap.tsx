import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha2ToNumeric } from 'i18n-iso-countries';
import { ComposableMap, Geographies, Geography } from 'react-simple-maps';
import type { GeoJsonObject } from 'geojson';
import world from 'world-atlas/countries-110m.json';
import { useTranslate } from 'react-admin';
import { countryNamer } from '../../ui/countryName';
import { useChartPalette } from '../charts/palette';

export interface CountriesMapProps {
  rows: ReadonlyArray<{ key: string; value: number }>;
  format(value: number): string;
  locale: string;
}

/**
 * The countries map view: a world map (react-simple-maps with world-atlas's Natural Earth
 * 1:110m shapes) shaded by the measure, with the countries and their figures listed beneath it
 * for screen readers and for reading exact values. Lazy-loaded: the shapes weigh ~100 KB.
 */
export default function CountriesMap({ rows, format, locale }: CountriesMapProps) {
  const translate = useTranslate();
  const palette = useChartPalette();
  const name = countryNamer(locale, translate('dashboard.unknown_country'));
  const max = Math.max(0, ...rows.map((r) => r.value));
  // world-atlas names countries by ISO 3166 numeric code; our rows by alpha-2
  const byNumeric = new Map(rows.map((r) => [alpha2ToNumeric(r.key) ?? '', r] as const));
  return (
    <Box data-testid="countries-map">
      <ComposableMap projectionConfig={{ scale: 140 }} height={360} style={{ width: '100%', height: 'auto' }} aria-hidden>
        {/* the library reads TopoJSON at run time (its first object, `countries`); its types only name GeoJSON */}
        <Geographies geography={world as unknown as GeoJsonObject}>
          {({ geographies }) =>
            geographies.map((geo) => {
              const row = byNumeric.get(String(geo.id).padStart(3, '0'));
              const share = row && max > 0 ? row.value / max : 0;
              const shape = (
                <Geography
                  key={geo.rsmKey}
                  geography={geo}
                  fill={row ? palette.series[0] : palette.noData}
                  fillOpacity={row ? 0.2 + share * 0.8 : 1}
                  stroke={palette.outline}
                  strokeWidth={0.4}
                  style={{ outline: 'none' }}
                  // the map is a picture (aria-hidden); the list below is its text alternative
                  tabIndex={-1}
                />
              );
              return row ? (
                <Tooltip key={geo.rsmKey} title={`${name(row.key)}: ${format(row.value)}`} followCursor>
                  {shape}
                </Tooltip>
              ) : (
                shape
              );
            })
          }
        </Geographies>
      </ComposableMap>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {rows.map((r) => (
          <Typography key={r.key} component="li" variant="caption" aria-label={`${name(r.key)}: ${format(r.value)}`}>
            <strong>{r.key}</strong> {format(r.value)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
