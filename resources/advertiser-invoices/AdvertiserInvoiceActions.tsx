import DeleteIcon from '@mui/icons-material/Delete';
import PaymentsIcon from '@mui/icons-material/Payments';
import SendIcon from '@mui/icons-material/Send';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  DateInput,
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  required,
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useRefresh,
  useTranslate,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { AdvertiserPaymentMethod } from '../../domain/advertiserBilling/invoices';
import { advertiserInvoiceFileUrl, type AdvertiserBillingCalls } from '../../providers/advertiserBillingCalls';
import { useRole } from '../../src/ui/RoleContext';
import { RecordActionButton } from '../../src/ui/lists/RecordActionButton';
import { useFormSubmit } from '../../src/ui/lists/useFormSubmit';
import { FileDownloadLink } from '../../src/ui/FileDownloadLink';
import { TextButton } from '../../src/ui/TextButton';
import { useLanguage } from '../../src/ui/useLanguage';

const T = 'resources.advertiser-invoices';
const useCalls = () => useDataProvider<DataProvider & AdvertiserBillingCalls>();

/** A link to the invoice's PDF, downloaded through the http client. */
export function AdvertiserInvoiceDownload({ record: given }: { record?: RaRecord }) {
  const context = useRecordContext();
  const record = given ?? context;
  const translate = useTranslate();
  const role = useRole();
  const calls = useCalls();
  if (!record) return null;
  const number = String(record.number);
  return (
    <FileDownloadLink
      href={advertiserInvoiceFileUrl(role, record.id)}
      fileName={`${number}.pdf`}
      label={translate(`${T}.download`)}
      name={number}
      fetchFile={() => calls.downloadAdvertiserInvoice(record.id)}
    />
  );
}

/** Sends the invoice to the advertiser through the mail outbox, after a confirmation. */
export function SendAdvertiserInvoiceButton() {
  const record = useRecordContext();
  const calls = useCalls();
  const { canAccess } = useCanAccess({ resource: 'advertiser-invoices', action: 'create' });
  if (!record || !canAccess) return null;
  return (
    <RecordActionButton
      label={`${T}.send`}
      icon={<SendIcon />}
      confirm={{ title: `${T}.send_confirm.title`, content: `${T}.send_confirm.content`, args: { number: record.number } }}
      run={() => calls.sendAdvertiserInvoice(record.id)}
      success={{ message: `${T}.sent` }}
    />
  );
}

// a fresh form each time: never a record's own reference
const today = () => new Date().toISOString().slice(0, 10);

/** "Record payment": amount (negative: a refund), date, method, reference and note, recorded against the invoice; a 422 lands on the fields. */
export function RecordPaymentButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLanguage();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const submit = useFormSubmit({ success: `${T}.record.done` });
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'advertiser-payments', action: 'create' });
  if (!record || !canAccess) return null;
  const titleId = `record-payment-${String(record.id)}`;
  const save = (values: Record<string, unknown>) =>
    submit(async () => {
      await dataProvider.create('advertiser-payments', { data: { ...values, invoice_id: record.id } });
      setOpen(false);
      refresh();
    });
  return (
    <>
      <MuiButton size="small" startIcon={<PaymentsIcon />} onClick={() => setOpen(true)}>
        {translate(`${T}.record.open`)}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <Form record={{ amount: String(record.balance ?? ''), received_on: today(), method: AdvertiserPaymentMethod.BankWire, reference: '', note: '' }} onSubmit={save} warnWhenUnsavedChanges={false}>
          <DialogTitle id={titleId}>{translate(`${T}.record.title`, { number: record.number })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate(`${T}.record.explain`)}</DialogContentText>
            <TextInput source="amount" label={`${T}.record.amount`} validate={required()} fullWidth />
            <DateInput source="received_on" label={`${T}.record.received_on`} validate={required()} fullWidth />
            <SelectInput source="method" label={`${T}.record.method`} choices={AdvertiserPaymentMethod.options(lang)} translateChoice={false} validate={required()} fullWidth />
            <TextInput source="reference" label={`${T}.record.reference`} fullWidth />
            <TextInput source="note" label={`${T}.record.note`} multiline fullWidth />
          </DialogContent>
          <DialogActions>
            <TextButton label={`${T}.record.cancel`} onClick={() => setOpen(false)} />
            <SaveButton label={`${T}.record.save`} icon={<span />} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

/** Deletes a payment recorded by mistake, after a confirmation. */
export function DeletePaymentButton({ payment }: { payment: RaRecord }) {
  const dataProvider = useDataProvider();
  const { canAccess } = useCanAccess({ resource: 'advertiser-payments', action: 'delete' });
  if (!canAccess) return null;
  return (
    <RecordActionButton
      label={`${T}.payments.delete`}
      icon={<DeleteIcon />}
      color="error"
      confirm={{ title: `${T}.payments.delete_confirm.title`, content: `${T}.payments.delete_confirm.content` }}
      run={() => dataProvider.delete('advertiser-payments', { id: payment.id, previousData: payment })}
      success={{ message: `${T}.payments.deleted` }}
    />
  );
}
