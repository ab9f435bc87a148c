import DeleteIcon from '@mui/icons-material/Delete';
import type { MouseEvent } from 'react';
import {
  Button,
  useCanAccess,
  useDelete,
  useGetResourceLabel,
  useGetRecordRepresentation,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
  type RedirectionSideEffect,
} from 'react-admin';
import { useAskYes } from '../confirm';
import { useNotifyUnhandled } from '../useNotifyUnhandled';

export interface AskDeleteButtonProps {
  /** where to go once deleted; false stays (a list row) */
  redirect?: RedirectionSideEffect;
}

/**
 * react-admin's delete button, but asking with the app's one confirmation dialog (title, ×,
 * Yes/No) instead of react-admin's Confirm, and deleting only once the server said so. Texts:
 * resources.<resource>.message.delete_title / delete_content, then react-admin's defaults.
 */
export function AskDeleteButton({ redirect = 'list' }: AskDeleteButtonProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(resource);
  const resourceLabel = useGetResourceLabel();
  const askYes = useAskYes();
  const notify = useNotify();
  const goTo = useRedirect();
  const onError = useNotifyUnhandled();
  const [remove, { isPending }] = useDelete();
  // like react-admin's DeleteButton: hidden from whoever may not delete this record
  const { canAccess } = useCanAccess({ action: 'delete', resource, record });
  if (!record || !resource || !canAccess) return null;

  const start = async (event: MouseEvent) => {
    event.stopPropagation(); // a row click would open the record
    const args = { recordRepresentation: String(represent(record) ?? record.id), id: record.id, name: resourceLabel(resource, 1).toLocaleLowerCase() };
    const title = translate(`resources.${resource}.message.delete_title`, { _: translate('ra.message.delete_title', args), ...args });
    const message = translate(`resources.${resource}.message.delete_content`, { _: translate('ra.message.delete_content', args), ...args });
    if (!(await askYes({ title, message }))) return;
    await remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`resources.${resource}.notifications.deleted`, { type: 'success', messageArgs: { smart_count: 1, _: translate('ra.notification.deleted', { smart_count: 1 }) } });
          if (redirect !== false) goTo(redirect, resource);
        },
        onError,
      },
    );
  };

  return (
    <Button label="ra.action.delete" color="error" disabled={isPending} onClick={(event) => void start(event)}>
      <DeleteIcon />
    </Button>
  );
}
