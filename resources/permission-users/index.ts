import ManageAccounts from '@mui/icons-material/ManageAccounts';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** `<Resource name="permission-users" {...permissionUsers} />`: the way to a user's permission screen. */
const permissionUsers = {
  list: lazyScreen(() => import('./PermissionUserList'), 'PermissionUserList'),
  icon: ManageAccounts,
  options: { label: 'permissions.menu.users' },
  recordRepresentation: 'full_name',
};

export default permissionUsers;
