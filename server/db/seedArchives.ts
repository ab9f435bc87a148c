import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './rows';
import { recordActivities } from '../modules/activity/activityLog';
import { ensureMonthPartition } from '../modules/tracker/partitions';

/** Days back of the demo's old month: wholly past the default CLICK_RETENTION_DAYS of 180. */
const OLD_MONTH_DAYS_AGO = 215;

/**
 * A month of clicks past the retention (docs/decisions/archives.md): the earliest 60 of the demo's
 * click history again, 215 days earlier, in that month's partition. The partition job archives it
 * when the server starts, so the Archives screen shows a file at once; the reports keep the month.
 */
export async function seedArchivableMonth(tx: Db, now = new Date()): Promise<void> {
  const old = new Date(now.getTime() - OLD_MONTH_DAYS_AGO * 86_400_000);
  const from = new Date(Date.UTC(old.getUTCFullYear(), old.getUTCMonth(), 1));
  const to = new Date(Date.UTC(old.getUTCFullYear(), old.getUTCMonth() + 1, 1));
  await ensureMonthPartition(tx, from);
  await tx.execute(sql`
    INSERT INTO clicks SELECT * FROM json_populate_recordset(NULL::clicks, (
      SELECT json_agg(to_jsonb(c) || jsonb_build_object('click_id', c.click_id || 'x', 'clicked_at', ${from.toISOString()}::timestamptz + (c.n * interval '11 hours')))
      FROM (SELECT *, row_number() OVER (ORDER BY clicked_at, click_id) AS n FROM clicks ORDER BY clicked_at, click_id LIMIT 60) c
      WHERE ${from.toISOString()}::timestamptz + (c.n * interval '11 hours') < ${to.toISOString()}::timestamptz))`);
}

/** Days back of the demo's old log entries: their month is wholly past the default LOG_RETENTION_DAYS of 365. */
const OLD_LOG_DAYS_AGO = 420;

/**
 * A month of log entries past the retention: the admin raising an offer's payout step by step,
 * and signing in for it. The archive job writes the month's activity and security logs to files
 * when the server starts, so the Archives screen shows log archives too.
 */
export async function seedArchivableLogs(tx: Db, now = new Date()): Promise<void> {
  const old = new Date(now.getTime() - OLD_LOG_DAYS_AGO * 86_400_000);
  const at = (day: number) => new Date(Date.UTC(old.getUTCFullYear(), old.getUTCMonth(), 1 + day, 9, 30));
  const [row] = rowsOf<{ offer: number; admin: number }>(
    await tx.execute(sql`SELECT (SELECT min(id) FROM offers) AS offer, (SELECT id FROM users WHERE email = 'admin@example.com') AS admin`),
  );
  if (!row?.offer || !row.admin) return;
  const actor = { id: row.admin, ip: '198.51.100.7' };
  await recordActivities(
    tx,
    [8, 9, 10, 11].map((payout, i) => ({ actor, type: 'offer_updated', entity: 'offer', entityId: row.offer, before: { payout }, after: { payout: payout + 1 }, now: at(2 + i * 6) }) as const),
  );
  for (const day of [2, 8, 14, 20]) {
    await tx.execute(sql`INSERT INTO security_log (user_id, actor_id, event, email, ip, user_agent, created_at)
      VALUES (${row.admin}, ${row.admin}, 'login', 'admin@example.com', '198.51.100.7', 'Mozilla/5.0 (demo)', ${at(day).toISOString()}::timestamptz)`);
  }
}
