import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button as MuiButton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useRef } from 'react';
import { Button, Link, useCanAccess, useCreatePath, useDataProvider, useGetManyReference, useLocaleState, useRecordContext, useTranslate, type DataProvider } from 'react-admin';
import { canSubmitInvoice } from '../../domain/billing/invoices';
import type { BillingCalls } from '../../providers/billingCalls';
import { formatMoney } from '../../src/ui/numberFormat';
import { useLanguage } from '../../src/ui/useLanguage';
import { InvoiceDownload, invoiceStatusText } from '../invoices/InvoiceFields';
import { useRunAction } from '../../src/ui/lists/useRunAction';
import { SectionCard } from '../../src/ui/SectionCard';
import { SectionTable } from '../../src/ui/SectionTable';

const INVOICE_COLUMNS = [
  { label: 'resources.invoices.fields.number' },
  { label: 'resources.invoices.fields.amount', align: 'right' },
  { label: 'resources.invoices.fields.status' },
  { label: 'resources.invoices.download' },
] as const;

/** The affiliate's two ways to hand in an invoice for the payout in context: generated here, or their own PDF. */
function SubmitInvoice({ payoutId, onDone }: { payoutId: number; onDone: () => void }) {
  const translate = useTranslate();
  const calls = useDataProvider<DataProvider & BillingCalls>();
  const runAction = useRunAction();
  const input = useRef<HTMLInputElement>(null);
  const submit = async (run: () => Promise<unknown>) => {
    if (await runAction(run, 'resources.invoices.handed_in')) onDone();
  };
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
      <Button label="resources.invoices.generate" variant="contained" onClick={() => void submit(() => calls.generateInvoice(payoutId))} />
      <MuiButton component="label" size="small" variant="outlined" startIcon={<UploadFileIcon />}>
        {translate('resources.invoices.upload')}
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          aria-describedby="invoice-upload-hint"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void submit(() => calls.uploadInvoice(payoutId, file));
          }}
        />
      </MuiButton>
      <Typography id="invoice-upload-hint" variant="body2" color="text.secondary">
        {translate('resources.invoices.upload_hint')}
      </Typography>
    </Stack>
  );
}

/** The payout's invoices, newest first, each with its PDF; the affiliate hands one in while the payout waits for it. */
export function PayoutInvoices() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLanguage();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  const { canAccess: canSubmit } = useCanAccess({ resource: 'invoices', action: 'create' });
  const { data = [], isPending, refetch } = useGetManyReference(
    'invoices',
    { target: 'payout_id', id: record?.id, pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'DESC' } },
    { enabled: record !== undefined },
  );
  if (!record) return null;
  const open = data.some((i) => i.status === 0 || i.status === 1);
  return (
    <SectionCard id="payout-invoices-title" title="resources.invoices.title" variant="outlined" sx={{ mt: 2 }}>
      {canSubmit && !isPending && !open && canSubmitInvoice(record.status as number) ? <SubmitInvoice payoutId={record.id as number} onDone={() => void refetch()} /> : null}
      {isPending ? null : data.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{translate('resources.invoices.none')}</Typography>
      ) : (
        <SectionTable columns={INVOICE_COLUMNS} sx={{ mt: 1 }}>
          {data.map((i) => (
            <TableRow key={i.id}>
              <TableCell>
                <Link to={createPath({ resource: 'invoices', type: 'show', id: i.id })}>{String(i.number)}</Link>
              </TableCell>
              <TableCell align="right">{formatMoney(Number(i.amount), locale)}</TableCell>
              <TableCell>{invoiceStatusText(i, lang, translate('resources.invoices.cancelled'))}</TableCell>
              <TableCell>
                <InvoiceDownload record={i} />
              </TableCell>
            </TableRow>
          ))}
        </SectionTable>
      )}
    </SectionCard>
  );
}
