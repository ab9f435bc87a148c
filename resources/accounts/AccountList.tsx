import { CreateButton, FunctionField, List, TextField, TopToolbar, useLocaleState, type RaRecord } from 'react-admin';
import { UserType } from '../../domain/enums/user';
import { isInterfaceLanguage } from '../../domain/languages';
import { FILTER_DEBOUNCE_MS } from '../../src/ui/listDefaults';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { ClassChipField } from './ClassChipField';
import { PersonField } from './PersonField';
import { useUserFilters } from './userFilters';

function Actions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

/** All accounts: /d/user-operations/all-users (spec 1 §2). */
export function AccountList() {
  const filters = useUserFilters({ userType: true });
  const onError = useNotifyUnhandled();
  const [locale] = useLocaleState();
  const lang = isInterfaceLanguage(locale) ? locale : 'en';
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'id', order: 'DESC' }} perPage={25} debounce={FILTER_DEBOUNCE_MS} queryOptions={{ onError }}>
      <ColumnsDatagrid gridId="all-users" rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="email" />
        <TextField source="full_name" sortBy="first_name" />
        <FunctionField source="user_type" sortable={false} render={(r: RaRecord) => UserType.label(r.user_type, lang)} />
        <ClassChipField source="status_id" labelSource="status_label" classSource="statusClass" />
        <PersonField source="manager" sortable={false} />
        <TextField source="mobile" sortable={false} />
      </ColumnsDatagrid>
    </List>
  );
}
