import {
  CreateButton,
  DateField,
  EditButton,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useLocaleState,
} from 'react-admin';
import { MarketplaceCategoryStatus } from '../../domain/enums/dictionary-status';
import { isInterfaceLanguage } from '../../domain/languages';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { CategoryStatusAction } from './CategoryStatusAction';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';

function useFilters() {
  const [locale] = useLocaleState();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      choices={MarketplaceCategoryStatus.options(isInterfaceLanguage(locale) ? locale : 'en')}
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

export function CategoryList() {
  const filters = useFilters();
  const onError = useNotifyUnhandled();
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }} perPage={25} queryOptions={{ onError }}>
      <ColumnsDatagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" />
        <StatusChipField source="status" statuses={MarketplaceCategoryStatus} sortBy="status" />
        <DateField source="created_at" />
        <EditButton />
        <CategoryStatusAction />
      </ColumnsDatagrid>
    </List>
  );
}
