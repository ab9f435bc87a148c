import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { UserType } from '../../domain/enums/user';
import type { Db } from './client';
import { clickPayoutRules, offers, users } from './schema';

/**
 * The demo's click payout rules (docs/decisions/click-commissions.md): the second runnable offer pays
 * for unique clicks (the first is the one tests convert on by conversions alone), more for German ones, and the demo affiliate has a rate of their own for US
 * clicks, so the clicks seeded after it earn and the click billing screen is not empty. Runs inside
 * seedDemo, after the offers and before any click is written.
 */
export async function seedClickPayoutRules(tx: Db): Promise<void> {
  const [offer] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.status, 1), eq(offers.access, 4), isNotNull(offers.advertiserId)))
    .orderBy(asc(offers.id))
    .offset(1)
    .limit(1);
  const [affiliate] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, 'affiliate@example.com'), eq(users.userType, UserType.Affiliate)));
  if (!offer) return;
  await tx.insert(clickPayoutRules).values([
    { offerId: offer.id, payout: '0.03', revenue: '0.05' },
    { offerId: offer.id, country: 'DE', payout: '0.06', revenue: '0.10' },
    ...(affiliate ? [{ offerId: offer.id, affiliateId: affiliate.id, country: 'US', payout: '0.05', revenue: '0.08' }] : []),
  ]);
}
