import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { CapAction } from '../../domain/offers/caps';
import { useLanguage } from '../../src/ui/useLanguage';
import { capAmount, capName } from './capText';

const C = 'resources.offers.caps';

interface StaffCap {
  id: number;
  affiliate_id: number | null;
  affiliate_name: string | null;
  period: string;
  metric: string;
  limit: number;
  used: number;
  left: number;
}

/** The offer's caps on its page: each with its use in the current window and what is left, and what a reached one does. */
export function CapsUsage(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLanguage();
  const caps = (Array.isArray(record?.caps) ? record.caps : []) as StaffCap[];
  if (!caps.length) return <Typography variant="body2">{translate(`${C}.none`)}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table size="small" aria-label={translate(`${C}.title`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${C}.affiliate`)}</TableCell>
              <TableCell>{translate(`${C}.cap`)}</TableCell>
              <TableCell align="right">{translate(`${C}.used`)}</TableCell>
              <TableCell align="right">{translate(`${C}.left`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {caps.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{c.affiliate_id === null ? translate(`${C}.whole_offer`) : (c.affiliate_name ?? `#${c.affiliate_id}`)}</TableCell>
                <TableCell>{capName(c.period, c.metric, lang)}</TableCell>
                <TableCell align="right">{translate(`${C}.used_of`, { used: capAmount(c.metric, c.used, lang), limit: capAmount(c.metric, c.limit, lang) })}</TableCell>
                <TableCell align="right">{capAmount(c.metric, c.left, lang)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="body2">
        {translate(`${C}.when_reached`, { action: CapAction.label(record?.cap_action, lang) })}
      </Typography>
    </Box>
  );
}
