import { bigint, boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Created by migrations/0013_affiliate_postbacks.sql; written only by modules/postbacks.

/** An affiliate's postback (spec 3 §4): `action` Pixel action, `method` Pixel method (POST 1, GET 2), `status` Pixel status. */
export const affiliatePostbacks = pgTable(
  'affiliate_postbacks',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id').notNull(),
    /** null: every offer (global) */
    campaignId: integer('campaign_id'),
    action: smallint('action').notNull(),
    method: smallint('method').notNull(),
    url: text('url').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('affiliate_postbacks_affiliate_idx').on(t.affiliateId, t.status, t.action)],
);

/** One call to make: its URL with the macros filled in, retried with backoff until delivered or given up. */
export const postbackDeliveries = pgTable(
  'postback_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postbackId: integer('postback_id').notNull(),
    affiliateId: integer('affiliate_id').notNull(),
    conversionId: bigint('conversion_id', { mode: 'number' }),
    method: smallint('method').notNull(),
    url: text('url').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** 0 waiting, 1 delivered, 2 given up */
    state: smallint('state').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('postback_deliveries_due_idx').on(t.state, t.nextAttemptAt)],
);

/** Every try (Pixel processing log: Processed 1, Failed 2). */
export const postbackLog = pgTable(
  'postback_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: bigint('delivery_id', { mode: 'number' }),
    postbackId: integer('postback_id').notNull(),
    affiliateId: integer('affiliate_id').notNull(),
    conversionId: bigint('conversion_id', { mode: 'number' }),
    attempt: smallint('attempt').notNull(),
    status: smallint('status').notNull(),
    httpStatus: integer('http_status'),
    error: text('error').notNull().default(''),
    url: text('url').notNull(),
    method: smallint('method').notNull(),
    test: boolean('test').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('postback_log_affiliate_idx').on(t.affiliateId, t.id)],
);
