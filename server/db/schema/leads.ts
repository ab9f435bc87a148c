import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './foundation';
import { offers } from './offers';
import type { StoredTraceStep } from '../../../domain/leads/trace';
import { subIdColumns } from './subIdColumns';
import type { StatusGroup, StatusSource } from '../../../domain/leads/statusGroups';

// Created by migrations/0034_leads.sql; written only by modules/leads.

/** One reason a lead was refused: the field, the code (domain/leads/leadRefusal.ts), the first lead of a duplicate. */
export interface StoredLeadReason {
  field: string;
  code: string;
  lead_id?: string;
  /** the offer's run refusal (domain/offers/runnable.ts) behind `offer_not_runnable` */
  refusal?: string;
}

export type { StoredTraceStep } from '../../../domain/leads/trace';

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    offerId: integer('offer_id').notNull().references(() => offers.id),
    affiliateId: integer('affiliate_id').notNull().references(() => users.id),
    advertiserId: integer('advertiser_id').references(() => users.id),
    clickId: text('click_id'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default('--'),
    language: text('language'),
    ip: text('ip').notNull().default(''),
    ...subIdColumns(),
    comment: text('comment'),
    status: text('status').notNull(),
    reasons: jsonb('reasons').$type<StoredLeadReason[]>().notNull().default(sql`'[]'::jsonb`),
    trafficSafety: smallint('traffic_safety').notNull().default(1),
    fraudReasons: text('fraud_reasons').array().notNull().default(sql`'{}'::text[]`),
    externalId: text('external_id'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // the broker's side (migrations/0035_lead_distribution.sql)
    flowId: integer('flow_id'),
    integrationId: integer('integration_id'),
    brokerId: integer('broker_id'),
    brokerLeadId: text('broker_lead_id'),
    autologinUrl: text('autologin_url'),
    autologinToken: text('autologin_token'),
    autologinOpenedAt: timestamp('autologin_opened_at', { withTimezone: true }),
    autologinIp: text('autologin_ip'),
    autologinCountry: text('autologin_country'),
    trace: jsonb('trace').$type<StoredTraceStep[]>().notNull().default(sql`'[]'::jsonb`),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    ftdAt: timestamp('ftd_at', { withTimezone: true }),
    lateFtd: smallint('late_ftd').notNull().default(0),
    saleStatus: text('sale_status'),
    brokerStatus: text('broker_status'),
    conversionId: bigint('conversion_id', { mode: 'number' }),
    /** the password sent with the lead, encrypted (migrations/0040_lead_password.sql) */
    passwordSecret: text('password_secret'),
    /** re-injection rounds done, when the current one began, when the next is due (migrations/0043) */
    reinjections: integer('reinjections').notNull().default(0),
    reinjectedAt: timestamp('reinjected_at', { withTimezone: true }),
    nextReinjectionAt: timestamp('next_reinjection_at', { withTimezone: true }),
    /** its contact, payload, push log and status history went to an archive file (migrations/0067) */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** how many push tries went with it (the lead funnel counts it pushed) */
    archivedPushes: integer('archived_pushes'),
    /** its personal data was erased: a restore leaves it erased */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('leads_idempotency_idx').on(t.affiliateId, t.idempotencyKey).where(sql`idempotency_key IS NOT NULL`),
    index('leads_advertiser_email_idx').on(t.advertiserId, t.email, t.createdAt).where(sql`status <> 'VALIDATION_FAILED'`),
    index('leads_advertiser_phone_idx').on(t.advertiserId, t.phone, t.createdAt).where(sql`status <> 'VALIDATION_FAILED'`),
    index('leads_created_idx').on(t.createdAt, t.id),
    index('leads_affiliate_idx').on(t.affiliateId, t.createdAt),
    index('leads_offer_idx').on(t.offerId, t.createdAt),
    index('leads_status_idx').on(t.status, t.createdAt),
    index('leads_country_idx').on(t.country, t.createdAt),
    uniqueIndex('leads_autologin_token_idx').on(t.autologinToken).where(sql`autologin_token IS NOT NULL`),
    index('leads_broker_lead_idx').on(t.integrationId, t.brokerLeadId).where(sql`broker_lead_id IS NOT NULL`),
    index('leads_click_idx').on(t.clickId).where(sql`click_id IS NOT NULL`),
    index('leads_integration_idx').on(t.integrationId, t.createdAt),
    index('leads_next_reinjection_idx').on(t.nextReinjectionAt).where(sql`next_reinjection_at IS NOT NULL`),
    index('leads_ftd_idx').on(t.ftdAt).where(sql`ftd_at IS NOT NULL`),
  ],
);

/**
 * A lead's status history (migrations/0044_lead_statuses.sql): one row per status the broker
 * reported or we pulled, a refused one with its reason; append-only (a trigger refuses UPDATE and
 * DELETE). Written only by modules/leads/leadStatuses.ts.
 */
export const leadStatuses = pgTable(
  'lead_statuses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    integrationId: integer('integration_id'),
    rawStatus: text('raw_status').notNull(),
    statusGroup: text('status_group').$type<StatusGroup>(),
    source: text('source').$type<StatusSource>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    brokerAt: timestamp('broker_at', { withTimezone: true }),
    refusal: text('refusal'),
    /** who entered a manual status, and why (migrations/0052) */
    actorId: bigint('actor_id', { mode: 'number' }),
    note: text('note'),
  },
  (t) => [index('lead_statuses_lead_idx').on(t.leadId, t.id)],
);
