import { TableCell, TableRow } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import { PaidForType } from '../../domain/enums/payout';
import { useLanguage } from '../../src/ui/useLanguage';
import { formatMoney } from '../../src/ui/numberFormat';
import { SectionCard } from '../../src/ui/SectionCard';
import { SectionTable } from '../../src/ui/SectionTable';

interface ItemsRow {
  paid_for: string;
  quantity: number;
  amount: string;
}

const COLUMNS = [
  { label: 'resources.payouts.items.paid_for' },
  { label: 'resources.payouts.items.quantity', align: 'right' },
  { label: 'resources.payouts.fields.amount', align: 'right' },
] as const;

/** What the payout pays, by Paid-for type (lead, FTD, EPL, CRG …): the same billing items as its invoice's lines. */
export function PayoutItemsByType() {
  const record = useRecordContext();
  const lang = useLanguage();
  const [locale] = useLocaleState();
  const rows = (record?.items_by_type as ItemsRow[] | undefined) ?? [];
  if (rows.length === 0) return null;
  return (
    <SectionCard id="payout-items-title" title="resources.payouts.items.title" sx={{ mt: 2 }}>
      <SectionTable columns={COLUMNS}>
        {rows.map((r) => (
          <TableRow key={r.paid_for}>
            <TableCell>{PaidForType.is(r.paid_for) ? PaidForType.label(r.paid_for, lang) : r.paid_for}</TableCell>
            <TableCell align="right">{r.quantity}</TableCell>
            <TableCell align="right">{formatMoney(Number(r.amount), locale)}</TableCell>
          </TableRow>
        ))}
      </SectionTable>
    </SectionCard>
  );
}
