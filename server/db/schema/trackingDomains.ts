import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { redirectTypes } from './dictionaries';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A host name clicks and links use; stored lower-case, unique in the workspace. */
export const trackingDomains = pgTable(
  'tracking_domains',
  {
    id: serial('id').primaryKey(),
    domain: text('domain').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tracking_domains_domain_idx').on(t.domain), index('tracking_domains_status_idx').on(t.status)],
);

/**
 * How clicks on a tracking domain are redirected. Exactly one active rule per domain is primary
 * (the partial unique index; writes lock the domain row first). A deleted rule is kept with
 * status -1; a rule tied to a campaign is owned by that campaign and read-only here.
 */
export const trackingDomainRules = pgTable(
  'tracking_domain_rules',
  {
    id: serial('id').primaryKey(),
    trackingDomainId: integer('tracking_domain_id')
      .notNull()
      .references(() => trackingDomains.id, { onDelete: 'cascade' }),
    redirectTypeId: smallint('redirect_type_id')
      .notNull()
      .references(() => redirectTypes.id),
    note: text('note').notNull().default(''),
    // the campaigns module adds the foreign key when it arrives; the name is kept for display
    campaignId: integer('campaign_id'),
    campaignName: text('campaign_name'),
    isPrimary: boolean('is_primary').notNull().default(false),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tracking_domain_rules_one_primary_idx').on(t.trackingDomainId).where(sql`${t.isPrimary}`),
    index('tracking_domain_rules_domain_idx').on(t.trackingDomainId, t.status),
    check('tracking_domain_rules_primary_active', sql`NOT (${t.isPrimary} AND ${t.status} <> 1)`),
    check('tracking_domain_rules_primary_not_campaign', sql`NOT (${t.isPrimary} AND ${t.campaignName} IS NOT NULL)`),
  ],
);
