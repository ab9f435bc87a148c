import { index, integer, jsonb, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './foundation';
import type { WorkingHours } from '../../../domain/brokers/workingHours';
import type { StatusMapping } from '../../../domain/leads/statusGroups';

// Created by migrations/0026_broker_integrations.sql; written only by modules/brokers.

/** A header sent to the broker; a secret one's value is stored encrypted (modules/brokers/headerSecrets.ts). */
export interface StoredHeader {
  name: string;
  value: string;
  secret: boolean;
}

/** Where and how often the broker's lead statuses are pulled. */
export interface StatusPull {
  /** the URL asked for one lead's status, with macros such as {broker_lead_id} (migrations/0044) */
  endpoint: string;
  every_minutes: number;
  /** where the status is in the answer (answerPath.ts); absent: `status` */
  status_path?: string;
}

export type { WorkingHours } from '../../../domain/brokers/workingHours';

export const brokerIntegrations = pgTable(
  'broker_integrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    advertiserId: integer('advertiser_id').notNull().references(() => users.id),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('http'),
    endpoint: text('endpoint').notNull(),
    method: text('method').notNull().default('POST'),
    headers: jsonb('headers').$type<StoredHeader[]>().notNull().default(sql`'[]'::jsonb`),
    bodyTemplate: text('body_template').notNull().default(''),
    successPath: text('success_path').notNull().default(''),
    leadIdPath: text('lead_id_path').notNull().default(''),
    autologinPath: text('autologin_path').notNull().default(''),
    statusPull: jsonb('status_pull').$type<StatusPull | null>(),
    timeoutMs: integer('timeout_ms').notNull().default(10_000),
    timeZone: text('time_zone').notNull().default('UTC'),
    workingHours: jsonb('working_hours').$type<WorkingHours>().notNull().default(sql`'{}'::jsonb`),
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    status: smallint('status').notNull().default(1),
    failuresInRow: integer('failures_in_row').notNull().default(0),
    pauseAfterFailures: integer('pause_after_failures').notNull().default(10),
    pausedReason: text('paused_reason'),
    /** the broker's status words mapped to common groups, the look-back, the last status pull (migrations/0044_lead_statuses.sql) */
    statusMap: jsonb('status_map').$type<StatusMapping[]>().notNull().default(sql`'[]'::jsonb`),
    lookbackDays: integer('lookback_days').notNull().default(7),
    statusPulledAt: timestamp('status_pulled_at', { withTimezone: true }),
    /** the pull's last weekly pass, which reaches WEEKLY_LOOKBACK_FACTOR times further back (migrations/0047) */
    statusWeeklyPulledAt: timestamp('status_weekly_pulled_at', { withTimezone: true }),
    /** EPL: what the broker pays per accepted lead; null: it pays per FTD only (migrations/0049) */
    eplPrice: numeric('epl_price', { precision: 14, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('broker_integrations_advertiser_idx').on(t.advertiserId, t.id), index('broker_integrations_status_idx').on(t.status, t.id)],
);
