import { sql } from 'drizzle-orm';
import { TransactionStatus } from '../../../domain/enums/payout';
import { HoldLogReason, holdDaysFor, holdEndOf, type HoldDecision, type PostbackStatus } from '../../../domain/conversions/hold';
import type { Db } from '../../db/client';
import { changeInScope } from '../../db/changeInScope';
import type { Tx } from '../../db/tx';
import { Conflict, fieldError } from '../../errors';
import { giveBackCaps } from '../caps/capGiveBack';
import { cents } from '../../db/money';
import type { Viewer } from '../users/scope';
import { logMove, moveFigures, type MovedConversion } from './conversionMoves';
import { conversionScope } from './listRepository';
import { rowsOf } from '../../db/rows';

/**
 * Conversions on hold (spec 4 §4, docs/decisions/conversions.md "Hold"). While held a conversion
 * counts as a conversion but carries commission and revenue 0, so every sum (reports, rollups,
 * dashboards, billing) leaves its money out; what it earns once approved waits in hold_commission
 * and hold_revenue. Every move is logged in conversion_transactions and moves the dashboards'
 * figures by a weighted event in the conversion's own hour, as moderation does.
 */

interface HeldRow extends MovedConversion {
  commission: string;
  revenue: string;
  hold_commission: string;
  hold_revenue: string;
  transaction_status: number;
  /** its amount was changed by hand before the hold: approved, it is Changed again */
  changed: boolean;
}

const COLUMNS = sql.raw(`v.id::int AS id, v.created_at, v.offer_id, v.affiliate_id, v.manager_id, v.country, v.action,
  v.commission::text AS commission, v.revenue::text AS revenue, v.hold_commission::text AS hold_commission,
  v.hold_revenue::text AS hold_revenue, v.transaction_status,
  EXISTS (SELECT 1 FROM conversion_transactions t WHERE t.conversion_id = v.id AND t.action = 'commission_change') AS changed`);

/**
 * Puts a conversion that counts (Ok or Changed) on hold until `until`, inside the caller's
 * transaction: its commission and revenue move into hold_commission and hold_revenue, the
 * dashboards lose them until it is approved. Answers false (and changes nothing) for a conversion
 * that is voided or already held. The one entry point for whatever decides a hold: the offer's
 * hold_days, the advertiser's pending postback, fraud scoring.
 */
export async function holdConversion(tx: Tx, conversionId: number, hold: { until: Date; reason: string; actorId?: number | null; now: Date }): Promise<boolean> {
  const [row] = rowsOf<HeldRow>(await tx.execute(sql`SELECT ${COLUMNS} FROM conversions v WHERE v.id = ${conversionId} FOR UPDATE`));
  if (!row || (row.transaction_status !== TransactionStatus.Ok && row.transaction_status !== TransactionStatus.Changed)) return false;
  await tx.execute(sql`
    UPDATE conversions SET transaction_status = ${TransactionStatus.OnHold}, hold_until = ${hold.until.toISOString()}::timestamptz,
      hold_commission = commission, hold_revenue = revenue, commission = 0, revenue = 0, updated_at = ${hold.now.toISOString()}
    WHERE id = ${row.id}`);
  const commission = cents(row.commission);
  await logMove(tx, { id: row.id, action: 'hold', reason: hold.reason, before: commission, after: 0, status: TransactionStatus.OnHold, actorId: hold.actorId ?? null, now: hold.now });
  await moveFigures(tx, row, 0, -commission, -cents(row.revenue));
  return true;
}

/**
 * Ends the hold of one locked, held conversion. Approved: it earns its held commission and
 * revenue (status Ok, or Changed when its amount was changed by hand before the hold). Rejected: it is voided, keeping the held amounts for an unvoid as every
 * void does; the conversion leaves the counts, its money was never in them, and it gives back the
 * cap units it took (caps/capGiveBack.ts), so the cap has room for the next conversion.
 */
async function release(tx: Tx, row: HeldRow, decision: HoldDecision, reason: string, actorId: number | null, now: Date) {
  const commission = cents(row.hold_commission);
  const revenue = cents(row.hold_revenue);
  const status = decision === 'reject' ? TransactionStatus.Voided : row.changed ? TransactionStatus.Changed : TransactionStatus.Ok;
  await tx.execute(sql`
    UPDATE conversions SET transaction_status = ${status}, commission = hold_commission, revenue = hold_revenue, updated_at = ${now.toISOString()}
    WHERE id = ${row.id}`);
  await logMove(tx, {
    id: row.id,
    action: decision === 'approve' ? 'hold_approve' : 'hold_reject',
    reason,
    before: commission,
    after: decision === 'approve' ? commission : 0,
    status,
    actorId,
    now,
  });
  if (decision === 'approve') await moveFigures(tx, row, 0, commission, revenue);
  else {
    await moveFigures(tx, row, -1, 0, 0);
    await giveBackCaps(tx, row.id);
  }
}

