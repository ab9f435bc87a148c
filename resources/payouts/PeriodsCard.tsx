import { TableCell, TableRow, Typography } from '@mui/material';
import { Link, useCreatePath, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { periodLabel } from '../../domain/billing/terms';
import { formatMoney } from '../../src/ui/numberFormat';
import { SectionCard } from '../../src/ui/SectionCard';
import { SectionTable } from '../../src/ui/SectionTable';

const PERIOD_COLUMNS = [
  { label: 'resources.payouts.fields.period' },
  { label: 'resources.payouts.periods.total', align: 'right' },
  { label: 'resources.payouts.balance.threshold', align: 'right' },
  { label: 'resources.payouts.periods.payout' },
] as const;

/** The affiliate's latest closed billing periods: what each billed, against which threshold, and the payout that pays it (or that it rolled over). */
export function PeriodsCard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  const { data = [], isPending } = useGetList('billing-periods', { pagination: { page: 1, perPage: 12 }, sort: { field: 'id', order: 'DESC' } });
  if (isPending) return null;
  return (
    <SectionCard id="periods-title" title="resources.payouts.periods.title" sx={{ mt: 1 }}>
      {data.length === 0 ? (
        <Typography>{translate('resources.payouts.periods.none')}</Typography>
      ) : (
        <SectionTable columns={PERIOD_COLUMNS}>
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
        </SectionTable>
      )}
    </SectionCard>
  );
}
