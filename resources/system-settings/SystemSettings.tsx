import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRequireAccess, useTranslate } from 'react-admin';
import { BusyLoading } from '../../src/ui/BusyLoading';
import { RetryAlert } from '../../src/ui/errors/RetryAlert';
import { usePermissionCalls } from '../../src/permissions/usePermissionCalls';
import { GeneralSettingsForm } from './GeneralSettingsForm';
import { NetworkTokenCard } from './NetworkTokenCard';
import { ReferralProgramForm } from './ReferralProgramForm';
import { FraudSettingsForm } from './FraudSettingsForm';
import { SYSTEM_SETTINGS_QUERY } from './useSaveSection';
import { PageHeading } from '../../src/ui/PageHeading';

/** The system settings page (spec 1 §3, §7): administrators only, guarded like a resource. */
export function SystemSettings() {
  const translate = useTranslate();
  const calls = usePermissionCalls();
  const { isPending } = useRequireAccess({ resource: 'system-settings', action: 'list' });
  const { data, isError, refetch } = useQuery({ queryKey: SYSTEM_SETTINGS_QUERY, queryFn: () => calls.getSystemSettings(), enabled: !isPending, retry: false });
  if (isPending) return <BusyLoading />;
  const general = data?.['general-settings'];
  const referral = data?.['default-referral-program'];
  const fraud = data?.['fraud-detection'];
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <PageHeading title="system_settings.title" />
      {isError && <RetryAlert message="app.errors.internal" onRetry={refetch} />}
      {!data && !isError && <BusyLoading />}
      {general && (
        <Card variant="outlined" component="section" aria-label={translate('system_settings.general')}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('system_settings.general')}
            </Typography>
            <GeneralSettingsForm settings={general} />
          </CardContent>
        </Card>
      )}
      {general && referral && (
        <Card variant="outlined" component="section" aria-label={translate('system_settings.referral')}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('system_settings.referral')}
            </Typography>
            {general.workspace_features.includes('referral_program') ? (
              <ReferralProgramForm settings={referral} />
            ) : (
              <Alert severity="info">{translate('system_settings.referral_off')}</Alert>
            )}
          </CardContent>
        </Card>
      )}
      {general && fraud && (
        <Card variant="outlined" component="section" aria-label={translate('resources.traffic-quality.settings.title')}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('resources.traffic-quality.settings.title')}
            </Typography>
            <FraudSettingsForm settings={fraud} enabled={general.workspace_features.includes('fraud_detection')} />
          </CardContent>
        </Card>
      )}
      {data ? <NetworkTokenCard /> : null}
    </Stack>
  );
}
