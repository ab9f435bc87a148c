import { DateField, EditButton, TextField } from 'react-admin';
import { MarketplaceCategoryStatus } from '../../domain/enums/dictionary-status';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, CreateListActions, useStatusFilters } from '../../src/ui/lists';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { CategoryStatusAction } from './CategoryStatusAction';

export function CategoryList() {
  const filters = useStatusFilters(MarketplaceCategoryStatus);
  return (
    <AppList filters={filters} actions={<CreateListActions />} sort={{ field: 'name', order: 'ASC' }}>
      <ColumnsDatagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" />
        <StatusChipField source="status" statuses={MarketplaceCategoryStatus} sortBy="status" />
        <DateField source="created_at" />
        <EditButton />
        <CategoryStatusAction />
      </ColumnsDatagrid>
    </AppList>
  );
}
