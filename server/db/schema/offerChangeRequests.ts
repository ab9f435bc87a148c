import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { offers } from './offers';
import { users } from './foundation';

// Created by migrations/0059_offer_change_requests.sql; written and read by modules/offerChangeRequests.

/** An advertiser's request to change one of their offers, and the staff's answer. */
export const offerChangeRequests = pgTable(
  'offer_change_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** OfferChangeRequestStatus: open, done, declined */
    status: text('status').notNull().default('open'),
    reply: text('reply').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by'),
  },
  (t) => [index('offer_change_requests_offer_idx').on(t.offerId, t.id), index('offer_change_requests_advertiser_idx').on(t.advertiserId, t.id), index('offer_change_requests_open_idx').on(t.status, t.id)],
);
