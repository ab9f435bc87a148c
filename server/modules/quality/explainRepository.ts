import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { rowsOf } from '../../db/rows';

/** Whose traffic a caller may read: everyone's (an administrator) or their own affiliates' (a manager). */
export type QualityScope = { kind: 'all' } | { kind: 'manager'; managerId: number };

export interface QualityRow {
  traffic_safety: number | null;
  fraud_reasons: string[] | null;
}

const scoped = (scope: QualityScope): SQL =>
  scope.kind === 'all' ? sql`true` : sql`affiliate_id IN (SELECT id FROM users WHERE manager_id = ${scope.managerId})`;

/** A click's safety and reasons, in the caller's scope; undefined when unknown or out of scope. */
export async function clickQuality(db: Tx, scope: QualityScope, clickId: string): Promise<QualityRow | undefined> {
  return rowsOf<QualityRow>(
    await db.execute(sql`SELECT traffic_safety, fraud_reasons FROM clicks WHERE click_id = ${clickId} AND ${scoped(scope)} LIMIT 1`),
  )[0];
}

/** A conversion's safety and reasons, in the caller's scope. */
export async function conversionQuality(db: Tx, scope: QualityScope, id: number): Promise<QualityRow | undefined> {
  return rowsOf<QualityRow>(await db.execute(sql`SELECT traffic_safety, fraud_reasons FROM conversions WHERE id = ${id} AND ${scoped(scope)}`))[0];
}

export interface RiskyShare {
  key: string;
  name: string;
  value: number;
}

/**
 * Risky clicks and Risky conversions (not voided) of [start, finish) by affiliate, most first: the
 * dashboard's drill-down `bad_quality_traffic`. Read from the raw rows through the partial indexes
 * of migration 0032 (Risky traffic is a small part of all).
 */
export async function riskyByAffiliate(db: Tx, scope: QualityScope, range: { start: Date; finish: Date }): Promise<RiskyShare[]> {
  const [from, to] = [range.start.toISOString(), range.finish.toISOString()];
  return rowsOf<RiskyShare>(
    await db.execute(sql`
      WITH e AS (
        SELECT affiliate_id FROM clicks WHERE traffic_safety = 3 AND clicked_at >= ${from}::timestamptz AND clicked_at < ${to}::timestamptz AND affiliate_id IS NOT NULL AND ${scoped(scope)}
        UNION ALL
        SELECT affiliate_id FROM conversions WHERE traffic_safety = 3 AND created_at >= ${from}::timestamptz AND created_at < ${to}::timestamptz AND transaction_status <> 1 AND ${scoped(scope)}
      )
      SELECT e.affiliate_id::text AS key, COALESCE(trim(u.first_name || ' ' || u.last_name), '#' || e.affiliate_id) AS name, count(*)::int AS value
      FROM e LEFT JOIN users u ON u.id = e.affiliate_id
      GROUP BY e.affiliate_id, u.first_name, u.last_name ORDER BY value DESC, e.affiliate_id`),
  );
}
