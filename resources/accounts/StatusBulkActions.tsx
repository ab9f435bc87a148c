import { UserStatus } from '../../domain/enums/user';
import type { Choice } from '../../src/ui/lists/ChoiceBatchButton';
import { StatusBatchButton } from '../../src/ui/lists/StatusBatchButton';

const T = 'resources.user-operations/all-users';

/** Inactive is a ban: setting it asks first with its own wording. */
const banConfirm = (c: Choice) => (c.id === UserStatus.Inactive ? { title: `${T}.confirm.ban_title`, content: `${T}.confirm.ban_content` } : undefined);

/** Batch set status for the list's user type (spec 2 §4); Inactive is a ban and asks first. */
export function StatusBulkActions({ resource = 'user-operations/all-users' }: { resource?: string }) {
  return <StatusBatchButton resource={resource} action="ban" statuses={UserStatus} label={`${T}.actions.set_status`} field="status_id" confirmFor={banConfirm} success={`${T}.actions.done`} />;
}
