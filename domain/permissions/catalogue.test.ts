import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_ALWAYS_ADDED_KEYS,
  ALWAYS_ADDED_KEYS,
  NO_ROLE_KEYS,
  OTHER_PERMISSION_KEYS,
  PERMISSION_GROUPS,
} from './catalogue';
import { isKnownPermission } from './check';
import { CATALOGUE_KEYS } from './roleDefaults';
import { configurableKeys } from './visibility';
import { isWorkspaceFeature } from './features';
import type { PermissionGroup, PermissionRole } from './types';

const group = (id: string): PermissionGroup => {
  const found = PERMISSION_GROUPS.find((g) => g.id === id);
  if (!found) throw new Error(`no group ${id}`);
  return found;
};
const keysOf = (id: string) => group(id).permissions.map((p) => p.key);
const childrenOf = (key: string) =>
  PERMISSION_GROUPS.flatMap((g) => g.permissions).find((p) => p.key === key && p.childrenPermissions)?.childrenPermissions;
const excluded = (id: string, key: string) =>
  group(id)
    .permissions.filter((p) => p.key === key)
    .map((p) => [...(p.excludeRoles ?? [])]);
const MA: PermissionRole[] = ['manager', 'admin'];
const ALL: PermissionRole[] = ['manager', 'admin', 'affiliate'];

describe('catalogue shape (R353, R354)', () => {
  it('every group has an id, a title in en and ru, roles, a known feature if any, and rows', () => {
    const ids = new Set<string>();
    for (const g of PERMISSION_GROUPS) {
      expect(ids.has(g.id)).toBe(false);
      ids.add(g.id);
      expect(g.title.en && g.title.ru).toBeTruthy();
      expect(Array.isArray(g.roles)).toBe(true);
      if (g.feature !== undefined) expect(isWorkspaceFeature(g.feature)).toBe(true);
      expect(g.permissions.length).toBeGreaterThan(0);
      for (const text of [g.tooltip, g.description]) if (text) expect(text.en && text.ru).toBeTruthy();
    }
  });

  it('every row has a key, a name in en and ru, and optional children, excluded roles and tooltip', () => {
    for (const p of PERMISSION_GROUPS.flatMap((g) => g.permissions)) {
      expect(p.key).toMatch(/^UI_\w+$/);
      expect(p.name.en && p.name.ru).toBeTruthy();
      for (const child of p.childrenPermissions ?? []) expect(child).toMatch(/^UI_\w+$/);
      for (const role of p.excludeRoles ?? []) expect(['admin', 'manager', 'affiliate', 'advertiser']).toContain(role);
      if (p.tooltip) expect(p.tooltip.en && p.tooltip.ru).toBeTruthy();
    }
  });

  it('shows some tooltips and warning descriptions', () => {
    expect(PERMISSION_GROUPS.some((g) => g.description)).toBe(true);
    expect(PERMISSION_GROUPS.flatMap((g) => g.permissions).some((p) => p.tooltip)).toBe(true);
  });
});

