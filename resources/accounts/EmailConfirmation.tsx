import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Button, Link, useCanAccess, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { EmailStatus } from '../../domain/enums/user';
import { useRole } from '../../src/ui/RoleContext';
import { useUserAction } from './useUserCalls';

const E = 'resources.user-operations/all-users.email';

/**
 * Under the e-mail on the account page: an address not confirmed yet is said so, with what it
 * means, and (with the key that edits the account) marked confirmed after a confirmation, or sent
 * a new link. Without SMTP the new link waits in the mail outbox, and an administrator is pointed
 * there to copy it.
 */
export function EmailConfirmation() {
  const record = useRecordContext();
  const translate = useTranslate();
  const act = useUserAction();
  const { canAccess: canEdit } = useCanAccess({ resource: 'user-operations/all-users', action: 'edit', record });
  const [held, setHeld] = useState(false);
  if (!record || record.is_email_confirmed === EmailStatus.Confirmed || record.is_email_confirmed === undefined) return null;
  const id = record.id;
  const confirm = () => act((calls) => calls.confirmUserEmail(id), `${E}.confirmed`, { ask: { title: `${E}.confirm_title`, message: `${E}.confirm_content` } });
  const sendLink = async () => {
    const answer = await act((calls) => calls.sendConfirmationLink(id), `${E}.link_sent`);
    setHeld(answer?.email_delivery === 'outbox');
  };
  return (
    <Stack spacing={1} alignItems="flex-start" sx={{ my: 1 }}>
      <Alert severity="warning" sx={{ width: '100%', boxSizing: 'border-box' }}>
        <strong>{translate(`${E}.unconfirmed`)}</strong>. {translate(`${E}.unconfirmed_help`)}
      </Alert>
      {canEdit ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button label={`${E}.confirm`} variant="contained" onClick={() => void confirm()} />
          <Button label={`${E}.send_link`} variant="outlined" onClick={() => void sendLink()} />
        </Stack>
      ) : null}
      {held ? <LinkHeld /> : null}
    </Stack>
  );
}

/** The new link waits in the mail outbox (no SMTP); an administrator is pointed there to copy it. */
function LinkHeld() {
  const translate = useTranslate();
  const role = useRole();
  const createPath = useCreatePath();
  return (
    <Alert severity="info" sx={{ width: '100%', boxSizing: 'border-box' }}>
      {translate(`${E}.link_held`)}{' '}
      {role === 'admin' ? <Link to={createPath({ resource: 'mail-outbox', type: 'list' })}>{translate(`${E}.open_outbox`)}</Link> : null}
    </Alert>
  );
}
