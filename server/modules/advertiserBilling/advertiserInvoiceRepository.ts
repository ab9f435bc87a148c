import { sql, type SQL } from 'drizzle-orm';
import { advertiserInvoiceNumber, AdvertiserInvoiceStatus } from '../../../domain/advertiserBilling/invoices';
import { paidForSql } from '../../../domain/billing/paidFor';
import { PaidForType, SalesStatus, TransactionStatus } from '../../../domain/enums/payout';
import { UserType } from '../../../domain/enums/userType';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { sendMail, type Mail } from '../../mail/transport';
import type { InvoiceLine } from '../billing/invoicePdf';
import { itemQuantityAndUnit } from '../billing/invoiceRepository';

/**
 * What an advertiser owes for a conversion (`v`): its revenue once approved — payable, not voided
 * and not on hold (a held conversion's revenue waits in `hold_revenue`).
 */
export const APPROVED = sql.raw(`v.payable = ${SalesStatus.Payable} AND v.transaction_status IN (${TransactionStatus.Ok}, ${TransactionStatus.Changed})`);
const PAID_FOR = sql.raw(paidForSql('v'));

export interface AdvertiserInvoiceRow {
  id: number;
  advertiser_id: number;
  advertiser_name: string;
  advertiser_email: string;
  number: string;
  period_start: string;
  period_end: string;
  issued_at: string | Date;
  due_on: string;
  /** numeric text, two decimals: the invoice's total, what was received (payments less refunds), what is left */
  amount: string;
  paid: string;
  balance: string;
  currency: string;
  language: string;
  note: string;
  status: AdvertiserInvoiceStatus;
  sent_at: string | Date | null;
  payments_count: number;
}

export interface AdvertiserInvoiceFilter {
  id?: number;
  /** one advertiser's invoices (the staff filter, and the advertiser's own portal) */
  advertiser_id?: number;
  status?: AdvertiserInvoiceStatus;
}

/** The status rule (domain/advertiserBilling/invoices.ts) over `i` and its payments' sum `p.paid`, read on `today`. */
const statusOf = (today: string) =>
  sql`CASE WHEN COALESCE(p.paid, 0) >= i.amount THEN ${AdvertiserInvoiceStatus.Paid}
    WHEN i.due_on < ${today}::date THEN ${AdvertiserInvoiceStatus.Overdue}
    WHEN COALESCE(p.paid, 0) > 0 THEN ${AdvertiserInvoiceStatus.PartlyPaid}
    ELSE ${AdvertiserInvoiceStatus.Unpaid} END`;

const FROM = sql.raw(`advertiser_invoices i JOIN users u ON u.id = i.advertiser_id
  LEFT JOIN (SELECT invoice_id, sum(amount) AS paid, count(*)::int AS n FROM advertiser_payments GROUP BY invoice_id) p ON p.invoice_id = i.id`);

const selectOf = (today: string) => sql`i.id::int AS id, i.advertiser_id, trim(u.first_name || ' ' || u.last_name) AS advertiser_name, u.email AS advertiser_email,
  i.number, i.period_start::text AS period_start, i.period_end::text AS period_end, i.issued_at, i.due_on::text AS due_on,
  i.amount::text AS amount, COALESCE(p.paid, 0)::numeric(14,2)::text AS paid, (i.amount - COALESCE(p.paid, 0))::numeric(14,2)::text AS balance,
  i.currency, i.language, i.note, ${statusOf(today)} AS status, i.sent_at, COALESCE(p.n, 0) AS payments_count`;

function whereOf(f: AdvertiserInvoiceFilter, today: string): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.id !== undefined) parts.push(sql`i.id = ${f.id}`);
  if (f.advertiser_id !== undefined) parts.push(sql`i.advertiser_id = ${f.advertiser_id}`);
  if (f.status !== undefined) parts.push(sql`${statusOf(today)} = ${f.status}`);
  return sql.join(parts, sql` AND `);
}

