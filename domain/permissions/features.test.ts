import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKSPACE_FEATURES, isWorkspaceFeature, normalizeFeatures, WORKSPACE_FEATURE_LABELS, WORKSPACE_FEATURES } from './features';

describe('workspace features (R319, R320)', () => {
  it('lists spec 2 §1 in order, plus hide_revenue', () => {
    expect(WORKSPACE_FEATURES).toEqual([
      'affiliate_billing', 'capacity', 'fraud_detection', 'fraud_detection_reason', 'marketing_campaigns',
      'offer_management', 'payout_rules', 'referral_program', 'revenue_rules', 'postback_management',
      'automation_rules', 'logs', 'user_operations', 'reports', 'lead_status', 'hide_sale_order_sum',
      'advertiser_billing', 'click_commissions', 'automatically_create_revenue_rule', 'push_brokers', 'crg', 'epl',
      'theming_customization', 'cpa_network_solution', 'archives', 'hide_revenue',
    ]);
  });

  it('labels every feature in en and ru', () => {
    for (const f of WORKSPACE_FEATURES) expect(WORKSPACE_FEATURE_LABELS[f].en && WORKSPACE_FEATURE_LABELS[f].ru).toBeTruthy();
  });

  it('turns every module on by default, the two hiding flags off', () => {
    expect(DEFAULT_WORKSPACE_FEATURES).not.toContain('hide_revenue');
    expect(DEFAULT_WORKSPACE_FEATURES).not.toContain('hide_sale_order_sum');
    expect(DEFAULT_WORKSPACE_FEATURES).toHaveLength(WORKSPACE_FEATURES.length - 2);
  });

  it('recognises and normalises feature names', () => {
    expect(isWorkspaceFeature('crg')).toBe(true);
    expect(isWorkspaceFeature('toString')).toBe(false);
    expect(isWorkspaceFeature(1)).toBe(false);
    expect(normalizeFeatures(['epl', 'nope', 'crg', 'epl'])).toEqual(['crg', 'epl']);
  });
});
