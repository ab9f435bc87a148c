import { eq } from 'drizzle-orm';
import type { ActivityLogType } from '../../../domain/activity/activityLog';
import type { Tx } from '../../db/tx';
import { offers } from '../../db/schema';
import { capsOfOffers } from '../caps/capRepository';
import { recordActivity, type Snapshot } from '../activity/activityLog';
import type { Actor } from '../users/changeLog';
import type { OfferRow } from './offerRepository';

// What the activity log records of an offer and its caps (docs/decisions/activity-log.md): the
// offer's own fields under their column names, and its caps as one entry of their own.

/** Bookkeeping columns and the caps' own copy on the offer (daily_cap, monthly_cap: logged with the caps). */
const NOT_LOGGED = new Set(['id', 'createdAt', 'updatedAt', 'dailyCap', 'monthlyCap']);
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function offerSnapshot(row: OfferRow | undefined): Snapshot {
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).flatMap(([k, v]) => (NOT_LOGGED.has(k) ? [] : [[snake(k), v]])));
}

/** The offer's row, locked until the transaction ends: the "before" of a change. */
export async function lockOfferRow(tx: Tx, id: number): Promise<OfferRow | undefined> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
  return row;
}

export async function offerRow(tx: Tx, id: number): Promise<OfferRow | undefined> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, id));
  return row;
}

/** The offer's caps as fields: `daily conversions (all)` or `daily conversions (affiliate 6)` → the limit. */
export async function capsSnapshot(tx: Tx, offerId: number): Promise<Record<string, number>> {
  const caps = await capsOfOffers(tx, [offerId]);
  return Object.fromEntries(caps.map((c) => [`${c.period} ${c.metric} (${c.affiliateId === null ? 'all' : `affiliate ${c.affiliateId}`})`, c.limit]));
}

export function recordOffer(tx: Tx, actor: Actor, type: ActivityLogType, id: number, before: OfferRow | undefined, after: OfferRow | undefined, now: Date) {
  return recordActivity(tx, { actor, type, entity: 'offer', entityId: id, before: offerSnapshot(before), after: offerSnapshot(after), now });
}

export function recordCaps(tx: Tx, actor: Actor, offerId: number, before: Record<string, number>, after: Record<string, number>, now: Date) {
  return recordActivity(tx, { actor, type: 'caps_updated', entity: 'caps', entityId: offerId, before, after, now });
}
