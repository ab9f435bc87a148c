import { hasAllPermissions, hasPermission as hasCatalogueKey } from '../domain/permissions/check';
import type { AccessAction, AccessRule, ResourceAccess } from '../domain/permissions/access';
import type { PermissionKey } from '../domain/permissions/keys';
import type { Role } from './http/types';
import { accessTable } from './resourceTables';

export type { AccessAction, AccessRule, ResourceAccess };

export interface AccessParams {
  resource: string;
  action: string;
  record?: unknown;
}

/**
 * react-admin's access question as a pure function (STYLE.md, atomic-crm). `permissions` are the
 * effective keys the server answers in user info; administrators need keys like everyone, as on
 * the server (server/http/guards.ts). Unknown resources, actions and keys are refused. `table`: who
 * may do what per resource, read off the manifests (providers/resourceTables.ts); a resource
 * missing there is closed to everyone. The browser checks roles and keys; a feature switched off
 * is the server's answer.
 */
export function canAccess(
  permissions: readonly string[],
  { resource, action }: AccessParams,
  role: Role | null,
  // read at each call, never copied while this module loads: a screen that imports this module
  // can load while the manifests' tables are still being built (a screen a manifest names lazily)
  table: Readonly<Record<string, ResourceAccess>> = accessTable,
): boolean {
  if (!role || !Object.hasOwn(table, resource)) return false;
  const rules = table[resource];
  const rule = Object.hasOwn(rules, action) ? rules[action as AccessAction] : undefined;
  if (!rule) return false;
  if (rule.roles && !rule.roles.includes(role)) return false;
  const keys = rule.permissionByRole && Object.hasOwn(rule.permissionByRole, role) ? rule.permissionByRole[role] : rule.permission;
  if (keys === undefined) return true;
  return hasAllPermissions(permissions, typeof keys === 'string' ? [keys] : keys);
}

/** One permission check (spec 1 §6): true when held, false otherwise and for a name the catalogue does not know. */
export const hasPermission = (permissions: readonly string[] | null | undefined, name: PermissionKey): boolean =>
  hasCatalogueKey(permissions, name);