/** Invoices to advertisers, newest first (oldest with `descending: false`); `today` (UTC date) decides what is overdue. */
export async function listAdvertiserInvoices(db: Db, f: AdvertiserInvoiceFilter, page: { descending: boolean; perPage: number; offset: number }, today: string) {
  const where = whereOf(f, today);
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM ${FROM} WHERE ${where}`));
  const rows = rowsOf<AdvertiserInvoiceRow>(
    await db.execute(sql`SELECT ${selectOf(today)} FROM ${FROM} WHERE ${where} ORDER BY i.id ${sql.raw(page.descending ? 'DESC' : 'ASC')} LIMIT ${page.perPage} OFFSET ${page.offset}`),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

/** One invoice; with `advertiserId`, only when it is theirs (the advertiser's portal). */
export const findAdvertiserInvoice = async (db: Db, id: number, today: string, advertiserId?: number) =>
  (await listAdvertiserInvoices(db, { id, advertiser_id: advertiserId }, { descending: true, perPage: 1, offset: 0 }, today)).rows[0];

/**
 * An invoice's lines: its items grouped by offer, action and Paid-for type (a CRG cohort and clicks
 * have no action), with how many (a click item counts its clicks), the rate when all are equal (a
 * click item's is its amount per click: two decimals when exact, else four), and the sum; the lines
 * sum to the invoice's amount, both being sums of the same items.
 */
export async function advertiserInvoiceLines(db: Db, invoiceId: number): Promise<InvoiceLine[]> {
  const rows = rowsOf<{ offer_id: number | null; offer_name: string | null; action: number; paid_for: string; quantity: number; rate: string | null; amount: string }>(
    await db.execute(sql`SELECT x.offer_id, o.name AS offer_name, x.action, x.paid_for, sum(x.quantity)::int AS quantity,
        CASE WHEN min(x.unit) = max(x.unit) THEN min(x.unit)::text END AS rate, sum(x.amount)::text AS amount
      FROM (SELECT y.offer_id, y.action, y.paid_for, y.amount, ${itemQuantityAndUnit('y')}
        FROM advertiser_invoice_items y WHERE y.invoice_id = ${invoiceId}) x
      LEFT JOIN offers o ON o.id = x.offer_id
      GROUP BY x.offer_id, o.name, x.action, x.paid_for ORDER BY x.offer_id, x.action, x.paid_for`),
  );
  return rows.map((r) => ({ offerId: r.offer_id ?? 0, offerName: r.offer_name ?? '', action: r.action, paidFor: r.paid_for, correction: false, quantity: r.quantity, rate: r.rate, amount: r.amount }));
}

export interface AdvertiserPaymentRow {
  id: number;
  invoice_id: number;
  amount: string;
  received_on: string;
  method: string;
  reference: string;
  note: string;
  created_at: string | Date;
  created_by_name: string | null;
}

/** The payments received against an invoice (refunds negative), oldest first. */
export async function advertiserInvoicePayments(db: Db, invoiceId: number): Promise<AdvertiserPaymentRow[]> {
  return rowsOf<AdvertiserPaymentRow>(
    await db.execute(sql`SELECT y.id::int AS id, y.invoice_id::int AS invoice_id, y.amount::text AS amount, y.received_on::text AS received_on, y.method, y.reference, y.note,
        y.created_at, NULLIF(trim(m.first_name || ' ' || m.last_name), '') AS created_by_name
      FROM advertiser_payments y LEFT JOIN users m ON m.id = y.created_by WHERE y.invoice_id = ${invoiceId} ORDER BY y.received_on, y.id`),
  );
}

/** The invoice's PDF; with `advertiserId`, only when it is theirs. */
export async function advertiserInvoiceFile(db: Db, id: number, advertiserId?: number): Promise<{ file_name: string; file: Buffer } | undefined> {
  // as hex text: the same on node-postgres and PGlite, whatever typed-array class each driver answers
  const [row] = rowsOf<{ file_name: string; hex: string }>(
    await db.execute(sql`SELECT file_name, encode(file, 'hex') AS hex FROM advertiser_invoices WHERE id = ${id} ${advertiserId === undefined ? sql`` : sql`AND advertiser_id = ${advertiserId}`}`),
  );
  return row ? { file_name: row.file_name, file: Buffer.from(row.hex, 'hex') } : undefined;
}

export interface Advertiser {
  id: number;
  name: string;
  email: string;
  language: string;
}

export interface NewAdvertiserInvoice {
  advertiserId: number;
  periodStart: string;
  periodEnd: string;
  dueOn: string;
  note: string;
  currency: string;
}

export type CreateOutcome =
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'done'; id: number };

/** What the PDF is made from, handed to the caller's renderer inside the transaction. */
export interface InvoiceForPdf {
  id: number;
  number: string;
  advertiser: Advertiser;
  lines: InvoiceLine[];
  amount: string;
}

/**
 * Issues an invoice to an advertiser for a period (UTC dates, end exclusive), in one transaction
 * with the advertiser's row locked, so two issues for one advertiser run one after the other:
 * refused (conflict) when one of their invoices already covers part of the period; otherwise its
 * items are every approved conversion of theirs recorded in the period with revenue, and every
 * CRG cohort closed in the period whose advertiser is they (the deal's broker integration's, else
 * its offer's) with an advertiser amount, each on no other invoice (unique items), and, per UTC day
 * of the period and offer of theirs (`offers.advertiser_id`), the click revenue of `click_earnings`
 * less what earlier items of that day and offer invoiced (so a late click batch of an invoiced day
 * is billed as the difference by a later invoice whose period holds that day), where not zero.
 * Nothing to bill is refused (invalid); else the total and the PDF (`render`) are written.
 */
export async function createAdvertiserInvoice(
  db: Db,
  input: NewAdvertiserInvoice,
  actorId: number,
  now: Date,
  render: (invoice: InvoiceForPdf) => Promise<{ name: string; bytes: Uint8Array }>,
): Promise<CreateOutcome> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [advertiser] = rowsOf<Advertiser>(
      await tx.execute(sql`SELECT id, trim(first_name || ' ' || last_name) AS name, email, language FROM users
        WHERE id = ${input.advertiserId} AND user_type = ${UserType.Advertiser} FOR UPDATE`),
    );
    if (!advertiser) return { kind: 'invalid' as const, field: 'advertiser_id', message: 'Choose an advertiser.' };
    const [overlap] = rowsOf<{ number: string; period_start: string; period_end: string }>(
      await tx.execute(sql`SELECT number, period_start::text AS period_start, period_end::text AS period_end FROM advertiser_invoices
        WHERE advertiser_id = ${advertiser.id} AND period_start < ${input.periodEnd}::date AND period_end > ${input.periodStart}::date ORDER BY id LIMIT 1`),
    );
    if (overlap) {
      return { kind: 'conflict' as const, message: `Invoice ${overlap.number} already bills this advertiser's revenue from ${overlap.period_start} to ${overlap.period_end}: a period is invoiced once.` };
    }
    const at = now.toISOString();
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO advertiser_invoices (advertiser_id, number, period_start, period_end, issued_at, due_on, amount, currency, language, note, file_name, file, created_by)
        VALUES (${advertiser.id}, ${`pending-${at}-${advertiser.id}`}, ${input.periodStart}::date, ${input.periodEnd}::date, ${at}::timestamptz, ${input.dueOn}::date, 0,
          ${input.currency}, ${advertiser.language}, ${input.note}, '', ''::bytea, ${actorId})
        RETURNING id::int AS id`),
    );
    const id = row!.id;
    const start = sql`${input.periodStart}::date::timestamp AT TIME ZONE 'UTC'`;
    const end = sql`${input.periodEnd}::date::timestamp AT TIME ZONE 'UTC'`;
    await tx.execute(sql`INSERT INTO advertiser_invoice_items (invoice_id, conversion_id, crg_cohort_id, offer_id, action, paid_for, amount, click_day, click_count)
      SELECT ${id}::bigint, v.id, NULL::bigint, v.offer_id, v.action, ${PAID_FOR}, v.revenue, NULL::date, NULL::int FROM conversions v
      WHERE v.advertiser_id = ${advertiser.id} AND v.created_at >= ${start} AND v.created_at < ${end} AND ${APPROVED} AND v.revenue <> 0
        AND NOT EXISTS (SELECT 1 FROM advertiser_invoice_items x WHERE x.conversion_id = v.id)
      UNION ALL
      SELECT ${id}::bigint, NULL::bigint, c.id, d.offer_id, 0::smallint, ${PaidForType.Crg}::text, c.advertiser_amount, NULL::date, NULL::int
      FROM crg_cohorts c JOIN crg_deals d ON d.id = c.deal_id JOIN offers o ON o.id = d.offer_id LEFT JOIN broker_integrations b ON b.id = d.integration_id
      WHERE COALESCE(b.advertiser_id, o.advertiser_id) = ${advertiser.id} AND c.closed_at >= ${start} AND c.closed_at < ${end} AND c.advertiser_amount <> 0
        AND NOT EXISTS (SELECT 1 FROM advertiser_invoice_items x WHERE x.crg_cohort_id = c.id)
      UNION ALL
      SELECT ${id}::bigint, NULL::bigint, NULL::bigint, e.offer_id, 0::smallint, ${PaidForType.Cpc}::text, e.revenue - COALESCE(x.amount, 0), e.day, (e.clicks - COALESCE(x.clicks, 0))::int
      FROM (SELECT k.day, k.offer_id, sum(k.clicks) AS clicks, sum(k.revenue) AS revenue FROM click_earnings k JOIN offers o ON o.id = k.offer_id
          WHERE o.advertiser_id = ${advertiser.id} AND k.day >= ${input.periodStart}::date AND k.day < ${input.periodEnd}::date GROUP BY k.day, k.offer_id) e
        LEFT JOIN (SELECT y.click_day, y.offer_id, sum(y.click_count) AS clicks, sum(y.amount) AS amount FROM advertiser_invoice_items y
          WHERE y.click_day >= ${input.periodStart}::date AND y.click_day < ${input.periodEnd}::date GROUP BY y.click_day, y.offer_id) x ON x.click_day = e.day AND x.offer_id = e.offer_id
      WHERE e.revenue - COALESCE(x.amount, 0) <> 0`);
    const [sum] = rowsOf<{ n: number; amount: string | null }>(
      await tx.execute(sql`SELECT count(*)::int AS n, sum(amount)::numeric(14,2)::text AS amount FROM advertiser_invoice_items WHERE invoice_id = ${id}`),
    );
    if (!sum || sum.n === 0 || sum.amount === null || sum.amount.startsWith('-') || /^0(\.0+)?$/.test(sum.amount)) {
      // nothing written survives: the transaction is rolled back by the refusal
      throw new NothingToInvoice();
    }
    const number = advertiserInvoiceNumber(id);
    const file = await render({ id, number, advertiser, lines: await advertiserInvoiceLines(tx, id), amount: sum.amount });
    await tx.execute(sql`UPDATE advertiser_invoices SET number = ${number}, amount = ${sum.amount}::numeric, file_name = ${file.name},
      file = decode(${Buffer.from(file.bytes).toString('hex')}, 'hex') WHERE id = ${id}`);
    return { kind: 'done' as const, id };
  }).catch((error: unknown) => {
    if (error instanceof NothingToInvoice) return { kind: 'invalid' as const, field: 'period_end', message: 'Nothing to invoice: this advertiser has no approved revenue, CRG amount or click revenue in the period that is not invoiced yet.' };
    throw error;
  });
}

/** Thrown inside the issue's transaction so that the invoice row written first is rolled back. */
class NothingToInvoice extends Error {}

/** Deletes an invoice with no payments, freeing its items for another invoice; refused while payments are recorded against it. */
export async function deleteAdvertiserInvoice(db: Db, id: number): Promise<'done' | 'not_found' | 'has_payments'> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM advertiser_invoices WHERE id = ${id} FOR UPDATE`));
    if (!row) return 'not_found' as const;
    const [payments] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM advertiser_payments WHERE invoice_id = ${id}`));
    if (payments!.n > 0) return 'has_payments' as const;
    await tx.execute(sql`DELETE FROM advertiser_invoices WHERE id = ${id}`);
    return 'done' as const;
  });
}

/** Queues the invoice's letter in the mail outbox and marks the invoice sent now, in one transaction. */
export async function sendAdvertiserInvoice(db: Db, id: number, letter: Mail, now: Date): Promise<void> {
  await db.transaction(async (t) => {
    await sendMail(t, letter, now);
    await t.execute(sql`UPDATE advertiser_invoices SET sent_at = ${now.toISOString()}::timestamptz WHERE id = ${id}`);
  });
}

export interface NewAdvertiserPayment {
  /** numeric text, two decimals at most, not zero; negative: a refund */
  amount: string;
  receivedOn: string;
  method: string;
  reference: string;
  note: string;
}

/**
 * Records a payment received against an invoice, the invoice locked so two recordings add up: any
 * positive amount (partial, whole or more than owed), or a refund (negative) of at most what was
 * received on it so far.
 */
export async function recordAdvertiserPayment(
  db: Db,
  invoiceId: number,
  p: NewAdvertiserPayment,
  actorId: number,
  now: Date,
): Promise<{ kind: 'not_found' } | { kind: 'invalid'; field: string; message: string } | { kind: 'done'; id: number }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [invoice] = rowsOf<{ advertiser_id: number; paid: string; refund_too_large: boolean }>(
      await tx.execute(sql`SELECT i.advertiser_id, (SELECT COALESCE(sum(amount), 0)::text FROM advertiser_payments WHERE invoice_id = i.id) AS paid,
          (SELECT COALESCE(sum(amount), 0) FROM advertiser_payments WHERE invoice_id = i.id) + ${p.amount}::numeric < 0 AS refund_too_large
        FROM advertiser_invoices i WHERE i.id = ${invoiceId} FOR UPDATE`),
    );
    if (!invoice) return { kind: 'not_found' as const };
    if (invoice.refund_too_large) return { kind: 'invalid' as const, field: 'amount', message: `A refund cannot exceed what was received on this invoice (${invoice.paid}).` };
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO advertiser_payments (invoice_id, advertiser_id, amount, received_on, method, reference, note, created_at, created_by)
        VALUES (${invoiceId}, ${invoice.advertiser_id}, ${p.amount}::numeric, ${p.receivedOn}::date, ${p.method}, ${p.reference}, ${p.note}, ${now.toISOString()}::timestamptz, ${actorId})
        RETURNING id::int AS id`),
    );
    return { kind: 'done' as const, id: row!.id };
  });
}

