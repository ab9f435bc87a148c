import { FunctionField, TextField, type RaRecord } from 'react-admin';
import { UserType } from '../../domain/enums/user';
import { useLanguage } from '../../src/ui/useLanguage';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';
import { ClassChipField } from '../../src/ui/lists/ClassChipField';
import { PersonField } from './PersonField';
import { useUserFilters } from './userFilters';
import { UserStatus } from '../../domain/enums/user';
import { UserListActions } from './UserListActions';

/** All accounts: /d/user-operations/all-users (spec 1 §2). */
export function AccountList() {
  const filters = useUserFilters({ userType: true });
  const lang = useLanguage();
  return (
    <AppList filters={filters} actions={<UserListActions file="accounts" create />} sort={{ field: 'id', order: 'DESC' }}>
      <ColumnsDatagrid gridId="all-users" rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="email" />
        <TextField source="full_name" sortBy="first_name" />
        <FunctionField source="user_type" sortable={false} render={(r: RaRecord) => UserType.label(r.user_type, lang)} />
        <ClassChipField source="status_id" values={UserStatus} />
        <PersonField source="manager" sortable={false} />
        <TextField source="mobile" sortable={false} />
      </ColumnsDatagrid>
    </AppList>
  );
}
