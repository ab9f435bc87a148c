import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brokerIntegrations } from './brokers';
import { leads } from './leads';
import { offers } from './offers';

// Created by migrations/0035_lead_distribution.sql: distribution flows, capacity, the push log.

/** A distribution flow (Flow: Draft -2, Deleted -1, Active 1). */
export const flows = pgTable('flows', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  status: smallint('status').notNull().default(-2),
  /** re-injection (migrations/0043): every N minutes (null: off), up to N rounds, within N hours of the lead */
  reinjectEveryMinutes: integer('reinject_every_minutes'),
  reinjectRounds: integer('reinject_rounds').notNull().default(3),
  reinjectWindowHours: integer('reinject_window_hours').notNull().default(24),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const flowOffers = pgTable(
  'flow_offers',
  {
    flowId: integer('flow_id').notNull().references(() => flows.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').notNull().references(() => offers.id),
  },
  (t) => [primaryKey({ columns: [t.flowId, t.offerId] }), index('flow_offers_offer_idx').on(t.offerId, t.flowId)],
);

/** A flow's integration: tried by priority (1 first), weighted among equal priorities. */
export const flowIntegrations = pgTable(
  'flow_integrations',
  {
    flowId: integer('flow_id').notNull().references(() => flows.id, { onDelete: 'cascade' }),
    integrationId: integer('integration_id').notNull().references(() => brokerIntegrations.id),
    priority: integer('priority').notNull().default(1),
    weight: integer('weight').notNull().default(100),
  },
  (t) => [primaryKey({ columns: [t.flowId, t.integrationId] })],
);

/** The daily capacity (leads per broker day) of an integration for a country in a flow. */
export const flowCapacities = pgTable(
  'flow_capacities',
  {
    flowId: integer('flow_id').notNull().references(() => flows.id, { onDelete: 'cascade' }),
    integrationId: integer('integration_id').notNull().references(() => brokerIntegrations.id),
    country: text('country').notNull(),
    daily: integer('daily').notNull(),
  },
  (t) => [primaryKey({ columns: [t.flowId, t.integrationId, t.country] })],
);

/** What an integration took for a country on a broker day; counted up atomically. */
export const capacityUse = pgTable(
  'capacity_use',
  {
    integrationId: integer('integration_id').notNull().references(() => brokerIntegrations.id),
    country: text('country').notNull(),
    day: date('day').notNull(),
    used: integer('used').notNull().default(0),
    reachedAt: timestamp('reached_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.integrationId, t.country, t.day] })],
);

/** Outcomes of a push try: pending while the call is out. */
export type PushOutcome = 'pending' | 'accepted' | 'refused' | 'failed' | 'timeout';

/** Every push try of a lead (the push log). */
export const leadPushes = pgTable(
  'lead_pushes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid('lead_id').notNull().references(() => leads.id),
    integrationId: integer('integration_id').notNull().references(() => brokerIntegrations.id),
    flowId: integer('flow_id').references(() => flows.id),
    attempt: integer('attempt').notNull().default(1),
    outcome: text('outcome').$type<PushOutcome>().notNull().default('pending'),
    responseStatus: smallint('response_status'),
    httpStatus: integer('http_status'),
    requestExcerpt: text('request_excerpt').notNull().default(''),
    answerExcerpt: text('answer_excerpt').notNull().default(''),
    brokerLeadId: text('broker_lead_id'),
    reason: text('reason'),
    ms: integer('ms'),
    idempotencyKey: text('idempotency_key').notNull(),
    source: text('source').notNull().default('intake'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('lead_pushes_lead_idx').on(t.leadId, t.id), index('lead_pushes_integration_idx').on(t.integrationId, t.id)],
);
