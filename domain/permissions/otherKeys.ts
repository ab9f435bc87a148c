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
