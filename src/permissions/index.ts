export { permissionRoutes } from './routes';
export { PermissionSettings } from './PermissionSettings';
export { RoleDefaultsSections } from './RoleDefaultsSections';
export { RefreshAccessOnNavigate } from './RefreshAccessOnNavigate';
export { userPermissionsPath } from './UserPermissionsPage';
export { permissionMessages } from './messages';
