import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useDataProvider, useRecordContext, useResourceContext } from 'react-admin';
import { TrackingDomainStatus } from '../../domain/enums/dictionary-status';
import { RecordActionButton } from '../../src/ui/lists/RecordActionButton';

/** Deactivate (after a confirmation: live links stop getting the domain) or activate a tracking domain. */
export function StatusToggleButton() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? 'tracking-domains';
  const dataProvider = useDataProvider();
  if (!record) return null;
  const active = record.status === TrackingDomainStatus.Active;
  const status = active ? TrackingDomainStatus.Deactivated : TrackingDomainStatus.Active;
  const run = () => dataProvider.update(resource, { id: record.id, data: { status }, previousData: record });
  return active ? (
    <RecordActionButton
      label="resources.tracking-domains.action.deactivate"
      icon={<BlockIcon />}
      color="error"
      confirm={{
        title: 'resources.tracking-domains.message.deactivate_title',
        content: 'resources.tracking-domains.message.deactivate_content',
        args: { domain: record.domain },
      }}
      run={run}
      success={{ message: 'resources.tracking-domains.notifications.deactivated' }}
    />
  ) : (
    <RecordActionButton
      label="resources.tracking-domains.action.activate"
      icon={<CheckCircleOutlineIcon />}
      color="primary"
      run={run}
      success={{ message: 'resources.tracking-domains.notifications.activated' }}
    />
  );
}
