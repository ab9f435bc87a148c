import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Created by migrations/0051_contact_today.sql, book rows by 0062, its user checks dropped by 0071; written only by modules/desk.

/**
 * One affiliate to contact on a workspace-local day, for one reason (spec 4 §5; docs/decisions/desk.md);
 * or, with no affiliate and a manager, one reason about that manager's book.
 */
export const contactToday = pgTable(
  'contact_today',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // the ids name users without foreign keys (migration 0071): a trigger on users removes a removed user's rows
    affiliateId: integer('affiliate_id'),
    /** set on a book row only (active and new affiliate reasons): the manager whose book it is */
    managerId: integer('manager_id'),
    day: date('day').notNull(),
    reason: text('reason').notNull(),
    /** Contact-today priority: Low 1, Medium 2, High 3 */
    priority: smallint('priority').notNull(),
    /** Contact-today status: New 1, CallAgain 2, Resolved 3 */
    status: smallint('status').notNull().default(1),
    detail: text('detail').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: integer('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('contact_today_key_idx').on(t.affiliateId, t.day, t.reason),
    uniqueIndex('contact_today_book_key_idx').on(t.managerId, t.day, t.reason).where(sql`manager_id IS NOT NULL`),
    index('contact_today_day_idx').on(t.day, t.status),
    check('contact_today_whose_check', sql`(affiliate_id IS NULL) <> (manager_id IS NULL)`),
  ],
);

/** The morning job's finished days, written with the day's list in one transaction. */
export const contactTodayRuns = pgTable('contact_today_runs', {
  day: date('day').primaryKey(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
});
