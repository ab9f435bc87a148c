import { useCanAccess, useTranslate } from 'react-admin';
import { CommissionType } from '../../domain/enums/commission';
import { ChoiceBatchButton } from '../../src/ui/lists/ChoiceBatchButton';
import { useLanguage } from '../../src/ui/useLanguage';
import { StatusBulkActions } from '../accounts/StatusBulkActions';
import { useManagerChoices } from '../accounts/useManagerChoices';

const T = 'resources.user-operations/all-users';

/** Batch status (a ban asks first), commission type and manager for the selected affiliates. */
export function AffiliateBulkActions() {
  const translate = useTranslate();
  const lang = useLanguage();
  const { canAccess: canManage } = useCanAccess({ resource: 'user-operations/affiliates', action: 'edit' });
  const managers = useManagerChoices(canManage === true);
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
    </>
  );
}
