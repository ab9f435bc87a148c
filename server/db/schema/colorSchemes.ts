import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './foundation';

/**
 * Admin-edited colours of a shipped scheme, workspace-wide: every user of the scheme sees them.
 * Only the edited entries are stored; domain/themes merges them over the shipped values.
 * Created by migrations/0005_themes.sql.
 */
export const colorSchemes = pgTable('color_schemes', {
  name: text('name').primaryKey(),
  colorScheme: jsonb('color_scheme').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
