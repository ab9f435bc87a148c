import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh, useUpdateMany } from 'react-admin';
import { SmartLinkStatus } from '../../domain/smartLinks/status';
import { EditFormPage, SaveToolbar } from '../../src/ui/forms/RecordFormPages';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { toSmartLinkBody } from './smartLinkBody';
import { SmartLinkInputs } from './SmartLinkInputs';

const T = 'resources.smart-links';

/** Suspends or resumes the whole link (UI_SmartLinks_Suspend), through the status batch. */
function SuspendButton() {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'smart-links', action: 'ban' });
  const [updateMany, { isPending }] = useUpdateMany();
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useNotifyUnhandled();
  if (!record || !canAccess) return null;
  const suspended = record.status === SmartLinkStatus.Suspended;
  const status = suspended ? SmartLinkStatus.Active : SmartLinkStatus.Suspended;
  const run = () =>
    updateMany(
      'smart-links',
      { ids: [record.id], data: { status }, meta: { batch: 'status' } },
      {
        onSuccess: () => {
          notify(`${T}.notifications.status_done`, { type: 'success' });
          refresh();
        },
        onError,
      },
    );
  return (
    <Button label={`${T}.action.${suspended ? 'resume' : 'suspend'}`} onClick={run} disabled={isPending}>
      {suspended ? <PlayArrowIcon /> : <PauseIcon />}
    </Button>
  );
}

export const SmartLinkEdit = () => (
  <EditFormPage
    transform={toSmartLinkBody}
    toolbar={
      <SaveToolbar>
        <SuspendButton />
      </SaveToolbar>
    }
  >
    <SmartLinkInputs />
  </EditFormPage>
);
