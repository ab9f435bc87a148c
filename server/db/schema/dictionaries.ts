import { sql } from 'drizzle-orm';
import { index, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Marketplace offer categories; deleting one deactivates it (status -1) so it can be restored. */
export const marketplaceCategories = pgTable(
  'marketplace_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('marketplace_categories_name_lower_idx').on(sql`lower(${t.name})`), index('marketplace_categories_status_idx').on(t.status)],
);

// Read-only reference dictionaries: rows come with the migration (every database needs them,
// demo or not), ids are fixed so other tables and domain/enums can name them.

const referenceColumns = () => ({
  id: smallint('id').primaryKey(),
  code: text('code').notNull(),
  nameEn: text('name_en').notNull(),
  nameRu: text('name_ru').notNull(),
});

/** Ids and codes match domain/enums CommissionType (CPA 1, CPL 2). */
export const commissionTypes = pgTable('commission_types', referenceColumns(), (t) => [uniqueIndex('commission_types_code_idx').on(t.code)]);

export const redirectTypes = pgTable('redirect_types', referenceColumns(), (t) => [uniqueIndex('redirect_types_code_idx').on(t.code)]);

/** Codes are domain/enums ChannelType values; traffic_source is the TrafficSource they report as. */
export const trafficChannels = pgTable(
  'traffic_channels',
  { ...referenceColumns(), trafficSource: text('traffic_source').notNull() },
  (t) => [uniqueIndex('traffic_channels_code_idx').on(t.code)],
);
