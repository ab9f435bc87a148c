import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { MeasureField } from '../../domain/dashboard/measures';
import { formatMeasure } from './format';
import type { DailyReport, RankedRow } from './types';
import { useDashboardPost } from './useDashboardData';
import { WidgetState } from './WidgetState';
import { countryNamer } from '../ui/countryName';

const MEASURES: readonly MeasureField[] = ['click_count', 'lead_count', 'sale_count', 'commission', 'revenue', 'system_profit', 'epc', 'cr', 'cl_rate', 'roi'];

function Top({ title, rows, locale, names }: { title: string; rows: readonly RankedRow[]; locale: string; names?: (r: RankedRow) => string }) {
  return (
    <Box>
      <Typography variant="subtitle2">{title}</Typography>
      {rows.map((r) => (
        <Typography key={r.key} variant="body2">
          {names ? names(r) : r.name}: {formatMeasure('sale_count', r.sale_count, locale)}
        </Typography>
      ))}
    </Box>
  );
}

/** The admin-daily-report modal (spec 1 §2, R538): a day's figures beside the day before, and the day's leaders. */
export function AdminDailyReport({ open, onClose, locale }: { open: boolean; onClose(): void; locale: string }) {
  const translate = useTranslate();
  const [date, setDate] = useState<string>('');
  const query = useDashboardPost<DailyReport>('admin-daily-report', date ? { date } : {}, open);
  const countryName = countryNamer(locale, translate('dashboard.unknown_country'));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="admin-daily-report-title" fullWidth maxWidth="sm" data-modal="admin-daily-report">
      <DialogTitle id="admin-daily-report-title">{translate('dashboard.daily_report.title')}</DialogTitle>
      <DialogContent dividers>
        <WidgetState query={query} height={240}>
          {(report) => (
            <>
              <TextField
                size="small"
                type="date"
                label={translate('dashboard.daily_report.date')}
                value={date || report.date}
                onChange={(e) => setDate(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ mb: 2 }}
              />
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('dashboard.daily_report.measure')}</TableCell>
                    <TableCell align="right">{translate('dashboard.daily_report.day')}</TableCell>
                    <TableCell align="right">{translate('dashboard.daily_report.previous')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {MEASURES.filter((m) => report.totals[m] !== undefined).map((m) => (
                    <TableRow key={m}>
                      <TableCell>{translate(`dashboard.columns.${m}`)}</TableCell>
                      <TableCell align="right">{formatMeasure(m, report.totals[m], locale, report.totals)}</TableCell>
                      <TableCell align="right">{formatMeasure(m, report.previous[m], locale, report.previous)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, mt: 2 }}>
                <Top title={translate('dashboard.daily_report.top_managers')} rows={report.managers} locale={locale} />
                <Top title={translate('dashboard.daily_report.top_affiliates')} rows={report.affiliates} locale={locale} />
                <Top title={translate('dashboard.daily_report.top_countries')} rows={report.countries} locale={locale} names={(r) => countryName(r.key)} />
              </Box>
            </>
          )}
        </WidgetState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('dashboard.daily_report.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
