import { date, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

// Created by migrations/0048_currencies.sql; written only by modules/currencies.

/**
 * A rate admins keep (spec 4 §3): units of the workspace currency per one unit of `currency`,
 * valid from `day` until the currency's next rate (docs/decisions/currencies.md).
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    id: serial('id').primaryKey(),
    currency: text('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.currency, t.day)],
);
