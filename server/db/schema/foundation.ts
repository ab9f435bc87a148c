import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    userType: smallint('user_type').notNull(),
    statusId: smallint('status_id').notNull().default(1),
    registrationCompleted: boolean('registration_completed').notNull().default(true),
    commissionThreshold: numeric('commission_threshold', { precision: 14, scale: 2 }).notNull().default('0'),
    timeZone: text('time_zone').notNull().default('UTC'),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    emailNotifications: text('email_notifications')
      .array()
      .notNull()
      .default(sql`'{country_capacity_reached,tracking_domain_removed}'::text[]`),
    alertNotifications: text('alert_notifications').array().notNull().default(sql`'{}'::text[]`),
    language: text('language').notNull().default('en'),
    commissionTypeId: smallint('commission_type_id').notNull().default(1),
    /** Payment terms (domain/billing/terms.ts); null: the system's default_payment_terms_id */
    paymentTermsId: smallint('payment_terms_id'),
    managerId: integer('manager_id'),
    // user management (migrations/0002_users.sql)
    mobile: text('mobile').notNull().default(''),
    comment: text('comment').notNull().default(''),
    trafficChannel: text('traffic_channel'),
    callbackSecretKey: text('callback_secret_key'),
    bankAccountNumber: text('bank_account_number').notNull().default(''),
    bankIbanNumber: text('bank_iban_number').notNull().default(''),
    registeredById: integer('registered_by_id'),
    /** the referral program (migrations/0058): the code of this affiliate's referral link, and who referred them */
    referralCode: text('referral_code'),
    referredById: integer('referred_by_id'),
    registrationStatus: smallint('registration_status').notNull().default(10),
    emailStatus: smallint('email_status').notNull().default(1),
    leadStatus: text('lead_status').notNull().default('new'),
    integrationStatus: text('integration_status').notNull().default('new'),
    postbackStatus: smallint('postback_status').notNull().default(0),
    /** an advertiser's postback token (migrations/0007_offers.sql), regenerable; null for others */
    postbackToken: text('postback_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_type_idx').on(t.userType),
    index('users_manager_idx').on(t.managerId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // sha-256 of the cookie token: a leaked table does not hand out live sessions
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** a view-as session: who opened it; every state-changing request is refused */
    viewAsBy: integer('view_as_by').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_view_as_by_idx').on(t.viewAsBy).where(sql`view_as_by IS NOT NULL`)],
);

/**
 * The sign-in throttle: one row per key (account and address, address, account, known device),
 * counted and decided by one conditional upsert (server/auth/throttle.ts).
 */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    key: text('key').primaryKey(),
    tries: integer('tries').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_throttle_next_idx').on(t.nextAt)],
);

/** A browser that signed in to an account (the sha-256 of its cookie token): its tries count on their own. */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId)],
);

export const languages = pgTable(
  'languages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    systemName: text('system_name').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('languages_system_name_idx').on(t.systemName),
    uniqueIndex('languages_name_lower_idx').on(sql`lower(${t.name})`),
    index('languages_name_idx').on(t.name),
    index('languages_status_idx').on(t.status),
  ],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
