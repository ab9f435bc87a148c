import { sql, type SQL } from 'drizzle-orm';
import { canSubmitInvoice, INVOICE_DECISIONS, invoiceNumber, type InvoiceDecision } from '../../../domain/billing/invoices';
import { InvoiceStatus, PayoutStatus } from '../../../domain/enums/payout';
import type { Db } from '../../db/client';
import type { Viewer } from '../users/scope';
import type { InvoiceLine } from './invoicePdf';
import { scopeOf, setPayoutStatus } from './payoutRepository';
import { rowsOf } from '../../db/rows';

export interface InvoiceRow {
  id: number;
  payout_id: number;
  affiliate_id: number;
  affiliate_name: string;
  affiliate_email: string;
  number: string;
  source: 'generated' | 'uploaded';
  status: number;
  reason: number | null;
  cancelled: boolean;
  amount: string;
  currency: string;
  file_name: string;
  file_size: number;
  payout_status: number;
  created_at: string | Date;
  moderated_at: string | Date | null;
  moderated_by_name: string | null;
}

export interface InvoiceFilter {
  id?: number;
  status?: number;
  payout_id?: number;
  affiliate_id?: number;
}

// `p` is the payout, `u` its affiliate: the payouts' scope applies to their invoices as it is
const FROM = sql.raw(`invoices i JOIN payouts p ON p.id = i.payout_id JOIN users u ON u.id = i.affiliate_id LEFT JOIN users m ON m.id = i.moderated_by`);
const SELECT = sql.raw(`i.id::int AS id, i.payout_id::int AS payout_id, i.affiliate_id, trim(u.first_name || ' ' || u.last_name) AS affiliate_name,
  u.email AS affiliate_email, i.number, i.source, i.status, i.reason, i.cancelled, i.amount::text AS amount, i.currency, i.file_name, i.file_size,
  p.status AS payout_status, i.created_at, i.moderated_at, NULLIF(trim(m.first_name || ' ' || m.last_name), '') AS moderated_by_name`);

function whereOf(viewer: Viewer, f: InvoiceFilter): SQL {
  const parts = [scopeOf(viewer)];
  if (f.id !== undefined) parts.push(sql`i.id = ${f.id}`);
  if (f.status !== undefined) parts.push(sql`i.status = ${f.status}`);
  if (f.payout_id !== undefined) parts.push(sql`i.payout_id = ${f.payout_id}`);
  if (f.affiliate_id !== undefined) parts.push(sql`i.affiliate_id = ${f.affiliate_id}`);
  return sql.join(parts, sql` AND `);
}

