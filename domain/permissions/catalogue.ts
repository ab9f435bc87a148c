import type { WorkspaceFeature } from './features';
import { BILLING_GROUPS } from './groups-billing';
import { OPERATIONS_GROUPS } from './groups-operations';
import { TRAFFIC_GROUPS } from './groups-traffic';
import type { CatalogueKey, PermissionKey } from './keys';
import type { KeysOfGroups, PermissionGroup } from './types';

/**
 * Keys nobody can tick (spec 2 §6, "no-role"). Each sits in a role-less group so that its workspace
 * feature still switches it off; the feature of each but UI_LeadStatus_View is our reading (decisions, R407).
 */
const hidden = <K extends string>(id: string, key: K, feature: WorkspaceFeature, en: string, ru: string): PermissionGroup<K> => ({
  id,
  title: { en, ru },
  roles: [],
  feature,
  permissions: [{ key, name: { en, ru } }],
});

const NO_ROLE = [
  hidden('fraud_detection', 'UI_FraudDetection_View', 'fraud_detection', 'Fraud detection', 'Обнаружение фрода'),
  hidden('fraud_detection_reason', 'UI_FraudDetection_Explain', 'fraud_detection_reason', 'Fraud reasons', 'Причины фрода'),
  hidden('advertisers', 'UI_Enable_Advertiser', 'cpa_network_solution', 'Advertisers', 'Рекламодатели'),
  hidden('lead_status', 'UI_LeadStatus_View', 'lead_status', 'Lead status', 'Статус лида'),
] as const;

export type NoRoleKey = KeysOfGroups<typeof NO_ROLE>;
export const NO_ROLE_GROUPS: readonly PermissionGroup<NoRoleKey>[] = NO_ROLE;

/** Every group in screen order, the role-less ones last. */
export const PERMISSION_GROUPS: readonly PermissionGroup<PermissionKey>[] = [
  ...OPERATIONS_GROUPS.slice(0, 3),
  ...BILLING_GROUPS,
  ...TRAFFIC_GROUPS,
  ...OPERATIONS_GROUPS.slice(3),
  ...NO_ROLE_GROUPS,
];

export const NO_ROLE_KEYS: readonly PermissionKey[] = NO_ROLE_GROUPS.flatMap((g) => g.permissions.map((p) => p.key));

/**
 * Spec 2 §6 "other keys" and the always-added offer pair. All but UI_Capacity are always added;
 * UI_Capacity and the registration-type keys (spec 2 §4) have rows of their own.
 */
export const OTHER_PERMISSION_KEYS = [
  'UI_ContactToday_Manage',
  'UI_ContactToday_View',
  'UI_ContactToday_Widget',
  'UI_GlobalPixel_View',
  'UI_GlobalPixel_Manage',
  'UI_AffiliatePixel_Manage',
  'UI_Capacity',
  'UI_OfferCampaigns_ManageBillingRules',
  'UI_OfferCampaigns_ManageRevenueRules',
] as const;
export type OtherKey = (typeof OTHER_PERMISSION_KEYS)[number];

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
