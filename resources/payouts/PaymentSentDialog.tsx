import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { BooleanInput, Form, required, SaveButton, TextInput, useDataProvider, useNotify, useRefresh, useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import { PayoutStatus } from '../../domain/enums/payout';
import type { BillingCalls } from '../../providers/billingCalls';
import { useFormSubmit } from '../../src/ui/lists/useFormSubmit';
import { TextButton } from '../../src/ui/TextButton';

// a fresh form each time: never a record's own reference
const EMPTY = {};
const P = 'resources.payouts.payment';

/** The affiliate has an account number or an IBAN on file (the payout carries them whole on its page). */
export const hasBankDetails = (r: RaRecord) => Boolean(r.bank_account_number || r.bank_iban_number);

/**
 * "Payment sent" asks first: the transfer's reference (stored on the payout, shown to the
 * affiliate) and, when the affiliate has no bank details on file, a warning that must be ticked
 * away; the server refuses the same without the tick.
 */
export function PaymentSentDialog({ record, open, onClose }: { record: RaRecord; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const calls = useDataProvider<DataProvider & BillingCalls>();
  const submit = useFormSubmit();
  const notify = useNotify();
  const refresh = useRefresh();
  const bank = hasBankDetails(record);
  const titleId = `payment-sent-${String(record.id)}`;
  const save = (values: Record<string, unknown>) =>
    submit(async () => {
      await calls.movePayout(record.id, PayoutStatus.PaymentSent, undefined, { payment_reference: String(values.payment_reference ?? ''), ...(bank ? {} : { confirm_no_bank_details: values.confirm_no_bank_details === true }) });
      notify('resources.payouts.moved', { type: 'success' });
      onClose();
      refresh();
    });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form record={EMPTY} onSubmit={save} warnWhenUnsavedChanges={false}>
        <DialogTitle id={titleId}>{translate(`${P}.title`, { id: record.id })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(`${P}.explain`)}</DialogContentText>
          {bank ? null : (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate(`${P}.no_bank`)}
            </Alert>
          )}
          <TextInput source="payment_reference" label={`${P}.reference`} helperText={`${P}.reference_help`} validate={required()} fullWidth />
          {bank ? null : <BooleanInput source="confirm_no_bank_details" label={`${P}.confirm_no_bank`} validate={(v: unknown) => (v === true ? undefined : `${P}.confirm_required`)} />}
        </DialogContent>
        <DialogActions>
          <TextButton label="resources.payouts.dialog.cancel" onClick={onClose} />
          <SaveButton label={`${P}.confirm`} icon={<span />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
