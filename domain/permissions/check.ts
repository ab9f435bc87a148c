import { CATALOGUE_KEYS } from './catalogueKeys';
import { DERIVED_KEYS, type PermissionKey } from './keys';

/** Every name a permission check can answer true for. */
export const KNOWN_PERMISSION_KEYS: ReadonlySet<string> = new Set<PermissionKey>([...CATALOGUE_KEYS, ...DERIVED_KEYS]);

export function isKnownPermission(name: unknown): name is PermissionKey {
  return typeof name === 'string' && KNOWN_PERMISSION_KEYS.has(name);
}

/** The permission check of spec 1 §6: true when the name is known and held, false otherwise. */
export function hasPermission(permissions: readonly string[] | null | undefined, name: PermissionKey): boolean {
  return isKnownPermission(name) && Boolean(permissions?.includes(name));
}

/** True when every name is known and held; an empty list asks for nothing. */
export function hasAllPermissions(permissions: readonly string[] | null | undefined, names: readonly PermissionKey[]): boolean {
  return names.every((name) => hasPermission(permissions, name));
}

/** A check bound to one permission list. */
export function permissionCheck(permissions: readonly string[] | null | undefined): (name: PermissionKey) => boolean {
  return (name) => hasPermission(permissions, name);
}