describe('groups of spec 2 §6', () => {
  it.each([
    // id, feature, roles, keys (R381–R406)
    ['offer_campaigns', 'offer_management', MA, ['UI_OfferCampaigns_View', 'UI_OfferCampaigns_Manage', 'UI_OfferCampaigns_ManagePromotionRules', 'UI_OfferCampaigns_ManageBlockingRules', 'UI_OfferCampaigns_Suspend', 'UI_OfferCampaigns_ApproveRequest']],
    ['user_operations', 'user_operations', MA, ['UI_UserOperations_View', 'UI_UserOperations_Manage', 'UI_UserOperations_Approve', 'UI_UserOperations_Approve', 'UI_UserOperations_Ban']],
    ['postbacks', 'postback_management', ALL, ['UI_Postback_View', 'UI_Postback_Manage']],
    ['affiliate_billing', 'affiliate_billing', ALL, ['UI_Billing_View', 'UI_Billing_ManagePayouts', 'UI_Billing_Create', 'UI_Billing_ManageInvoices', 'UI_Billing_ManageTransactions', 'UI_Billing_RestorePayments']],
    ['crg', 'crg', ALL, ['UI_CRG_View']],
    ['epl', 'epl', ALL, ['UI_EPL_View']],
    ['click_billing', 'click_commissions', MA, ['UI_ClickBilling_View', 'UI_ClickBilling_ManagePayouts', 'UI_ClickBilling_Create', 'UI_ClickBilling_ManageInvoices', 'UI_ClickBilling_ManageTransactions', 'UI_ClickBilling_RestorePayments']],
    ['advertiser_billing', 'advertiser_billing', ['admin'], ['UI_AdvertiserBilling_View', 'UI_AdvertiserBilling_ManagePayments', 'UI_AdvertiserBilling_ManageInvoices', 'UI_AdvertiserBilling_ManageTransactions']],
    ['payout_rules', 'payout_rules', ALL, ['UI_PayoutRules_View', 'UI_PayoutRules_Manage']],
    ['revenue_rules', 'revenue_rules', MA, ['UI_RevenueRules_View', 'UI_RevenueRules_Manage']],
    ['click_payout_rules', 'click_commissions', ALL, ['UI_ClickPayoutRules_View', 'UI_ClickPayoutRules_Manage']],
    ['marketing_campaigns', 'marketing_campaigns', ALL, ['UI_SmartLinks_View', 'UI_SmartLinks_Manage', 'UI_SmartLinks_Suspend']],
    ['capacity', 'capacity', ['admin'], ['UI_OfferCapacity_View', 'UI_OfferCapacity_Manage', 'UI_Capacity_View', 'UI_Capacity_Manage']],
    ['referral_program', 'referral_program', ALL, ['UI_ReferralProgram_View', 'UI_ReferralProgram_Manage']],
    ['push_brokers', 'push_brokers', MA, ['UI_PushBrokers_View', 'UI_PushBrokers_Manage']],
    ['reports', 'reports', MA, ['UI_Reports_Traffic', 'UI_Reports_Global', 'UI_Reports_Referrer', 'UI_Reports_Basic', 'UI_LdsLeadInfo_View', 'UI_LdsEmailInfo_View']],
    ['statistics', undefined, ['manager'], ['UI_Reports_ShowOnlyClicks']],
    ['order_sum', 'hide_sale_order_sum', ['affiliate'], ['UI_Order_Sum']],
    ['affiliate_reports', 'reports', ['affiliate'], ['UI_Reports_Basic']],
    ['automation_rules', 'automation_rules', MA, ['UI_AutomationRules_View', 'UI_AutomationRules_Manage']],
    ['permission_settings', undefined, MA, ['UI_PermissionSettings_View', 'UI_PermissionSettings_ManageAdmin', 'UI_PermissionSettings_ManageManager', 'UI_PermissionSettings_ManageAdvertiser', 'UI_PermissionSettings_ManageAffiliate']],
    ['logs', 'logs', MA, ['UI_Logs_View']],
    ['archivation', 'archives', MA, ['UI_Archivation_Manage']],
    ['registration_types', undefined, ['admin'], ['UI_Registration_Type_Open', 'UI_Registration_Type_Moderated', 'UI_Registration_Type_Closed']],
    ['other_keys', 'capacity', MA, ['UI_Capacity']],
  ] as const)('%s (%s) for %j holds %j', (id, feature, roles, keys) => {
    const g = group(id);
    expect(g.feature).toBe(feature);
    expect([...g.roles].sort()).toEqual([...roles].sort());
    expect(keysOf(id)).toEqual(keys);
  });

  it('view permissions are the parents of their group (R381, R382, R384, R385, R389, R390, R403)', () => {
    expect(childrenOf('UI_OfferCampaigns_View')).toHaveLength(5);
    expect(childrenOf('UI_UserOperations_View')).toEqual(['UI_UserOperations_Manage', 'UI_UserOperations_Approve', 'UI_UserOperations_Ban']);
    expect(childrenOf('UI_Postback_View')).toEqual(['UI_Postback_Manage']);
    expect(childrenOf('UI_Billing_View')).toHaveLength(5);
    expect(childrenOf('UI_ClickBilling_View')?.map((k) => k.replace('UI_ClickBilling_', ''))).toEqual(
      childrenOf('UI_Billing_View')?.map((k) => k.replace('UI_Billing_', '')),
    );
    expect(childrenOf('UI_AdvertiserBilling_View')).toHaveLength(3);
    expect(childrenOf('UI_OfferCapacity_View')).toEqual(['UI_OfferCapacity_Manage']);
    expect(childrenOf('UI_Capacity_View')).toEqual(['UI_Capacity_Manage']);
    expect(childrenOf('UI_PermissionSettings_View')).toEqual([
      'UI_PermissionSettings_ManageAdmin',
      'UI_PermissionSettings_ManageTL',
      'UI_PermissionSettings_ManageManager',
      'UI_PermissionSettings_ManageAdvertiser',
      'UI_PermissionSettings_ManageAffiliate',
    ]);
  });

  it('approve appears as "own users" without admins and "all users" without managers (R383)', () => {
    const rows = group('user_operations').permissions.filter((p) => p.key === 'UI_UserOperations_Approve');
    expect(rows.map((p) => [p.name.en, p.excludeRoles])).toEqual([
      ['Approve own users', ['admin']],
      ['Approve all users', ['manager']],
    ]);
  });

  it('excludes affiliates from every affiliate-billing child but ManageInvoices (R386)', () => {
    for (const key of ['UI_Billing_ManagePayouts', 'UI_Billing_Create', 'UI_Billing_ManageTransactions', 'UI_Billing_RestorePayments']) {
      expect(excluded('affiliate_billing', key)).toEqual([['affiliate']]);
    }
    expect(excluded('affiliate_billing', 'UI_Billing_ManageInvoices')).toEqual([[]]);
  });

  it('excludes affiliates from Manage of payout, click payout and referral rules (R391, R393, R396)', () => {
    expect(excluded('payout_rules', 'UI_PayoutRules_Manage')).toEqual([['affiliate']]);
    expect(excluded('click_payout_rules', 'UI_ClickPayoutRules_Manage')).toEqual([['affiliate']]);
    expect(excluded('referral_program', 'UI_ReferralProgram_Manage')).toEqual([['affiliate']]);
  });

  it('reports exclusions (R398)', () => {
    expect(excluded('reports', 'UI_Reports_Global')).toEqual([['admin']]);
    expect(excluded('reports', 'UI_Reports_Basic')).toEqual([['manager', 'admin']]);
    expect(excluded('reports', 'UI_LdsLeadInfo_View')).toEqual([['manager']]);
    expect(excluded('reports', 'UI_LdsEmailInfo_View')).toEqual([['manager']]);
    expect(excluded('reports', 'UI_Reports_Traffic')).toEqual([[]]);
  });

  it('permission-settings exclusions; ManageTL has no row (R376, R403, R404)', () => {
    for (const key of ['UI_PermissionSettings_ManageAdmin', 'UI_PermissionSettings_ManageManager', 'UI_PermissionSettings_ManageAdvertiser']) {
      expect(excluded('permission_settings', key)).toEqual([['affiliate', 'manager']]);
    }
    expect(excluded('permission_settings', 'UI_PermissionSettings_ManageAffiliate')).toEqual([['affiliate']]);
    expect(keysOf('permission_settings')).not.toContain('UI_PermissionSettings_ManageTL');
    expect(isKnownPermission('UI_PermissionSettings_ManageTL')).toBe(true);
    expect(isKnownPermission('UI_PermissionSettings_ManageAdvertiser')).toBe(true);
  });
});

