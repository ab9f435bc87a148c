import { hasAllPermissions, hasPermission as hasCatalogueKey } from '../domain/permissions/check';
import type { AccessAction, AccessRule, ResourceAccess } from '../domain/permissions/access';
import type { PermissionKey } from '../domain/permissions/keys';
import type { Role } from './http/types';
import { accessTable } from './resourceTables';

export type { AccessAction, AccessRule, ResourceAccess };

/**
 * Who may do what per react-admin resource, read off the manifests (resources/<name>/index.ts,
 * whose `access` is the `domain/<area>/access.ts` object the server's endpoint rows read too); a
 * resource missing here is closed to everyone. The browser checks roles and keys; a feature
 * switched off is the server's answer.
 */
export const resourceAccess: Readonly<Record<string, ResourceAccess>> = accessTable;

export interface AccessParams {
  resource: string;
  action: string;
  record?: unknown;
}

/**
 * react-admin's access question as a pure function (STYLE.md, atomic-crm). `permissions` are the
 * effective keys the server answers in user info; administrators need keys like everyone, as on
 * the server (server/http/guards.ts). Unknown resources, actions and keys are refused.
 */
export function canAccess(
  permissions: readonly string[],
  { resource, action }: AccessParams,
  role: Role | null,
  table: Readonly<Record<string, ResourceAccess>> = resourceAccess,
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
