import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export interface CountriesMapProps {
  rows: ReadonlyArray<{ key: string; value: number }>;
  format(value: number): string;
  locale: string;
}

/** A flag from an ISO alpha-2 code (regional indicator symbols). */
const flagOf = (code: string) => (/^[A-Z]{2}$/.test(code) ? String.fromCodePoint(...[...code].map((c) => 0x1f1a5 + c.charCodeAt(0))) : '🏳');

/**
 * The countries map view: every country with traffic as a tile shaded by the measure. The
 * geographic world map (react-simple-maps with world-atlas's Natural Earth shapes) plugs in
 * here once those packages are installed (docs/decisions/dashboard.md, R448).
 */
export default function CountriesMap({ rows, format, locale }: CountriesMapProps) {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const max = Math.max(0, ...rows.map((r) => r.value));
  return (
    <Box data-testid="countries-map" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))', gap: 0.75 }}>
      {rows.map((r) => {
        const name = names.of(r.key) ?? r.key;
        const share = max > 0 ? r.value / max : 0;
        return (
          <Tooltip key={r.key} title={`${name}: ${format(r.value)}`}>
            <Box
              role="img"
              aria-label={`${name}: ${format(r.value)}`}
              sx={{
                p: 0.75,
                borderRadius: 1,
                bgcolor: `rgba(118, 90, 138, ${0.08 + share * 0.72})`,
                color: share > 0.55 ? 'common.white' : 'text.primary',
                textAlign: 'center',
              }}
            >
              <Typography component="span" sx={{ fontSize: 20, lineHeight: 1 }}>
                {flagOf(r.key)}
              </Typography>
              <Typography variant="caption" component="p" noWrap>
                {r.key}
              </Typography>
              <Typography variant="caption" component="p" noWrap sx={{ fontWeight: 600 }}>
                {format(r.value)}
              </Typography>
            </Box>
          </Tooltip>
        );
      })}
    </Box>
  );
}
