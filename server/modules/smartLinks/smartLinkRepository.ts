import { and, asc, count, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { UserType } from '../../../domain/enums/user';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { offers, smartLinkEntries, smartLinks, trackingDomains, users } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { orderBy } from '../../http/listQuery';
import type { Viewer } from '../users/scope';
import type { SmartLinkFilters } from './smartLinkFields';

export type SmartLinkRow = typeof smartLinks.$inferSelect & { affiliateName: string; domain: string | null };

const SORTABLE = { id: smartLinks.id, name: smartLinks.name, status: smartLinks.status, affiliate_id: smartLinks.affiliateId, updated_at: smartLinks.updatedAt };

/** The links a viewer sees: an admin all, a manager their affiliates', an affiliate their own. */
function scopeOf(viewer: Viewer): SQL | undefined {
  if (viewer.userType === UserType.Admin) return undefined;
  if (viewer.userType === UserType.Manager) return eq(users.managerId, viewer.id);
  return eq(smartLinks.affiliateId, viewer.id);
}

const columns = {
  id: smartLinks.id,
  name: smartLinks.name,
  affiliateId: smartLinks.affiliateId,
  status: smartLinks.status,
  fallbackUrl: smartLinks.fallbackUrl,
  trackingDomainId: smartLinks.trackingDomainId,
  createdAt: smartLinks.createdAt,
  updatedAt: smartLinks.updatedAt,
  affiliateName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  domain: trackingDomains.domain,
};

const base = (db: Db | Tx) =>
  db
    .select(columns)
    .from(smartLinks)
    .innerJoin(users, eq(users.id, smartLinks.affiliateId))
    .leftJoin(trackingDomains, and(eq(trackingDomains.id, smartLinks.trackingDomainId), eq(trackingDomains.status, 1)));

export async function listSmartLinks(db: Db, viewer: Viewer, f: SmartLinkFilters, page: { perPage: number; offset: number }) {
  const where = and(
    scopeOf(viewer),
    f.status === undefined ? undefined : eq(smartLinks.status, f.status),
    f.affiliate_id === undefined ? undefined : eq(smartLinks.affiliateId, f.affiliate_id),
    f.q ? or(ilike(smartLinks.name, containsPattern(f.q)), /^\d{1,9}$/.test(f.q) ? eq(smartLinks.id, Number(f.q)) : undefined) : undefined,
  );
  const [rows, totals] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...orderBy(f.sort, SORTABLE, smartLinks.id, '-id'))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(smartLinks).innerJoin(users, eq(users.id, smartLinks.affiliateId)).where(where),
  ]);
  return { rows: rows as SmartLinkRow[], total: Number(totals[0]?.n ?? 0) };
}

export async function findSmartLink(db: Db | Tx, viewer: Viewer, id: number): Promise<SmartLinkRow | undefined> {
  const [row] = await base(db)
    .where(and(eq(smartLinks.id, id), scopeOf(viewer)))
    .limit(1);
  return row as SmartLinkRow | undefined;
}

export type EntryRow = typeof smartLinkEntries.$inferSelect & { offerName: string };

export async function entriesOf(db: Db | Tx, linkIds: number[]): Promise<EntryRow[]> {
  if (linkIds.length === 0) return [];
  return db
    .select({
      id: smartLinkEntries.id,
      smartLinkId: smartLinkEntries.smartLinkId,
      offerId: smartLinkEntries.offerId,
      countries: smartLinkEntries.countries,
      deviceTypes: smartLinkEntries.deviceTypes,
      oses: smartLinkEntries.oses,
      weight: smartLinkEntries.weight,
      position: smartLinkEntries.position,
      offerName: offers.name,
    })
    .from(smartLinkEntries)
    .innerJoin(offers, eq(offers.id, smartLinkEntries.offerId))
    .where(inArray(smartLinkEntries.smartLinkId, linkIds))
    .orderBy(asc(smartLinkEntries.position), asc(smartLinkEntries.id));
}

/** The ids among these that name no offer. */
export async function unknownOffers(db: Db | Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set((await db.select({ id: offers.id }).from(offers).where(and(inArray(offers.id, ids), sql`${offers.status} <> -1`))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** The entry ids among these that are not this link's. */
export async function foreignEntries(db: Db | Tx, linkId: number | null, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const own = linkId === null ? [] : await db.select({ id: smartLinkEntries.id }).from(smartLinkEntries).where(and(eq(smartLinkEntries.smartLinkId, linkId), inArray(smartLinkEntries.id, ids)));
  const found = new Set(own.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export interface SmartLinkValues {
  name: string;
  affiliateId: number;
  status: number;
  fallbackUrl: string;
  trackingDomainId: number | null;
}

export interface EntryValues {
  id?: number;
  offerId: number;
  countries: string[];
  deviceTypes: number[];
  oses: string[];
  weight: number;
}

export async function insertSmartLink(tx: Tx, values: SmartLinkValues, at: Date): Promise<number> {
  const [row] = await tx.insert(smartLinks).values({ ...values, createdAt: at, updatedAt: at }).returning({ id: smartLinks.id });
  return row!.id;
}

export async function updateSmartLink(tx: Tx, id: number, values: Partial<SmartLinkValues>, at: Date): Promise<void> {
  await tx.update(smartLinks).set({ ...values, updatedAt: at }).where(eq(smartLinks.id, id));
}

/** Locks the link's row for a change (two saves of one link follow each other). */
export async function lockSmartLink(tx: Tx, id: number) {
  const [row] = await tx.select().from(smartLinks).where(eq(smartLinks.id, id)).for('update');
  return row;
}

/** The ids among these in the viewer's scope, their rows locked for the change that follows. */
export async function lockInScope(tx: Tx, viewer: Viewer, ids: number[]): Promise<number[]> {
  const rows = await tx
    .select({ id: smartLinks.id })
    .from(smartLinks)
    .innerJoin(users, eq(users.id, smartLinks.affiliateId))
    .where(and(inArray(smartLinks.id, ids), scopeOf(viewer)))
    .orderBy(asc(smartLinks.id))
    .for('update', { of: smartLinks });
  return rows.map((r) => r.id);
}

export async function setStatus(tx: Tx, ids: number[], status: number, at: Date): Promise<void> {
  await tx.update(smartLinks).set({ status, updatedAt: at }).where(inArray(smartLinks.id, ids));
}

/** Replaces the link's entries in the order given: those with an id are kept (and changed), the others added, the missing removed. */
export async function replaceEntries(tx: Tx, linkId: number, entries: EntryValues[]): Promise<void> {
  const kept = entries.flatMap((e) => (e.id === undefined ? [] : [e.id]));
  await tx.delete(smartLinkEntries).where(and(eq(smartLinkEntries.smartLinkId, linkId), kept.length ? notInArray(smartLinkEntries.id, kept) : undefined));
  for (const [position, e] of entries.entries()) {
    const values = { offerId: e.offerId, countries: e.countries, deviceTypes: e.deviceTypes, oses: e.oses, weight: e.weight, position };
    if (e.id === undefined) await tx.insert(smartLinkEntries).values({ smartLinkId: linkId, ...values });
    else await tx.update(smartLinkEntries).set(values).where(and(eq(smartLinkEntries.id, e.id), eq(smartLinkEntries.smartLinkId, linkId)));
  }
}