describe('every key can be granted', () => {
  it('each catalogue key has a checkbox for some role, is always added, or is one nobody may tick', () => {
    const tickable = new Set((['admin', 'manager', 'affiliate', 'advertiser'] as const).flatMap((role) => configurableKeys(role)));
    // ManageTL has no row by the spec (R404): team leads have no user type (decisions, R27)
    const automatic = new Set([...ALWAYS_ADDED_KEYS, ...AFFILIATE_ALWAYS_ADDED_KEYS, ...NO_ROLE_KEYS, 'UI_PermissionSettings_ManageTL']);
    expect(CATALOGUE_KEYS.filter((key) => !tickable.has(key) && !automatic.has(key))).toEqual([]);
  });

  it('an administrator can be given each registration type and UI_Capacity', () => {
    expect(configurableKeys('admin')).toEqual(
      expect.arrayContaining(['UI_Registration_Type_Open', 'UI_Registration_Type_Moderated', 'UI_Registration_Type_Closed', 'UI_Capacity']),
    );
    expect(configurableKeys('manager')).not.toContain('UI_Registration_Type_Open');
  });
});

describe('keys outside the checkboxes', () => {
  it('no-role keys sit in groups no role sees, UI_LeadStatus_View behind lead_status (R407)', () => {
    expect(NO_ROLE_KEYS).toEqual(['UI_FraudDetection_View', 'UI_FraudDetection_Explain', 'UI_Enable_Advertiser', 'UI_LeadStatus_View']);
    for (const g of PERMISSION_GROUPS.filter((g) => g.permissions.some((p) => NO_ROLE_KEYS.includes(p.key)))) {
      expect(g.roles).toEqual([]);
    }
    expect(group('lead_status').feature).toBe('lead_status');
  });

  it('other keys exist (R408)', () => {
    for (const key of ['UI_ContactToday_Manage', 'UI_ContactToday_View', 'UI_ContactToday_Widget', 'UI_GlobalPixel_View', 'UI_GlobalPixel_Manage', 'UI_AffiliatePixel_Manage', 'UI_Capacity']) {
      expect(OTHER_PERMISSION_KEYS).toContain(key);
      expect(isKnownPermission(key)).toBe(true);
    }
  });

  it('the always-added keys (R371, R372)', () => {
    expect([...ALWAYS_ADDED_KEYS].sort()).toEqual(
      [
        'UI_FraudDetection_View', 'UI_FraudDetection_Explain', 'UI_LeadStatus_View', 'UI_AffiliatePixel_Manage',
        'UI_ContactToday_Manage', 'UI_ContactToday_View', 'UI_ContactToday_Widget', 'UI_GlobalPixel_Manage',
        'UI_GlobalPixel_View', 'UI_Logs_View', 'UI_OfferCampaigns_ManageBillingRules', 'UI_OfferCampaigns_ManageRevenueRules',
      ].sort(),
    );
    expect(AFFILIATE_ALWAYS_ADDED_KEYS).toEqual(['UI_OfferCampaigns_View']);
    for (const key of ALWAYS_ADDED_KEYS) expect(isKnownPermission(key)).toBe(true);
  });
});
