import { DateField, EditButton, NumberField, TextField, useCanAccess } from 'react-admin';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, CreateListActions, useStatusFilters } from '../../src/ui/lists';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { OfferGroupStatus } from './groupStatus';

export function GroupList() {
  const filters = useStatusFilters(OfferGroupStatus);
  const { canAccess: manage } = useCanAccess({ resource: 'offer-groups', action: 'edit' });
  return (
    <AppList filters={filters} actions={manage ? <CreateListActions /> : false} sort={{ field: 'name', order: 'ASC' }}>
      <ColumnsDatagrid rowClick={manage ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" />
        <StatusChipField source="status" statuses={OfferGroupStatus} sortBy="status" />
        <NumberField source="offers_count" sortable={false} />
        <DateField source="created_at" />
        {manage ? <EditButton /> : null}
      </ColumnsDatagrid>
    </AppList>
  );
}
