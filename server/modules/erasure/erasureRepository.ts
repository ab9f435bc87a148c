import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { activityLog, apiKeys, clicks, emailVerifications, knownDevices, leadPushes, leads, mailOutbox, securityLog, sessions, userChanges, users } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { recordActivity } from '../activity/activityLog';
import { logAction, type Actor } from '../users/changeLog';

/** The account, locked for the erasure's transaction. */
export async function lockUser(tx: Tx, id: number) {
  const [user] = await tx.select({ id: users.id, userType: users.userType, email: users.email }).from(users).where(eq(users.id, id)).for('update');
  return user;
}

/** The lead, locked for the erasure's transaction. */
export async function lockLead(tx: Tx, id: string) {
  const [lead] = await tx
    .select({ id: leads.id, clickId: leads.clickId, email: leads.email, phone: leads.phone, firstName: leads.firstName, archivedAt: leads.archivedAt, erasedAt: leads.erasedAt }).from(leads).where(eq(leads.id, id)).for('update');
  return lead;
}

/** What an erased value reads as wherever a log kept it. */
export const ERASED = '[erased]';

/** A person's fields on their account, under their API names: the ones erasure empties. */
export const ERASED_USER_FIELDS = ['email', 'first_name', 'last_name', 'mobile', 'comment', 'traffic_channel', 'bank_account_number', 'bank_iban_number', 'callback_secret_key', 'password'] as const;

/** A lead's personal fields, under their API names. */
export const ERASED_LEAD_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'ip', 'comment', 'password', 'autologin_ip', 'click_ip', 'push_excerpts'] as const;

/** The address an erased account keeps: unique, never deliverable (RFC 2606's .invalid). */
export const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;

/** A password hash no password matches. */
const NO_PASSWORD = '!erased';

/** The change-log entries' values of a person's fields, replaced in place; the entries and their other fields stay. */
const scrubbedChanges = sql`(
  SELECT coalesce(jsonb_object_agg(e.key, CASE WHEN e.key = ANY(ARRAY[${sql.join(ERASED_USER_FIELDS.map((f) => sql`${f}`), sql`, `)}]::text[]) THEN jsonb_build_object('from', ${ERASED}::text, 'to', ${ERASED}::text) ELSE e.value END), '{}'::jsonb)
  FROM jsonb_each(${userChanges.changes}) AS e)`;

/**
 * Erases an affiliate's or advertiser's personal data (spec 4 §8) in the caller's transaction: the
 * account keeps its id, role, manager and every figure, but its name, e-mail, phone, bank details,
 * comment and secrets are gone, it can no longer sign in (sessions, devices, keys and links end),
 * and the logs that kept those values or the person's addresses keep the entries without them.
 * One entry in the activity log and one in the account's change log say what was erased, by whom.
 */
export async function eraseUser(tx: Tx, actor: Actor, userId: number, oldEmail: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      email: erasedEmail(userId),
      firstName: 'Erased',
      lastName: `user ${userId}`,
      mobile: '',
      comment: '',
      trafficChannel: null,
      bankAccountNumber: '',
      bankIbanNumber: '',
      callbackSecretKey: null,
      passwordHash: NO_PASSWORD,
      statusId: 0,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await tx.delete(sessions).where(or(eq(sessions.userId, userId), eq(sessions.viewAsBy, userId)));
  await tx.delete(knownDevices).where(eq(knownDevices.userId, userId));
  await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
  await tx.update(apiKeys).set({ revokedAt: now }).where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  await tx.update(userChanges).set({ changes: scrubbedChanges }).where(eq(userChanges.userId, userId));
  await tx.update(userChanges).set({ ip: '' }).where(eq(userChanges.actorId, userId));
  await tx
    .update(securityLog)
    .set({ email: erasedEmail(userId), ip: '', userAgent: '' })
    .where(or(eq(securityLog.userId, userId), sql`lower(${securityLog.email}) = lower(${oldEmail})`));
  await tx.update(securityLog).set({ ip: '', userAgent: '' }).where(eq(securityLog.actorId, userId));
  await tx.update(activityLog).set({ ip: '' }).where(eq(activityLog.actorId, userId));
  await tx
    .update(mailOutbox)
    .set({ toEmail: erasedEmail(userId), subject: ERASED, body: ERASED, attachmentName: null, attachmentType: null, attachment: null })
    .where(sql`lower(${mailOutbox.toEmail}) = lower(${oldEmail})`);
  await logAction(tx, actor, userId, 'erase', now, { erased: { from: null, to: [...ERASED_USER_FIELDS] } });
  await recordActivity(tx, { actor, type: 'personal_data_erased', entity: 'user', entityId: userId, before: { erased_fields: null }, after: { erased_fields: [...ERASED_USER_FIELDS] }, now });
}

/**
 * Erases a lead's personal data (spec 4 §8) in the caller's transaction: the row keeps its offer,
 * affiliate, broker, statuses, country and money, so every count and sum stays; the person's name,
 * e-mail, phone, addresses, comment and password go, with the click's address and what the push
 * log kept of the request and the broker's answer. One activity-log entry says so.
 */
export async function eraseLead(tx: Tx, actor: Actor, leadId: string, clickId: string | null, now: Date): Promise<void> {
  await tx
    .update(leads)
    .set({ firstName: '', lastName: '', email: '', phone: '', ip: '', comment: null, passwordSecret: null, autologinIp: null, erasedAt: now })
    .where(eq(leads.id, leadId));
  if (clickId) await tx.update(clicks).set({ ip: '' }).where(eq(clicks.clickId, clickId));
  await tx.update(leadPushes).set({ requestExcerpt: ERASED, answerExcerpt: ERASED }).where(eq(leadPushes.leadId, leadId));
  await recordActivity(tx, { actor, type: 'personal_data_erased', entity: 'lead', entityId: leadId, before: { erased_fields: null }, after: { erased_fields: [...ERASED_LEAD_FIELDS] }, now });
}
