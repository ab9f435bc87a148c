import { FunctionField, SearchInput, SelectInput, TextField, useBasename, useTranslate, type RaRecord } from 'react-admin';
import { UserType } from '../../domain/enums/user';
import { useLanguage } from '../../src/ui/useLanguage';
import { RoleDefaultsSections } from '../../src/permissions/RoleDefaultsSections';
import { userPermissionsPath } from '../../src/permissions/UserPermissionsPage';
import { AppList } from '../../src/ui/lists';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';

function useFilters() {
  const lang = useLanguage();
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('permissions.users.q')} />,
    <SelectInput key="user_type" source="user_type" label="permissions.users.user_type" choices={UserType.options(lang)} translateChoice={false} alwaysOn />,
  ];
}

/**
 * The users whose permissions the signed-in admin or manager may open (managers do not see
 * administrators); a row opens /users/:id/permissions. Under it, administrators find the
 * defaults for new users of each role.
 */
export function PermissionUserList() {
  const filters = useFilters();
  const lang = useLanguage();
  const basename = useBasename();
  return (
    <>
      <AppList filters={filters} sort={{ field: 'id', order: 'ASC' }} exporter={false}>
        <ColumnsDatagrid rowClick={(id) => `${basename}${userPermissionsPath(id)}`} bulkActionButtons={false}>
          <TextField source="id" label="permissions.users.id" />
          <TextField source="full_name" label="permissions.users.full_name" />
          <TextField source="email" label="permissions.users.email" />
          <FunctionField source="user_type" label="permissions.users.user_type" render={(r: RaRecord) => UserType.label(r.user_type, lang)} />
        </ColumnsDatagrid>
      </AppList>
      <RoleDefaultsSections />
    </>
  );
}
