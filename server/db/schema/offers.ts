import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { workspaceCurrencyOf } from '../../../domain/currencies/currencies';
import { marketplaceCategories } from './dictionaries';
import { users } from './foundation';
import { trackingDomains } from './trackingDomains';

// Created by migrations/0004_traffic.sql (the dashboard's first cut) and grown into the
// documents' campaigns by migrations/0007_offers.sql. The API says "campaigns", screens "offers".

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });

export const offerGroups = pgTable('offer_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An offer (spec 3 §1). `status` is Campaign status, `access` Campaign access (domain/enums/campaign). */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    advertiserId: integer('advertiser_id').references(() => users.id),
    offerGroupId: integer('offer_group_id')
      .notNull()
      .references(() => offerGroups.id),
    marketplaceCategoryId: integer('marketplace_category_id').references(() => marketplaceCategories.id),
    status: smallint('status').notNull().default(1),
    access: smallint('access').notNull().default(4),
    landingUrl: text('landing_url').notNull().default(''),
    previewUrl: text('preview_url').notNull().default(''),
    /** ISO 3166 alpha-2; empty = every country */
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    /** traffic channel codes; empty = every channel */
    trafficChannels: text('traffic_channels').array().notNull().default(sql`'{}'::text[]`),
    payoutCpa: money('payout_cpa').notNull().default('0'),
    payoutCpl: money('payout_cpl').notNull().default('0'),
    revenueCpa: money('revenue_cpa').notNull().default('0'),
    revenueCpl: money('revenue_cpl').notNull().default('0'),
    revsharePercent: percent('revshare_percent').notNull().default('0'),
    /** ISO 4217: the currency of the offer's payouts and revenues; the workspace's by default (migrations/0048) */
    currency: text('currency')
      .notNull()
      .$defaultFn(() => workspaceCurrencyOf(process.env.VITE_CURRENCY)),
    /** conversion actions paid at payout_cpa to every affiliate; empty = by each affiliate's commission type (migrations/0028) */
    paysOn: text('pays_on').array().notNull().default(sql`'{}'::text[]`),
    clickLifetimeDays: smallint('click_lifetime_days').notNull().default(30),
    /** revshare is paid for this many days from a click's first conversion (migrations/0012) */
    revshareWindowDays: smallint('revshare_window_days').notNull().default(365),
    /** null = the workspace's first active tracking domain */
    trackingDomainId: integer('tracking_domain_id').references(() => trackingDomains.id),
    /** a conversion waits this many days on hold before it is approved; 0 = no hold (migrations/0031) */
    holdDays: integer('hold_days').notNull().default(0),
    /** a lead's e-mail or phone sent again to the advertiser within this many days is a duplicate (migrations/0034) */
    duplicateWindowDays: integer('duplicate_window_days').notNull().default(30),
    ftdWindowDays: integer('ftd_window_days').notNull().default(30),
    lateFtdPaid: boolean('late_ftd_paid').notNull().default(true),
    dailyCap: integer('daily_cap'),
    monthlyCap: integer('monthly_cap'),
    /** what a reached cap does: stop, redirect (to cap_redirect_offer_id) or accept (domain/offers/caps.ts; migrations/0030) */
    capAction: text('cap_action').notNull().default('stop'),
    capRedirectOfferId: integer('cap_redirect_offer_id'),
    /** where the offer's refused or capped clicks go (trafficback); empty: the workspace's (migrations/0056) */
    fallbackUrl: text('fallback_url').notNull().default(''),
    /** Deep link (NotAllowed 0 / Allowed 1): a click's `url=` on one of deep_link_hosts lands there (migrations/0057) */
    deepLink: smallint('deep_link').notNull().default(0),
    deepLinkHosts: text('deep_link_hosts').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offers_group_idx').on(t.offerGroupId),
    index('offers_status_idx').on(t.status, t.id),
    index('offers_advertiser_idx').on(t.advertiserId),
    index('offers_category_idx').on(t.marketplaceCategoryId),
  ],
);

/**
 * An affiliate's standing on one offer: `status` is Campaign user rule (Deleted -1, Pending 0,
 * Rejected 1, Approved 2); `blocked` stops them running it whatever its access.
 */
export const offerAffiliates = pgTable(
  'offer_affiliates',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    blocked: boolean('blocked').notNull().default(false),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('offer_affiliates_pair_idx').on(t.offerId, t.affiliateId),
    index('offer_affiliates_affiliate_idx').on(t.affiliateId, t.status),
    index('offer_affiliates_status_idx').on(t.status, t.id),
  ],
);

const ruleTarget = () => ({
  id: serial('id').primaryKey(),
  offerId: integer('offer_id')
    .notNull()
    .references(() => offers.id, { onDelete: 'cascade' }),
  /** exactly one of affiliate_id and manager_id (every affiliate of that manager) is set */
  affiliateId: integer('affiliate_id').references(() => users.id, { onDelete: 'cascade' }),
  managerId: integer('manager_id').references(() => users.id, { onDelete: 'cascade' }),
  /** a null amount keeps the offer's */
  revsharePercent: percent('revshare_percent'),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Payout overrides (feature payout_rules): an affiliate's rule wins over their manager's. */
export const payoutRules = pgTable(
  'payout_rules',
  { ...ruleTarget(), payoutCpa: money('payout_cpa'), payoutCpl: money('payout_cpl') },
  (t) => [index('payout_rules_offer_idx').on(t.offerId, t.status), index('payout_rules_affiliate_idx').on(t.affiliateId)],
);

/** Revenue overrides (feature revenue_rules), the same shape as payout rules. */
export const revenueRules = pgTable(
  'revenue_rules',
  {
    ...ruleTarget(),
    revenueCpa: money('revenue_cpa'),
    revenueCpl: money('revenue_cpl'),
    /** the payout rule that made it (automatically_create_revenue_rule, migrations/0050) */
    payoutRuleId: integer('payout_rule_id').references(() => payoutRules.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('revenue_rules_offer_idx').on(t.offerId, t.status),
    index('revenue_rules_affiliate_idx').on(t.affiliateId),
    index('revenue_rules_payout_rule_idx').on(t.payoutRuleId).where(sql`${t.payoutRuleId} IS NOT NULL`),
  ],
);
