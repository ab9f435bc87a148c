import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './foundation';
import { offers } from './offers';
import { trackingDomains } from './trackingDomains';

// Created by migrations/0056_smart_links.sql (spec 4 §6; docs/decisions/smart-links.md).

/** An affiliate's smart link: status Smart link status (domain/smartLinks/status.ts), Active 1 / Suspended 3. */
export const smartLinks = pgTable(
  'smart_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(1),
    /** where a click goes when no entry fits or the link is suspended; empty: the workspace's */
    fallbackUrl: text('fallback_url').notNull().default(''),
    /** the domain its URL is shown on; null: the workspace's first active one */
    trackingDomainId: integer('tracking_domain_id').references(() => trackingDomains.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('smart_links_affiliate_idx').on(t.affiliateId, t.id)],
);

/** One offer of a smart link with the visitors it takes (empty lists: any) and its weight. */
export const smartLinkEntries = pgTable(
  'smart_link_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    smartLinkId: integer('smart_link_id')
      .notNull()
      .references(() => smartLinks.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    /** ISO 3166 alpha-2; empty = every country */
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    /** Device type (1 Mobile, 2 Desktop); empty = every device */
    deviceTypes: smallint('device_types').array().notNull().default(sql`'{}'::smallint[]`),
    /** OS names as the tracker reads them from the user agent (domain/smartLinks/pick.ts); empty = every OS */
    oses: text('oses').array().notNull().default(sql`'{}'::text[]`),
    weight: integer('weight').notNull().default(100),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('smart_link_entries_link_idx').on(t.smartLinkId, t.position)],
);
