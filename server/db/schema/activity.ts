import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Created by migrations/0055_activity_log.sql; written only through modules/activity's
// recordActivity, inside the transaction of the change it records (docs/decisions/activity-log.md).

/** One field's value before and after a change; `null` on one side when the record came or went. */
export type FieldChange = { before: unknown; after: unknown };

/**
 * The workspace's activity log (spec 4 §8): who (`actor_id`, null for the system), from which
 * address, what (`type`, an ActivityLogType), on which record (`entity`, `entity_id`), and only the
 * fields that changed, each with its value before and after.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id'),
    ip: text('ip').notNull().default(''),
    type: text('type').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    changes: jsonb('changes').notNull().$type<Record<string, FieldChange>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_log_created_idx').on(t.createdAt, t.id),
    index('activity_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('activity_log_actor_idx').on(t.actorId, t.id),
  ],
);
