import { sql } from 'drizzle-orm';
import { bigint, index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Created by migrations/0012_conversions.sql; written only by modules/conversions.

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * One conversion reported for a click (spec 3 §4). `action` is Pixel action, `pixel_type` Pixel
 * type, `payable` Sales status with `reason` a not-payable reason, `transaction_status` Transaction
 * status (domain/enums). `commission` is what the affiliate earns (0 when not payable), kept when
 * voided so that an unvoid restores it; `revenue` is due from the advertiser.
 */
export const conversions = pgTable(
  'conversions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    clickId: text('click_id').notNull(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull(),
    offerId: integer('offer_id').notNull(),
    affiliateId: integer('affiliate_id').notNull(),
    managerId: integer('manager_id').notNull().default(0),
    advertiserId: integer('advertiser_id'),
    country: text('country').notNull(),
    action: smallint('action').notNull(),
    pixelType: smallint('pixel_type').notNull().default(1),
    orderId: text('order_id'),
    sum: money('sum').notNull().default('0'),
    currency: text('currency').notNull().default(''),
    /** the sum converted to the offer's currency and to the workspace's at the day's rate (migrations/0048, docs/decisions/currencies.md) */
    offerCurrency: text('offer_currency'),
    offerSum: money('offer_sum'),
    networkSum: money('network_sum'),
    payable: smallint('payable').notNull(),
    reason: text('reason'),
    commission: money('commission').notNull().default('0'),
    revenue: money('revenue').notNull().default('0'),
    transactionStatus: smallint('transaction_status').notNull().default(0),
    /** Traffic safety and FraudReason codes (migration 0032); null: recorded before conversions were judged */
    trafficSafety: smallint('traffic_safety'),
    fraudReasons: text('fraud_reasons').array(),
    /** while OnHold: when the hold ends, and what the conversion earns once approved (migrations/0031) */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    holdCommission: money('hold_commission').notNull().default('0'),
    holdRevenue: money('hold_revenue').notNull().default('0'),
    /** Paid-for type when the action does not say it (`epl`: an accepted lead's); null: by the action (migrations/0049) */
    paidFor: text('paid_for'),
    /** how the conversion found its affiliate: `click` (its click or lead) or `promo_code` (migrations/0057) */
    attribution: text('attribution').notNull().default('click'),
    /** the promo code the advertiser reported with it: the one that attributed it under attribution `promo_code` */
    promoCode: text('promo_code'),
  },
  (t) => [
    index('conversions_click_idx').on(t.clickId, t.action),
    index('conversions_time_idx').on(t.createdAt, t.id),
    index('conversions_affiliate_idx').on(t.affiliateId, t.createdAt),
    index('conversions_risky_idx').on(t.createdAt).where(sql`traffic_safety = 3`),
  ],
);

/** The moderation log: every void, unvoid and amount change (Transaction log action). */
export const conversionTransactions = pgTable(
  'conversion_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversionId: bigint('conversion_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    commissionBefore: money('commission_before').notNull(),
    commissionAfter: money('commission_after').notNull(),
    statusAfter: smallint('status_after').notNull(),
    actorId: integer('actor_id'),
  },
  (t) => [index('conversion_transactions_conversion_idx').on(t.conversionId, t.id)],
);
