import { eq } from 'drizzle-orm';
import { builtInRoleDefaults } from '../../domain/permissions/roleDefaults';
import { DEFAULT_WORKSPACE_FEATURES } from '../../domain/permissions/features';
import { DEFAULT_GENERAL_SETTINGS } from '../../domain/settings/systemSettings';
import { SETTING_KEYS } from '../modules/settings/settingsRepository';
import type { Db } from './client';
import { settings, users } from './schema';

/** The demo users get the role defaults a new user of their role gets (domain/permissions/roleDefaults.ts). */
export const DEMO_MANAGER_PERMISSIONS: readonly string[] = builtInRoleDefaults('manager');
export const DEMO_AFFILIATE_PERMISSIONS: readonly string[] = builtInRoleDefaults('affiliate');

/** The demo runs every module a new workspace runs. */
export const DEMO_WORKSPACE_FEATURES = DEFAULT_WORKSPACE_FEATURES;

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
  await tx.update(users).set({ permissions: builtInRoleDefaults('admin') }).where(eq(users.userType, 0));
  await tx.update(users).set({ permissions: [...DEMO_MANAGER_PERMISSIONS].sort() }).where(eq(users.userType, 1));
  await tx.update(users).set({ permissions: [...DEMO_AFFILIATE_PERMISSIONS].sort() }).where(eq(users.userType, 2));
}
