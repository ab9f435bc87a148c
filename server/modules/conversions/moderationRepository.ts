import { sql } from 'drizzle-orm';
import { SalesStatus, TransactionStatus } from '../../../domain/enums/payout';
import type { Db } from '../../db/client';
import { cents, money } from '../../db/money';
import type { Viewer } from '../users/scope';
import { logMove, moveFigures, type MovedConversion } from './conversionMoves';
import { conversionScope } from './listRepository';
import { rowsOf } from '../../db/rows';

export type Moderation =
  | { action: 'commission_void'; reason: string }
  | { action: 'commission_unvoid'; reason: string }
  | { action: 'commission_change'; reason: string; amount: string };

export type ModerationOutcome = { kind: 'not_found' } | { kind: 'conflict'; message: string } | { kind: 'done' };

interface Locked extends MovedConversion {
  payable: number;
  commission: string;
  revenue: string;
  transaction_status: number;
  changed: boolean;
}


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
    await logMove(tx, { id: row.id, action: m.action, reason: m.reason, before, after: m.action === 'commission_void' ? 0 : after, status, actorId, now });
    await moveFigures(tx, row, weight, commissionDelta, revenueDelta);
    return { kind: 'done' as const };
  });
}

