import type { PermissionKey } from './keys';
import type { PermissionRole } from './types';

const ROLE_BY_USER_TYPE: ReadonlyMap<unknown, PermissionRole> = new Map<unknown, PermissionRole>([
  [0, 'admin'],
  [1, 'manager'],
  [2, 'affiliate'],
  [3, 'advertiser'],
]);

/** The permission role of a user type code (Admin 0, Manager 1, Affiliate 2, Advertiser 3). */
export function permissionRoleOf(userType: unknown): PermissionRole | undefined {
  return ROLE_BY_USER_TYPE.get(userType);
}

/** The key that lets an editor change the permissions of a user of that role (spec 2 §6). */
export const MANAGE_KEY: Readonly<Record<PermissionRole, PermissionKey>> = {
  admin: 'UI_PermissionSettings_ManageAdmin',
  manager: 'UI_PermissionSettings_ManageManager',
  affiliate: 'UI_PermissionSettings_ManageAffiliate',
  advertiser: 'UI_PermissionSettings_ManageAdvertiser',
};

export const VIEW_PERMISSION_SETTINGS_KEY: PermissionKey = 'UI_PermissionSettings_View';
