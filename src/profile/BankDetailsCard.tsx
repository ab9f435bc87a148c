import { Alert, Typography } from '@mui/material';
import { useCallback } from 'react';
import { Form, SaveButton, TextInput, useDataProvider, useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import type { UserCalls } from '../../providers/userCalls';
import { validateBank } from '../../domain/validators/bank';
import { useFormSubmit } from '../ui/lists/useFormSubmit';
import { useLoaded } from '../ui/useLoaded';
import { SectionCard } from '../ui/SectionCard';

const B = 'profile.bank';

/**
 * The affiliate's own bank details (account number and/or IBAN, spec 2 §5), where their payouts go:
 * printed on the invoices they generate and shown to staff on each payout. Saved by
 * PATCH /user_profiles/{own id}, the change logged as staff's edits are.
 */
export function BankDetailsCard({ userId }: { userId: number }) {
  const translate = useTranslate();
  const calls = useDataProvider<DataProvider & UserCalls>();
  const submit = useFormSubmit({ success: `${B}.saved` });
  const [record, setRecord] = useLoaded<RaRecord>(useCallback(() => calls.readUserProfile(userId), [calls, userId]));
  if (!record) return null;
  const save = (values: Record<string, unknown>) =>
    submit(async () => {
      const saved = await calls.saveUserProfile(userId, { bank_account_number: values.bank_account_number ?? '', bank_iban_number: values.bank_iban_number ?? '' });
      setRecord(saved);
    });
  const empty = !record.bank_account_number && !record.bank_iban_number;
  return (
    <SectionCard id="bank-details-title" title={`${B}.title`} variant="outlined">
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
    </SectionCard>
  );
}
