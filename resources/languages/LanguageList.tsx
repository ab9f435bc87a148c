import {
  CreateButton,
  EditButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useCanAccess,
  useLocaleState,
  type RaRecord,
} from 'react-admin';
import { LanguageStatus } from '../../domain/enums/dictionary-status';
import { isInterfaceLanguage } from '../../domain/languages';
import { FILTER_DEBOUNCE_MS } from '../../src/ui/listDefaults';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { LanguageDeleteButton } from './LanguageDeleteButton';

function useFilters() {
  const [locale] = useLocaleState();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      choices={LanguageStatus.options(isInterfaceLanguage(locale) ? locale : 'en')}
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

const upperSystemName = (record: RaRecord) => String(record.system_name ?? '').toUpperCase();

export function LanguageList() {
  const filters = useFilters();
  const onError = useNotifyUnhandled();
  const { canAccess: canEdit } = useCanAccess({ resource: 'languages', action: 'edit' });
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
      debounce={FILTER_DEBOUNCE_MS}
      queryOptions={{ onError }}
    >
      <ColumnsDatagrid gridId="languages" rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" />
        {/* R201: the code is shown upper-cased */}
        <FunctionField source="system_name" sortBy="system_name" render={upperSystemName} />
        <StatusChipField source="status" statuses={LanguageStatus} sortBy="status" />
        <EditButton />
        <LanguageDeleteButton redirect={false} />
      </ColumnsDatagrid>
    </List>
  );
}
