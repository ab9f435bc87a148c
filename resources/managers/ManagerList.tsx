import { TextField } from 'react-admin';
import { useAccountRowClick } from '../accounts/useAccountRowClick';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, EmptyState } from '../../src/ui/lists';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { StatusBulkActions } from '../accounts/StatusBulkActions';
import { useUserFilters } from '../accounts/userFilters';
import { UserStatus, UserType } from '../../domain/enums/user';
import { UserListActions } from '../accounts/UserListActions';

/** Managers are made on All accounts → Create: an empty list leads there, the type chosen. */
const EMPTY = <EmptyState create={{ resource: 'user-operations/all-users', record: { user_type: UserType.Manager } }} />;

export function ManagerList() {
  const openAccount = useAccountRowClick();
  const filters = useUserFilters();
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'ASC' }} empty={EMPTY} actions={<UserListActions file="managers" />}>
      <ColumnsDatagrid gridId="managers" rowClick={openAccount} bulkActionButtons={<StatusBulkActions />}>
        <TextField source="id" />
        <TextField source="email" />
        <TextField source="full_name" sortBy="first_name" />
        <ClassChipField source="status_id" values={UserStatus} />
        <TextField source="mobile" sortable={false} />
      </ColumnsDatagrid>
    </AppList>
  );
}
