import { bigint, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './foundation';

// Created by migrations/0051_contact_today.sql; written only by modules/desk.

/** One affiliate to contact on a workspace-local day, for one reason (spec 4 §5; docs/decisions/desk.md). */
export const contactToday = pgTable(
  'contact_today',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    reason: text('reason').notNull(),
    /** Contact-today priority: Low 1, Medium 2, High 3 */
    priority: smallint('priority').notNull(),
    /** Contact-today status: New 1, CallAgain 2, Resolved 3 */
    status: smallint('status').notNull().default(1),
    detail: text('detail').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('contact_today_key_idx').on(t.affiliateId, t.day, t.reason), index('contact_today_day_idx').on(t.day, t.status)],
);

/** The morning job's finished days, written with the day's list in one transaction. */
export const contactTodayRuns = pgTable('contact_today_runs', {
  day: date('day').primaryKey(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
});
