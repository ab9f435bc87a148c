import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './foundation';

/** Account security, created by migrations/0009_account_security.sql. */

/** A user's TOTP secret; confirmed_at is null until the first code proves the enrolment. */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  // the last accepted 30-second step: a code of that step or an earlier one is a replay
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.userId)],
);

/** A sign-in whose password was right and which waits for its second factor (id = sha-256 of the cookie). */
export const pendingLogins = pgTable('pending_logins', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').notNull().$type<'read' | 'write'>(),
    /** the `leads` scope: may send leads (POST /leads); migrations/0034_leads.sql */
    leads: boolean('leads').notNull().default(true),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    // fixed one-minute window of the per-key rate limit, kept in the row (no process memory)
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    windowCount: integer('window_count').notNull().default(0),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);

/** Sign-ins, failures, 2FA changes, key creation and revocation; no foreign keys, it outlives users. */
export const securityLog = pgTable(
  'security_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id'),
    actorId: integer('actor_id'),
    event: text('event').notNull(),
    email: text('email').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    details: jsonb('details').notNull().$type<Record<string, unknown>>().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_log_user_idx').on(t.userId, t.id), index('security_log_created_idx').on(t.createdAt, t.id)],
);
