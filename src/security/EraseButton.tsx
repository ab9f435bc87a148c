import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ERASE_CONFIRMATION } from '../../domain/security/erasure';
import { useRole } from '../ui/RoleContext';
import { fieldError, useSecurityCalls } from './useSecurityCalls';

const T = 'security.erase';

/**
 * "Erase personal data" on an affiliate's, advertiser's or lead's page (spec 4 §8), the admin's
 * alone: a dialog says what goes and what stays, and the button acts only once ERASE is typed.
 */
export function EraseButton({ kind }: { kind: 'user' | 'lead' }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const calls = useSecurityCalls();
  const role = useRole();
  const phone = useMediaQuery('(max-width:600px)');
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  if (role !== 'admin' || !record) return null;
  const close = () => {
    setOpen(false);
    setWord('');
    setProblem(undefined);
  };
  const erase = async () => {
    setBusy(true);
    try {
      await calls.erasePersonalData({ kind, id: record.id }, word.trim());
      close();
      notify(`${T}.done`, { type: 'success' });
      refresh();
    } catch (error) {
      setProblem(fieldError(error, 'confirm') ?? fieldError(error, 'id') ?? (error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setOpen(true)}>
        {translate(`${T}.button`)}
      </Button>
      <Dialog open={open} onClose={busy ? undefined : close} fullScreen={phone} aria-labelledby="erase-title">
        <DialogTitle id="erase-title">{translate(`${T}.title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(`${T}.${kind}_content`)}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={translate(`${T}.type_word`, { word: ERASE_CONFIRMATION })}
            value={word}
            onChange={(e) => setWord(e.target.value)}
            error={problem !== undefined}
            helperText={problem}
            disabled={busy}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void erase()} disabled={busy || word.trim() !== ERASE_CONFIRMATION}>
            {translate(`${T}.confirm`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
