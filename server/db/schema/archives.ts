import { bigint, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './foundation';

// Created by migrations/0066_archives.sql; written only by modules/archives.

/** A month of a table written to a gzipped CSV file before its rows left the database. */
export const archives = pgTable(
  'archives',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    fileName: text('file_name').notNull().unique(),
    rows: bigint('rows', { mode: 'number' }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    restoredBy: integer('restored_by').references(() => users.id),
  },
  (t) => [index('archives_period_idx').on(t.kind, t.periodStart)],
);
