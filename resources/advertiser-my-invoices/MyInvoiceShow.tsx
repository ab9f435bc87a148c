import { TableCell, TableRow, Typography } from '@mui/material';
import { DateField, FunctionField, Show, SimpleShowLayout, TextField, TopToolbar, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { AdvertiserInvoiceStatus, AdvertiserPaymentMethod } from '../../domain/advertiserBilling/invoices';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { formatMoney } from '../../src/ui/numberFormat';
import { SectionCard } from '../../src/ui/SectionCard';
import { SectionTable } from '../../src/ui/SectionTable';
import { useLanguage } from '../../src/ui/useLanguage';
import { MyInvoiceDownload } from './MyInvoiceDownload';
import { InvoiceLinesCard, periodText } from '../advertiser-invoices/InvoiceLinesCard';

const T = 'resources.advertiser-my-invoices';



const PAYMENT_COLUMNS = [{ label: `${T}.payments.received_on` }, { label: `${T}.payments.amount`, align: 'right' }, { label: `${T}.payments.method` }, { label: `${T}.payments.reference` }] as const;


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
      <InvoiceLinesCard messages={T} id="advertiser-my-invoice-lines" />
      <Payments />
    </Show>
  );
}
