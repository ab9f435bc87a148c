import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isTimeZone } from '../../../domain/time-zones';
import { RegistrationType } from '../../../domain/enums/user';
import { ReferralStatus, RewardType } from '../../../domain/enums/commission';
import { normalizeFeatures, type WorkspaceFeature } from '../../../domain/permissions/features';
import {
  DEFAULT_GENERAL_SETTINGS,
  DEFAULT_REFERRAL_PROGRAM,
  type DefaultReferralProgram,
  type GeneralSettings,
  type SystemSettings,
} from '../../../domain/settings/systemSettings';
import { DEFAULT_FRAUD_SETTINGS, FRAUD_SETTING_LIMITS, RiskyAction, type FraudSettings } from '../../../domain/quality/fraudSettings';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/** Rows of the shared settings table this module owns. */
export const SETTING_KEYS = {
  general: 'system:general-settings',
  features: 'system:workspace-features',
  referral: 'system:default-referral-program',
  networkToken: 'system:network-postback-token',
  fraud: 'system:fraud-detection',
} as const;

type Executor = Pick<Db, 'select' | 'insert'>;

// Stored values are read field by field, each falling back to its default, so a hand-edited or
// older row never breaks a request.
const generalRow = z.object({
  registration_type_id: z.number().refine(RegistrationType.is).catch(DEFAULT_GENERAL_SETTINGS.registration_type_id),
  default_payment_terms_id: z.number().int().min(0).catch(DEFAULT_GENERAL_SETTINGS.default_payment_terms_id),
  system_commission_threshold: z.number().min(0).catch(DEFAULT_GENERAL_SETTINGS.system_commission_threshold),
  default_affiliate_manager_id: z.number().int().positive().catch(DEFAULT_GENERAL_SETTINGS.default_affiliate_manager_id),
  default_advertiser_id: z.number().int().positive().catch(DEFAULT_GENERAL_SETTINGS.default_advertiser_id),
  fallback_url: z.string().catch(DEFAULT_GENERAL_SETTINGS.fallback_url),
  network_legal_name: z.string().catch(DEFAULT_GENERAL_SETTINGS.network_legal_name),
  network_address: z.string().catch(DEFAULT_GENERAL_SETTINGS.network_address),
  time_zone: z.string().refine(isTimeZone).catch(DEFAULT_GENERAL_SETTINGS.time_zone),
});
const referralRow = z.object({
  status: z.number().refine(ReferralStatus.is).catch(DEFAULT_REFERRAL_PROGRAM.status),
  reward_type_id: z.number().refine(RewardType.is).catch(DEFAULT_REFERRAL_PROGRAM.reward_type_id),
  reward_value: z.number().min(0).catch(DEFAULT_REFERRAL_PROGRAM.reward_value),
});

const limited = (field: keyof typeof FRAUD_SETTING_LIMITS) => {
  const { min, max, integer } = FRAUD_SETTING_LIMITS[field];
  return z
    .number()
    .min(min)
    .max(max)
    .refine((v) => !integer || Number.isInteger(v))
    .catch(DEFAULT_FRAUD_SETTINGS[field]);
};
const fraudRow = z.object({
  duplicate_window_minutes: limited('duplicate_window_minutes'),
  duplicate_ip_clicks: limited('duplicate_ip_clicks'),
  min_conversion_seconds: limited('min_conversion_seconds'),
  conversion_rate_factor: limited('conversion_rate_factor'),
  conversion_rate_min_conversions: limited('conversion_rate_min_conversions'),
  mixed_reasons_for_risky: limited('mixed_reasons_for_risky'),
  risky_alert_percent: limited('risky_alert_percent'),
  risky_alert_min_clicks: limited('risky_alert_min_clicks'),
  risky_alert_min_conversions: limited('risky_alert_min_conversions'),
  risky_action: z.string().refine(RiskyAction.is).catch(DEFAULT_FRAUD_SETTINGS.risky_action),
});

/** The stored fraud-detection settings, field by field over the defaults. */
export const fraudSettingsFrom = (value: unknown): FraudSettings => fraudRow.parse(objectOr(value)) as FraudSettings;

async function readRows(db: Executor, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, keys));
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** The stored fraud-detection value as a scalar subquery, to read beside other rows in one statement (the lead intake); fraudSettingsFrom reads it. */
export const fraudSettingsValue = () => sql`(SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = ${SETTING_KEYS.fraud})`;