/** Invoices in the viewer's scope, newest first (or oldest with `descending: false`); never the file itself. */
export async function listInvoices(db: Db, viewer: Viewer, f: InvoiceFilter, page: { descending: boolean; perPage: number; offset: number }) {
  const where = whereOf(viewer, f);
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM ${FROM} WHERE ${where}`));
  const rows = rowsOf<InvoiceRow>(
    await db.execute(sql`SELECT ${SELECT} FROM ${FROM} WHERE ${where} ORDER BY i.id ${sql.raw(page.descending ? 'DESC' : 'ASC')} LIMIT ${page.perPage} OFFSET ${page.offset}`),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

export const findInvoice = async (db: Db, viewer: Viewer, id: number) => (await listInvoices(db, viewer, { id }, { descending: true, perPage: 1, offset: 0 })).rows[0];

/** The invoice's PDF, when the invoice is in the viewer's scope. */
export async function invoiceFile(db: Db, viewer: Viewer, id: number): Promise<{ file_name: string; file: Uint8Array } | undefined> {
  // as hex text: the same on node-postgres and PGlite, whatever typed-array class each driver answers
  const [row] = rowsOf<{ file_name: string; hex: string }>(
    await db.execute(sql`SELECT i.file_name, encode(i.file, 'hex') AS hex FROM ${FROM} WHERE ${whereOf(viewer, { id })}`),
  );
  return row ? { file_name: row.file_name, file: Buffer.from(row.hex, 'hex') } : undefined;
}

export interface PayoutForInvoice {
  id: number;
  amount: string;
  currency: string;
  period_start: string;
  period_end: string;
}

export type InvoiceOutcome = { kind: 'not_found' } | { kind: 'conflict'; message: string } | { kind: 'invalid'; field: string; message: string } | { kind: 'done'; id: number };

/**
 * An affiliate hands in an invoice for their payout: the payout is locked, must still wait for an
 * invoice (domain/billing/invoices.ts) and have none in moderation or approved; the file is made
 * (generated) or checked (uploaded) by `file`, stored, and the payout becomes Invoice received,
 * logged with the affiliate as the actor. All in one transaction.
 */
export async function submitInvoice(
  db: Db,
  viewer: Viewer,
  payoutId: number,
  source: 'generated' | 'uploaded',
  file: (payout: PayoutForInvoice, number: string, tx: Db) => Promise<{ name: string; bytes: Uint8Array } | { invalid: string }>,
  now: Date,
): Promise<InvoiceOutcome> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [payout] = rowsOf<PayoutForInvoice & { status: number; affiliate_id: number }>(
      await tx.execute(sql`SELECT p.id::int AS id, p.affiliate_id, p.status, p.amount::text AS amount, p.currency, p.period_start::text AS period_start, p.period_end::text AS period_end
        FROM payouts p JOIN users u ON u.id = p.affiliate_id WHERE p.id = ${payoutId} AND ${scopeOf(viewer)} FOR UPDATE OF p`),
    );
    if (!payout) return { kind: 'not_found' as const };
    if (!canSubmitInvoice(payout.status)) {
      return { kind: 'conflict' as const, message: `A payout ${PayoutStatus.label(payout.status, 'en')} takes no invoice.` };
    }
    const [counts] = rowsOf<{ all: number; open: number }>(
      await tx.execute(sql`SELECT count(*)::int AS all, count(*) FILTER (WHERE status IN (${InvoiceStatus.Moderation}, ${InvoiceStatus.Approved}))::int AS open FROM invoices WHERE payout_id = ${payoutId}`),
    );
    if (counts!.open > 0) return { kind: 'conflict' as const, message: 'This payout already has an invoice in moderation or approved.' };
    const number = invoiceNumber(payout.id, counts!.all + 1);
    const made = await file(payout, number, tx);
    if ('invalid' in made) return { kind: 'invalid' as const, field: 'file', message: made.invalid };
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO invoices (payout_id, affiliate_id, number, source, status, amount, currency, file_name, file_size, file, created_at)
        VALUES (${payout.id}, ${payout.affiliate_id}, ${number}, ${source}, ${InvoiceStatus.Moderation}, ${payout.amount}, ${payout.currency}, ${made.name},
          ${made.bytes.byteLength}, decode(${Buffer.from(made.bytes).toString('hex')}, 'hex'), ${now.toISOString()}::timestamptz)
        RETURNING id::int AS id`),
    );
    await setPayoutStatus(tx, { id: payout.id, from: payout.status, to: PayoutStatus.InvoiceReceived, reason: null, actorId: viewer.id, now });
    return { kind: 'done' as const, id: row!.id };
  });
}

/**
 * A staff decision on an invoice (approve, reject, cancel: domain/billing/invoices.ts): the invoice
 * and its payout are locked in the viewer's scope, both must be where the decision starts, then
 * the invoice and the payout move together and the payout's log records who, when and why.
 */
