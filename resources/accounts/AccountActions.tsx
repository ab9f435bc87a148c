import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Button, useCanAccess, useGetIdentity, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useUserAction } from './useUserCalls';
import { ForcePeriodButton } from '../payouts/ForcePeriodButton';
import { useRole } from '../../src/ui/RoleContext';
import { useSecurityCalls } from '../../src/security/useSecurityCalls';
import { useAskYes } from '../../src/ui/confirm';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';

const T = 'resources.user-operations/all-users';

const S = 'security.account';

/** The admin's account security actions: reset the second factor, end every session; each asks first. */
function SecurityActions({ userId }: { userId: number }) {
  const translate = useTranslate();
  const askYes = useAskYes();
  const notify = useNotify();
  const onError = useNotifyUnhandled();
  const calls = useSecurityCalls();
  const run = async (name: 'reset_two_factor' | 'end_sessions', call: () => Promise<void>) => {
    if (!(await askYes({ title: translate(`${S}.${name}_title`), message: translate(`${S}.${name}_content`) }))) return;
    try {
      await call();
      notify(`${S}.done`, { type: 'success' });
    } catch (error) {
      onError(error);
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button label={`${S}.reset_two_factor`} variant="outlined" onClick={() => void run('reset_two_factor', () => calls.resetUserTwoFactor(userId))} />
      <Button label={`${S}.end_sessions`} variant="outlined" onClick={() => void run('end_sessions', () => calls.endUserSessions(userId))} />
    </Stack>
  );
}

/** View as this user: asks, opens a view-only session of theirs, and loads their app. */
function ViewAsButton({ userId }: { userId: number }) {
  const translate = useTranslate();
  const askYes = useAskYes();
  const onError = useNotifyUnhandled();
  const calls = useSecurityCalls();
  const open = async () => {
    if (!(await askYes({ title: translate('security.view_as.start_title'), message: translate('security.view_as.start_content') }))) return;
    try {
      const { url } = await calls.startViewAs(userId);
      window.location.assign(url);
    } catch (error) {
      onError(error);
    }
  };
  return <Button label="security.view_as.start" variant="outlined" onClick={() => void open()} />;
}

/** Ban (asks first) or unban, a new callback secret key shown once, view as the user, and (admins) the security actions. */
export function AccountActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const act = useUserAction();
  const { canAccess: canBan } = useCanAccess({ resource: 'user-operations/all-users', action: 'ban' });
  const askYes = useAskYes();
  const role = useRole();
  const { identity } = useGetIdentity();
  const [secret, setSecret] = useState<string | null>(null);
  if (!record) return null;
  const id = record.id;
  const done = translate(`${T}.actions.saved`);
  const ban = async () => {
    if (await askYes({ title: translate(`${T}.confirm.ban_one_title`), message: translate(`${T}.confirm.ban_content`) })) await act((calls) => calls.banUser(id), done);
  };
  const newSecret = async () => {
    if (!(await askYes({ title: translate(`${T}.confirm.secret_title`), message: translate(`${T}.confirm.secret_content`) }))) return;
    const data = await act((calls) => calls.newCallbackSecretKey(id), done);
    if (data) setSecret(data.callback_secret_key);
  };
  return (
    <Stack spacing={2} alignItems="flex-start" sx={{ py: 2 }}>
      {canBan ? (
        record.isBanned ? (
          <Button label={`${T}.actions.unban`} variant="outlined" onClick={() => void act((calls) => calls.unbanUser(id), done)} />
        ) : (
          <Button label={`${T}.actions.ban`} variant="outlined" color="error" onClick={() => void ban()} />
        )
      ) : null}
      <Button label={`${T}.account.new_secret`} variant="outlined" onClick={() => void newSecret()} />
      {secret ? <Alert severity="info">{translate(`${T}.account.secret_shown_once`, { key: secret })}</Alert> : null}
      <ForcePeriodButton />
      {record.user_type !== 0 && record.id !== identity?.id ? <ViewAsButton userId={Number(record.id)} /> : null}
      {role === 'admin' ? <SecurityActions userId={Number(record.id)} /> : null}
    </Stack>
  );
}
