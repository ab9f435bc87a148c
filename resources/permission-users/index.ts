import ManageAccounts from '@mui/icons-material/ManageAccounts';
import { PermissionUserList } from './PermissionUserList';

/** `<Resource name="permission-users" {...permissionUsers} />`: the way to a user's permission screen. */
const permissionUsers = {
  list: PermissionUserList,
  icon: ManageAccounts,
  options: { label: 'permissions.menu.users' },
  recordRepresentation: 'full_name',
};

export default permissionUsers;
