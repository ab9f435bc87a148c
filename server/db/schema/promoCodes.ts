import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './foundation';
import { offers } from './offers';

// Created by migrations/0057_deep_links_promo_codes.sql; written only by modules/promoCodes.

/** A promo code of an affiliate on an offer (tracking type `promo_code`): unique per offer whatever its case. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_offer_code_idx').on(t.offerId, sql`lower(${t.code})`),
    index('promo_codes_code_idx').on(sql`lower(${t.code})`),
    index('promo_codes_affiliate_idx').on(t.affiliateId, t.offerId),
  ],
);
