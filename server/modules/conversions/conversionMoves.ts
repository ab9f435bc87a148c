import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { money } from '../../db/money';
import type { Tx } from '../../db/tx';
import { insertEvents } from '../traffic/trafficRepository';
import { eventKindOf } from './eventKinds';

/**
 * What every change of a conversion's money writes beside the conversion itself (moderation and
 * hold): its entry in conversion_transactions and a weighted event that moves the dashboards'
 * figures in the conversion's own hour.
 */

/** The columns of a locked conversion these moves read (both repositories select at least these). */
export interface MovedConversion {
  id: number;
  created_at: string | Date;
  offer_id: number;
  affiliate_id: number;
  manager_id: number;
  country: string;
  action: number;
}

/** The dashboards' figures of the conversion's own hour move by this much (nothing written for nothing). */
export async function moveFigures(tx: Tx, row: MovedConversion, weight: -1 | 0 | 1, commissionCents: number, revenueCents: number) {
  if (weight === 0 && commissionCents === 0 && revenueCents === 0) return;
  await insertEvents(tx as unknown as Db, [
    {
      occurredAt: new Date(row.created_at),
      kind: eventKindOf(row.action as Parameters<typeof eventKindOf>[0]),
      affiliateId: row.affiliate_id,
      offerId: row.offer_id,
      managerId: row.manager_id,
      country: row.country,
      commission: money(commissionCents),
      revenue: money(revenueCents),
      weight,
    },
  ]);
}

/** The conversion's transaction-log entry: the commission before and after (in cents) and the status it ends in. */
export async function logMove(
  tx: Tx,
  m: { id: number; action: string; reason: string; before: number; after: number; status: number; actorId: number | null; now: Date },
) {
  await tx.execute(sql`
    INSERT INTO conversion_transactions (conversion_id, created_at, action, reason, commission_before, commission_after, status_after, actor_id)
    VALUES (${m.id}, ${m.now.toISOString()}, ${m.action}, ${m.reason}, ${money(m.before)}, ${money(m.after)}, ${m.status}, ${m.actorId})`);
}