/** Deletes a payment recorded by mistake; answers the invoice it was on, or undefined when there is no such payment. */
export async function deleteAdvertiserPayment(db: Db, id: number): Promise<number | undefined> {
  const [row] = rowsOf<{ invoice_id: number }>(await db.execute(sql`DELETE FROM advertiser_payments WHERE id = ${id} RETURNING invoice_id::int AS invoice_id`));
  return row?.invoice_id;
}

export interface AdvertiserBalanceRow {
  id: number;
  advertiser_name: string;
  advertiser_email: string;
  /** numeric text: everything invoiced, the adjustments (credits negative), everything received, invoiced + adjusted − received (negative: paid ahead), and what of it is past due */
  invoiced: string;
  adjusted: string;
  paid: string;
  balance: string;
  overdue: string;
  invoices: number;
  overdue_invoices: number;
}

/** Every advertiser's balance (invoiced − received), the largest first; `advertiser_id` keeps one. */
export async function listAdvertiserBalances(db: Db, f: { advertiser_id?: number }, page: { perPage: number; offset: number }, today: string) {
  const where = sql`u.user_type = ${UserType.Advertiser} ${f.advertiser_id === undefined ? sql`` : sql`AND u.id = ${f.advertiser_id}`}`;
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM users u WHERE ${where}`));
  const rows = rowsOf<AdvertiserBalanceRow>(
    await db.execute(sql`
      WITH inv AS (
        SELECT i.advertiser_id, i.amount, COALESCE(p.paid, 0) AS paid, (i.due_on < ${today}::date AND COALESCE(p.paid, 0) < i.amount) AS overdue
        FROM advertiser_invoices i LEFT JOIN (SELECT invoice_id, sum(amount) AS paid FROM advertiser_payments GROUP BY invoice_id) p ON p.invoice_id = i.id
      ),
      per AS (
        SELECT advertiser_id, sum(amount) AS invoiced, sum(paid) AS paid, count(*)::int AS invoices,
          sum(CASE WHEN overdue THEN amount - paid ELSE 0 END) AS overdue, count(*) FILTER (WHERE overdue)::int AS overdue_invoices
        FROM inv GROUP BY advertiser_id
      ),
      adj AS (SELECT advertiser_id, sum(amount) AS adjusted FROM advertiser_adjustments GROUP BY advertiser_id)
      SELECT u.id, trim(u.first_name || ' ' || u.last_name) AS advertiser_name, u.email AS advertiser_email,
        COALESCE(per.invoiced, 0)::numeric(14,2)::text AS invoiced, COALESCE(adj.adjusted, 0)::numeric(14,2)::text AS adjusted, COALESCE(per.paid, 0)::numeric(14,2)::text AS paid,
        (COALESCE(per.invoiced, 0) + COALESCE(adj.adjusted, 0) - COALESCE(per.paid, 0))::numeric(14,2)::text AS balance, COALESCE(per.overdue, 0)::numeric(14,2)::text AS overdue,
        COALESCE(per.invoices, 0) AS invoices, COALESCE(per.overdue_invoices, 0) AS overdue_invoices
      FROM users u LEFT JOIN per ON per.advertiser_id = u.id LEFT JOIN adj ON adj.advertiser_id = u.id
      WHERE ${where}
      ORDER BY COALESCE(per.invoiced, 0) + COALESCE(adj.adjusted, 0) - COALESCE(per.paid, 0) DESC, u.id
      LIMIT ${page.perPage} OFFSET ${page.offset}`),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

/** The overdue invoices on `today`: unpaid or partly paid past their due date (the overdue alert's subjects). */
export async function overdueAdvertiserInvoices(db: Db, today: string): Promise<{ id: number; number: string }[]> {
  return rowsOf<{ id: number; number: string }>(
    await db.execute(sql`SELECT i.id::int AS id, i.number FROM ${FROM} WHERE ${statusOf(today)} = ${AdvertiserInvoiceStatus.Overdue} ORDER BY i.id`),
  );
}

/** The revenue invoiced to advertisers whose issue falls in [from, to) (the dashboard's profit; numeric text). */
export async function revenueInvoiced(db: Db, from: Date, to: Date): Promise<string> {
  const [row] = rowsOf<{ amount: string }>(
    await db.execute(sql`SELECT COALESCE(sum(amount), 0)::numeric(14,2)::text AS amount FROM advertiser_invoices
      WHERE issued_at >= ${from.toISOString()}::timestamptz AND issued_at < ${to.toISOString()}::timestamptz`),
  );
  return row?.amount ?? '0.00';
}
