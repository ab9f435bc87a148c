import { date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './foundation';
import { offers } from './offers';

// Created by migrations/0068_click_commissions.sql (docs/decisions/click-commissions.md).

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * What a unique click on an offer earns: `payout` to its affiliate, `revenue` to the network, in the
 * workspace currency. Null affiliate or country: every one. One rule per offer × affiliate × country;
 * the most specific one matching a click applies (modules/tracker/clickStore.ts).
 */
export const clickPayoutRules = pgTable(
  'click_payout_rules',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    affiliateId: integer('affiliate_id').references(() => users.id, { onDelete: 'cascade' }),
    /** ISO alpha-2, upper case */
    country: text('country'),
    payout: money('payout').notNull().default('0'),
    revenue: money('revenue').notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('click_payout_rules_affiliate_idx').on(t.affiliateId)],
);

/** The earning clicks of a UTC day by affiliate and offer, kept by the clicks' rollup trigger: what click billing bills. */
export const clickEarnings = pgTable(
  'click_earnings',
  {
    day: date('day', { mode: 'string' }).notNull(),
    affiliateId: integer('affiliate_id').notNull(),
    offerId: integer('offer_id').notNull(),
    clicks: integer('clicks').notNull().default(0),
    commission: numeric('commission', { precision: 16, scale: 2 }).notNull().default('0'),
    revenue: numeric('revenue', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.day, t.affiliateId, t.offerId] }), index('click_earnings_affiliate_idx').on(t.affiliateId, t.day)],
);
