import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useCreatePath, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { periodLabel } from '../../domain/billing/terms';
import { formatMoney } from '../../src/ui/numberFormat';

/** The affiliate's latest closed billing periods: what each billed, against which threshold, and the payout that pays it (or that it rolled over). */
export function PeriodsCard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  const { data = [], isPending } = useGetList('billing-periods', { pagination: { page: 1, perPage: 12 }, sort: { field: 'id', order: 'DESC' } });
  if (isPending) return null;
  return (
    <Card sx={{ mt: 1 }} component="section" aria-labelledby="periods-title">
      <CardContent>
        <Typography id="periods-title" variant="h6" component="h2" gutterBottom>
          {translate('resources.payouts.periods.title')}
        </Typography>
        {data.length === 0 ? (
          <Typography>{translate('resources.payouts.periods.none')}</Typography>
        ) : (
          <div style={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.payouts.fields.period')}</TableCell>
                  <TableCell align="right">{translate('resources.payouts.periods.total')}</TableCell>
                  <TableCell align="right">{translate('resources.payouts.balance.threshold')}</TableCell>
                  <TableCell>{translate('resources.payouts.periods.payout')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>{periodLabel(String(p.period_start), String(p.period_end))}</TableCell>
                    <TableCell align="right">{formatMoney(Number(p.total), locale)}</TableCell>
                    <TableCell align="right">{formatMoney(Number(p.threshold), locale)}</TableCell>
                    <TableCell>
                      {p.payout_id === null ? (
                        translate('resources.payouts.periods.rolled_over')
                      ) : (
                        <Link to={createPath({ resource: 'payouts', type: 'show', id: p.payout_id })}>#{String(p.payout_id)}</Link>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
