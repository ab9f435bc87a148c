import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Button, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { useUserAction } from '../../resources/accounts/useUserCalls';
import { useAskYes } from '../ui/confirm';

const T = 'resources.user-operations/all-users';

/** Ban (asks first) or unban, and a new callback secret key shown once. */
export function AccountActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const act = useUserAction();
  const { canAccess: canBan } = useCanAccess({ resource: 'user-operations/all-users', action: 'ban' });
  const askYes = useAskYes();
  const [secret, setSecret] = useState<string | null>(null);
  if (!record) return null;
  const base = `/user_profiles/user-accounts/${record.id}`;
  const done = translate(`${T}.actions.saved`);
  const ban = async () => {
    if (await askYes({ title: translate(`${T}.confirm.ban_one_title`), message: translate(`${T}.confirm.ban_content`) })) await act('POST', `${base}/ban`, undefined, done);
  };
  const newSecret = async () => {
    const data = await act<{ callback_secret_key: string }>('POST', `${base}/change-callback-secret-key`, undefined, done);
    if (data) setSecret(data.callback_secret_key);
  };
  return (
    <Stack spacing={2} alignItems="flex-start" sx={{ py: 2 }}>
      {canBan ? (
        record.isBanned ? (
          <Button label={`${T}.actions.unban`} variant="outlined" onClick={() => void act('POST', `${base}/unban`, undefined, done)} />
        ) : (
          <Button label={`${T}.actions.ban`} variant="outlined" color="error" onClick={() => void ban()} />
        )
      ) : null}
      <Button label={`${T}.account.new_secret`} variant="outlined" onClick={() => void newSecret()} />
      {secret ? <Alert severity="info">{translate(`${T}.account.secret_shown_once`, { key: secret })}</Alert> : null}
    </Stack>
  );
}
