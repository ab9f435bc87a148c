import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './foundation';

// Created by migrations/0065_webhooks.sql; written by modules/webhooks and, for deliveries, by the
// triggers of that migration on conversions, leads and payout_log.

/** A user's URL subscribed to events (`scope`: network, book or own; `status` 1 active, 0 paused). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    scope: text('scope').$type<'network' | 'book' | 'own'>().notNull(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description').notNull().default(''),
    secret: text('secret').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhooks_user_idx').on(t.userId, t.id)],
);

/** One event for one webhook, tried until a 2xx answer or the last try (`state` 0 pending, 1 delivered, 2 failed). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    test: boolean('test').notNull().default(false),
    state: smallint('state').notNull().default(0),
    attempts: smallint('attempts').notNull().default(0),
    httpStatus: integer('http_status'),
    error: text('error').notNull().default(''),
    /** the JSON sent at the last try, signed as it is */
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('webhook_deliveries_due_idx').on(t.nextAttemptAt, t.id).where(sql`state = 0`), index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id)],
);
