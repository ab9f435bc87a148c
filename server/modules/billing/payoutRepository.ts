import { sql, type SQL } from 'drizzle-orm';
import { canMovePayout, OPEN_PAYOUT } from '../../../domain/billing/transitions';
import { PayoutStatus } from '../../../domain/enums/payout';
import { UserType } from '../../../domain/enums/user';
import { changeInScope } from '../../db/changeInScope';
import type { Db } from '../../db/client';
import { Conflict, fieldError } from '../../errors';
import type { Viewer } from '../users/scope';
import { OWED } from './closeRepository';
import { rowsOf } from '../../db/rows';

export interface PayoutRow {
  id: number;
  affiliate_id: number;
  affiliate_name: string;
  affiliate_email: string;
  amount: string;
  currency: string;
  status: number;
  reason: number | null;
  period_start: string;
  period_end: string;
  created_at: string | Date;
  updated_at: string | Date;
  /** the affiliate's bank details now (document 1 §5): the payout's page shows them, lists mask them */
  bank_account_number: string;
  bank_iban_number: string;
  /** the bank transfer's reference, given when the payment was marked sent; empty before */
  payment_reference: string;
}

/** Admins see every payout, managers their affiliates' (today), affiliates their own (`p` payouts joined to `u` their affiliate). */
export function scopeOf(viewer: Viewer): SQL {
  if (viewer.userType === UserType.Admin) return sql`true`;
  if (viewer.userType === UserType.Manager) return sql`u.manager_id = ${viewer.id}`;
  return sql`p.affiliate_id = ${viewer.id}`;
}

export interface PayoutFilter {
  id?: number;
  status?: number;
  /** any of these statuses (the open payouts of a dashboard) */
  statuses?: readonly number[];
  affiliate_id?: number;
}

const SELECT = sql.raw(`p.id::int AS id, p.affiliate_id, trim(u.first_name || ' ' || u.last_name) AS affiliate_name, u.email AS affiliate_email,
  p.amount::text AS amount, p.currency, p.status, p.reason, p.period_start::text AS period_start, p.period_end::text AS period_end, p.created_at, p.updated_at,
  u.bank_account_number, u.bank_iban_number, p.payment_reference`);

function whereOf(viewer: Viewer, f: PayoutFilter): SQL {
  const parts = [scopeOf(viewer)];
  if (f.id !== undefined) parts.push(sql`p.id = ${f.id}`);
  if (f.status !== undefined) parts.push(sql`p.status = ${f.status}`);
  if (f.statuses?.length) parts.push(sql`p.status IN (${sql.join(f.statuses.map((v) => sql`${v}`), sql`, `)})`);
  if (f.affiliate_id !== undefined) parts.push(sql`p.affiliate_id = ${f.affiliate_id}`);
  return sql.join(parts, sql` AND `);
}

