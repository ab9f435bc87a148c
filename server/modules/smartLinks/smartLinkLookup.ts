import { asc, eq } from 'drizzle-orm';
import { SMART_LINKS_FEATURE } from '../../../domain/smartLinks/access';
import type { SmartLinkTarget } from '../../../domain/smartLinks/pick';
import { SmartLinkStatus } from '../../../domain/smartLinks/status';
import type { Db } from '../../db/client';
import { smartLinkEntries, smartLinks } from '../../db/schema';
import { readWorkspaceFeatures } from '../settings/settingsRepository';

export interface TrackedSmartLinkEntry extends SmartLinkTarget {
  id: number;
  offerId: number;
}

/** What the tracker keeps of a smart link (tracker/lookups.ts caches it): `active` false when suspended. */
export interface TrackedSmartLink {
  id: number;
  affiliateId: number;
  active: boolean;
  fallbackUrl: string;
  entries: TrackedSmartLinkEntry[];
}

/** A smart link for the tracker; null when there is none or the workspace's `marketing_campaigns` is off. */
export async function loadSmartLink(db: Db, id: number): Promise<TrackedSmartLink | null> {
  const [features, [link], entries] = await Promise.all([
    readWorkspaceFeatures(db),
    db.select().from(smartLinks).where(eq(smartLinks.id, id)),
    db
      .select({ id: smartLinkEntries.id, offerId: smartLinkEntries.offerId, countries: smartLinkEntries.countries, deviceTypes: smartLinkEntries.deviceTypes, oses: smartLinkEntries.oses, weight: smartLinkEntries.weight })
      .from(smartLinkEntries)
      .where(eq(smartLinkEntries.smartLinkId, id))
      .orderBy(asc(smartLinkEntries.position), asc(smartLinkEntries.id)),
  ]);
  if (!link || !features.includes(SMART_LINKS_FEATURE)) return null;
  return { id: link.id, affiliateId: link.affiliateId, active: link.status === SmartLinkStatus.Active, fallbackUrl: link.fallbackUrl, entries };
}
