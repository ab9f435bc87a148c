import { sql } from 'drizzle-orm';
import { SalesStatus, TransactionStatus } from '../../../domain/enums/payout';
import type { Db } from '../../db/client';
import { insertEvents } from '../traffic/trafficRepository';
import type { Viewer } from '../users/scope';
import { eventKindOf } from './eventKinds';
import { conversionScope } from './listRepository';
import { rowsOf } from '../../db/rows';

export type Moderation =
  | { action: 'commission_void'; reason: string }
  | { action: 'commission_unvoid'; reason: string }
  | { action: 'commission_change'; reason: string; amount: string };

export type ModerationOutcome = { kind: 'not_found' } | { kind: 'conflict'; message: string } | { kind: 'done' };

interface Locked {
  id: number;
  created_at: string | Date;
  offer_id: number;
  affiliate_id: number;
  manager_id: number;
  country: string;
  action: number;
  payable: number;
  commission: string;
  revenue: string;
  transaction_status: number;
  changed: boolean;
}

const cents = (text: string) => Math.round(Number(text) * 100);
const money = (c: number) => (c / 100).toFixed(2);

/**
 * Void, unvoid or change the commission of one conversion in the viewer's scope (spec 3 §4), in
 * one transaction with its transaction-log entry and a weighted event that moves the dashboards'
 * figures in the conversion's own hour: a void takes the conversion back (-1, -commission,
 * -revenue), an unvoid restores it, an amount change adds the difference of commission. A voided
 * conversion keeps its amount for the unvoid; its amount cannot change (409).
 */
export async function moderate(db: Db, viewer: Viewer, conversionId: number, m: Moderation, actorId: number | null, now: Date): Promise<ModerationOutcome> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<Locked>(
      await tx.execute(sql`
        SELECT v.id::int AS id, v.created_at, v.offer_id, v.affiliate_id, v.manager_id, v.country, v.action, v.payable,
          v.commission::text AS commission, v.revenue::text AS revenue, v.transaction_status,
          EXISTS (SELECT 1 FROM conversion_transactions t WHERE t.conversion_id = v.id AND t.action = 'commission_change') AS changed
        FROM conversions v JOIN users u ON u.id = v.affiliate_id
        WHERE v.id = ${conversionId} AND ${conversionScope(viewer)}
        FOR UPDATE OF v`),
    );
    if (!row) return { kind: 'not_found' as const };
    if (row.transaction_status === TransactionStatus.OnHold) return { kind: 'conflict' as const, message: 'This conversion is on hold: approve or reject it first.' };
    const voided = row.transaction_status === TransactionStatus.Voided;
    const before = cents(row.commission);
    let after = before;
    let status: TransactionStatus;
    let weight: -1 | 0 | 1;
    let commissionDelta: number;
    let revenueDelta = 0;
    switch (m.action) {
      case 'commission_void':
        if (voided) return { kind: 'conflict' as const, message: 'This conversion is already voided.' };
        status = TransactionStatus.Voided;
        weight = -1;
        commissionDelta = -before;
        revenueDelta = -cents(row.revenue);
        break;
      case 'commission_unvoid':
        if (!voided) return { kind: 'conflict' as const, message: 'Only a voided conversion can be restored.' };
        status = row.changed ? TransactionStatus.Changed : TransactionStatus.Ok;
        weight = 1;
        commissionDelta = before;
        revenueDelta = cents(row.revenue);
        break;
      default:
        if (voided) return { kind: 'conflict' as const, message: 'A voided conversion cannot change its amount: restore it first.' };
        after = cents(m.amount);
        status = TransactionStatus.Changed;
        weight = 0;
        commissionDelta = after - before;
    }
    // a commission set by hand is payable, whatever the rules decided (decisions, Conversions)
    const payable = m.action === 'commission_change' && after > 0 ? SalesStatus.Payable : row.payable;
    await tx.execute(sql`
      UPDATE conversions SET transaction_status = ${status}, commission = ${money(after)}, payable = ${payable}, updated_at = ${now.toISOString()}
      WHERE id = ${row.id}`);
    await tx.execute(sql`
      INSERT INTO conversion_transactions (conversion_id, created_at, action, reason, commission_before, commission_after, status_after, actor_id)
      VALUES (${row.id}, ${now.toISOString()}, ${m.action}, ${m.reason}, ${money(before)}, ${money(m.action === 'commission_void' ? 0 : after)}, ${status}, ${actorId})`);
    if (weight !== 0 || commissionDelta !== 0) {
      await insertEvents(tx as unknown as Db, [
        {
          occurredAt: new Date(row.created_at),
          kind: eventKindOf(row.action as Parameters<typeof eventKindOf>[0]),
          affiliateId: row.affiliate_id,
          offerId: row.offer_id,
          managerId: row.manager_id,
          country: row.country,
          commission: money(commissionDelta),
          revenue: money(revenueDelta),
          weight,
        },
      ]);
    }
    return { kind: 'done' as const };
  });
}

