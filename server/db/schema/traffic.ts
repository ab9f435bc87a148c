import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Created by migrations/0004_traffic.sql; the rollups are written only by modules/traffic.

/** One row per click or conversion, and per moderation of a conversion (a weighted correction). */
export const trafficEvents = pgTable(
  'traffic_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** 1 click, 2 lead, 3 sale (FTD), 4 revshare, 5 opt-in, 6 sale other than an FTD (migrations/0012) */
    kind: smallint('kind').notNull(),
    /** +1 an event, -1 a voided conversion taken back, 0 an amount change: counts are sums of weights */
    weight: smallint('weight').notNull().default(1),
    affiliateId: integer('affiliate_id').notNull(),
    /** the affiliate's manager when the event happened; 0 when they had none */
    managerId: integer('manager_id').notNull().default(0),
    offerId: integer('offer_id').notNull(),
    offerGroupId: integer('offer_group_id').notNull(),
    /** ISO 3166 alpha-2 */
    country: text('country').notNull(),
    /** the affiliate's language (a Languages system_name) */
    language: text('language').notNull(),
    commission: numeric('commission', { precision: 14, scale: 2 }).notNull().default('0'),
    revenue: numeric('revenue', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [index('traffic_events_occurred_idx').on(t.occurredAt), check('traffic_events_kind_check', sql`${t.kind} BETWEEN 1 AND 6`)],
);

const rollupColumns = {
  /** 0: every manager's; else only that manager's affiliates */
  scopeManagerId: integer('scope_manager_id').notNull(),
  /** 0 none, 1 affiliate, 2 manager, 3 offer, 4 offer group, 5 country, 6 language */
  dim: smallint('dim').notNull(),
  dimKey: text('dim_key').notNull(),
  bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
  clicks: integer('clicks').notNull().default(0),
  leads: integer('leads').notNull().default(0),
  sales: integer('sales').notNull().default(0),
  revshares: integer('revshares').notNull().default(0),
  commission: numeric('commission', { precision: 16, scale: 2 }).notNull().default('0'),
  revenue: numeric('revenue', { precision: 16, scale: 2 }).notNull().default('0'),
};

/** Sums per UTC hour: totals, per affiliate and per manager. */
export const trafficHourly = pgTable('traffic_hourly', rollupColumns, (t) => [
  primaryKey({ name: 'traffic_hourly_pk', columns: [t.scopeManagerId, t.dim, t.dimKey, t.bucketStart] }),
  index('traffic_hourly_bucket_idx').on(t.scopeManagerId, t.dim, t.bucketStart),
]);

/** Sums per UTC day: totals and per every dimension, overall and per manager. */
export const trafficDaily = pgTable('traffic_daily', rollupColumns, (t) => [
  primaryKey({ name: 'traffic_daily_pk', columns: [t.scopeManagerId, t.dim, t.dimKey, t.bucketStart] }),
  index('traffic_daily_bucket_idx').on(t.scopeManagerId, t.dim, t.bucketStart),
]);

/** Sums per UTC month, the same rows as the daily table: a year is read as twelve rows, not 365. */
export const trafficMonthly = pgTable('traffic_monthly', rollupColumns, (t) => [
  primaryKey({ name: 'traffic_monthly_pk', columns: [t.scopeManagerId, t.dim, t.dimKey, t.bucketStart] }),
  index('traffic_monthly_bucket_idx').on(t.scopeManagerId, t.dim, t.bucketStart),
]);
