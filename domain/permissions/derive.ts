import { DERIVATION_RULES, type DerivationRule, type DerivedKey } from './keys';
import { permissionRoleOf } from './roles';
import { featuresOfKey } from './visibility';

const ROLE_KEY: Readonly<Record<string, DerivedKey>> = {
  admin: 'CUSTOM_UI_Admin',
  manager: 'CUSTOM_UI_Manager',
  affiliate: 'CUSTOM_UI_Affiliate',
};

const isDerivedOnly = (key: string) => key.startsWith('CUSTOM_');

/**
 * The held keys that count: stored CUSTOM_* keys are ignored (they are only ever derived), and a
 * key whose every group belongs to a switched-off feature is dropped until the feature is back.
 */
export function activeHeldPermissions(held: readonly string[], features: readonly string[]): string[] {
  return held.filter((key) => {
    if (isDerivedOnly(key)) return false;
    const gates = featuresOfKey(key);
    return gates.length === 0 || gates.some((f) => features.includes(f));
  });
}

/** The keys spec 1 §6 derives from the user type, the features and the (active) held keys. */
export function derivedPermissions(userType: unknown, activeHeld: readonly string[], features: readonly string[]): string[] {
  const role = permissionRoleOf(userType);
  const derived: string[] = role && ROLE_KEY[role] ? [ROLE_KEY[role]] : [];
  for (const rule of DERIVATION_RULES as readonly DerivationRule[]) {
    if (!features.includes(rule.feature)) continue;
    if (rule.requires && !activeHeld.includes(rule.requires)) continue;
    derived.push(rule.key);
  }
  return derived;
}

export interface PermissionHolder {
  userType: unknown;
  /** the keys stored for the user */
  permissions: readonly string[];
}

/** What a user may do right now: active held keys plus derived ones, sorted, each once. */
export function effectivePermissions(user: PermissionHolder, features: readonly string[]): string[] {
  const active = activeHeldPermissions(user.permissions, features);
  return [...new Set([...active, ...derivedPermissions(user.userType, active, features)])].sort();
}
