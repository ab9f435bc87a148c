import { eq } from 'drizzle-orm';
import { ALWAYS_ADDED_KEYS, AFFILIATE_ALWAYS_ADDED_KEYS } from '../../domain/permissions/catalogue';
import { fullPermissions } from '../../domain/permissions/defaults';
import { DEFAULT_WORKSPACE_FEATURES } from '../../domain/permissions/features';
import { DEFAULT_GENERAL_SETTINGS } from '../../domain/settings/systemSettings';
import { SETTING_KEYS } from '../modules/settings/repository';
import type { Db } from './client';
import { settings, users } from './schema';

/** What the demo managers may do: enough to show the screens, short of managing other managers. */
export const DEMO_MANAGER_PERMISSIONS: readonly string[] = [
  'UI_UserOperations_View',
  'UI_UserOperations_Manage',
  'UI_UserOperations_Approve',
  'UI_PermissionSettings_View',
  'UI_PermissionSettings_ManageAffiliate',
  'UI_OfferCampaigns_View',
  'UI_OfferCampaigns_Manage',
  'UI_Postback_View',
  'UI_Postback_Manage',
  'UI_Billing_View',
  'UI_Billing_ManageInvoices',
  'UI_PayoutRules_View',
  'UI_ReferralProgram_View',
  'UI_SmartLinks_View',
  'UI_Reports_Traffic',
  'UI_Reports_Global',
  'UI_CRG_View',
  'UI_EPL_View',
  ...ALWAYS_ADDED_KEYS,
];

export const DEMO_AFFILIATE_PERMISSIONS: readonly string[] = [
  'UI_Postback_View',
  'UI_Postback_Manage',
  'UI_Billing_View',
  'UI_Billing_ManageInvoices',
  'UI_PayoutRules_View',
  'UI_ReferralProgram_View',
  'UI_SmartLinks_View',
  'UI_Reports_Basic',
  'UI_CRG_View',
  ...ALWAYS_ADDED_KEYS,
  ...AFFILIATE_ALWAYS_ADDED_KEYS,
];

/** Push brokers stay off in the demo, to show a switched-off module. */
export const DEMO_WORKSPACE_FEATURES = DEFAULT_WORKSPACE_FEATURES.filter((f) => f !== 'push_brokers');

type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

/**
 * The demo's system settings (registration open, defaults of the spec, the first manager as
 * default manager) and every demo user's permission keys. Runs inside seedDemo, after the users.
 */
export async function seedSettings(tx: Tx): Promise<void> {
  const [manager] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'manager@example.com')).limit(1);
  const { workspace_features: _features, ...general } = DEFAULT_GENERAL_SETTINGS;
  await tx.insert(settings).values([
    { key: SETTING_KEYS.general, value: { ...general, default_affiliate_manager_id: manager?.id ?? general.default_affiliate_manager_id } },
    { key: SETTING_KEYS.features, value: [...DEMO_WORKSPACE_FEATURES] },
    { key: SETTING_KEYS.referral, value: { status: 1, reward_type_id: 1, reward_value: 5 } },
  ]);
  await tx.update(users).set({ permissions: fullPermissions('admin') }).where(eq(users.userType, 0));
  await tx.update(users).set({ permissions: [...DEMO_MANAGER_PERMISSIONS].sort() }).where(eq(users.userType, 1));
  await tx.update(users).set({ permissions: [...DEMO_AFFILIATE_PERMISSIONS].sort() }).where(eq(users.userType, 2));
}
