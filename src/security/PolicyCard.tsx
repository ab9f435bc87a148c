import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SecurityPolicy } from '../../providers/securityCalls';
import { useRunAction } from '../ui/lists/useRunAction';
import { useLoaded } from '../ui/useLoaded';
import { useSecurityCalls } from './useSecurityCalls';

const T = 'security.policy';

/** The network's sign-in policy: whether staff must use two-factor sign-in. */
export function PolicyCard() {
  const translate = useTranslate();
  const runAction = useRunAction();
  const calls = useSecurityCalls();
  const [policy, setPolicy] = useLoaded<SecurityPolicy>(useCallback(() => calls.getSecurityPolicy(), [calls]));
  const [busy, setBusy] = useState(false);
  const toggle = async (require: boolean) => {
    setBusy(true);
    const saved = await runAction(() => calls.setSecurityPolicy({ require_two_factor_for_staff: require }), `${T}.saved`, { refresh: false });
    if (saved) setPolicy(saved);
    setBusy(false);
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
