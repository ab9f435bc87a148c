import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type FormEvent } from 'react';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { TestLeadExchange, TestLeadInput } from '../../providers/brokerCalls';
import { PHONE_QUERY } from '../../src/ui/columns/ColumnsDatagrid';
import { fieldErrors } from '../../src/ui/lists/useFormSubmit';
import { TextButton } from '../../src/ui/TextButton';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { TestLeadExchangeView } from './TestLeadExchangeView';
import { useBrokerCalls } from './useBrokerCalls';

const T = 'resources.broker-integrations.test_lead';
const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'country', 'language'] as const;
type Field = (typeof FIELDS)[number];

const sample = (record: { countries?: string[]; languages?: string[] } | undefined): Record<Field, string> => ({
  first_name: 'Test',
  last_name: 'Lead',
  email: 'test.lead@example.com',
  phone: '+447700900123',
  country: record?.countries?.[0] ?? 'GB',
  language: record?.languages?.[0] ?? 'en',
});

/**
 * "Send test lead" on an integration's edit screen (spec 4 §2): a dialog with a prefilled sample
 * lead; Send tries the integration's SAVED settings and shows the exchange. The dialog's form sits
 * in a portal but inside the edit form's React tree: its submit must not reach the edit form.
 */
export function SendTestLeadButton() {
  const record = useRecordContext<{ id: number; countries?: string[]; languages?: string[] }>();
  const translate = useTranslate();
  const calls = useBrokerCalls();
  const onError = useNotifyUnhandled();
  const refresh = useRefresh();
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>(() => sample(record));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [exchange, setExchange] = useState<TestLeadExchange | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const start = () => {
    setValues(sample(record));
    setErrors({});
    setExchange(null);
    setOpen(true);
  };
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setBusy(true);
    setExchange(null);
    try {
      const lead: TestLeadInput = { ...values, language: values.language.trim() === '' ? null : values.language };
      const answer = await calls.sendTestLead(record.id, lead);
      setExchange(answer);
      if (answer.resumed) refresh();
    } catch (error) {
      const fields = fieldErrors<Field>(error);
      if (fields) setErrors(fields);
      else onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button startIcon={<SendIcon />} onClick={start}>
        {translate(`${T}.button`)}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="send-test-lead-title" fullWidth maxWidth="md" fullScreen={phone}>
        <Box component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate sx={{ display: 'contents' }}>
          <DialogTitle id="send-test-lead-title">{translate(`${T}.title`)}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>{translate(`${T}.explain`)}</DialogContentText>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, pt: 1 }}>
              {FIELDS.map((field) => (
                <TextField
                  key={field}
                  size="small"
                  label={translate(`${T}.fields.${field}`)}
                  value={values[field]}
                  onChange={set(field)}
                  error={Boolean(errors[field])}
                  helperText={errors[field]}
                  slotProps={{ htmlInput: field === 'country' || field === 'language' ? { maxLength: 2 } : field === 'email' ? { inputMode: 'email' } : field === 'phone' ? { inputMode: 'tel' } : {} }}
                />
              ))}
            </Box>
            {busy ? (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} role="status">
                <CircularProgress size={20} />
                {translate(`${T}.sending`)}
              </Box>
            ) : null}
            {exchange ? <TestLeadExchangeView exchange={exchange} /> : null}
          </DialogContent>
          <DialogActions>
            <TextButton label="ra.action.close" onClick={() => setOpen(false)} disabled={busy} />
            <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={busy}>
              {translate(`${T}.send`)}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
