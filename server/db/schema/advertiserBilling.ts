import { sql } from 'drizzle-orm';
import { bigint, check, customType, date, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './foundation';

// Created by migrations/0054_advertiser_billing.sql; written only by modules/advertiserBilling
// (docs/decisions/advertiser-billing.md).

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * An invoice to an advertiser for a period (UTC dates, end exclusive): the approved revenue of
 * their conversions recorded in it and the CRG amounts of cohorts closed in it, as items; the PDF
 * made at issue in the advertiser's language. Its status is read off its payments and due date.
 */
export const advertiserInvoices = pgTable(
  'advertiser_invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    advertiserId: integer('advertiser_id').notNull().references(() => users.id),
    number: text('number').notNull().unique(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueOn: date('due_on').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    note: text('note').notNull().default(''),
    fileName: text('file_name').notNull(),
    file: bytea('file').notNull(),
    /** when it was last queued in the mail outbox to the advertiser */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: integer('created_by'),
  },
  (t) => [index('advertiser_invoices_advertiser_idx').on(t.advertiserId, t.id), index('advertiser_invoices_due_idx').on(t.dueOn)],
);

/**
 * What an invoice bills: one conversion's revenue or one CRG cohort's advertiser amount, each billed
 * once, or the click revenue of one UTC day on one offer (migrations/0070), less what earlier items
 * of that day and offer billed.
 */
export const advertiserInvoiceItems = pgTable(
  'advertiser_invoice_items',
  {
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => advertiserInvoices.id, { onDelete: 'cascade' }),
    conversionId: bigint('conversion_id', { mode: 'number' }),
    crgCohortId: bigint('crg_cohort_id', { mode: 'number' }),
    offerId: integer('offer_id'),
    /** the conversion's Pixel action; 0 for a CRG cohort and for clicks */
    action: smallint('action').notNull().default(0),
    paidFor: text('paid_for').notNull(),
    amount: money('amount').notNull(),
    /** a click item (`cpc`): the UTC day of the `click_earnings` it bills on `offer_id`, and how many clicks (migrations/0070) */
    clickDay: date('click_day'),
    clickCount: integer('click_count'),
  },
  (t) => [
    index('advertiser_invoice_items_invoice_idx').on(t.invoiceId),
    uniqueIndex('advertiser_invoice_items_conversion_key').on(t.conversionId).where(sql`conversion_id IS NOT NULL`),
    uniqueIndex('advertiser_invoice_items_cohort_key').on(t.crgCohortId).where(sql`crg_cohort_id IS NOT NULL`),
    index('advertiser_invoice_items_click_idx').on(t.offerId, t.clickDay).where(sql`click_day IS NOT NULL`),
    check('advertiser_invoice_items_one_source', sql`num_nonnulls(conversion_id, crg_cohort_id, click_day) = 1`),
    check('advertiser_invoice_items_click', sql`click_day IS NULL OR (offer_id IS NOT NULL AND click_count IS NOT NULL)`),
  ],
);

/** A payment received from an advertiser against an invoice; a refund is a negative one. */
export const advertiserPayments = pgTable(
  'advertiser_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => advertiserInvoices.id),
    advertiserId: integer('advertiser_id').notNull().references(() => users.id),
    amount: money('amount').notNull(),
    receivedOn: date('received_on').notNull(),
    /** AdvertiserPaymentMethod (domain/advertiserBilling/invoices.ts) */
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by'),
  },
  (t) => [index('advertiser_payments_invoice_idx').on(t.invoiceId, t.id), index('advertiser_payments_advertiser_idx').on(t.advertiserId)],
);

/** An amount put on an advertiser's balance outside an invoice: a credit (negative) or a debit (positive), with its reason (migrations/0060). */
export const advertiserAdjustments = pgTable(
  'advertiser_adjustments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    advertiserId: integer('advertiser_id').notNull().references(() => users.id),
    amount: money('amount').notNull(),
    madeOn: date('made_on').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by'),
  },
  (t) => [index('advertiser_adjustments_advertiser_idx').on(t.advertiserId, t.id)],
);
