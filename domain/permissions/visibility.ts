import { RegistrationType } from '../enums/user';
import { WORKSPACE_FEATURES, type WorkspaceFeature } from './features';
import { APPROVE_USERS_KEY, PERMISSION_GROUPS } from './catalogue';
import type { PermissionDef, PermissionGroup, PermissionRole } from './types';

/** A group is shown when it lists the role and its feature, if any, is on (spec 2 §6). */
export function isGroupVisible(group: PermissionGroup, role: PermissionRole, features: readonly string[]): boolean {
  return group.roles.includes(role) && (group.feature === undefined || features.includes(group.feature));
}

export function visibleGroups(role: PermissionRole, features: readonly string[]): PermissionGroup[] {
  return PERMISSION_GROUPS.filter((g) => isGroupVisible(g, role, features));
}

export interface RowOptions {
  /** the workspace's registration type: the approve row shows only when it is Moderated (spec 2 §2) */
  registrationType?: number;
}

/** The checkbox rows of a group for a user of that role. */
export function visibleRows(group: PermissionGroup, role: PermissionRole, options: RowOptions = {}): PermissionDef[] {
  return group.permissions.filter((p) => {
    if (p.excludeRoles?.includes(role)) return false;
    if (p.key === APPROVE_USERS_KEY && options.registrationType !== undefined) {
      return options.registrationType === RegistrationType.Moderated;
    }
    return true;
  });
}

/** Keys with a checkbox for users of that role under those features: what set-state may ever change. */
export function configurableKeys(role: PermissionRole, features: readonly string[] = WORKSPACE_FEATURES): string[] {
  const keys = visibleGroups(role, features).flatMap((g) => visibleRows(g, role).map((p) => p.key));
  return [...new Set(keys)];
}

/** The parent (view) key of each child key, from every group's childrenPermissions. */
export function parentOf(key: string): string | undefined {
  for (const group of PERMISSION_GROUPS) {
    for (const p of group.permissions) if ((p.childrenPermissions as readonly string[] | undefined)?.includes(key)) return p.key;
  }
  return undefined;
}

/** Every feature a key depends on; empty when some group holding it (or none) has no feature. */
export function featuresOfKey(key: string): WorkspaceFeature[] {
  const groups = PERMISSION_GROUPS.filter((g) => g.permissions.some((p) => p.key === key || (p.childrenPermissions as readonly string[] | undefined)?.includes(key)));
  if (groups.length === 0 || groups.some((g) => g.feature === undefined)) return [];
  return [...new Set(groups.map((g) => g.feature as WorkspaceFeature))];
}
