import { and, eq } from 'drizzle-orm';
import type { OfferAffiliateRule, RunnableOffer, RunningAffiliate } from '../../../domain/offers/runnable';
import type { Db } from '../../db/client';
import { offerAffiliates, offers, redirectTypes, settings, trackingDomainRules, trackingDomains, users } from '../../db/schema';
import { readSystemSettings } from '../settings/settingsRepository';
import { TtlCache } from './ttlCache';
import { loadSmartLink, type TrackedSmartLink } from '../smartLinks/smartLinkLookup';

export interface TrackingDomain {
  id: number;
  /** the redirect type code of the primary rule (redirect_types.code); null: no rule, 302 */
  redirect: string | null;
}

export interface TrackedOffer extends RunnableOffer {
  id: number;
  name: string;
  landingUrl: string;
  clickLifetimeDays: number;
  /** the offer's own fallback (trafficback) for clicks it refuses; empty: the workspace's */
  fallbackUrl: string;
  /** Deep link (NotAllowed 0 / Allowed 1) and the hosts a click's `url=` may land on (tracker/deepLink.ts) */
  deepLink: number;
  deepLinkHosts: string[];
}

export interface TrackedAffiliate extends RunningAffiliate {
  id: number;
  managerId: number;
  name: string;
}

const SECRET_KEY = 'system:tracker-secret';

/** The tracker's reads, each behind its own short-lived cache. */
export function createLookups(db: Db, ttlMs = 5000) {
  const domains = new TtlCache<TrackingDomain | null>(ttlMs);
  const offerCache = new TtlCache<TrackedOffer | null>(ttlMs);
  const affiliateCache = new TtlCache<TrackedAffiliate | null>(ttlMs);
  const rules = new TtlCache<OfferAffiliateRule | null>(ttlMs);
  const fallback = new TtlCache<string>(ttlMs, 1);
  const secret = new TtlCache<string>(24 * 3_600_000, 1);
  const smartLinkCache = new TtlCache<TrackedSmartLink | null>(ttlMs);

  return {
    /** an active tracking domain by its host name (lower case, no port) */
    domain: (host: string) =>
      domains.get(host, async () => {
        const [row] = await db
          .select({ id: trackingDomains.id, redirect: redirectTypes.code })
          .from(trackingDomains)
          .leftJoin(
            trackingDomainRules,
            and(eq(trackingDomainRules.trackingDomainId, trackingDomains.id), eq(trackingDomainRules.isPrimary, true), eq(trackingDomainRules.status, 1)),
          )
          .leftJoin(redirectTypes, eq(redirectTypes.id, trackingDomainRules.redirectTypeId))
          .where(and(eq(trackingDomains.domain, host), eq(trackingDomains.status, 1)))
          .limit(1);
        return row ?? null;
      }),

    offer: (id: number) =>
      offerCache.get(String(id), async () => {
        const [row] = await db
          .select({
            id: offers.id,
            name: offers.name,
            status: offers.status,
            access: offers.access,
            countries: offers.countries,
            trafficChannels: offers.trafficChannels,
            landingUrl: offers.landingUrl,
            clickLifetimeDays: offers.clickLifetimeDays,
            fallbackUrl: offers.fallbackUrl,
            deepLink: offers.deepLink,
            deepLinkHosts: offers.deepLinkHosts,
          })
          .from(offers)
          .where(eq(offers.id, id));
        return row ?? null;
      }),

    affiliate: (id: number) =>
      affiliateCache.get(String(id), async () => {
        const [row] = await db
          .select({
            id: users.id,
            statusId: users.statusId,
            registrationCompleted: users.registrationCompleted,
            registrationStatus: users.registrationStatus,
            trafficChannel: users.trafficChannel,
            managerId: users.managerId,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(users)
          .where(and(eq(users.id, id), eq(users.userType, 2)));
        if (!row) return null;
        return {
          id: row.id,
          active: row.statusId === 1,
          // Pending (0) and Rejected (2) registrations may not run offers
          approved: row.registrationCompleted && row.registrationStatus !== 0 && row.registrationStatus !== 2,
          trafficChannel: row.trafficChannel,
          managerId: row.managerId ?? 0,
          name: `${row.firstName} ${row.lastName}`.trim(),
        };
      }),

    rule: (offerId: number, affiliateId: number) =>
      rules.get(`${offerId}:${affiliateId}`, async () => {
        const [row] = await db
          .select({ status: offerAffiliates.status, blocked: offerAffiliates.blocked })
          .from(offerAffiliates)
          .where(and(eq(offerAffiliates.offerId, offerId), eq(offerAffiliates.affiliateId, affiliateId)));
        return row ?? null;
      }),

    /** a smart link with its entries in order, null when unknown or its feature is off (smartLinkClick.ts) */
    smartLink: (id: number) => smartLinkCache.get(String(id), () => loadSmartLink(db, id)),

    /** the workspace's fallback URL for refused clicks; empty: a plain 404 page */
    fallbackUrl: () => fallback.get('', async () => (await readSystemSettings(db))['general-settings'].fallback_url),

    /**
     * The key signing double-meta-refresh hops, made once per workspace and kept in the settings
     * table, so every tracker process behind a load balancer signs and checks alike.
     */
    secret: () =>
      secret.get('', async () => {
        const fresh = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
        await db.insert(settings).values({ key: SECRET_KEY, value: fresh }).onConflictDoNothing();
        const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SECRET_KEY));
        return typeof row?.value === 'string' ? row.value : fresh;
      }),

    /** forget everything (tests that change rows and expect the next click to see it) */
    clear() {
      for (const cache of [domains, offerCache, affiliateCache, rules, fallback, smartLinkCache]) cache.clear();
    },
  };
}

export type Lookups = ReturnType<typeof createLookups>;

