import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { Button, useDataProvider, useNotify, useTranslate, type DataProvider } from 'react-admin';
import type { UserCalls } from '../../providers/userCalls';
import { useAskingAction } from '../ui/lists/useRunAction';
import { useLoaded } from '../ui/useLoaded';
import { SectionCard } from '../ui/SectionCard';

const S = 'profile.callback_secret';
const MASK = '•'.repeat(24);

/**
 * The affiliate's callback secret key, which signs their postbacks (X-Signature, HMAC-SHA-256):
 * masked until revealed, copied with one click, replaced after a confirmation (the old key stops
 * signing at once).
 */
export function CallbackSecretCard({ userId }: { userId: number }) {
  const translate = useTranslate();
  const calls = useDataProvider<DataProvider & UserCalls>();
  const notify = useNotify();
  const runAction = useAskingAction();
  const [loaded, setLoaded] = useLoaded(useCallback(() => calls.ownCallbackSecretKey(), [calls]));
  const [shown, setShown] = useState(false);
  if (loaded === null) return null;
  const key = loaded.callback_secret_key;
  const copy = async () => {
    await navigator.clipboard?.writeText(key);
    notify(`${S}.copied`, { type: 'success' });
  };
  // a new key; replacing one asks first, making the first (no postback was sent yet) replaces nothing
  const makeKey = async () => {
    const ask = key ? { title: `${S}.rotate_title`, message: `${S}.rotate_explain` } : undefined;
    const made = await runAction(() => calls.newCallbackSecretKey(userId), key ? `${S}.rotated` : null, { ask, refresh: false });
    if (!made) return;
    setLoaded(made);
    setShown(true);
  };
  return (
    <SectionCard id="callback-secret-title" title={`${S}.title`} variant="outlined">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${S}.help`)}
      </Typography>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2, minWidth: 0 }}>
        <Box component="code" aria-label={translate(`${S}.key`)} sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1, minWidth: 0 }}>
          {!key ? translate(`${S}.none`) : shown ? key : MASK}
        </Box>
        <Tooltip title={translate(shown ? `${S}.hide` : `${S}.show`)}>
          <IconButton aria-label={translate(shown ? `${S}.hide` : `${S}.show`)} onClick={() => setShown(!shown)}>
            {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </Tooltip>
        <Tooltip title={translate(`${S}.copy`)}>
          <IconButton aria-label={translate(`${S}.copy`)} onClick={() => void copy()}>
            <ContentCopyIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Button label={key ? `${S}.rotate` : `${S}.create`} variant="outlined" onClick={() => void makeKey()} />
    </SectionCard>
  );
}
