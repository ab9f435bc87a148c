import { EditButton, FunctionField, TextField, useCanAccess, type RaRecord } from 'react-admin';
import { LanguageStatus } from '../../domain/enums/dictionary-status';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList, CreateListActions, useStatusFilters } from '../../src/ui/lists';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { LanguageDeleteButton } from './LanguageDeleteButton';

const upperSystemName = (record: RaRecord) => String(record.system_name ?? '').toUpperCase();

export function LanguageList() {
  const filters = useStatusFilters(LanguageStatus);
  const { canAccess: canEdit } = useCanAccess({ resource: 'languages', action: 'edit' });
  return (
    <AppList filters={filters} actions={<CreateListActions />} sort={{ field: 'id', order: 'ASC' }}>
      <ColumnsDatagrid gridId="languages" rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" />
        {/* R201: the code is shown upper-cased */}
        <FunctionField source="system_name" sortBy="system_name" render={upperSystemName} />
        <StatusChipField source="status" statuses={LanguageStatus} sortBy="status" />
        <EditButton />
        <LanguageDeleteButton redirect={false} />
      </ColumnsDatagrid>
    </AppList>
  );
}
