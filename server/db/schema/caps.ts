import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './foundation';
import { offers } from './offers';

// Created by migrations/0030_offer_caps.sql; written only by modules/caps.

/** A cap on an offer (affiliate_id null) or on one affiliate on it (domain/offers/caps.ts: period, metric). */
export const offerCaps = pgTable(
  'offer_caps',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    affiliateId: integer('affiliate_id').references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    metric: text('metric').notNull(),
    /** units, or minor units of money for the payout metric */
    capLimit: bigint('cap_limit', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('offer_caps_key_idx').on(t.offerId, sql`COALESCE(${t.affiliateId}, 0)`, t.period, t.metric)],
);

/** What a cap has used in one window (its first local day; 1970-01-01 for a total cap). */
export const offerCapUsage = pgTable(
  'offer_cap_usage',
  {
    capId: integer('cap_id')
      .notNull()
      .references(() => offerCaps.id, { onDelete: 'cascade' }),
    windowStart: date('window_start').notNull(),
    used: bigint('used', { mode: 'number' }).notNull().default(0),
    /** what the last batch of clicks took of it (capTake.ts takeCapBatch) */
    granted: bigint('granted', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.capId, t.windowStart] })],
);

/** What one conversion took of a cap in one window (migrations/0039): given back when its hold is rejected. */
export const conversionCapTakes = pgTable(
  'conversion_cap_takes',
  {
    conversionId: bigint('conversion_id', { mode: 'number' }).notNull(),
    capId: integer('cap_id')
      .notNull()
      .references(() => offerCaps.id, { onDelete: 'cascade' }),
    windowStart: date('window_start').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversionId, t.capId] })],
);
