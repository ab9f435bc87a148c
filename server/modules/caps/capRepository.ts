import { sql } from 'drizzle-orm';
import { capWindows, type CapInput, type CapMetric, type CapPeriod } from '../../../domain/offers/caps';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { readSystemSettings } from '../settings/settingsRepository';
import { rowsOf } from '../../db/rows';

/** One cap as the enforcing code reads it. */
export interface CapRow {
  id: number;
  offerId: number;
  affiliateId: number | null;
  period: CapPeriod;
  metric: CapMetric;
  limit: number;
}

interface RawCap {
  id: number;
  offer_id: number;
  affiliate_id: number | null;
  period: CapPeriod;
  metric: CapMetric;
  cap_limit: string | number;
}

const toCap = (r: RawCap): CapRow => ({
  id: Number(r.id),
  offerId: Number(r.offer_id),
  affiliateId: r.affiliate_id === null ? null : Number(r.affiliate_id),
  period: r.period,
  metric: r.metric,
  limit: Number(r.cap_limit),
});

/** The workspace's time zone, the one caps count their days, weeks and months in. */
export async function workspaceZone(db: Tx): Promise<string> {
  return (await readSystemSettings(db as Db))['general-settings'].time_zone;
}

/** The caps that bind an affiliate's traffic on an offer: the offer's own and the affiliate's, by id. */
export async function bindingCaps(db: Tx, offerId: number, affiliateId: number): Promise<CapRow[]> {
  return rowsOf<RawCap>(
    await db.execute(sql`SELECT id, offer_id, affiliate_id, period, metric, cap_limit FROM offer_caps
      WHERE offer_id = ${offerId} AND (affiliate_id IS NULL OR affiliate_id = ${affiliateId}) ORDER BY id`),
  ).map(toCap);
}

/** Every cap of these offers (all affiliates' too), by offer then id. */
export async function capsOfOffers(db: Tx, offerIds: readonly number[]): Promise<CapRow[]> {
  if (!offerIds.length) return [];
  return rowsOf<RawCap>(
    await db.execute(sql`SELECT id, offer_id, affiliate_id, period, metric, cap_limit FROM offer_caps
      WHERE offer_id IN (${sql.join(offerIds.map((id) => sql`${id}`), sql`, `)}) ORDER BY offer_id, id`),
  ).map(toCap);
}

/** What each cap has used in the window holding `at` (0 where it has no row yet). */
export async function usageAt(db: Tx, caps: readonly CapRow[], at: Date, timeZone: string): Promise<Map<number, number>> {
  if (!caps.length) return new Map();
  const windows = capWindows(at, timeZone);
  const keys = caps.map((c) => sql`(${c.id}::int, ${windows[c.period]}::date)`);
  const rows = rowsOf<{ cap_id: number; used: string | number }>(
    await db.execute(sql`SELECT cap_id, used FROM offer_cap_usage WHERE (cap_id, window_start) IN (${sql.join(keys, sql`, `)})`),
  );
  const used = new Map(caps.map((c) => [c.id, 0]));
  for (const r of rows) used.set(Number(r.cap_id), Number(r.used));
  return used;
}

/**
 * Takes `amount` of one cap's window, atomically: the counter row is created or grown only while
 * it stays within the cap's limit (read in the same statement, so an edited limit counts at once),
 * and one statement decides, so of any number of racing requests in any number of processes
 * exactly as many succeed as the limit allows. Answers the new use, or null when it would not fit.
 */
export async function takeUnits(db: Tx, capId: number, window: string, amount: number): Promise<number | null> {
  const [row] = rowsOf<{ used: string | number }>(
    await db.execute(sql`INSERT INTO offer_cap_usage AS u (cap_id, window_start, used)
      SELECT c.id, ${window}::date, ${amount}::bigint FROM offer_caps c WHERE c.id = ${capId} AND ${amount}::bigint <= c.cap_limit
      ON CONFLICT (cap_id, window_start) DO UPDATE SET used = u.used + EXCLUDED.used
        WHERE u.used + EXCLUDED.used <= (SELECT c.cap_limit FROM offer_caps c WHERE c.id = u.cap_id)
      RETURNING u.used`),
  );
  return row ? Number(row.used) : null;
}

/**
 * Puts an offer's caps in place: those of `caps` keep their row (and so their use so far) when
 * only the limit changed, the others are added, and the offer's caps not in the list go.
 */
export async function replaceCaps(db: Tx, offerId: number, caps: readonly CapInput[], now: Date): Promise<void> {
  const kept = caps.map((c) => sql`(${c.affiliate_id ?? 0}::int, ${c.period}::text, ${c.metric}::text)`);
  await db.execute(
    kept.length
      ? sql`DELETE FROM offer_caps WHERE offer_id = ${offerId} AND (COALESCE(affiliate_id, 0), period, metric) NOT IN (${sql.join(kept, sql`, `)})`
      : sql`DELETE FROM offer_caps WHERE offer_id = ${offerId}`,
  );
  for (const c of caps) {
    await db.execute(sql`INSERT INTO offer_caps (offer_id, affiliate_id, period, metric, cap_limit, created_at, updated_at)
      VALUES (${offerId}, ${c.affiliate_id}, ${c.period}, ${c.metric}, ${c.limit}, ${now.toISOString()}, ${now.toISOString()})
      ON CONFLICT (offer_id, (COALESCE(affiliate_id, 0)), period, metric)
        DO UPDATE SET cap_limit = EXCLUDED.cap_limit, updated_at = EXCLUDED.updated_at WHERE offer_caps.cap_limit <> EXCLUDED.cap_limit`);
  }
}

/** The names of these users that are affiliates (user_type 2), by id. */
export async function affiliateNames(db: Tx, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`SELECT id, trim(first_name || ' ' || last_name) AS name FROM users
      WHERE user_type = 2 AND id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** Which of these users are affiliates managed by this manager. */
export async function managedAffiliates(db: Tx, managerId: number, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM users WHERE user_type = 2 AND manager_id = ${managerId} AND id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
  );
  return rows.map((r) => Number(r.id));
}

/** Whether an offer of this id exists (not Deleted), for a redirect target. */
export async function offerExists(db: Tx, id: number): Promise<boolean> {
  return rowsOf(await db.execute(sql`SELECT 1 FROM offers WHERE id = ${id} AND status <> -1`)).length > 0;
}
