import Security from '@mui/icons-material/Security';
import { MyPermissionsPage } from './MyPermissionsPage';

/** The own view as a resource page, so the menu shows it to every role (docs/decisions.md, permissions). */
export const myPermissions = {
  list: MyPermissionsPage,
  icon: Security,
  options: { label: 'permissions.menu.mine' },
};

export { PermissionSettings } from './PermissionSettings';
export { RoleDefaultsSections } from './RoleDefaultsSections';
export { permissionRoutes } from './routes';
export { RefreshAccessOnNavigate } from './RefreshAccessOnNavigate';
export { userPermissionsPath } from './UserPermissionsPage';
export { permissionMessages } from './messages';
