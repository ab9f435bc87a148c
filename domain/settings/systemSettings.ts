import { RegistrationType } from '../enums/user';
import { ReferralStatus, RewardType } from '../enums/commission';
import { DEFAULT_WORKSPACE_FEATURES, type WorkspaceFeature } from '../permissions/features';
import type { FraudSettings } from '../quality/fraudSettings';

/** The sections of PUT /settings/config/batch-update/{section} (spec 1 §7, spec 2 §7). */
export const SETTINGS_SECTIONS = ['general-settings', 'default-referral-program', 'fraud-detection'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export function isSettingsSection(value: unknown): value is SettingsSection {
  return typeof value === 'string' && (SETTINGS_SECTIONS as readonly string[]).includes(value);
}

/** The system settings entity of spec 1 §3 / spec 2 §1. */
export interface GeneralSettings {
  registration_type_id: RegistrationType;
  default_payment_terms_id: number;
  system_commission_threshold: number;
  default_affiliate_manager_id: number;
  default_advertiser_id: number;
  workspace_features: WorkspaceFeature[];
  /** where the tracker sends a refused click (spec 3 §2); empty: a plain 404 page */
  fallback_url: string;
  /** the network's legal name and postal address, printed on the invoices affiliates hand in; empty: the brand's name only */
  network_legal_name: string;
  network_address: string;
  /** the workspace's IANA time zone: the days, weeks and months offer caps count in (docs/decisions/offers.md, "Caps") */
  time_zone: string;
}

/** What a new affiliate's referral program starts with; the spec names the section only (decisions, R329). */
export interface DefaultReferralProgram {
  status: ReferralStatus;
  reward_type_id: RewardType;
  reward_value: number;
}

export interface SystemSettings {
  'general-settings': GeneralSettings;
  'default-referral-program': DefaultReferralProgram;
  /** thresholds of traffic quality and what Risky does (spec 4 §4) */
  'fraud-detection': FraudSettings;
}

/** Defaults of a fresh install: registration open, payment terms 0, threshold 0, manager 1, advertiser 1. */
export const DEFAULT_GENERAL_SETTINGS: Readonly<GeneralSettings> = Object.freeze({
  registration_type_id: RegistrationType.Open,
  default_payment_terms_id: 0,
  system_commission_threshold: 0,
  default_affiliate_manager_id: 1,
  default_advertiser_id: 1,
  workspace_features: [...DEFAULT_WORKSPACE_FEATURES],
  fallback_url: '',
  network_legal_name: '',
  network_address: '',
  time_zone: 'UTC',
});

export const DEFAULT_REFERRAL_PROGRAM: Readonly<DefaultReferralProgram> = Object.freeze({
  status: ReferralStatus.Inactive,
  reward_type_id: RewardType.PercentageOfFriendsPayment,
  reward_value: 0,
});

/** What every signed-in user may know about the workspace (GET /settings/workspace). */
export interface WorkspaceInfo {
  workspace_features: WorkspaceFeature[];
  registration_type_id: RegistrationType;
}