/** The stored features value as a scalar subquery, for reading it beside other rows in one statement (loadSession). */
export const workspaceFeaturesValue = () => sql`(SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = ${SETTING_KEYS.features})`;

/** Whether a feature is on, as SQL text for a statement that decides by it (the tracker's click write): the stored features, else the defaults. */
export const featureOnSql = (feature: WorkspaceFeature) =>
  `COALESCE((SELECT s.value @> '["${feature}"]'::jsonb FROM settings s WHERE s.key = '${SETTING_KEYS.features}'), ${DEFAULT_GENERAL_SETTINGS.workspace_features.includes(feature)})`;

/** The switched-on features of a stored value (or the defaults when there is none). */
export const featuresFrom = (value: unknown): WorkspaceFeature[] =>
  Array.isArray(value) ? normalizeFeatures(value) : [...DEFAULT_GENERAL_SETTINGS.workspace_features];
const objectOr = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

/** The switched-on features: one indexed read, made on every signed-in request. */
export async function readWorkspaceFeatures(db: Executor): Promise<WorkspaceFeature[]> {
  const rows = await readRows(db, [SETTING_KEYS.features]);
  return featuresFrom(rows.get(SETTING_KEYS.features));
}

export async function readSystemSettings(db: Executor): Promise<SystemSettings> {
  const rows = await readRows(db, Object.values(SETTING_KEYS));
  const general = generalRow.parse(objectOr(rows.get(SETTING_KEYS.general))) as Omit<GeneralSettings, 'workspace_features'>;
  return {
    'general-settings': { ...general, workspace_features: featuresFrom(rows.get(SETTING_KEYS.features)) },
    'default-referral-program': referralRow.parse(objectOr(rows.get(SETTING_KEYS.referral))) as DefaultReferralProgram,
    'fraud-detection': fraudSettingsFrom(rows.get(SETTING_KEYS.fraud)),
  };
}

/** Upserts one row; objects are merged key by key in SQL, so concurrent saves of different fields both stay. */
async function upsert(db: Executor, key: string, value: object, now: Date, merge: boolean): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: merge ? sql`${settings.value} || excluded.value` : sql`excluded.value`, updatedAt: now },
    });
}

export async function saveGeneralSettings(db: Db, patch: Partial<GeneralSettings>, now: Date): Promise<void> {
  await db.transaction((tx) => writeGeneralSettings(tx, patch, now));
}

/** The general settings' two rows, in the caller's transaction. */
export async function writeGeneralSettings(tx: Executor, patch: Partial<GeneralSettings>, now: Date): Promise<void> {
  const { workspace_features: features, ...fields } = patch;
  if (Object.keys(fields).length) await upsert(tx, SETTING_KEYS.general, fields, now, true);
  if (features) await upsert(tx, SETTING_KEYS.features, normalizeFeatures(features), now, false);
}

export async function saveReferralProgram(db: Executor, patch: Partial<DefaultReferralProgram>, now: Date): Promise<void> {
  if (Object.keys(patch).length) await upsert(db, SETTING_KEYS.referral, patch, now, true);
}

/** The fraud-detection settings (read by the tracker behind its short cache, and by each conversion). */
export async function readFraudSettings(db: Executor): Promise<FraudSettings> {
  return fraudSettingsFrom((await readRows(db, [SETTING_KEYS.fraud])).get(SETTING_KEYS.fraud));
}

export async function saveFraudSettings(db: Executor, patch: Partial<FraudSettings>, now: Date): Promise<void> {
  if (Object.keys(patch).length) await upsert(db, SETTING_KEYS.fraud, patch, now, true);
}

/** The network-wide postback token (spec 3 §4: an admin setting): fits every offer's postback; null until generated. */
export async function readNetworkToken(db: Executor): Promise<string | null> {
  const value = (await readRows(db, [SETTING_KEYS.networkToken])).get(SETTING_KEYS.networkToken) as { token?: unknown } | undefined;
  return typeof value?.token === 'string' && value.token ? value.token : null;
}

/** Replaces the network token with `token` (the old one stops working at once). */
export async function saveNetworkToken(db: Executor, token: string, now: Date): Promise<void> {
  await upsert(db, SETTING_KEYS.networkToken, { token }, now, false);
}
