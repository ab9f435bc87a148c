import { sql } from 'drizzle-orm';
import type { Db } from './client';
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
