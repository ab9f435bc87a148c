import { PERMISSION_GROUPS, PERMISSION_SETTINGS_GROUP_ID } from './catalogue';
import { hasPermission } from './check';
import { MANAGE_KEY, permissionRoleOf, VIEW_PERMISSION_SETTINGS_KEY } from './roles';
import { configurableKeys } from './visibility';

export interface PermissionEditor {
  id: number;
  userType: unknown;
  /** the editor's effective keys */
  permissions: readonly string[];
}

export interface PermissionTarget {
  id: number;
  userType: unknown;
}

/**
 * Whose permission set an editor may see: their own always; someone else's with
 * UI_PermissionSettings_View, and an administrator's only when the editor is one (decisions).
 */
export function mayViewPermissionsOf(editor: PermissionEditor, target: PermissionTarget): boolean {
  if (editor.id === target.id) return true;
  if (!hasPermission(editor.permissions, VIEW_PERMISSION_SETTINGS_KEY)) return false;
  return permissionRoleOf(editor.userType) === 'admin' || permissionRoleOf(target.userType) !== 'admin';
}

/** Changing a user's set needs the view right and the Manage key of the user's role (spec 2 §6). */
export function mayManagePermissionsOf(editor: PermissionEditor, target: PermissionTarget): boolean {
  const role = permissionRoleOf(target.userType);
  if (!role || !mayViewPermissionsOf(editor, target)) return false;
  return hasPermission(editor.permissions, VIEW_PERMISSION_SETTINGS_KEY) && hasPermission(editor.permissions, MANAGE_KEY[role]);
}

const PERMISSION_SETTINGS_KEYS: readonly string[] =
  PERMISSION_GROUPS.find((g) => g.id === PERMISSION_SETTINGS_GROUP_ID)?.permissions.flatMap((p) => [p.key, ...(p.childrenPermissions ?? [])]) ?? [];

/**
 * What an editor may tick or untick for a user (GET /rbac/ui-permission/allowed/{id}): the keys
 * with a checkbox for the user's role under the enabled features, less
 * - keys the editor's own role could hold but the editor does not (nobody hands out more than they have);
 * - on one's own set, the permission-settings keys one holds (nobody locks themselves out).
 */
export function grantablePermissions(editor: PermissionEditor, target: PermissionTarget, features: readonly string[]): string[] {
  const targetRole = permissionRoleOf(target.userType);
  if (!targetRole || !mayManagePermissionsOf(editor, target)) return [];
  const editorRole = permissionRoleOf(editor.userType);
  const editorCould = new Set(editorRole ? configurableKeys(editorRole, features) : []);
  return configurableKeys(targetRole, features).filter((key) => {
    if (editorCould.has(key) && !editor.permissions.includes(key)) return false;
    if (editor.id === target.id && PERMISSION_SETTINGS_KEYS.includes(key) && editor.permissions.includes(key)) return false;
    return true;
  });
}
