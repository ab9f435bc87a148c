import { bigint, date, index, integer, numeric, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './foundation';
import { offers } from './offers';
import { brokerIntegrations } from './brokers';

// Created by migrations/0049_lead_money.sql; written only by modules/crg (docs/decisions/crg.md).

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * A CRG deal: the offer's leads of one affiliate (of one broker integration, when set) are
 * guaranteed `guarantee_percent` FTDs per cohort (`week` or `month`, workspace time zone); a cohort
 * closes `settle_days` after its end. `affiliate_terms` is CrgAffiliateTerms; `status` 1 active, 0 paused.
 */
export const crgDeals = pgTable(
  'crg_deals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id').notNull().references(() => offers.id),
    affiliateId: integer('affiliate_id').notNull().references(() => users.id),
    integrationId: integer('integration_id').references(() => brokerIntegrations.id),
    guaranteePercent: numeric('guarantee_percent', { precision: 5, scale: 2 }).notNull(),
    cohort: text('cohort').notNull(),
    settleDays: integer('settle_days').notNull().default(7),
    affiliateTerms: text('affiliate_terms').notNull(),
    affiliateFtdAmount: money('affiliate_ftd_amount').notNull().default('0'),
    advertiserFtdAmount: money('advertiser_ftd_amount').notNull().default('0'),
    startsOn: date('starts_on').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crg_deals_offer_idx').on(t.offerId, t.affiliateId)],
);

/** One closed cohort of a deal: leads, FTDs, the shortfall and its money at the close; never rewritten. */
export const crgCohorts = pgTable(
  'crg_cohorts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id').notNull().references(() => crgDeals.id),
    affiliateId: integer('affiliate_id').notNull().references(() => users.id),
    cohortStart: date('cohort_start').notNull(),
    cohortEnd: date('cohort_end').notNull(),
    leads: integer('leads').notNull(),
    ftds: integer('ftds').notNull(),
    guaranteePercent: numeric('guarantee_percent', { precision: 5, scale: 2 }).notNull(),
    shortfallFtds: numeric('shortfall_ftds', { precision: 14, scale: 4 }).notNull(),
    affiliateAmount: money('affiliate_amount').notNull(),
    advertiserAmount: money('advertiser_amount').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique().on(t.dealId, t.cohortStart), index('crg_cohorts_affiliate_idx').on(t.affiliateId, t.closedAt)],
);
