import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Button, useCanAccess, useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import { useUserAction } from './useUserCalls';
import { ForcePeriodButton } from '../payouts/ForcePeriodButton';
import { useRole } from '../../src/ui/RoleContext';
import { useSecurityCalls } from '../../src/security/useSecurityCalls';
import { useAskingAction } from '../../src/ui/lists/useRunAction';
import { EraseButton } from '../../src/security/EraseButton';
import { UserType } from '../../domain/enums/user';

const T = 'resources.user-operations/all-users';

const S = 'security.account';

/** The admin's account security actions: reset the second factor, end every session; each asks first. */
function SecurityActions({ userId }: { userId: number }) {
  const runAction = useAskingAction();
  const calls = useSecurityCalls();
  const run = (name: 'reset_two_factor' | 'end_sessions', call: () => Promise<void>) =>
    runAction(call, `${S}.done`, { ask: { title: `${S}.${name}_title`, message: `${S}.${name}_content` }, refresh: false });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button label={`${S}.reset_two_factor`} variant="outlined" onClick={() => void run('reset_two_factor', () => calls.resetUserTwoFactor(userId))} />
      <Button label={`${S}.end_sessions`} variant="outlined" onClick={() => void run('end_sessions', () => calls.endUserSessions(userId))} />
    </Stack>
  );
}

/** View as this user: asks, opens a view-only session of theirs, and loads their app. */
function ViewAsButton({ userId }: { userId: number }) {
  const runAction = useAskingAction();
  const calls = useSecurityCalls();
  const open = async () => {
    const started = await runAction(() => calls.startViewAs(userId), null, {
      ask: { title: 'security.view_as.start_title', message: 'security.view_as.start_content' },
      refresh: false,
    });
    if (started) window.location.assign(started.url);
  };
  return <Button label="security.view_as.start" variant="outlined" onClick={() => void open()} />;
}

/** Ban (asks first) or unban, a new callback secret key shown once, view as the user, and (admins) the security actions. */
export function AccountActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const act = useUserAction();
  const { canAccess: canBan } = useCanAccess({ resource: 'user-operations/all-users', action: 'ban' });
  const role = useRole();
  const { identity } = useGetIdentity();
  const [secret, setSecret] = useState<string | null>(null);
  if (!record) return null;
  const id = record.id;
  const done = translate(`${T}.actions.saved`);
  const ban = () => act((calls) => calls.banUser(id), done, { ask: { title: `${T}.confirm.ban_one_title`, message: `${T}.confirm.ban_content` } });
  const newSecret = async () => {
    const data = await act((calls) => calls.newCallbackSecretKey(id), done, { ask: { title: `${T}.confirm.secret_title`, message: `${T}.confirm.secret_content` } });
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
      {record.user_type === UserType.Affiliate ? <EraseButton kind="user" /> : null}
    </Stack>
  );
}
