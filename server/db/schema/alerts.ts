import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './foundation';

/** A staff member's alerts, created by migrations/0033_alerts.sql (docs/decisions/alerts.md). */
export const alerts = pgTable(
  'alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    type: smallint('type').notNull().default(1),
    priority: smallint('priority').notNull().default(1),
    status: smallint('status').notNull().default(0),
    params: jsonb('params').notNull().$type<Record<string, string>>().default({}),
    link: text('link').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alerts_unread_condition_idx').on(t.userId, t.kind, t.subject).where(sql`status = 0`),
    index('alerts_user_idx').on(t.userId, t.id),
    index('alerts_mailed_idx').on(t.userId, t.kind, t.subject, t.mailedAt).where(sql`mailed_at IS NOT NULL`),
  ],
);
