import { BILLING_GROUPS } from './groups-billing';
import { NO_ROLE_GROUPS } from './groups-noRole';
import { OPERATIONS_GROUPS } from './groups-operations';
import { TRAFFIC_GROUPS } from './groups-traffic';
import type { CatalogueKey, PermissionKey } from './keys';
import type { PermissionGroup } from './types';

export { NO_ROLE_GROUPS, type NoRoleKey } from './groups-noRole';
export { OTHER_PERMISSION_KEYS, type OtherKey } from './otherKeys';

/** Every group in screen order, the role-less ones last. */
export const PERMISSION_GROUPS: readonly PermissionGroup<PermissionKey>[] = [
  ...OPERATIONS_GROUPS.slice(0, 3),
  ...BILLING_GROUPS,
  ...TRAFFIC_GROUPS,
  ...OPERATIONS_GROUPS.slice(3),
  ...NO_ROLE_GROUPS,
];

export const NO_ROLE_KEYS: readonly PermissionKey[] = NO_ROLE_GROUPS.flatMap((g) => g.permissions.map((p) => p.key));

/** Added to every saved set whatever was ticked (spec 2 §6). */
export const ALWAYS_ADDED_KEYS: readonly CatalogueKey[] = [
  'UI_FraudDetection_View',
  'UI_FraudDetection_Explain',
  'UI_LeadStatus_View',
  'UI_AffiliatePixel_Manage',
  'UI_ContactToday_Manage',
  'UI_ContactToday_View',
  'UI_ContactToday_Widget',
  'UI_GlobalPixel_Manage',
  'UI_GlobalPixel_View',
  'UI_Logs_View',
  'UI_OfferCampaigns_ManageBillingRules',
  'UI_OfferCampaigns_ManageRevenueRules',
];

/** Also added when the user being saved is an affiliate. */
export const AFFILIATE_ALWAYS_ADDED_KEYS: readonly CatalogueKey[] = ['UI_OfferCampaigns_View'];

export const PERMISSION_SETTINGS_GROUP_ID = 'permission_settings';
export const APPROVE_USERS_KEY: PermissionKey = 'UI_UserOperations_Approve';