/**
 * Staff approve or reject held conversions in their scope, all or none: an id unknown or out of
 * scope refuses the batch (422 on ids), one not on hold refuses it (409 naming the ids). Answers
 * how many moved.
 */
export async function decideHolds(
  db: Db,
  viewer: Viewer,
  ids: readonly number[],
  decision: { decision: HoldDecision; reason: string; actorId: number | null; now: Date },
): Promise<number> {
  return changeInScope(db, {
    ids,
    lock: async (tx, unique) =>
      rowsOf<HeldRow>(
        await tx.execute(sql`SELECT ${COLUMNS} FROM conversions v JOIN users u ON u.id = v.affiliate_id
          WHERE v.id IN (${sql.join(unique.map((id) => sql`${id}`), sql`, `)}) AND ${conversionScope(viewer)} ORDER BY v.id FOR UPDATE OF v`),
      ),
    unknown: (missing) => fieldError('ids', `Unknown conversions or conversions outside your scope: ${missing.join(', ')}.`),
    change: async (tx, rows) => {
      const notHeld = rows.filter((r) => r.transaction_status !== TransactionStatus.OnHold).map((r) => r.id);
      if (notHeld.length) throw new Conflict(`These conversions are not on hold: ${notHeld.join(', ')}.`);
      for (const row of rows) await release(tx, row, decision.decision, decision.reason, decision.actorId, decision.now);
      return rows.length;
    },
  });
}

/**
 * The advertiser's later postback for an order: a held conversion of the offer with that order id
 * is approved or rejected in the caller's transaction. Answers whether one was held (a conversion
 * not on hold is left as it is: the postback is then a duplicate).
 */
export async function decideHoldByOrder(tx: Tx, offerId: number, orderId: string, decision: HoldDecision, now: Date): Promise<boolean> {
  const [row] = rowsOf<HeldRow>(
    await tx.execute(sql`SELECT ${COLUMNS} FROM conversions v WHERE v.offer_id = ${offerId} AND v.order_id = ${orderId} FOR UPDATE`),
  );
  if (!row || row.transaction_status !== TransactionStatus.OnHold) return false;
  await release(tx, row, decision, decision === 'approve' ? HoldLogReason.AdvertiserApproved : HoldLogReason.AdvertiserRejected, null, now);
  return true;
}

/**
 * Approves the holds that ended by `now`, at most `limit` of them, each in its own transaction;
 * rows another process is releasing are skipped (SKIP LOCKED) and a row released meanwhile is
 * left as it is, so several processes and a restart mid-way are safe. Answers how many it approved.
 */
export async function releaseEndedHolds(db: Db, now: Date, limit = 100): Promise<number> {
  let released = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = rowsOf<HeldRow>(
        await tx.execute(sql`SELECT ${COLUMNS} FROM conversions v
          WHERE v.transaction_status = ${TransactionStatus.OnHold} AND v.hold_until <= ${now.toISOString()}::timestamptz
          ORDER BY v.hold_until, v.id LIMIT ${limit} FOR UPDATE SKIP LOCKED`),
      );
      for (const row of rows) await release(tx, row, 'approve', HoldLogReason.HoldEnded, null, now);
      return rows.length;
    });
    released += done;
    if (done < limit) return released;
  }
}

/**
 * The held conversions in the viewer's scope (an affiliate's own, a manager's affiliates', all for
 * an admin): how many, and what they will earn (commission) and bring (revenue) once approved, as
 * SQL numeric text: the pending money of the dashboards and the balance.
 */
export async function heldOf(db: Tx, viewer: Viewer) {
  const [row] = rowsOf<{ count: number; commission: string; revenue: string }>(
    await db.execute(sql`SELECT count(*)::int AS count, COALESCE(sum(v.hold_commission), 0)::text AS commission, COALESCE(sum(v.hold_revenue), 0)::text AS revenue
      FROM conversions v JOIN users u ON u.id = v.affiliate_id WHERE v.transaction_status = ${TransactionStatus.OnHold} AND ${conversionScope(viewer)}`),
  );
  return row!;
}

/**
 * The hold a newly recorded conversion takes, in its transaction: none when the advertiser said
 * approved; else the offer's hold_days, or for a pending postback at least the default. Answers
 * the conversion's status.
 */
export async function holdOnRecord(tx: Tx, conversionId: number, m: { offerHoldDays: number; status: PostbackStatus | null; now: Date }): Promise<TransactionStatus> {
  const days = m.status === 'approved' ? 0 : holdDaysFor(m.offerHoldDays, m.status === 'pending');
  if (days === 0) return TransactionStatus.Ok;
  const reason = m.status === 'pending' ? HoldLogReason.AdvertiserPending : HoldLogReason.OfferHoldDays;
  return (await holdConversion(tx, conversionId, { until: holdEndOf(m.now, days), reason, now: m.now })) ? TransactionStatus.OnHold : TransactionStatus.Ok;
}
