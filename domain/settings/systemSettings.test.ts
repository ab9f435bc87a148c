import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKSPACE_FEATURES } from '../permissions/features';
import { DEFAULT_GENERAL_SETTINGS, DEFAULT_REFERRAL_PROGRAM, isSettingsSection, SETTINGS_SECTIONS } from './systemSettings';

describe('system settings defaults (R321–R326)', () => {
  it('registration open, payment terms 0, threshold 0, manager 1, advertiser 1', () => {
    expect(DEFAULT_GENERAL_SETTINGS).toEqual({
      registration_type_id: 1,
      default_payment_terms_id: 0,
      system_commission_threshold: 0,
      default_affiliate_manager_id: 1,
      default_advertiser_id: 1,
      fallback_url: '',
      network_legal_name: '',
      network_address: '',
      time_zone: 'UTC',
      workspace_features: [...DEFAULT_WORKSPACE_FEATURES],
    });
    expect(Object.isFrozen(DEFAULT_GENERAL_SETTINGS)).toBe(true);
  });

  it('the referral program starts inactive', () => {
    expect(DEFAULT_REFERRAL_PROGRAM).toEqual({ status: -1, reward_type_id: 1, reward_value: 0 });
  });

  it('has the three sections', () => {
    expect(SETTINGS_SECTIONS).toEqual(['general-settings', 'default-referral-program', 'fraud-detection']);
    expect(isSettingsSection('general-settings')).toBe(true);
    expect(isSettingsSection('themes')).toBe(false);
  });
});
