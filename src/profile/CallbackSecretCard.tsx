import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, useDataProvider, useNotify, useTranslate, type DataProvider } from 'react-admin';
import type { UserCalls } from '../../providers/userCalls';
import { useAskYes } from '../ui/confirm';
import { useNotifyUnhandled } from '../ui/useNotifyUnhandled';

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
  const onError = useNotifyUnhandled();
  const askYes = useAskYes();
  const [key, setKey] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let active = true;
    calls.ownCallbackSecretKey().then((r) => active && setKey(r.callback_secret_key), onError);
    return () => {
      active = false;
    };
  }, [calls, onError]);
  if (key === null) return null;
  const copy = async () => {
    await navigator.clipboard?.writeText(key);
    notify(`${S}.copied`, { type: 'success' });
  };
  // a new key; replacing one asks first, making the first (no postback was sent yet) replaces nothing
  const makeKey = async () => {
    if (key && !(await askYes({ title: translate(`${S}.rotate_title`), message: translate(`${S}.rotate_explain`) }))) return;
    try {
      const made = await calls.newCallbackSecretKey(userId);
      if (key) notify(`${S}.rotated`, { type: 'success' });
      setKey(made.callback_secret_key);
      setShown(true);
    } catch (error) {
      onError(error);
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="callback-secret-title">
      <CardContent>
        <Typography id="callback-secret-title" variant="h6" component="h2" gutterBottom>
          {translate(`${S}.title`)}
        </Typography>
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
      </CardContent>
    </Card>
  );
}
