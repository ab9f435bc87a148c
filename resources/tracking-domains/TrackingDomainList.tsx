import {
  CreateButton,
  DateField,
  EditButton,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useLocaleState,
} from 'react-admin';
import { TrackingDomainStatus } from '../../domain/enums/dictionary-status';
import { isInterfaceLanguage } from '../../domain/languages';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { StatusToggleButton } from './StatusToggleButton';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';

function useFilters() {
  const [locale] = useLocaleState();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      choices={TrackingDomainStatus.options(isInterfaceLanguage(locale) ? locale : 'en')}
      translateChoice={false}
      alwaysOn
    />,
  ];
}

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

export function TrackingDomainList() {
  const filters = useFilters();
  const onError = useNotifyUnhandled();
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'domain', order: 'ASC' }} perPage={25} queryOptions={{ onError }}>
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
    </List>
  );
}
