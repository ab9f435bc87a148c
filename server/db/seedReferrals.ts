import { eq, inArray } from 'drizzle-orm';
import { ReferralStatus, RewardType } from '../../domain/enums/commission';
import type { Db } from './client';
import { referralOverrides, users } from './schema';

/**
 * The demo's referral program (spec 4 §6): the demo affiliate referred affiliate2@example.com, whose
 * converted traffic (seedConversions) earns them the workspace default (5 % of the friend's payment,
 * seedSettings) as a bonus due at the next closing; affiliate3@example.com has terms of their own.
 * Runs inside seedDemo, after the conversions.
 */
export async function seedReferrals(tx: Db, now = new Date()): Promise<void> {
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['affiliate@example.com', 'affiliate2@example.com', 'affiliate3@example.com']));
  const id = (email: string) => rows.find((r) => r.email === email)?.id;
  const referrer = id('affiliate@example.com');
  const friend = id('affiliate2@example.com');
  const own = id('affiliate3@example.com');
  if (referrer === undefined || friend === undefined || own === undefined) return;
  await tx.update(users).set({ referredById: referrer }).where(eq(users.id, friend));
  await tx.insert(referralOverrides).values({ affiliateId: own, status: ReferralStatus.Active, rewardTypeId: RewardType.FixedAmountPerCPA, rewardValue: '2.00', updatedAt: now });
}
