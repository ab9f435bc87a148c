import { useCanAccess } from 'react-admin';
import { IntegrationStatus } from '../../domain/enums/broker';
import { ChoiceBatchButton } from '../../src/ui/lists/ChoiceBatchButton';
import { useLanguage } from '../../src/ui/useLanguage';

const T = 'resources.broker-integrations';
const confirmEvery = () => ({ title: `${T}.confirm.status_title`, content: `${T}.confirm.status_content` });

/** Activate or pause the chosen integrations at once; with the manage key only, and always asks first. */
export function IntegrationStatusBulkActions() {
  const lang = useLanguage();
  const { canAccess } = useCanAccess({ resource: 'broker-integrations', action: 'edit' });
  if (!canAccess) return null;
  return (
    <ChoiceBatchButton
      label={`${T}.action.set_status`}
      batch="status"
      field="status"
      choices={IntegrationStatus.options(lang)}
      confirmFor={confirmEvery}
      success={`${T}.notifications.status_done`}
    />
  );
}
