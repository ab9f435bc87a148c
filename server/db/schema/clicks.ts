import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { subIdColumns } from './subIdColumns';

// Created by migrations/0008_clicks.sql as a table partitioned by month on clicked_at; written
// only by modules/tracker (clickStore.ts), partitions kept by modules/tracker/partitions.ts.

/** One click on a tracking domain (spec 3 §2); `refusal` is null for a click that ran. */
export const clicks = pgTable(
  'clicks',
  {
    clickId: text('click_id').notNull(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull(),
    offerId: integer('offer_id'),
    affiliateId: integer('affiliate_id'),
    /** the affiliate's manager at the time of the click; 0 when none */
    managerId: integer('manager_id').notNull().default(0),
    trackingDomainId: integer('tracking_domain_id').notNull(),
    ...subIdColumns(),
    ip: text('ip').notNull(),
    /** ISO 3166 alpha-2, `--` unknown */
    country: text('country').notNull(),
    /** 1 Mobile, 2 Desktop */
    deviceType: smallint('device_type').notNull(),
    os: text('os').notNull().default(''),
    browser: text('browser').notNull().default(''),
    referrer: text('referrer').notNull().default(''),
    isUnique: boolean('is_unique').notNull(),
    /** a RunRefusal value (domain/offers/runnable.ts) */
    refusal: text('refusal'),
    /** Traffic safety (domain/enums/report.ts); null: written before clicks were judged (migration 0032) */
    trafficSafety: smallint('traffic_safety'),
    /** FraudReason codes (domain/quality/fraudReasons.ts) */
    fraudReasons: text('fraud_reasons').array(),
    /** the smart link and its entry that picked the offer (migrations/0056); null: an offer's own link */
    smartLinkId: integer('smart_link_id'),
    smartLinkEntryId: integer('smart_link_entry_id'),
    /** what the click earned its affiliate and the network by its click payout rule (migrations/0068); null: no rule */
    commission: numeric('commission', { precision: 14, scale: 2 }),
    revenue: numeric('revenue', { precision: 14, scale: 2 }),
  },
  (t) => [
    primaryKey({ name: 'clicks_pk', columns: [t.clickId, t.clickedAt] }),
    index('clicks_visitor_idx').on(t.ip, t.offerId, t.affiliateId, t.clickedAt),
    index('clicks_time_idx').on(t.clickedAt),
    index('clicks_risky_idx').on(t.clickedAt).where(sql`traffic_safety = 3`),
  ],
);
