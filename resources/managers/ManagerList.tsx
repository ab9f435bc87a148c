import { List, TextField } from 'react-admin';
import { FILTER_DEBOUNCE_MS } from '../../src/ui/listDefaults';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { ClassChipField } from '../accounts/ClassChipField';
import { StatusBulkActions } from '../accounts/StatusBulkActions';
import { useUserFilters } from '../accounts/userFilters';

export function ManagerList() {
  const filters = useUserFilters();
  const onError = useNotifyUnhandled();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }} perPage={25} debounce={FILTER_DEBOUNCE_MS} queryOptions={{ onError }}>
      <ColumnsDatagrid gridId="managers" rowClick={(id) => `/user-operations/all-users/${id}/show`} bulkActionButtons={<StatusBulkActions type="manager" />}>
        <TextField source="id" />
        <TextField source="email" />
        <TextField source="full_name" sortBy="first_name" />
        <ClassChipField source="status_id" labelSource="status_label" classSource="statusClass" />
        <TextField source="mobile" sortable={false} />
      </ColumnsDatagrid>
    </List>
  );
}
