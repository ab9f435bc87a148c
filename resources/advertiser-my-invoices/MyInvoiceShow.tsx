import { TableCell, TableRow, Typography } from '@mui/material';
import { DateField, FunctionField, Show, SimpleShowLayout, TextField, TopToolbar, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { AdvertiserInvoiceStatus, AdvertiserPaymentMethod } from '../../domain/advertiserBilling/invoices';
import { PaidForType } from '../../domain/enums/payout';
import { PixelAction } from '../../domain/enums/pixel';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { formatMoney } from '../../src/ui/numberFormat';
import { SectionCard } from '../../src/ui/SectionCard';
import { SectionTable } from '../../src/ui/SectionTable';
import { useLanguage } from '../../src/ui/useLanguage';
import { MyInvoiceDownload } from './MyInvoiceDownload';
import { periodText } from './MyInvoiceList';

const T = 'resources.advertiser-my-invoices';

interface Line {
  offerId: number;
  offerName: string;
  action: number;
  paidFor: string;
  quantity: number;
  rate: string | null;
  amount: string;
}

const LINE_COLUMNS = [
  { label: `${T}.lines.description` },
  { label: `${T}.lines.quantity`, align: 'right' },
  { label: `${T}.lines.rate`, align: 'right' },
  { label: `${T}.lines.amount`, align: 'right' },
] as const;

const PAYMENT_COLUMNS = [{ label: `${T}.payments.received_on` }, { label: `${T}.payments.amount`, align: 'right' }, { label: `${T}.payments.method` }, { label: `${T}.payments.reference` }] as const;

/** The invoice's lines by offer, action and Paid-for type, as its PDF prints them. */
function Lines() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLanguage();
  const [locale] = useLocaleState();
  const lines = (record?.lines as Line[] | undefined) ?? [];
  const describe = (l: Line) => {
    const type = PaidForType.is(l.paidFor) ? PaidForType.label(l.paidFor, lang) : l.paidFor;
    const action = PixelAction.is(l.action) ? PixelAction.label(l.action, lang) : null;
    const what = action === null ? type : action === type ? action : `${action} · ${type}`;
    return `${l.offerName || `#${l.offerId}`} · ${what}`;
  };
  return (
    <SectionCard id="advertiser-my-invoice-lines" title={`${T}.lines.title`} sx={{ mt: 2 }}>
      <SectionTable columns={LINE_COLUMNS}>
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

/** The payments received against the invoice (refunds negative). */
function Payments() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLanguage();
  const [locale] = useLocaleState();
  const payments = (record?.payments as RaRecord[] | undefined) ?? [];
  return (
    <SectionCard id="advertiser-my-invoice-payments" title={`${T}.payments.title`} sx={{ mt: 2 }}>
      {payments.length === 0 ? (
        <Typography>{translate(`${T}.payments.none`)}</Typography>
      ) : (
        <SectionTable columns={PAYMENT_COLUMNS}>
          {payments.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{String(p.received_on)}</TableCell>
              <TableCell align="right">{formatMoney(Number(p.amount), locale)}</TableCell>
              <TableCell>{AdvertiserPaymentMethod.is(p.method) ? AdvertiserPaymentMethod.label(p.method, lang) : String(p.method)}</TableCell>
              <TableCell>{String(p.reference ?? '')}</TableCell>
            </TableRow>
          ))}
        </SectionTable>
      )}
    </SectionCard>
  );
}

/** One of their invoices: its figures and status, its lines, the payments received; its PDF. */
export function MyInvoiceShow() {
  const [locale] = useLocaleState();
  const money = (field: string) => (r: RaRecord) => `${formatMoney(Number(r[field]), locale)} ${String(r.currency ?? '')}`;
  return (
    <Show
      actions={
        <TopToolbar>
          <MyInvoiceDownload />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="number" />
        <FunctionField source="period" render={periodText} />
        <DateField source="issued_at" showTime />
        <TextField source="due_on" />
        <FunctionField source="amount" render={money('amount')} />
        <FunctionField source="paid" render={money('paid')} />
        <FunctionField source="balance" render={money('balance')} />
        <ClassChipField source="status" values={AdvertiserInvoiceStatus} />
        <TextField source="note" emptyText="—" />
      </SimpleShowLayout>
      <Lines />
      <Payments />
    </Show>
  );
}
