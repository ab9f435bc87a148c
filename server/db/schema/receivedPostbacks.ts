import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Created by migrations/0053_received_postbacks.sql; written by modules/conversions, read by modules/advertiserApp.

/** One postback an advertiser's server sent (their token named them), with what we answered; the token is not kept. */
export const receivedPostbacks = pgTable(
  'received_postbacks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    advertiserId: integer('advertiser_id').notNull(),
    /** the offer of the conversion or of the click, when known */
    offerId: integer('offer_id'),
    clickId: text('click_id'),
    /** GET, POST, or TEST (sent from the advertiser's own screen) */
    method: text('method').notNull(),
    /** the parameters received as a query string, the token left out */
    params: text('params').notNull(),
    httpStatus: smallint('http_status').notNull(),
    /** the JSON we answered */
    answer: text('answer').notNull(),
    conversionId: bigint('conversion_id', { mode: 'number' }),
    test: boolean('test').notNull().default(false),
  },
  (t) => [index('received_postbacks_advertiser_idx').on(t.advertiserId, t.id)],
);
