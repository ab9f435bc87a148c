import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TwoFactorStatus } from '../../providers/securityCalls';
import { useNotifyUnhandled } from '../ui/useNotifyUnhandled';
import { ApiKeysCard } from './ApiKeysCard';
import { SessionsCard } from './SessionsCard';
import { SignInHistoryCard } from './SignInHistoryCard';
import { TwoFactorCard } from './TwoFactorCard';
import { useSecurityCalls } from './useSecurityCalls';
import { PageHeading } from '../ui/PageHeading';

/**
 * /security, every user's own: two-factor sign-in, where they are signed in, their API keys and
 * their sign-in history. Staff the policy obliges to enrol land here after sign-in.
 */
export function SecurityPage() {
  const translate = useTranslate();
  const calls = useSecurityCalls();
  const onError = useNotifyUnhandled();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const load = useCallback(() => calls.getTwoFactor().then(setStatus, onError), [calls, onError]);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 960 }}>
      <PageHeading title="security.title" />
      {status?.required && !status.enabled ? <Alert severity="warning">{translate('security.enrolment_required')}</Alert> : null}
      <TwoFactorCard status={status} onChange={() => void load()} />
      <SessionsCard />
      <ApiKeysCard />
      <SignInHistoryCard />
    </Stack>
  );
}
