import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { SecurityPolicy } from '../../providers/securityCalls';
import { useNotifyUnhandled } from '../ui/useNotifyUnhandled';
import { useSecurityCalls } from './useSecurityCalls';

const T = 'security.policy';

/** The network's sign-in policy: whether staff must use two-factor sign-in. */
export function PolicyCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const onError = useNotifyUnhandled();
  const calls = useSecurityCalls();
  const [policy, setPolicy] = useState<SecurityPolicy | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let active = true;
    calls.getSecurityPolicy().then((loaded) => active && setPolicy(loaded), onError);
    return () => {
      active = false;
    };
  }, [calls, onError]);
  const toggle = async (require: boolean) => {
    setBusy(true);
    try {
      setPolicy(await calls.setSecurityPolicy({ require_two_factor_for_staff: require }));
      notify(`${T}.saved`, { type: 'success' });
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(`${T}.title`)}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={policy?.require_two_factor_for_staff ?? false}
              disabled={policy === null || busy}
              onChange={(event) => void toggle(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'security-policy-help' } }}
            />
          }
          label={translate(`${T}.require_staff`)}
        />
        <FormHelperText id="security-policy-help">{translate(`${T}.require_staff_help`)}</FormHelperText>
      </CardContent>
    </Card>
  );
}
