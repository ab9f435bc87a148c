import { useCanAccess } from 'react-admin';
import { UserStatus } from '../../domain/enums/user';
import { ChoiceBatchButton, type Choice } from '../../src/ui/lists/ChoiceBatchButton';
import { useLanguage } from '../../src/ui/useLanguage';

const T = 'resources.user-operations/all-users';

/** Batch set status for the list's user type (spec 2 §4); Inactive is a ban and asks first. */
export function StatusBulkActions() {
  const lang = useLanguage();
  const { canAccess } = useCanAccess({ resource: 'user-operations/all-users', action: 'ban' });
  if (!canAccess) return null;
  const confirmFor = (c: Choice) => (c.id === UserStatus.Inactive ? { title: `${T}.confirm.ban_title`, content: `${T}.confirm.ban_content` } : undefined);
  return (
    <ChoiceBatchButton
      label={`${T}.actions.set_status`}
      batch="status"
      field="status_id"
      choices={UserStatus.options(lang)}
      confirmFor={confirmFor}
      success={`${T}.actions.done`}
    />
  );
}
