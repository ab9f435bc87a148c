import { DateField, EditButton, NumberField, TextField } from 'react-admin';
import { TrackingDomainStatus } from '../../domain/enums/dictionary-status';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, CreateListActions, useStatusFilters } from '../../src/ui/lists';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { StatusToggleButton } from './StatusToggleButton';

export function TrackingDomainList() {
  const filters = useStatusFilters(TrackingDomainStatus);
  return (
    <AppList filters={filters} actions={<CreateListActions />} sort={{ field: 'domain', order: 'ASC' }}>
      <ColumnsDatagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="domain" />
        {/* R209: Active green, Deactivated red */}
        <StatusChipField source="status" statuses={TrackingDomainStatus} sortBy="status" />
        <NumberField source="rules_count" sortable={false} />
        <DateField source="created_at" />
        <EditButton />
        <StatusToggleButton />
      </ColumnsDatagrid>
    </AppList>
  );
}
