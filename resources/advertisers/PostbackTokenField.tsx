import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button, Confirm, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { useOfferAction } from '../offers/useOfferCalls';

const T = 'resources.advertisers.token';

/** The advertiser's postback token with "generate new" behind a confirmation (the old one stops working). */
export function PostbackTokenField() {
  const record = useRecordContext();
  const translate = useTranslate();
  const act = useOfferAction();
  const { canAccess } = useCanAccess({ resource: 'advertisers', action: 'edit' });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const regenerate = async () => {
    setBusy(true);
    await act((calls) => calls.regeneratePostbackToken(record.id), `${T}.done`);
    setBusy(false);
    setAsking(false);
  };
  const token = typeof record.postback_token === 'string' ? record.postback_token : null;
  return (
    <Box>
      <Typography component="code" sx={{ wordBreak: 'break-all', display: 'block' }} data-testid="postback-token">
        {token ?? translate(`${T}.none`)}
      </Typography>
      {canAccess ? <Button label={`${T}.regenerate`} onClick={() => setAsking(true)} disabled={busy} /> : null}
      <Confirm isOpen={asking} loading={busy} title={`${T}.confirm_title`} content={`${T}.confirm_content`} onConfirm={() => void regenerate()} onClose={() => setAsking(false)} />
    </Box>
  );
}
