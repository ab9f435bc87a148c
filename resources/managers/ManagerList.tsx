import { TextField } from 'react-admin';
import { useAccountRowClick } from '../accounts/useAccountRowClick';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { StatusBulkActions } from '../accounts/StatusBulkActions';
import { useUserFilters } from '../accounts/userFilters';
import { UserStatus } from '../../domain/enums/user';

export function ManagerList() {
  const openAccount = useAccountRowClick();
  const filters = useUserFilters();
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'ASC' }}>
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
