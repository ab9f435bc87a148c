import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useNotify, useTranslate } from 'react-admin';
import { usePermissionCalls } from '../../src/permissions/usePermissionCalls';

const T = 'system_settings.network_token';
const QUERY = ['settings', 'network-postback-token'];

/** The network-wide postback token (spec 3 §4: an admin setting) with "generate new" behind a confirmation. */
export function NetworkTokenCard() {
  const translate = useTranslate();
  const calls = usePermissionCalls();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const { data } = useQuery({ queryKey: QUERY, queryFn: () => calls.getNetworkToken() });
  const regenerate = useMutation({
    mutationFn: () => calls.regenerateNetworkToken(),
    onSuccess: (fresh) => {
      queryClient.setQueryData(QUERY, fresh);
      notify(`${T}.done`, { type: 'success' });
    },
    onSettled: () => setAsking(false),
  });
  return (
    <Card variant="outlined" component="section" aria-label={translate(`${T}.title`)}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(`${T}.title`)}
        </Typography>
        <Typography sx={{ mb: 1 }}>{translate(`${T}.explain`)}</Typography>
        <Box>
          <Typography component="code" sx={{ wordBreak: 'break-all', display: 'block' }} data-testid="network-token">
            {data ? (data.token ?? translate(`${T}.none`)) : ''}
          </Typography>
          <Button label={`${T}.generate`} onClick={() => setAsking(true)} disabled={regenerate.isPending} />
        </Box>
        <Confirm isOpen={asking} loading={regenerate.isPending} title={`${T}.confirm_title`} content={`${T}.confirm_content`} onConfirm={() => regenerate.mutate()} onClose={() => setAsking(false)} />
      </CardContent>
    </Card>
  );
}
