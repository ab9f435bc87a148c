import { describe, expect, it } from 'vitest';
import { PERMISSION_GROUPS } from './catalogue';
import { WORKSPACE_FEATURES } from './features';
import { configurableKeys, featuresOfKey, parentOf, visibleGroups, visibleRows } from './visibility';

const ALL = [...WORKSPACE_FEATURES];
const ids = (role: Parameters<typeof visibleGroups>[0], features: string[] = ALL) => visibleGroups(role, features).map((g) => g.id);
const group = (id: string) => PERMISSION_GROUPS.find((g) => g.id === id)!;
const rowNames = (id: string, role: Parameters<typeof visibleRows>[1], registrationType?: number) =>
  visibleRows(group(id), role, { registrationType }).map((p) => p.name.en);

describe('which groups a user sees (R365, R366)', () => {
  it('shows a group only when it lists the role', () => {
    expect(ids('affiliate')).toEqual([
      'postbacks', 'affiliate_billing', 'crg', 'epl', 'payout_rules', 'click_payout_rules', 'referral_program',
      'marketing_campaigns', 'order_sum', 'affiliate_reports',
    ]);
    expect(ids('manager')).toContain('statistics');
    expect(ids('admin')).not.toContain('statistics');
    expect(ids('admin')).toEqual(expect.arrayContaining(['advertiser_billing', 'capacity']));
    expect(ids('manager')).not.toContain('capacity');
    expect(ids('advertiser')).toEqual([]);
  });

  it('hides a group whose feature is off; groups without a feature stay', () => {
    expect(ids('manager', ALL.filter((f) => f !== 'postback_management'))).not.toContain('postbacks');
    expect(ids('manager', [])).toEqual(['statistics', 'permission_settings']);
  });

  it('never shows the role-less groups (R407)', () => {
    for (const role of ['admin', 'manager', 'affiliate', 'advertiser'] as const) {
      expect(ids(role)).not.toEqual(expect.arrayContaining(['fraud_detection']));
      expect(configurableKeys(role)).not.toContain('UI_LeadStatus_View');
      expect(configurableKeys(role)).not.toContain('UI_Enable_Advertiser');
    }
  });
});

describe('which rows a user sees', () => {
  it('approve own users for managers, approve all users for admins (R383)', () => {
    expect(rowNames('user_operations', 'manager')).toContain('Approve own users');
    expect(rowNames('user_operations', 'manager')).not.toContain('Approve all users');
    expect(rowNames('user_operations', 'admin')).toContain('Approve all users');
    expect(rowNames('user_operations', 'admin')).not.toContain('Approve own users');
  });

  it('hides the approve row unless registration is Moderated (R364)', () => {
    expect(rowNames('user_operations', 'manager', 1)).not.toContain('Approve own users');
    expect(rowNames('user_operations', 'manager', 3)).not.toContain('Approve own users');
    expect(rowNames('user_operations', 'manager', 2)).toContain('Approve own users');
  });

  it('affiliate billing for an affiliate: view and invoices only (R386)', () => {
    expect(visibleRows(group('affiliate_billing'), 'affiliate').map((p) => p.key)).toEqual(['UI_Billing_View', 'UI_Billing_ManageInvoices']);
  });

  it('permission settings: a manager sees ManageAffiliate only (R404)', () => {
    expect(visibleRows(group('permission_settings'), 'manager').map((p) => p.key)).toEqual([
      'UI_PermissionSettings_View',
      'UI_PermissionSettings_ManageAffiliate',
    ]);
    expect(visibleRows(group('permission_settings'), 'admin')).toHaveLength(5);
  });

  it('reports: managers and admins see different rows (R398)', () => {
    expect(visibleRows(group('reports'), 'manager').map((p) => p.key)).toEqual(['UI_Reports_Traffic', 'UI_Reports_Global', 'UI_Reports_Referrer']);
    expect(visibleRows(group('reports'), 'admin').map((p) => p.key)).toEqual([
      'UI_Reports_Traffic', 'UI_Reports_Referrer', 'UI_LdsLeadInfo_View', 'UI_LdsEmailInfo_View',
    ]);
  });
});

describe('relations', () => {
  it('knows each child\'s parent', () => {
    expect(parentOf('UI_Postback_Manage')).toBe('UI_Postback_View');
    expect(parentOf('UI_PermissionSettings_ManageTL')).toBe('UI_PermissionSettings_View');
    expect(parentOf('UI_Postback_View')).toBeUndefined();
  });

  it('knows the features a key depends on', () => {
    expect(featuresOfKey('UI_Postback_View')).toEqual(['postback_management']);
    expect(featuresOfKey('UI_PermissionSettings_ManageTL')).toEqual([]);
    expect(featuresOfKey('UI_ContactToday_View')).toEqual([]);
    expect(featuresOfKey('UI_ClickBilling_Create')).toEqual(['click_commissions']);
  });
});
