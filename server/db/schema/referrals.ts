import { integer, numeric, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

// Created by migrations/0058_referral_program.sql; written only by modules/referrals.

/** A referrer's own program instead of the workspace default: Referral status, Reward type and its value. */
export const referralOverrides = pgTable('referral_overrides', {
  affiliateId: integer('affiliate_id').primaryKey(),
  status: smallint('status').notNull(),
  rewardTypeId: smallint('reward_type_id').notNull(),
  rewardValue: numeric('reward_value', { precision: 14, scale: 2 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
