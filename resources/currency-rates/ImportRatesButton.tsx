import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useState, type ChangeEvent } from 'react';
import { useDataProvider, useRefresh, useTranslate, type DataProvider } from 'react-admin';
import type { CurrencyCalls } from '../../providers/currencyCalls';
import { fieldErrors } from '../../src/ui/lists/useFormSubmit';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';

const T = 'resources.currency-rates.import';

type Outcome = { kind: 'done'; imported: number } | { kind: 'refused'; message: string } | null;

/** The CSV import (currency,day,rate): a file chosen, sent whole; the answer says how many rates, or the first bad line. */
export function ImportRatesButton() {
  const translate = useTranslate();
  const calls = useDataProvider<DataProvider & CurrencyCalls>();
  const refresh = useRefresh();
  const onError = useNotifyUnhandled();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setOutcome(null);
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      const { imported } = await calls.importCurrencyRates(await file.text());
      setOutcome({ kind: 'done', imported });
      refresh();
    } catch (error) {
      const fields = fieldErrors<'csv'>(error);
      if (fields?.csv) setOutcome({ kind: 'refused', message: fields.csv });
      else onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate(`${T}.button`)}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="import-rates-title" fullWidth maxWidth="sm">
        <DialogTitle id="import-rates-title">{translate(`${T}.title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(`${T}.explain`)}</DialogContentText>
          <Box component="pre" sx={{ my: 1.5, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: '0.85rem' }}>
            {'currency,day,rate\nJPY,2026-06-01,0.0062\nGBP,2026-06-01,1.17'}
          </Box>
          <Button component="label" variant="contained" startIcon={<UploadFileIcon />} disabled={busy}>
            {translate(`${T}.choose`)}
            <input type="file" accept=".csv,text/csv,text/plain" hidden onChange={(event) => void choose(event)} aria-label={translate(`${T}.choose`)} />
          </Button>
          {busy ? (
            <Box sx={{ mt: 2 }} role="status">
              <LinearProgress aria-label={translate(`${T}.sending`)} />
              {translate(`${T}.sending`)}
            </Box>
          ) : null}
          {outcome?.kind === 'done' ? (
            <Alert severity="success" role="status" sx={{ mt: 2 }}>
              {translate(`${T}.done`, { smart_count: outcome.imported })}
            </Alert>
          ) : null}
          {outcome?.kind === 'refused' ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate(`${T}.refused`, { message: outcome.message })}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('ra.action.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
