import type { WorkspaceFeature } from './features';
import type { CatalogueKey } from './keys';
import { permissionRoleOf } from './roles';
import { featuresOfKey } from './visibility';

/** CUSTOM_UI_Admin / _Manager / _Affiliate by user type (spec 1 §6). */
export const ROLE_PERMISSION_KEYS = ['CUSTOM_UI_Admin', 'CUSTOM_UI_Manager', 'CUSTOM_UI_Affiliate'] as const;

const ROLE_KEY: Readonly<Record<string, DerivedKey>> = {
  admin: 'CUSTOM_UI_Admin',
  manager: 'CUSTOM_UI_Manager',
  affiliate: 'CUSTOM_UI_Affiliate',
};

export interface DerivationRule {
  readonly key: string;
  readonly feature: WorkspaceFeature;
  /** also needs this held key */
  readonly requires?: CatalogueKey;
}

/** Keys granted by workspace features, alone or with a held key (spec 1 §6). */
export const DERIVATION_RULES = [
  { key: 'UI_Enable_Advertiser', feature: 'cpa_network_solution' },
  { key: 'CUSTOM_DISPLAY_ADVERTISER_BILLING', feature: 'cpa_network_solution', requires: 'UI_AdvertiserBilling_View' },
  { key: 'CUSTOM_ARCHIVES_ADVERTISER', feature: 'cpa_network_solution', requires: 'UI_UserOperations_View' },
  { key: 'CUSTOM_CLICK_COMMISSIONS', feature: 'click_commissions' },
  { key: 'CUSTOM_UI_ClickPayoutRules_View', feature: 'click_commissions', requires: 'UI_ClickPayoutRules_View' },
  { key: 'CUSTOM_UI_ClickBilling_View', feature: 'click_commissions', requires: 'UI_ClickBilling_View' },
  { key: 'CUSTOM_AUTOMATICALLY_CREATE_REVENUE_RULE', feature: 'automatically_create_revenue_rule' },
  { key: 'CUSTOM_UI_PushBrokers_View', feature: 'push_brokers', requires: 'UI_PushBrokers_View' },
  { key: 'CUSTOM_UI_CRG_View', feature: 'crg', requires: 'UI_CRG_View' },
  { key: 'CUSTOM_UI_EPL_View', feature: 'epl', requires: 'UI_EPL_View' },
  { key: 'CUSTOM_UI_Hide_Revenue_View', feature: 'hide_revenue' },
] as const satisfies readonly DerivationRule[];

/** The keys only ever derived, never stored (CUSTOM_*). */
export type DerivedKey = (typeof ROLE_PERMISSION_KEYS)[number] | (typeof DERIVATION_RULES)[number]['key'];

export const DERIVED_KEYS: readonly DerivedKey[] = [...ROLE_PERMISSION_KEYS, ...DERIVATION_RULES.map((r) => r.key)];

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
