import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { useAskYes } from '../../src/ui/confirm';
import { useOfferAction } from '../offers/useOfferCalls';

const T = 'resources.advertisers.token';

/** The advertiser's postback token with "generate new" behind a confirmation (the old one stops working). */
export function PostbackTokenField() {
  const record = useRecordContext();
  const translate = useTranslate();
  const act = useOfferAction();
  const { canAccess } = useCanAccess({ resource: 'advertisers', action: 'edit' });
  const askYes = useAskYes();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const regenerate = async () => {
    if (!(await askYes({ title: translate(`${T}.confirm_title`), message: translate(`${T}.confirm_content`) }))) return;
    setBusy(true);
    await act((calls) => calls.regeneratePostbackToken(record.id), `${T}.done`);
    setBusy(false);
  };
  const token = typeof record.postback_token === 'string' ? record.postback_token : null;
  return (
    <Box>
      <Typography component="code" sx={{ wordBreak: 'break-all', display: 'block' }} data-testid="postback-token">
        {token ?? translate(`${T}.none`)}
      </Typography>
      {canAccess ? <Button label={`${T}.regenerate`} onClick={() => void regenerate()} disabled={busy} /> : null}
    </Box>
  );
}
