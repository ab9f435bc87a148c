import { TableCell, TableRow } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { periodLabel } from '../../domain/billing/terms';
import { paidForWords } from '../../domain/billing/paidFor';
import { formatMoney } from '../../src/ui/numberFormat';
import { SectionCard } from '../../src/ui/SectionCard';
import { SectionTable } from '../../src/ui/SectionTable';
import { useLanguage } from '../../src/ui/useLanguage';

// What staff and the advertiser both read of an advertiser invoice: its period and its lines.

/** The period as people read it: first and last day (the end is exclusive in the API). */
export const periodText = (r: RaRecord) => periodLabel(String(r.period_start), String(r.period_end));

interface Line {
  offerId: number;
  offerName: string;
  action: number;
  paidFor: string;
  quantity: number;
  rate: string | null;
  amount: string;
}

/** The invoice's lines by offer, action and Paid-for type, as its PDF prints them; `messages` is the screen's prefix (`resources.<name>`). */
export function InvoiceLinesCard({ messages: T, id }: { messages: string; id: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLanguage();
  const [locale] = useLocaleState();
  const lines = (record?.lines as Line[] | undefined) ?? [];
  const columns = [
    { label: `${T}.lines.description` },
    { label: `${T}.lines.quantity`, align: 'right' },
    { label: `${T}.lines.rate`, align: 'right' },
    { label: `${T}.lines.amount`, align: 'right' },
  ] as const;
  const describe = (l: Line) => `${l.offerName || `#${l.offerId}`} · ${paidForWords(l.action, l.paidFor, lang)}`;
  return (
    <SectionCard id={id} title={`${T}.lines.title`} sx={{ mt: 2 }}>
      <SectionTable columns={columns}>
        {lines.map((l) => (
          <TableRow key={`${l.offerId}-${l.action}-${l.paidFor}`}>
            <TableCell>{describe(l)}</TableCell>
            <TableCell align="right">{l.quantity}</TableCell>
            <TableCell align="right">{l.rate === null ? translate(`${T}.lines.varies`) : formatMoney(Number(l.rate), locale)}</TableCell>
            <TableCell align="right">{formatMoney(Number(l.amount), locale)}</TableCell>
          </TableRow>
        ))}
      </SectionTable>
    </SectionCard>
  );
}
