import { bigint, customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './foundation';

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The user change log (spec 2 §1): who changed whom, which fields from what to what, when and
 * from which address. Written in the transaction of the change itself. Created by
 * migrations/0002_users.sql; no foreign keys, so the log outlives the users it names.
 */
export const userChanges = pgTable(
  'user_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    changes: jsonb('changes').notNull().$type<Record<string, { from: unknown; to: unknown }>>(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_changes_user_idx').on(t.userId, t.id), index('user_changes_created_idx').on(t.createdAt, t.id)],
);

/**
 * Mail waiting for (or handed to) the transport; with no SMTP server it is where the admin reads
 * it. At most one attachment (migrations/0061): name, content type and bytes, or all null.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  attachmentName: text('attachment_name'),
  attachmentType: text('attachment_type'),
  attachment: bytea('attachment'),
});

/** One-time e-mail verification tokens, stored as sha-256 like session tokens. */
export const emailVerifications = pgTable('email_verifications', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** 'verify' (confirm the address) or 'reset' (choose a new password) */
  purpose: text('purpose').notNull().default('verify'),
});
