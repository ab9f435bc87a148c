import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useUserCalls } from '../accounts/useUserCalls';

/** Above the outbox: whether mail leaves this server, and what to do when it does not. */
export function DeliveryNotice() {
  const translate = useTranslate();
  const calls = useUserCalls();
  const { data } = useQuery({ queryKey: ['mail-outbox', 'delivery'], queryFn: () => calls.readMailDelivery() });
  if (!data) return null;
  return data.smtp_configured ? (
    <Alert severity="info" sx={{ mt: 1 }}>
      {translate('resources.mail-outbox.smtp', { from: data.from })}
    </Alert>
  ) : (
    <Alert severity="warning" sx={{ mt: 1 }}>
      {translate('resources.mail-outbox.no_smtp')}
    </Alert>
  );
}
