import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ALERT_KIND_PRIORITY, type AlertKind } from '../../../domain/alerts/alertKinds';
import { AlertStatus, AlertType, type AlertPriority } from '../../../domain/enums/alert';
import { UserStatus } from '../../../domain/enums/user';
import { roleSegment, UserType } from '../../../domain/enums/userType';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { alerts } from '../../db/schema';
import { sendMail } from '../../mail/transport';
import { alertLetter } from './alertLetters';
import { rowsOf } from '../../db/rows';

/** What raises an alert: the condition (kind + subject), what it names, and where it is. */
export interface NewAlert {
  kind: AlertKind;
  /** the thing the condition is about, as `<thing>:<id>` (`tracking_domain:5`, `offer:12`): with the kind, the de-duplication key */
  subject: string;
  /** the name the sentence shows (the domain, the offer, the payout) */
  name: string;
  /** where the thing is in the staff app, relative to /{role}/d (`/tracking-domains/5`) */
  link: string;
  /** the affiliate concerned, if any: their account manager gets the alert too */
  affiliateId?: number | null;
  /** the kind's priority (ALERT_KIND_PRIORITY) when not given */
  priority?: AlertPriority;
}

export interface RaiseOptions {
  now: Date;
  /** the install's address for the e-mail's link (ownOrigin of the request); without it the mail gives the path */
  origin?: string;
}

/** Where an alert's thing is in the recipient's own app (`link` is relative to /{role}/d). */
export const alertPath = (userType: number, link: string) => `/${roleSegment(userType) ?? 'admin'}/d${link}`;

/** One e-mail per kind and subject per recipient in this window; what it holds back goes in the digest after it (alertDigest.ts). */
export const MAIL_WINDOW_MS = 3_600_000;

/**
 * Raises an alert for the staff who should see it: every active admin, and the account manager of
 * the affiliate concerned. A recipient who still has an unread alert of the same kind and subject
 * gets nothing new (the partial unique index of 0033_alerts.sql; safe under concurrent raises).
 * When the kind is in a recipient's `email_notifications` and no e-mail of that kind and subject
 * went to them in the last hour, an e-mail in their language is queued in the outbox, in the same
 * transaction; when one did, the alert is held for the digest (alertDigest.ts), which mails it after
 * the hour. The raising request's address is kept in the alert's params for the digest's links.
 * Answers the ids of the users who got a new alert: hand them to the app's AlertNotifier
 * (`deps.alertNotifier.notify`) after the caller's transaction commits, so their bells move at
 * once; without that their streams see it on their next re-read.
 */
export async function raiseAlert(db: Tx, alert: NewAlert, options: RaiseOptions): Promise<number[]> {
  // inside the caller's transaction when given one (a conversion's, the billing close's), else in its own
  if ('transaction' in db && typeof db.transaction === 'function') return (db as Db).transaction((t) => raiseIn(t as unknown as Tx, alert, options));
  return raiseIn(db, alert, options);
}

async function raiseIn(tx: Tx, alert: NewAlert, options: RaiseOptions): Promise<number[]> {
  const at = options.now.toISOString();
  const priority = alert.priority ?? ALERT_KIND_PRIORITY[alert.kind];
  const manager = alert.affiliateId
    ? sql`UNION SELECT m.id FROM users a JOIN users m ON m.id = a.manager_id
        WHERE a.id = ${alert.affiliateId} AND m.user_type = ${UserType.Manager} AND m.status_id = ${UserStatus.Active}`
    : sql``;
  const raised = rowsOf<{ id: number; user_id: number }>(
    await tx.execute(sql`
      WITH recipients AS (
        SELECT id FROM users WHERE user_type = ${UserType.Admin} AND status_id = ${UserStatus.Active} ${manager}
      )
      INSERT INTO alerts (user_id, kind, subject, type, priority, status, params, link, created_at)
      SELECT r.id, ${alert.kind}, ${alert.subject}, ${AlertType.Notification}, ${priority}, ${AlertStatus.New},
        ${JSON.stringify(options.origin ? { name: alert.name, origin: options.origin } : { name: alert.name })}::jsonb, ${alert.link}, ${at}::timestamptz
      FROM recipients r
      ON CONFLICT (user_id, kind, subject) WHERE status = 0 DO NOTHING
      RETURNING id::int AS id, user_id`),
  );
  if (raised.length === 0) return [];
  const ids = raised.map((r) => r.id);
  const since = new Date(options.now.getTime() - MAIL_WINDOW_MS).toISOString();
  // the recipients who chose the kind by e-mail: mailed now, or held for the digest when a mail of the key went within the hour
  const chosen = rowsOf<{ id: number; email: string; language: string; user_type: number; held: boolean }>(
    await tx.execute(sql`
      SELECT a.id::int AS id, u.email, u.language, u.user_type,
        EXISTS (SELECT 1 FROM alerts p WHERE p.user_id = a.user_id AND p.kind = a.kind AND p.subject = a.subject
          AND p.mailed_at > ${since}::timestamptz) AS held
      FROM alerts a JOIN users u ON u.id = a.user_id
      WHERE a.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
        AND a.kind = ANY(u.email_notifications)`),
  );
  const toMail = chosen.filter((r) => !r.held);
  for (const r of toMail) {
    await sendMail(tx, { to: r.email, ...alertLetter(alert.kind, alert.name, r.language, `${options.origin ?? ''}${alertPath(r.user_type, alert.link)}`) }, options.now);
  }
  if (toMail.length) await tx.update(alerts).set({ mailedAt: options.now }).where(inArray(alerts.id, toMail.map((r) => r.id)));
  const held = chosen.filter((r) => r.held);
  if (held.length) await tx.update(alerts).set({ mailHeld: true }).where(inArray(alerts.id, held.map((r) => r.id)));
  return [...new Set(raised.map((r) => r.user_id))];
}

export type AlertRow = typeof alerts.$inferSelect;

/** The user's own alerts, newest first; `unread` keeps the New ones. */
export async function listAlerts(db: Db, userId: number, filter: { unread?: boolean }, page: { perPage: number; offset: number }) {
  const where = and(eq(alerts.userId, userId), filter.unread ? eq(alerts.status, AlertStatus.New) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(alerts).where(where).orderBy(desc(alerts.id)).limit(page.perPage).offset(page.offset),
    db.select({ n: count() }).from(alerts).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), eq(alerts.status, AlertStatus.New)));
  return Number(row?.n ?? 0);
}

/** Marks one of the user's alerts read (already read stays as it was); undefined when it is not theirs. */
export async function markRead(db: Db, userId: number, id: number, now: Date): Promise<AlertRow | undefined> {
  const [updated] = await db
    .update(alerts)
    .set({ status: AlertStatus.Read, readAt: now })
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId), eq(alerts.status, AlertStatus.New)))
    .returning();
  if (updated) return updated;
  const [row] = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .limit(1);
  return row;
}

/** Marks every unread alert of the user read; answers how many. */
export async function markAllRead(db: Db, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(alerts)
    .set({ status: AlertStatus.Read, readAt: now })
    .where(and(eq(alerts.userId, userId), eq(alerts.status, AlertStatus.New)))
    .returning({ id: alerts.id });
  return rows.length;
}
