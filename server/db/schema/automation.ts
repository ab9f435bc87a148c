import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './foundation';
import { offers } from './offers';
import { brokerIntegrations } from './brokers';

// Created by migrations/0063_automation_rules.sql; written only by modules/automation (docs/decisions/automation-rules.md).

/**
 * An automation rule (domain/automation/rules.ts): metric, period, scope (offer and/or affiliate),
 * comparison and value (whole units, percents or cents), and the action with its own fields
 * (the integration to pause; the cap's period, metric and limit). `status` 1 active, 0 paused;
 * `manager_id` the manager whose rule it is (null: an admin's, over every affiliate).
 */
export const automationRules = pgTable(
  'automation_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(1),
    metric: text('metric').notNull(),
    period: text('period').notNull(),
    scope: text('scope').notNull(),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    affiliateId: integer('affiliate_id').references(() => users.id, { onDelete: 'cascade' }),
    op: text('op').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    integrationId: integer('integration_id').references(() => brokerIntegrations.id, { onDelete: 'cascade' }),
    capPeriod: text('cap_period'),
    capMetric: text('cap_metric'),
    capLimit: bigint('cap_limit', { mode: 'number' }),
    managerId: integer('manager_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('automation_rules_status_idx').on(t.status, t.id)],
);

/** One result of a run: whose figures, the measured value, whether it matched and what the action changed. */
export interface AutomationResult {
  offer_id: number | null;
  affiliate_id: number | null;
  /** the metric's value as text (a rate rounded to two places for reading; the comparison is exact), null without clicks */
  value: string | null;
  matched: boolean;
  /** what the action did: 'paused', 'cap_set', 'alert_raised', or 'unchanged' when it was so already; null when not matched */
  outcome: string | null;
}

/** One run of a rule in one hour window; unique per (rule, window). */
export const automationRuleRuns = pgTable(
  'automation_rule_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => automationRules.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    matched: integer('matched').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    results: jsonb('results').$type<AutomationResult[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('automation_rule_runs_window_idx').on(t.ruleId, t.windowStart)],
);
