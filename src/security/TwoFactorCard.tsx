import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { BusyLoading } from '../ui/BusyLoading';
import type { TwoFactorEnrolment, TwoFactorStatus } from '../../providers/securityCalls';
import { useNotifyUnhandled } from '../ui/useNotifyUnhandled';
import { CodeField } from './CodeField';
import { RecoveryCodes } from './RecoveryCodes';
import { fieldError, useSecurityCalls } from './useSecurityCalls';
import { TextButton } from '../ui/TextButton';

const T = 'security.two_factor';

/** A form asking for one code: enrolment's confirmation and turning off. */
function CodeForm({ submitLabel, onSubmit, onCancel }: { submitLabel: string; onSubmit: (code: string) => Promise<unknown>; onCancel: () => void }) {
  const onError = useNotifyUnhandled();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(code.trim());
    } catch (failure) {
      const message = fieldError(failure, 'code');
      if (message) setError(message);
      else onError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate>
      <CodeField value={code} error={error} onChange={(value) => (setCode(value), setError(undefined))} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <TextButton label={`${T}.cancel`} onClick={onCancel} />
        <TextButton label={submitLabel} type="submit" variant="contained" disabled={busy || code.trim() === ''} />
      </Box>
    </Box>
  );
}

/** The QR code and manual key of a started enrolment, then the code that confirms it. */
function Enrolment({ enrolment, onConfirm, onCancel }: { enrolment: TwoFactorEnrolment; onConfirm: (code: string) => Promise<unknown>; onCancel: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography>{translate(`${T}.scan`)}</Typography>
      <Box
        component="img"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qr_svg)}`}
        alt={translate(`${T}.qr_alt`)}
        sx={{ width: 200, height: 200, display: 'block', my: 2, bgcolor: '#fff', p: 1 }}
      />
      <Typography component="div">
        {translate(`${T}.manual_key`)}:{' '}
        <Box component="code" sx={{ wordBreak: 'break-all', fontSize: '1rem' }} data-testid="two-factor-secret">
          {enrolment.secret}
        </Box>
      </Typography>
      <CodeForm submitLabel={`${T}.confirm`} onSubmit={onConfirm} onCancel={onCancel} />
    </Box>
  );
}

/** Two-factor sign-in: its state, enrolment with a QR code, the recovery codes once, turning off. */
export function TwoFactorCard({ status, onChange }: { status: TwoFactorStatus | null; onChange: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const onError = useNotifyUnhandled();
  const calls = useSecurityCalls();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);

  const start = async () => {
    try {
      setEnrolment(await calls.startTwoFactor());
    } catch (error) {
      onError(error);
    }
  };
  const confirm = async (code: string) => {
    const recovery = await calls.confirmTwoFactor(code);
    setEnrolment(null);
    setCodes(recovery);
    notify(`${T}.enabled`, { type: 'success' });
    onChange();
  };
  const disable = async (code: string) => {
    await calls.disableTwoFactor(code);
    setDisabling(false);
    notify(`${T}.disabled`, { type: 'success' });
    onChange();
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {translate(`${T}.title`)}
          </Typography>
          {status ? <Chip size="small" color={status.enabled ? 'success' : 'default'} label={translate(status.enabled ? `${T}.on` : `${T}.off`)} /> : null}
        </Box>
        <Typography sx={{ mt: 1 }}>{translate(`${T}.intro`)}</Typography>
        {status === null ? <BusyLoading /> : null}
        {status?.enabled ? <Typography sx={{ mt: 1 }}>{translate(`${T}.codes_left`, { count: status.recovery_codes_left })}</Typography> : null}
        {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
        {enrolment ? <Enrolment enrolment={enrolment} onConfirm={confirm} onCancel={() => setEnrolment(null)} /> : null}
        {status && !enrolment && !codes ? (
          <Box sx={{ mt: 2 }}>
            {status.enabled ? (
              <TextButton label={`${T}.turn_off`} variant="outlined" color="error" onClick={() => setDisabling(true)} />
            ) : (
              <TextButton label={`${T}.turn_on`} variant="contained" onClick={() => void start()} />
            )}
          </Box>
        ) : null}
      </CardContent>
      <Dialog open={disabling} onClose={() => setDisabling(false)} aria-labelledby="two-factor-disable-title" fullWidth maxWidth="xs">
        <DialogTitle id="two-factor-disable-title">{translate(`${T}.disable_title`)}</DialogTitle>
        <DialogContent>
          <Typography>{translate(`${T}.disable_intro`)}</Typography>
          <CodeForm submitLabel={`${T}.turn_off`} onSubmit={disable} onCancel={() => setDisabling(false)} />
        </DialogContent>
      </Dialog>
    </Card>
  );
}
