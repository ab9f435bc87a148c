import { and, eq } from 'drizzle-orm';
import { UserType } from '../../../domain/enums/user';
import { marketplaceCategories, offerGroups, trackingDomains, users } from '../../db/schema';
import type { FieldError } from '../../http/respond';
import type { Tx } from '../../db/tx';

const ACTIVE = 1;

/** 422s for the ids an offer names that do not exist (or are deactivated, for new choices). */
export async function referenceErrors(
  db: Tx,
  refs: { advertiser_id?: number | null; offer_group_id?: number; marketplace_category_id?: number | null; tracking_domain_id?: number | null },
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;
  if (refs.advertiser_id != null && !(await exists(db.select({ id: users.id }).from(users).where(and(eq(users.id, refs.advertiser_id), eq(users.userType, UserType.Advertiser))).limit(1)))) {
    errors.push({ field: 'advertiser_id', message: 'Choose an existing advertiser.' });
  }
  if (refs.offer_group_id !== undefined && !(await exists(db.select({ id: offerGroups.id }).from(offerGroups).where(eq(offerGroups.id, refs.offer_group_id)).limit(1)))) {
    errors.push({ field: 'offer_group_id', message: 'Choose an existing offer group.' });
  }
  if (
    refs.marketplace_category_id != null &&
    !(await exists(db.select({ id: marketplaceCategories.id }).from(marketplaceCategories).where(and(eq(marketplaceCategories.id, refs.marketplace_category_id), eq(marketplaceCategories.status, ACTIVE))).limit(1)))
  ) {
    errors.push({ field: 'marketplace_category_id', message: 'Choose an active marketplace category.' });
  }
  if (refs.tracking_domain_id != null && !(await activeDomain(db, refs.tracking_domain_id))) {
    errors.push({ field: 'tracking_domain_id', message: 'Choose an active tracking domain.' });
  }
  return errors;
}

export async function activeDomain(db: Tx, id: number) {
  const [row] = await db.select().from(trackingDomains).where(and(eq(trackingDomains.id, id), eq(trackingDomains.status, ACTIVE))).limit(1);
  return row;
}

export async function firstActiveDomain(db: Tx) {
  const [row] = await db.select().from(trackingDomains).where(eq(trackingDomains.status, ACTIVE)).orderBy(trackingDomains.id).limit(1);
  return row;
}

/** Every active tracking domain, by name: what a tracking link may be built on (at most 500). */
export async function activeDomains(db: Tx) {
  return db.select({ id: trackingDomains.id, domain: trackingDomains.domain }).from(trackingDomains).where(eq(trackingDomains.status, ACTIVE)).orderBy(trackingDomains.domain).limit(500);
}
