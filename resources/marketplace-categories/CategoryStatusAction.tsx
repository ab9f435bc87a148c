import DeleteIcon from '@mui/icons-material/Delete';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { useDataProvider, useRecordContext } from 'react-admin';
import { MarketplaceCategoryStatus } from '../../domain/enums/dictionary-status';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { RecordActionButton } from '../../src/ui/lists/RecordActionButton';

const RESOURCE = 'marketplace-categories';

/** Delete (after a confirmation) an active category, restore a deleted one; the row stays either way. */
export function CategoryStatusAction() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!record) return null;
  if (record.status === MarketplaceCategoryStatus.Deactivated) {
    return (
      <RecordActionButton
        label="resources.marketplace-categories.action.restore"
        icon={<RestoreIcon />}
        color="primary"
        run={() => dataProvider.patchAction(RESOURCE, { id: record.id, action: 'restore' })}
        success={{ message: 'resources.marketplace-categories.notifications.restored' }}
      />
    );
  }
  return (
    <RecordActionButton
      label="ra.action.delete"
      icon={<DeleteIcon />}
      color="error"
      confirm={{
        title: 'resources.marketplace-categories.message.delete_title',
        content: 'resources.marketplace-categories.message.delete_content',
        args: { name: record.name },
      }}
      run={() => dataProvider.delete(RESOURCE, { id: record.id, previousData: record })}
      success={{ message: 'resources.marketplace-categories.notifications.deleted' }}
    />
  );
}
