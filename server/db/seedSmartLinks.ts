import { asc, eq } from 'drizzle-orm';
import { DeviceType } from '../../domain/enums/traffic';
import { SmartLinkStatus } from '../../domain/smartLinks/status';
import type { Db } from './client';
import { offers, smartLinkEntries, smartLinks, trackingDomains, users } from './schema';
import { DEMO_TRACKING_DOMAIN } from './seedTracker';

type Tx = Pick<Db, 'select' | 'insert'>;

/** The demo smart link's name: the journey (e2e/smartLinks.spec.ts) finds it by it. */
export const DEMO_SMART_LINK = 'Demo smart link — EU mix';

/**
 * A smart link for the demo affiliate (spec 4 §6): a DE phone goes to the first traffic offer (DE,
 * AT, CH, Public), a DE or GB desktop to the seventh, US, GB and CA visitors to the fourth or
 * tenth by weight; everyone else to the link's fallback, the demo landing page. And a suspended one.
 */
export async function seedSmartLinks(tx: Tx, port = 3000): Promise<void> {
  const [affiliate] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@example.com')).limit(1);
  // the demo's clickable domain (seedTracker.ts), as the demo offers' links use
  const [domain] = await tx.select({ id: trackingDomains.id }).from(trackingDomains).where(eq(trackingDomains.domain, DEMO_TRACKING_DOMAIN)).limit(1);
  const traffic = await tx.select({ id: offers.id }).from(offers).orderBy(asc(offers.id)).limit(12);
  const id = (i: number) => traffic[i]?.id;
  if (!affiliate || traffic.length < 10) return;
  const { Mobile, Desktop } = DeviceType;
  const [link] = await tx
    .insert(smartLinks)
    .values({
      name: DEMO_SMART_LINK,
      affiliateId: affiliate.id,
      status: SmartLinkStatus.Active,
      fallbackUrl: `http://localhost:${port}/demo/landing?fallback=smart-link`,
      trackingDomainId: domain?.id ?? null,
    })
    .returning({ id: smartLinks.id });
  await tx.insert(smartLinkEntries).values([
    { smartLinkId: link!.id, offerId: id(0)!, countries: ['DE'], deviceTypes: [Mobile], oses: [], weight: 100, position: 0 },
    { smartLinkId: link!.id, offerId: id(6)!, countries: ['DE', 'GB'], deviceTypes: [Desktop], oses: [], weight: 100, position: 1 },
    { smartLinkId: link!.id, offerId: id(3)!, countries: ['US', 'GB', 'CA'], deviceTypes: [], oses: [], weight: 70, position: 2 },
    { smartLinkId: link!.id, offerId: id(9)!, countries: ['US', 'GB', 'CA'], deviceTypes: [], oses: ['Android', 'iOS'], weight: 30, position: 3 },
  ]);
  const [paused] = await tx
    .insert(smartLinks)
    .values({ name: 'Winter promo (suspended)', affiliateId: affiliate.id, status: SmartLinkStatus.Suspended, trackingDomainId: domain?.id ?? null })
    .returning({ id: smartLinks.id });
  await tx.insert(smartLinkEntries).values({ smartLinkId: paused!.id, offerId: id(3)!, weight: 100, position: 0 });
}
