import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './foundation';

// Created by migrations/0016_billing.sql; written only by modules/billing.

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/** A payout of an affiliate's unpaid periods; `status` is Payout status, `reason` a bounce or cancel reason. */
export const payouts = pgTable(
  'payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    affiliateId: integer('affiliate_id').notNull().references(() => users.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: smallint('status').notNull().default(0),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    reason: smallint('reason'),
    /** the bank transfer's reference, typed when the payment is marked sent (migrations/0028) */
    paymentReference: text('payment_reference').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payouts_affiliate_idx').on(t.affiliateId, t.id), index('payouts_status_idx').on(t.status, t.id)],
);

/** A closed billing period of one affiliate: what it billed, against which threshold, and its payout once made. */
export const billingPeriods = pgTable(
  'billing_periods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    affiliateId: integer('affiliate_id').notNull().references(() => users.id),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    total: money('total').notNull(),
    threshold: money('threshold').notNull(),
    forcedReason: smallint('forced_reason'),
    payoutId: bigint('payout_id', { mode: 'number' }).references(() => payouts.id),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // one closing per affiliate and end; forced periods may share an end (migrations/0069)
    uniqueIndex('billing_periods_closing_key').on(t.affiliateId, t.periodEnd).where(sql`forced_reason IS NULL`),
    index('billing_periods_affiliate_end_idx').on(t.affiliateId, t.periodEnd),
  ],
);

/**
 * What a period billed for one conversion (its commission, or the difference since it was last
 * billed) or for one closed CRG cohort (its adjustment); `paid_for` is Paid-for type (migrations/0049).
 */
export const billingItems = pgTable(
  'billing_items',
  {
    periodId: bigint('period_id', { mode: 'number' }).notNull().references(() => billingPeriods.id),
    conversionId: bigint('conversion_id', { mode: 'number' }),
    crgCohortId: bigint('crg_cohort_id', { mode: 'number' }),
    amount: money('amount').notNull(),
    paidFor: text('paid_for').notNull(),
    /** a `referral_bonus` item: the referred affiliate's conversion it rewards (migrations/0058) */
    referredConversionId: bigint('referred_conversion_id', { mode: 'number' }),
    /** a `cpc` item: the UTC day and offer of the affiliate's earning clicks it bills, and how many (migrations/0068) */
    clickDay: date('click_day', { mode: 'string' }),
    clickOfferId: integer('click_offer_id'),
    clickCount: integer('click_count'),
  },
  (t) => [index('billing_items_conversion_idx').on(t.conversionId), index('billing_items_period_idx').on(t.periodId)],
);

/** Every payout status change: who, when, from and to, and why. */
export const payoutLog = pgTable(
  'payout_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    payoutId: bigint('payout_id', { mode: 'number' }).notNull().references(() => payouts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    statusBefore: smallint('status_before'),
    statusAfter: smallint('status_after').notNull(),
    reason: smallint('reason'),
  },
  (t) => [index('payout_log_payout_idx').on(t.payoutId, t.id)],
);

/** An affiliate's invoice for a payout (migrations/0017_invoices.sql): generated or uploaded PDF, moderated by staff. */
export const invoices = pgTable(
  'invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    payoutId: bigint('payout_id', { mode: 'number' }).notNull().references(() => payouts.id),
    affiliateId: integer('affiliate_id').notNull().references(() => users.id),
    number: text('number').notNull(),
    source: text('source').notNull(),
    status: smallint('status').notNull().default(0),
    reason: smallint('reason'),
    cancelled: boolean('cancelled').notNull().default(false),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    file: bytea('file').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: integer('moderated_by'),
  },
  (t) => [index('invoices_payout_idx').on(t.payoutId, t.id), index('invoices_affiliate_idx').on(t.affiliateId, t.id), index('invoices_status_idx').on(t.status, t.id)],
);
