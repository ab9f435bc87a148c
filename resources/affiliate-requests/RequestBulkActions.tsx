import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useCanAccess } from 'react-admin';
import { UserLeadStatus } from '../../domain/enums/user';
import { BatchButton } from '../../src/ui/lists/BatchButton';
import { ChoiceBatchButton } from '../../src/ui/lists/ChoiceBatchButton';
import { useLanguage } from '../../src/ui/useLanguage';
import { useLeadStatusAccess } from '../affiliates/leadStatusAccess';

const T = 'resources.user-operations/all-users';

/** Approve, decline (asks first) and lead status (spec 4 §5: UI_LeadStatus_View and the manage key) for the selected requests (spec 2 §4). */
export function RequestBulkActions() {
  const lang = useLanguage();
  const { canAccess: canApprove } = useCanAccess({ resource: 'user-operations/affiliate-requests', action: 'approve' });
  const lead = useLeadStatusAccess('user-operations/affiliate-requests');
  return (
    <>
      {canApprove ? (
        <>
          <BatchButton label={`${T}.actions.approve`} icon={<CheckIcon />} batch="approve" success={`${T}.actions.done`} />
          <BatchButton
            label={`${T}.actions.decline`}
            icon={<CloseIcon />}
            batch="decline"
            confirm={{ title: `${T}.confirm.decline_title`, content: `${T}.confirm.decline_content` }}
            success={`${T}.actions.done`}
          />
        </>
      ) : null}
      {lead.set ? (
        <ChoiceBatchButton
          label={`${T}.actions.set_lead_status`}
          batch="lead-status"
          field="lead_status"
          choices={UserLeadStatus.options(lang)}
          success={`${T}.actions.done`}
        />
      ) : null}
    </>
  );
}
