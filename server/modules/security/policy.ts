import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/** This module's row of the shared settings table. */
const POLICY_KEY = 'security:policy';

export interface SecurityPolicy {
  /** administrators and managers without a second factor are sent to enrol after sign-in */
  require_two_factor_for_staff: boolean;
}

const policyRow = z.object({ require_two_factor_for_staff: z.boolean().catch(false) }).catch({ require_two_factor_for_staff: false });

export async function readSecurityPolicy(db: Db): Promise<SecurityPolicy> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, POLICY_KEY)).limit(1);
  return policyRow.parse(row?.value ?? {});
}

export async function saveSecurityPolicy(db: Db, policy: SecurityPolicy, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key: POLICY_KEY, value: policy, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: policy, updatedAt: now } });
}
