import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, SaveButton, TextInput, useDataProvider, useNotify, useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import type { UserCalls } from '../../providers/userCalls';
import { validateBank } from '../../domain/validators/bank';
import { useFormSubmit } from '../ui/lists/useFormSubmit';
import { useNotifyUnhandled } from '../ui/useNotifyUnhandled';

const B = 'profile.bank';

/**
 * The affiliate's own bank details (account number and/or IBAN, spec 2 §5), where their payouts go:
 * printed on the invoices they generate and shown to staff on each payout. Saved by
 * PATCH /user_profiles/{own id}, the change logged as staff's edits are.
 */
export function BankDetailsCard({ userId }: { userId: number }) {
  const translate = useTranslate();
  const calls = useDataProvider<DataProvider & UserCalls>();
  const submit = useFormSubmit();
  const notify = useNotify();
  const onError = useNotifyUnhandled();
  const [record, setRecord] = useState<RaRecord | null>(null);
  useEffect(() => {
    let active = true;
    calls.readUserProfile(userId).then((r) => active && setRecord(r), onError);
    return () => {
      active = false;
    };
  }, [calls, userId, onError]);
  if (!record) return null;
  const save = (values: Record<string, unknown>) =>
    submit(async () => {
      const saved = await calls.saveUserProfile(userId, { bank_account_number: values.bank_account_number ?? '', bank_iban_number: values.bank_iban_number ?? '' });
      setRecord(saved);
      notify(`${B}.saved`, { type: 'success' });
    });
  const empty = !record.bank_account_number && !record.bank_iban_number;
  return (
    <Card variant="outlined" component="section" aria-labelledby="bank-details-title">
      <CardContent>
        <Typography id="bank-details-title" variant="h6" component="h2" gutterBottom>
          {translate(`${B}.title`)}
        </Typography>
        {empty ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate(`${B}.missing`)}
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${B}.help`)}
          </Typography>
        )}
        <Form key={JSON.stringify([record.bank_account_number, record.bank_iban_number])} record={record} onSubmit={save} validate={validateBank}>
          <TextInput source="bank_account_number" label={`${B}.account_number`} fullWidth parse={(v: string | null) => v ?? ''} />
          <TextInput source="bank_iban_number" label={`${B}.iban`} helperText={`${B}.iban_help`} fullWidth parse={(v: string | null) => v ?? ''} />
          <SaveButton label={`${B}.save`} />
        </Form>
      </CardContent>
    </Card>
  );
}