export async function decideInvoice(db: Db, viewer: Viewer, id: number, decision: InvoiceDecision, reason: number | null, now: Date): Promise<InvoiceOutcome> {
  const rule = INVOICE_DECISIONS[decision];
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = rowsOf<{ status: number; payout_id: number; payout_status: number }>(
      await tx.execute(sql`SELECT i.status, i.payout_id::int AS payout_id, p.status AS payout_status
        FROM invoices i JOIN payouts p ON p.id = i.payout_id JOIN users u ON u.id = i.affiliate_id WHERE i.id = ${id} AND ${scopeOf(viewer)} FOR UPDATE OF i, p`),
    );
    if (!row) return { kind: 'not_found' as const };
    if (row.status !== rule.from) {
      return { kind: 'conflict' as const, message: `An invoice ${InvoiceStatus.label(row.status, 'en')} cannot be ${decision === 'cancel' ? 'cancelled' : `${decision}d`}.` };
    }
    if (!rule.payoutFrom.includes(row.payout_status)) {
      return { kind: 'conflict' as const, message: `Its payout is ${PayoutStatus.label(row.payout_status, 'en')}: the invoice can no longer be ${decision === 'cancel' ? 'cancelled' : `${decision}d`}.` };
    }
    await tx.execute(sql`UPDATE invoices SET status = ${rule.invoiceTo}, reason = ${reason}, cancelled = ${decision === 'cancel'},
      moderated_at = ${now.toISOString()}::timestamptz, moderated_by = ${viewer.id} WHERE id = ${id}`);
    await setPayoutStatus(tx, { id: row.payout_id, from: row.payout_status, to: rule.payoutTo, reason, actorId: viewer.id, now });
    return { kind: 'done' as const, id };
  });
}

/**
 * An invoice item's `quantity` and `unit` (its rate) for grouping into lines, over the item aliased
 * `alias`: one conversion or cohort at its amount, or a click item's clicks at its amount per click
 * (two decimals when a cent divides it, else four). The alias is ours, not input.
 */
export const itemQuantityAndUnit = (alias: string) =>
  sql.raw(`COALESCE(${alias}.click_count, 1) AS quantity,
    CASE WHEN ${alias}.click_count IS NULL THEN ${alias}.amount
      WHEN ${alias}.click_count <> 0 THEN round(${alias}.amount / ${alias}.click_count, CASE WHEN ${alias}.amount / ${alias}.click_count = round(${alias}.amount / ${alias}.click_count, 2) THEN 2 ELSE 4 END) END AS unit`);

/**
 * What a payout pays, as invoice lines: the billing items of its periods grouped by offer,
 * action and Paid-for type, corrections (negative items: voids and lowered amounts billed after their period) on
 * lines of their own. Each line's rate is the amount per conversion when all are equal. The lines
 * sum, in SQL numerics, to the payout's amount: the payout is the sum of its periods' items.
 */
export async function invoiceLines(db: Db, payoutId: number): Promise<InvoiceLine[]> {
  // a CRG cohort's item has no conversion: its offer is its deal's, its action none (0); a click item
  // (`cpc`) bills a day's clicks on its offer: its quantity is the clicks, its rate the amount per click
  const rows = rowsOf<{ offer_id: number; offer_name: string | null; action: number; paid_for: string; correction: boolean; quantity: number; rate: string | null; amount: string }>(
    await db.execute(sql`SELECT x.offer_id, o.name AS offer_name, x.action, x.paid_for, (x.amount < 0) AS correction, sum(x.quantity)::int AS quantity,
        CASE WHEN min(x.unit) = max(x.unit) THEN min(x.unit)::text END AS rate, sum(x.amount)::text AS amount
      FROM (SELECT COALESCE(v.offer_id, d.offer_id, b.click_offer_id) AS offer_id, COALESCE(v.action, 0) AS action, b.paid_for, b.amount,
          ${itemQuantityAndUnit('b')}
        FROM billing_periods bp JOIN billing_items b ON b.period_id = bp.id
        LEFT JOIN conversions v ON v.id = b.conversion_id
        LEFT JOIN crg_cohorts c ON c.id = b.crg_cohort_id LEFT JOIN crg_deals d ON d.id = c.deal_id
        WHERE bp.payout_id = ${payoutId}) x
      LEFT JOIN offers o ON o.id = x.offer_id
      GROUP BY x.offer_id, o.name, x.action, x.paid_for, (x.amount < 0)
      ORDER BY x.offer_id, x.action, x.paid_for, (x.amount < 0)`),
  );
  return rows.map((r) => ({ offerId: r.offer_id, offerName: r.offer_name ?? '', action: r.action, paidFor: r.paid_for, correction: r.correction, quantity: r.quantity, rate: r.rate, amount: r.amount }));
}
