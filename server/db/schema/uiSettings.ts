import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './foundation';

/**
 * A user's personal interface settings (spec 1 §3), one row per section and item:
 * section 'dashboard' with the dashboard id, later 'modal', 'grid', 'config', 'theme', 'tutorial'.
 * Created by migrations/0003_ui_settings.sql.
 */
export const uiSettings = pgTable(
  'ui_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    itemId: text('item_id').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'ui_settings_pk', columns: [t.userId, t.section, t.itemId] })],
);
