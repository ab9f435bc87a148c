import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';

export interface ChartTableProps {
  /** column titles: what the rows are (period, name), then one per series */
  headers: readonly string[];
  /** one row per point or slice: its label, then the formatted figures */
  rows: ReadonlyArray<readonly string[]>;
}

const cell = { px: 1, py: 0.5, textAlign: 'right', borderBottom: 1, borderColor: 'divider', whiteSpace: 'nowrap' } as const;

/**
 * A chart's text alternative (WCAG 1.1.1): the figures it draws as a table, behind a native
 * "Show as table" disclosure that the keyboard and screen readers reach like any control. Closed
 * it is one quiet line under the chart; open, the table scrolls sideways on a phone in a region
 * the keyboard can scroll.
 */
export function ChartTable({ headers, rows }: ChartTableProps) {
  const translate = useTranslate();
  if (rows.length === 0) return null;
  return (
    <Box
      component="details"
      sx={{
        mt: 0.5,
        fontSize: '0.8125rem',
        color: 'text.secondary',
        '& > summary': { cursor: 'pointer', width: 'fit-content', borderRadius: 0.5 },
        '& > summary:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <summary>{translate('charts.show_table')}</summary>
      <Box tabIndex={0} role="region" aria-label={translate('charts.table_caption')} sx={{ overflowX: 'auto', maxHeight: 320, overflowY: 'auto', color: 'text.primary' }}>
        <Box component="table" sx={{ borderCollapse: 'collapse', mt: 0.5, '& th:first-of-type, & td:first-of-type': { textAlign: 'left' } }}>
          <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
            {translate('charts.table_caption')}
          </caption>
          <thead>
            <tr>
              {headers.map((h, i) => (
                <Box component="th" scope="col" key={i} sx={{ ...cell, fontWeight: 600 }}>
                  {h}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, ...figures], r) => (
              <tr key={r}>
                <Box component="th" scope="row" sx={{ ...cell, fontWeight: 400 }}>
                  {label}
                </Box>
                {figures.map((f, i) => (
                  <Box component="td" key={i} sx={cell}>
                    {f}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
