import { AFFILIATE_ALWAYS_ADDED_KEYS, ALWAYS_ADDED_KEYS, OTHER_PERMISSION_KEYS, PERMISSION_GROUPS } from './catalogue';
import { fullPermissions } from './defaults';
import type { CatalogueKey } from './keys';
import type { PermissionRole } from './types';

/** The roles whose new users get a stored default set (advertisers only get the always-added keys). */
export const DEFAULT_ROLES = ['manager', 'affiliate', 'admin'] as const;
export type DefaultRole = (typeof DEFAULT_ROLES)[number];

const MANAGER_DEFAULTS: readonly CatalogueKey[] = [
  'UI_UserOperations_View',
  'UI_UserOperations_Manage',
  'UI_UserOperations_Approve',
  'UI_PermissionSettings_View',
  'UI_PermissionSettings_ManageAffiliate',
  'UI_OfferCampaigns_View',
  'UI_OfferCampaigns_Manage',
  // managers grant, block and approve offer access for their own affiliates
  'UI_OfferCampaigns_ManagePromotionRules',
  'UI_OfferCampaigns_ManageBlockingRules',
  'UI_OfferCampaigns_ApproveRequest',
  'UI_Postback_View',
  'UI_Postback_Manage',
  'UI_Billing_View',
  'UI_Billing_ManageInvoices',
  'UI_PayoutRules_View',
  // what their affiliates' clicks earn and how it is billed (spec 4 §3)
  'UI_ClickPayoutRules_View',
  'UI_ClickBilling_View',
  'UI_ReferralProgram_View',
  'UI_SmartLinks_View',
  'UI_Reports_Traffic',
  'UI_Reports_Global',
  'UI_CRG_View',
  'UI_EPL_View',
  // a lead network's manager follows their affiliates' leads, and sees the brokers and flows they go to
  'UI_PushBrokers_View',
  ...ALWAYS_ADDED_KEYS,
];

const AFFILIATE_DEFAULTS: readonly CatalogueKey[] = [
  'UI_Postback_View',
  'UI_Postback_Manage',
  'UI_Billing_View',
  'UI_Billing_ManageInvoices',
  'UI_PayoutRules_View',
  'UI_ClickPayoutRules_View',
  'UI_ReferralProgram_View',
  'UI_SmartLinks_View',
  'UI_Reports_Basic',
  'UI_CRG_View',
  ...ALWAYS_ADDED_KEYS,
  ...AFFILIATE_ALWAYS_ADDED_KEYS,
];

/**
 * The keys a new user of a role gets until an administrator changes the workspace's defaults:
 * managers can run their affiliates, affiliates their traffic, administrators everything.
 */
export function builtInRoleDefaults(role: PermissionRole): string[] {
  const keys =
    role === 'admin'
      ? fullPermissions('admin')
      : role === 'manager'
        ? MANAGER_DEFAULTS
        : role === 'affiliate'
          ? AFFILIATE_DEFAULTS
          : [...ALWAYS_ADDED_KEYS];
  return [...new Set(keys)].sort();
}

/** Every key of the catalogue: the checkbox keys of every group and the keys outside the groups. */
export const CATALOGUE_KEYS: readonly string[] = [
  ...new Set([...PERMISSION_GROUPS.flatMap((g) => g.permissions.flatMap((p) => [p.key, ...(p.childrenPermissions ?? [])])), ...OTHER_PERMISSION_KEYS]),
].sort();

/** A stored default set made whole: catalogue keys only, plus the keys every saved set gets (spec 2 §6). */
export function normalizeRoleDefaults(role: PermissionRole, keys: readonly string[]): string[] {
  const known = new Set(CATALOGUE_KEYS);
  const next = new Set(keys.filter((k) => known.has(k)));
  for (const key of ALWAYS_ADDED_KEYS) next.add(key);
  if (role === 'affiliate') for (const key of AFFILIATE_ALWAYS_ADDED_KEYS) next.add(key);
  return [...next].sort();
}
