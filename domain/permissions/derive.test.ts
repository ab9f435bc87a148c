import { describe, expect, it } from 'vitest';
import { activeHeldPermissions, derivedPermissions, effectivePermissions } from './derive';
import { WORKSPACE_FEATURES } from './features';

const ALL = [...WORKSPACE_FEATURES];
const none: string[] = [];

describe('derived permissions by user type (R338–R340)', () => {
  it.each([
    [0, 'CUSTOM_UI_Admin'],
    [1, 'CUSTOM_UI_Manager'],
    [2, 'CUSTOM_UI_Affiliate'],
  ])('user type %i gets %s and no other role key', (userType, key) => {
    const derived = derivedPermissions(userType, [], none);
    expect(derived).toEqual([key]);
  });

  it('an advertiser or unknown type gets no role key', () => {
    expect(derivedPermissions(3, [], none)).toEqual([]);
    expect(derivedPermissions('0', [], none)).toEqual([]);
  });
});

describe('derived permissions by feature and held key (R341–R351)', () => {
  it.each([
    ['cpa_network_solution', [], 'UI_Enable_Advertiser'],
    ['cpa_network_solution', ['UI_AdvertiserBilling_View'], 'CUSTOM_DISPLAY_ADVERTISER_BILLING'],
    ['cpa_network_solution', ['UI_UserOperations_View'], 'CUSTOM_ARCHIVES_ADVERTISER'],
    ['click_commissions', [], 'CUSTOM_CLICK_COMMISSIONS'],
    ['click_commissions', ['UI_ClickPayoutRules_View'], 'CUSTOM_UI_ClickPayoutRules_View'],
    ['click_commissions', ['UI_ClickBilling_View'], 'CUSTOM_UI_ClickBilling_View'],
    ['automatically_create_revenue_rule', [], 'CUSTOM_AUTOMATICALLY_CREATE_REVENUE_RULE'],
    ['push_brokers', ['UI_PushBrokers_View'], 'CUSTOM_UI_PushBrokers_View'],
    ['crg', ['UI_CRG_View'], 'CUSTOM_UI_CRG_View'],
    ['epl', ['UI_EPL_View'], 'CUSTOM_UI_EPL_View'],
    ['hide_revenue', [], 'CUSTOM_UI_Hide_Revenue_View'],
  ])('%s with %j grants %s; without the feature (or the key) it does not', (feature, held, key) => {
    expect(derivedPermissions(1, held, [feature])).toContain(key);
    expect(derivedPermissions(1, held, ALL.filter((f) => f !== feature))).not.toContain(key);
    if (held.length) expect(derivedPermissions(1, [], [feature])).not.toContain(key);
  });
});

describe('effective permissions', () => {
  it('drops held keys of switched-off features and keeps the rest', () => {
    const held = ['UI_Postback_View', 'UI_CRG_View', 'UI_PermissionSettings_View', 'UI_ContactToday_View'];
    expect(activeHeldPermissions(held, ['crg'])).toEqual(['UI_CRG_View', 'UI_PermissionSettings_View', 'UI_ContactToday_View']);
    expect(activeHeldPermissions(held, ['postback_management'])).toEqual([
      'UI_Postback_View',
      'UI_PermissionSettings_View',
      'UI_ContactToday_View',
    ]);
  });

  it('keeps a key that one of its groups still allows', () => {
    expect(activeHeldPermissions(['UI_Reports_Basic'], ['reports'])).toEqual(['UI_Reports_Basic']);
    expect(activeHeldPermissions(['UI_Reports_Basic'], [])).toEqual([]);
  });

  it('ignores stored CUSTOM_* keys: they are only ever derived', () => {
    expect(effectivePermissions({ userType: 2, permissions: ['CUSTOM_UI_Admin', 'CUSTOM_CLICK_COMMISSIONS'] }, [])).toEqual([
      'CUSTOM_UI_Affiliate',
    ]);
  });

  it('does not derive from a held key whose feature is off', () => {
    const effective = effectivePermissions({ userType: 0, permissions: ['UI_AdvertiserBilling_View'] }, ['cpa_network_solution']);
    expect(effective).not.toContain('CUSTOM_DISPLAY_ADVERTISER_BILLING');
    expect(effective).toContain('UI_Enable_Advertiser');
  });

  it('drops a stored UI_Enable_Advertiser when cpa_network_solution is off', () => {
    expect(effectivePermissions({ userType: 0, permissions: ['UI_Enable_Advertiser'] }, [])).toEqual(['CUSTOM_UI_Admin']);
  });

  it('answers a sorted list with each key once', () => {
    const effective = effectivePermissions({ userType: 1, permissions: ['UI_Logs_View', 'UI_Logs_View', 'UI_CRG_View'] }, ALL);
    expect(effective).toEqual([...new Set(effective)].sort());
    expect(effective).toEqual(expect.arrayContaining(['UI_Logs_View', 'UI_CRG_View', 'CUSTOM_UI_CRG_View', 'CUSTOM_UI_Manager']));
  });
});
