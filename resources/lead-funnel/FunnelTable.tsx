import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FUNNEL_COLUMNS, type FunnelGroup } from '../../domain/leads/funnel';
import type { LeadFunnelAnswer, LeadFunnelRow } from '../../providers/reportCalls';
import { PHONE_QUERY } from '../../src/ui/columns/ColumnsDatagrid';
import { useFunnelFormat } from './useFunnelFormat';

type Figures = LeadFunnelAnswer['total'];

/** One row (or the totals) as a card on a phone: its key, then each column's name and figure. */
function FunnelCard({ title, subtitle, figures, bold }: { title: string; subtitle?: string | null; figures: Figures; bold?: boolean }) {
  const f = useFunnelFormat();
  return (
    <Card variant="outlined" component="li" sx={{ p: 1.5, minWidth: 0 }} aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: bold ? 'bold' : undefined, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      ) : null}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.25, m: 0, mt: 1 }}>
        {FUNNEL_COLUMNS.map((c) => (
          <Box key={c} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {f.label(c)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: bold ? 'bold' : undefined }}>
              {f.figure(c, figures[c])}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}

const rowId = (row: LeadFunnelRow) => String(row.key);

/**
 * The funnel's groups and the totals row: a table with the columns the CSV writes, in its order;
 * on a phone, a card per group and one for the totals.
 */
export function FunnelTable({ answer, groupBy, title }: { answer: LeadFunnelAnswer; groupBy: FunnelGroup; title: string }) {
  const f = useFunnelFormat();
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const brokers = groupBy === 'broker';
  if (phone) {
    return (
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }} aria-label={title}>
        {answer.rows.map((row) => (
          <FunnelCard key={rowId(row)} title={f.key(groupBy, row)} subtitle={brokers ? row.broker_name : null} figures={row} />
        ))}
        <FunnelCard title={f.label('total')} figures={answer.total} bold />
      </Stack>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={title}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{f.label(groupBy)}</TableCell>
            {brokers ? <TableCell>{f.label('broker_name')}</TableCell> : null}
            {FUNNEL_COLUMNS.map((c) => (
              <TableCell key={c} align="right">
                {f.label(c)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.rows.map((row) => (
            <TableRow key={rowId(row)}>
              <TableCell component="th" scope="row">
                {f.key(groupBy, row)}
              </TableCell>
              {brokers ? <TableCell>{row.broker_name ?? '—'}</TableCell> : null}
              {FUNNEL_COLUMNS.map((c) => (
                <TableCell key={c} align="right">
                  {f.figure(c, row[c])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={brokers ? 2 : 1} sx={{ fontWeight: 'bold' }}>
              {f.label('total')}
            </TableCell>
            {FUNNEL_COLUMNS.map((c) => (
              <TableCell key={c} align="right" sx={{ fontWeight: 'bold' }}>
                {f.figure(c, answer.total[c])}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}
