import { TableCell, TableRow, Typography } from '@mui/material';
import { DateField, FunctionField, Show, SimpleShowLayout, TextField, TopToolbar, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { AdvertiserInvoiceStatus, AdvertiserPaymentMethod } from '../../domain/advertiserBilling/invoices';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { AskDeleteButton } from '../../src/ui/lists/AskDeleteButton';
import { formatMoney } from '../../src/ui/numberFormat';
import { SectionCard } from '../../src/ui/SectionCard';
import { SectionTable } from '../../src/ui/SectionTable';
import { useLanguage } from '../../src/ui/useLanguage';
import { AdvertiserInvoiceDownload, DeletePaymentButton, RecordPaymentButton, SendAdvertiserInvoiceButton } from './AdvertiserInvoiceActions';
import { InvoiceLinesCard, periodText } from './InvoiceLinesCard';

const T = 'resources.advertiser-invoices';



const PAYMENT_COLUMNS = [
  { label: `${T}.payments.received_on` },
  { label: `${T}.payments.amount`, align: 'right' },
  { label: `${T}.payments.method` },
  { label: `${T}.payments.reference` },
  { label: `${T}.payments.note` },
  { label: `${T}.payments.by` },
  { label: '' },
] as const;


/** The payments received against the invoice (refunds negative), each deletable when recorded by mistake. */
function Payments() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLanguage();
  const [locale] = useLocaleState();
  const payments = (record?.payments as RaRecord[] | undefined) ?? [];
  return (
    <SectionCard id="advertiser-invoice-payments" title={`${T}.payments.title`} sx={{ mt: 2 }}>
      {payments.length === 0 ? (
        <Typography>{translate(`${T}.payments.none`)}</Typography>
      ) : (
        <SectionTable columns={PAYMENT_COLUMNS}>
          {payments.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{String(p.received_on)}</TableCell>
              <TableCell align="right">{formatMoney(Number(p.amount), locale)}</TableCell>
              <TableCell>{AdvertiserPaymentMethod.label(p.method, lang)}</TableCell>
              <TableCell>{String(p.reference ?? '')}</TableCell>
              <TableCell>{String(p.note ?? '')}</TableCell>
              <TableCell>{String(p.created_by_name ?? '—')}</TableCell>
              <TableCell align="right">
                <DeletePaymentButton payment={p} />
              </TableCell>
            </TableRow>
          ))}
        </SectionTable>
      )}
    </SectionCard>
  );
}

/** One advertiser invoice: its figures and status, its lines, the payments received; download, send, record a payment, delete. */
export function AdvertiserInvoiceShow() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const money = (field: string) => (r: RaRecord) => `${formatMoney(Number(r[field]), locale)} ${String(r.currency ?? '')}`;
  return (
    <Show
      actions={
        <TopToolbar>
          <AdvertiserInvoiceDownload />
          <SendAdvertiserInvoiceButton />
          <RecordPaymentButton />
          <AskDeleteButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="number" />
        <TextField source="advertiser_name" />
        <FunctionField source="period" render={periodText} />
        <DateField source="issued_at" showTime />
        <TextField source="due_on" />
        <FunctionField source="amount" render={money('amount')} />
        <FunctionField source="paid" render={money('paid')} />
        <FunctionField source="balance" render={money('balance')} />
        <ClassChipField source="status" values={AdvertiserInvoiceStatus} />
        <FunctionField source="sent_at" render={(r: RaRecord) => (r.sent_at ? new Date(String(r.sent_at)).toLocaleString(locale) : translate(`${T}.not_sent`))} />
        <TextField source="note" emptyText="—" />
      </SimpleShowLayout>
      <InvoiceLinesCard messages={T} id="advertiser-invoice-lines" />
      <Payments />
    </Show>
  );
}
