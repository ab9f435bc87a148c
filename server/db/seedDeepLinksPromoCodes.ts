import { asc, eq } from 'drizzle-orm';
import { DeepLink } from '../../domain/enums/misc';
import type { Db } from './client';
import { offers, promoCodes, users } from './schema';

/** The demo's promo code of affiliate@example.com on the first offer (a postback with `promo_code=DEMO10` and no click is theirs). */
export const DEMO_PROMO_CODE = 'DEMO10';

/**
 * Deep links and promo codes in the demo (spec 4 §6; runs inside seedDemo after seedTracker): the
 * first offer allows deep links to the demo landing page's host and the advertiser's site, so
 * `…/click?offer_id=1&aff_id=6&url=http://localhost:3000/demo/landing?page=shoes` lands there; the
 * demo affiliate has a promo code on it.
 */
export async function seedDeepLinksAndPromoCodes(tx: Db): Promise<void> {
  const [first] = await tx.select({ id: offers.id }).from(offers).orderBy(asc(offers.id)).limit(1);
  const [affiliate] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@example.com')).limit(1);
  if (!first) return;
  await tx.update(offers).set({ deepLink: DeepLink.Allowed, deepLinkHosts: ['localhost', 'www.example.com'] }).where(eq(offers.id, first.id));
  if (affiliate) await tx.insert(promoCodes).values({ offerId: first.id, affiliateId: affiliate.id, code: DEMO_PROMO_CODE });
}
