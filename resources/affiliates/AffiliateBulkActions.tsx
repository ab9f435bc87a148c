import { useCanAccess, useTranslate } from 'react-admin';
import { CommissionType } from '../../domain/enums/commission';
import { UserLeadStatus } from '../../domain/enums/user';
import { useLeadStatusAccess } from './leadStatusAccess';
import { ChoiceBatchButton } from '../../src/ui/lists/ChoiceBatchButton';
import { useLanguage } from '../../src/ui/useLanguage';
import { StatusBulkActions } from '../accounts/StatusBulkActions';
import { useManagerChoices } from '../accounts/useManagerChoices';

const T = 'resources.user-operations/all-users';

/** Batch status (a ban asks first), commission type, manager and lead status for the selected affiliates. */
export function AffiliateBulkActions() {
  const translate = useTranslate();
  const lang = useLanguage();
  const { canAccess: canManage } = useCanAccess({ resource: 'user-operations/affiliates', action: 'edit' });
  const managers = useManagerChoices(canManage === true);
  const lead = useLeadStatusAccess('user-operations/affiliates');
  return (
    <>
      <StatusBulkActions resource="user-operations/affiliates" />
      {canManage ? (
        <>
          <ChoiceBatchButton
            label={`${T}.actions.set_commission_type`}
            batch="commission-type"
            field="commission_type_id"
            choices={CommissionType.options(lang)}
            success={`${T}.actions.done`}
          />
          <ChoiceBatchButton
            label={translate(`${T}.actions.change_manager`)}
            batch="manager"
            field="manager_id"
            choices={managers}
            confirmFor={() => ({ title: `${T}.confirm.manager_title`, content: `${T}.confirm.manager_content` })}
            success={`${T}.actions.done`}
          />
        </>
      ) : null}
      {lead.set ? (
        <ChoiceBatchButton label={`${T}.actions.set_lead_status`} batch="lead-status" field="lead_status" choices={UserLeadStatus.options(lang)} success={`${T}.actions.done`} />
      ) : null}
    </>
  );
}
