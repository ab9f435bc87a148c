import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** not mailed because a mail of its kind and subject went within the hour: the digest's (migrations/0064_alert_digest.sql) */
    mailHeld: boolean('mail_held').notNull().default(false),
  },
  (t) => [
    uniqueIndex('alerts_unread_condition_idx').on(t.userId, t.kind, t.subject).where(sql`status = 0`),
    index('alerts_user_idx').on(t.userId, t.id),
    index('alerts_mailed_idx').on(t.userId, t.kind, t.subject, t.mailedAt).where(sql`mailed_at IS NOT NULL`),
    index('alerts_mail_held_idx').on(t.userId, t.id).where(sql`mail_held`),
  ],
);
