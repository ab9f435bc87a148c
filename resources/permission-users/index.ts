import ManageAccounts from '@mui/icons-material/ManageAccounts';
import { permissionUsersResource } from '../../domain/permissions/resources';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The way to a user's permission screen (docs/decisions.md, permissions). */
export default defineResource({
  name: 'permission-users',
  ...permissionUsersResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'settings', order: 1 } },
  list: lazyScreen(() => import('./PermissionUserList'), 'PermissionUserList'),
  icon: ManageAccounts,
  options: { label: 'permissions.menu.users' },
  recordRepresentation: 'full_name',
});
