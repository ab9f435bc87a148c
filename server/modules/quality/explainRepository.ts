import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/tx';

/** Whose traffic a caller may read: everyone's (an administrator) or their own affiliates' (a manager). */
export type QualityScope = { kind: 'all' } | { kind: 'manager'; managerId: number };

export interface QualityRow {
  traffic_safety: number | null;
  fraud_reasons: string[] | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
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
