import { ADMIN, ADMIN_RULE, EVERYONE_RULE, STAFF, type ResourceAccess, type ResourceApi } from './access';

// The permission screens and system settings (docs/decisions.md, permissions): the same keys the
// rbac and settings endpoints need. Imported by the manifests and the server's endpoint rows.

export const permissionUsersResource = {
  api: { path: '/rbac/ui-permission/users' },
  access: { list: { roles: STAFF, permission: ['UI_UserOperations_View', 'UI_PermissionSettings_View'] } },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const userPermissionsAccess = { show: { roles: STAFF, permission: 'UI_PermissionSettings_View' } } as const satisfies ResourceAccess;

export const myPermissionsAccess = { list: EVERYONE_RULE, show: EVERYONE_RULE } as const satisfies ResourceAccess;

/** The defaults for new users (GET /rbac/role-defaults); saving one also needs that role's Manage key. */
export const roleDefaultsAccess = { list: { roles: ADMIN, permission: 'UI_PermissionSettings_View' } } as const satisfies ResourceAccess;

export const systemSettingsAccess = { list: ADMIN_RULE, edit: ADMIN_RULE } as const satisfies ResourceAccess;
