import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { RegistrationGroupBy } from '../../domain/users/registrationStats';
import { MultiLineChart } from '../../src/dashboard/charts/lazy';
import { useLanguage } from '../../src/ui/useLanguage';

const R = 'resources.user-operations/registration-stats';
const SERIES = ['registrations', 'email_confirmed', 'approved', 'declined', 'pending'] as const;

/**
 * The grouped rows of Registration stats as a chart above their table (recharts through the
 * dashboard's lazy charts, in the scheme's colours). The table is the chart's text alternative.
 */
export function RegistrationChart() {
  const translate = useTranslate();
  const lang = useLanguage();
  const { data, filterValues } = useListContext<RaRecord>();
  const noteId = useId();
  if (!data?.length || !filterValues.group_by) return null;
  const series = SERIES.map((key) => ({
    key,
    name: translate(`${R}.fields.${key}`),
    points: data.map((r) => ({ start: String(r.period), label: String(r.period), value: Number(r[key] ?? 0) })),
  }));
  const title = translate(`${R}.chart.title`, { unit: RegistrationGroupBy.label(filterValues.group_by, lang).toLowerCase() });
  return (
    <Box component="figure" sx={{ m: 0, px: 2, pt: 1 }} aria-label={title} aria-describedby={noteId}>
      <Typography variant="subtitle2" component="figcaption" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box aria-hidden>
        <MultiLineChart series={series} format={(v) => v.toLocaleString(lang)} height={220} figures={false} />
      </Box>
      <Typography id={noteId} variant="caption" color="text.secondary">
        {translate(`${R}.chart.alternative`)}
      </Typography>
    </Box>
  );
}
