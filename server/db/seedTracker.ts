import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { offers, trackingDomainRules, trackingDomains } from './schema';

/** The demo tracking domain: a `*.localhost` name every browser resolves to this machine. */
export const DEMO_TRACKING_DOMAIN = 'track.localhost';

/** The demo offers' landing page, served by the app itself (GET /demo/landing). */
export const demoLandingUrl = (port: number) =>
  `http://localhost:${port}/demo/landing?click_id={click_id}&offer_id={offer_id}&aff_id={aff_id}&p1={p1}&p2={p2}`;

/**
 * Makes the demo clickable end to end (runs inside seedDemo): an active tracking domain with a 302
 * primary rule, written here directly because the API refuses `*.localhost` names, and every demo
 * offer landing on the app's own demo page at `port`.
 */
export async function seedTracker(tx: Db, port = 3000): Promise<void> {
  const [domain] = await tx.insert(trackingDomains).values({ domain: DEMO_TRACKING_DOMAIN, status: 1 }).returning({ id: trackingDomains.id });
  await tx.insert(trackingDomainRules).values({ trackingDomainId: domain!.id, redirectTypeId: 2, note: 'Demo: this machine', isPrimary: true });
  // links built on the offer screens point at this domain, so the demo works from the screens too
  await tx.update(offers).set({ landingUrl: demoLandingUrl(port), trackingDomainId: domain!.id, updatedAt: sql`now()` });
}
