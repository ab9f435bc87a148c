import type { WorkspaceFeature } from './features';
import type { BillingKey } from './groups-billing';
import type { NoRoleKey } from './groups-noRole';
import type { OperationsKey } from './groups-operations';
import type { TrafficKey } from './groups-traffic';
import type { OtherKey } from './otherKeys';

/**
 * Every key the catalogue defines, read off its groups (`groups-*.ts`, written `as const`), the
 * role-less groups and the other keys: a key an administrator can store.
 */
export type CatalogueKey = OperationsKey | BillingKey | TrafficKey | NoRoleKey | OtherKey;

/** CUSTOM_UI_Admin / _Manager / _Affiliate by user type (spec 1 §6). */
export const ROLE_PERMISSION_KEYS = ['CUSTOM_UI_Admin', 'CUSTOM_UI_Manager', 'CUSTOM_UI_Affiliate'] as const;

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

/**
 * Every name a permission check can answer true for: the catalogue's keys and the derived ones
 * (CUSTOM_*). Access rules on both sides, the seed and the role defaults name keys by this type, so
 * a misspelt key does not compile (test/lint/permissionKeys.test.ts).
 */
export type PermissionKey = CatalogueKey | DerivedKey;
