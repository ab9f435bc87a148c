import { WORKSPACE_FEATURES } from './features';
import { AFFILIATE_ALWAYS_ADDED_KEYS, ALWAYS_ADDED_KEYS, OTHER_PERMISSION_KEYS } from './catalogue';
import type { PermissionRole } from './types';
import { configurableKeys } from './visibility';

/**
 * Everything a user of that role can be given: every checkbox of the role under every feature, the
 * always-added keys and, for administrators, the keys outside the groups (registration types,
 * pixels, contact-today). The seed gives this to the demo administrator.
 */
export function fullPermissions(role: PermissionRole): string[] {
  const keys = [...configurableKeys(role, WORKSPACE_FEATURES), ...ALWAYS_ADDED_KEYS];
  if (role === 'affiliate') keys.push(...AFFILIATE_ALWAYS_ADDED_KEYS);
  if (role === 'admin') keys.push(...OTHER_PERMISSION_KEYS);
  return [...new Set(keys)].sort();
}