export async function listPayouts(db: Db, viewer: Viewer, f: PayoutFilter, page: { descending: boolean; perPage: number; offset: number }) {
  const where = whereOf(viewer, f);
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM payouts p JOIN users u ON u.id = p.affiliate_id WHERE ${where}`));
  const rows = rowsOf<PayoutRow>(
    await db.execute(sql`SELECT ${SELECT} FROM payouts p JOIN users u ON u.id = p.affiliate_id WHERE ${where}
      ORDER BY p.id ${sql.raw(page.descending ? 'DESC' : 'ASC')} LIMIT ${page.perPage} OFFSET ${page.offset}`),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

export const findPayout = async (db: Db, viewer: Viewer, id: number) => (await listPayouts(db, viewer, { id }, { descending: true, perPage: 1, offset: 0 })).rows[0];

export interface PayoutLogRow {
  id: number;
  created_at: string | Date;
  actor_id: number | null;
  actor_name: string | null;
  status_before: number | null;
  status_after: number;
  reason: number | null;
}

export async function payoutLog(db: Db, payoutId: number): Promise<PayoutLogRow[]> {
  return rowsOf<PayoutLogRow>(
    await db.execute(sql`SELECT l.id::int AS id, l.created_at, l.actor_id, trim(a.first_name || ' ' || a.last_name) AS actor_name, l.status_before, l.status_after, l.reason
      FROM payout_log l LEFT JOIN users a ON a.id = l.actor_id WHERE l.payout_id = ${payoutId} ORDER BY l.id DESC`),
  );
}

export type MoveOutcome = { kind: 'not_found' } | { kind: 'conflict'; message: string } | { kind: 'invalid'; field: string; message: string } | { kind: 'done' };

/** What a Payment sent move carries: the transfer's reference, and the staff member's word that paying without bank details on file is meant. */
export interface PaymentSentDetails {
  paymentReference?: string;
  confirmNoBankDetails?: boolean;
}

export const NO_BANK_DETAILS_MESSAGE = 'The affiliate has no bank details (account number or IBAN) on file: confirm that the payment was sent anyway.';

/**
 * One payout status change, in one transaction with its log entry: the payout is locked, the move
 * checked against the allowed ones (domain/billing/transitions.ts), and a cancelled payout's
 * periods become unpaid again, so their money goes into the next payout. A payment marked sent
 * stores its reference, and is refused while the affiliate has no bank details unless confirmed.
 */
export async function movePayout(
  db: Db,
  viewer: Viewer,
  id: number,
  to: number,
  reason: number | null,
  actorId: number | null,
  now: Date,
  payment: PaymentSentDetails = {},
): Promise<MoveOutcome> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = rowsOf<{ status: number; bank: boolean }>(
      await tx.execute(sql`SELECT p.status, (u.bank_account_number <> '' OR u.bank_iban_number <> '') AS bank
        FROM payouts p JOIN users u ON u.id = p.affiliate_id WHERE p.id = ${id} AND ${scopeOf(viewer)} FOR UPDATE OF p`),
    );
    if (!row) return { kind: 'not_found' as const };
    if (!canMovePayout(row.status, to)) {
      return { kind: 'conflict' as const, message: `A payout ${PayoutStatus.label(row.status, 'en')} cannot become ${PayoutStatus.label(to, 'en')}.` };
    }
    if (to === PayoutStatus.PaymentSent && !row.bank && payment.confirmNoBankDetails !== true) {
      return { kind: 'invalid' as const, field: 'confirm_no_bank_details', message: NO_BANK_DETAILS_MESSAGE };
    }
    await setPayoutStatus(tx, { id, from: row.status, to, reason, actorId, now });
    if (to === PayoutStatus.PaymentSent) await tx.execute(sql`UPDATE payouts SET payment_reference = ${payment.paymentReference ?? ''} WHERE id = ${id}`);
    if (to === PayoutStatus.Cancelled) await tx.execute(sql`UPDATE billing_periods SET payout_id = NULL WHERE payout_id = ${id}`);
    return { kind: 'done' as const };
  });
}

/** Inside a transaction that holds the payout's lock: its new status and reason, and the log entry of the move. */
export async function setPayoutStatus(tx: Db, m: { id: number; from: number; to: number; reason: number | null; actorId: number | null; now: Date }) {
  await tx.execute(sql`UPDATE payouts SET status = ${m.to}, reason = ${m.reason}, updated_at = ${m.now.toISOString()}::timestamptz WHERE id = ${m.id}`);
  await tx.execute(sql`INSERT INTO payout_log (payout_id, created_at, actor_id, status_before, status_after, reason)
    VALUES (${m.id}, ${m.now.toISOString()}::timestamptz, ${m.actorId}, ${m.from}, ${m.to}, ${m.reason})`);
}

const PAID = [PayoutStatus.PaymentSent, PayoutStatus.Completed];

/** What an affiliate's conversions made in [from, to) owe them now (payable, not voided), as SQL numeric text. */
export async function earnedBetween(db: Db, affiliateId: number, from: Date, to: Date): Promise<string> {
  const [row] = rowsOf<{ earned: string }>(
    await db.execute(sql`SELECT COALESCE(sum(${OWED}), 0)::text AS earned FROM conversions v
      WHERE v.affiliate_id = ${affiliateId} AND v.created_at >= ${from.toISOString()}::timestamptz AND v.created_at < ${to.toISOString()}::timestamptz`),
  );
  return row!.earned;
}

/** A payout's billing items by Paid-for type: how many (clicks, for `cpc` items) and how much, SQL numeric text (the amounts sum to the payout's). */
export async function payoutItemsByType(db: Db, payoutId: number) {
  return rowsOf<{ paid_for: string; quantity: number; amount: string }>(
    await db.execute(sql`SELECT b.paid_for, sum(COALESCE(b.click_count, 1))::int AS quantity, sum(b.amount)::text AS amount
      FROM billing_periods bp JOIN billing_items b ON b.period_id = bp.id WHERE bp.payout_id = ${payoutId}
      GROUP BY b.paid_for ORDER BY b.paid_for`),
  );
}

/** An affiliate's balance, summed exactly in SQL numerics. */
export async function balanceOf(db: Db, affiliateId: number) {
  const [row] = rowsOf<{ earned: string; paid: string; pending: string }>(
    await db.execute(sql`SELECT
      ((SELECT COALESCE(sum(${OWED}), 0) FROM conversions v WHERE v.affiliate_id = ${affiliateId})
        -- closed CRG cohorts' adjustments are earned (or charged back) too (docs/decisions/crg.md)
        + (SELECT COALESCE(sum(affiliate_amount), 0) FROM crg_cohorts WHERE affiliate_id = ${affiliateId})
        -- clicks earn by click payout rules (docs/decisions/click-commissions.md)
        + (SELECT COALESCE(sum(commission), 0) FROM click_earnings WHERE affiliate_id = ${affiliateId})
        -- referral bonuses once billed: a bonus is known when a closing bills it (docs/decisions/referrals.md)
        + (SELECT COALESCE(sum(b.amount), 0) FROM billing_items b JOIN billing_periods bp ON bp.id = b.period_id
            WHERE bp.affiliate_id = ${affiliateId} AND b.referred_conversion_id IS NOT NULL))::text AS earned,
      (SELECT COALESCE(sum(amount), 0) FROM payouts WHERE affiliate_id = ${affiliateId} AND status IN (${sql.join(PAID.map((s) => sql`${s}`), sql`, `)}))::text AS paid,
      (SELECT COALESCE(sum(amount), 0) FROM payouts WHERE affiliate_id = ${affiliateId} AND status IN (${sql.join(OPEN_PAYOUT.map((s) => sql`${s}`), sql`, `)}))::text AS pending`),
  );
  return row!;
}

/**
 * The same move for several payouts, all or none (`changeInScope`): every payout is locked in scope
 * (an unknown or out-of-scope id refuses the batch, 422), every move must be allowed (else a 409
 * naming the ids), then all are updated and logged in the one transaction. Moves that need a reason
 * are single moves. Answers how many payouts moved.
 */
export async function movePayouts(db: Db, viewer: Viewer, ids: readonly number[], to: number, actorId: number | null, now: Date): Promise<number> {
  return changeInScope(db, {
    ids,
    lock: async (tx, unique) =>
      rowsOf<{ id: number; status: number }>(
        await tx.execute(sql`SELECT p.id::int AS id, p.status FROM payouts p JOIN users u ON u.id = p.affiliate_id
          WHERE p.id IN (${sql.join(unique.map((id) => sql`${id}`), sql`, `)}) AND ${scopeOf(viewer)} ORDER BY p.id FOR UPDATE OF p`),
      ),
    unknown: (missing) => fieldError('ids', `Unknown payouts or payouts outside your scope: ${missing.join(', ')}.`),
    change: async (tx, rows) => {
      const refused = rows.filter((r) => !canMovePayout(r.status, to)).map((r) => r.id);
      if (refused.length) throw new Conflict(`These payouts cannot become ${PayoutStatus.label(to, 'en')}: ${refused.join(', ')}.`);
      const at = now.toISOString();
      await tx.execute(sql`UPDATE payouts SET status = ${to}, reason = NULL, updated_at = ${at}::timestamptz WHERE id IN (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)})`);
      await tx.execute(sql`INSERT INTO payout_log (payout_id, created_at, actor_id, status_before, status_after)
        SELECT x.id, ${at}::timestamptz, ${actorId}, x.status, ${to} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(id bigint, status smallint)`);
      return rows.length;
    },
  });
}

export interface PeriodRow {
  id: number;
  affiliate_id: number;
  period_start: string;
  period_end: string;
  total: string;
  threshold: string;
  forced_reason: number | null;
  payout_id: number | null;
  closed_at: string | Date;
}

/** Closed billing periods in the viewer's scope (the payouts' scope), newest first: what each billed, its threshold, its payout once made. */
export async function listPeriods(db: Db, viewer: Viewer, f: { affiliate_id?: number; payout_id?: number }, page: { perPage: number; offset: number }) {
  const parts = [scopeOf(viewer)];
  if (f.affiliate_id !== undefined) parts.push(sql`p.affiliate_id = ${f.affiliate_id}`);
  if (f.payout_id !== undefined) parts.push(sql`p.payout_id = ${f.payout_id}`);
  const where = sql.join(parts, sql` AND `);
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM billing_periods p JOIN users u ON u.id = p.affiliate_id WHERE ${where}`));
  const rows = rowsOf<PeriodRow>(
    await db.execute(sql`SELECT p.id::int AS id, p.affiliate_id, p.period_start::text AS period_start, p.period_end::text AS period_end, p.total::text AS total,
      p.threshold::text AS threshold, p.forced_reason, p.payout_id::int AS payout_id, p.closed_at
      FROM billing_periods p JOIN users u ON u.id = p.affiliate_id WHERE ${where} ORDER BY p.period_end DESC, p.id DESC LIMIT ${page.perPage} OFFSET ${page.offset}`),
  );
  return { rows, total: Number(total?.n ?? 0) };
}
