import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { useAskYes } from '../../src/ui/confirm';
import { useOfferAction } from '../offers/useOfferCalls';

const T = 'resources.advertisers.token';

/**
 * The advertiser's postback token. The first is made at once; a new one replaces the old, which
 * stops working, so that asks first.
 */
export function PostbackTokenField() {
  const record = useRecordContext();
  const translate = useTranslate();
  const act = useOfferAction();
  const { canAccess } = useCanAccess({ resource: 'advertisers', action: 'edit' });
  const askYes = useAskYes();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const token = typeof record.postback_token === 'string' ? record.postback_token : null;
  const regenerate = async () => {
    if (token !== null && !(await askYes({ title: translate(`${T}.confirm_title`), message: translate(`${T}.confirm_content`) }))) return;
    setBusy(true);
    await act((calls) => calls.regeneratePostbackToken(record.id), token === null ? `${T}.generated` : `${T}.done`);
    setBusy(false);
  };
  return (
    <Box>
      <Typography component="code" sx={{ wordBreak: 'break-all', display: 'block' }} data-testid="postback-token">
        {token ?? translate(`${T}.none`)}
      </Typography>
      {canAccess ? <Button label={token === null ? `${T}.generate` : `${T}.regenerate`} onClick={() => void regenerate()} disabled={busy} /> : null}
    </Box>
  );
}
