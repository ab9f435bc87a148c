import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { capacityUse } from '../../db/schema';
import type { Tx } from '../../db/tx';

/**
 * Takes one unit of an integration's capacity for a country on a broker day ('YYYY-MM-DD') if used < cap,
 * in one statement (INSERT … ON CONFLICT DO UPDATE … WHERE used < cap RETURNING), so concurrent takes
 * never pass the cap. reachedNow: this take made used == cap while reached_at was null (it sets
 * reached_at; a unit given back and taken again the same day does not reach it a second time).
 * cap null: not capped, the take is counted (for the grid) and always claimed. cap 0 claims nothing.
 */
export async function claimCapacity(tx: Tx, integrationId: number, country: string, day: string, cap: number | null): Promise<{ claimed: boolean; reachedNow: boolean }> {
  const [row] = rowsOf<{ reached_now: boolean | null }>(await tx.execute(claimStatement(integrationId, country, day, cap)));
  return { claimed: row !== undefined, reachedNow: row?.reached_now === true };
}

/**
 * claimCapacity's statement, for a caller that writes what the unit is for in the same statement
 * (a data-modifying CTE): one row, `reached_now`, when the unit was taken; none when it was not.
 */
export function claimStatement(integrationId: number, country: string, day: string, cap: number | null): SQL {
  const limit = sql`${cap}::int`;
  // statement_timestamp() marks the reached_at this very statement wrote: a claim reaches the cap now
  // only when the stored reached_at is its own
  return sql`
    INSERT INTO capacity_use (integration_id, country, day, used, reached_at)
    SELECT ${integrationId}, ${country}, ${day}::date, 1, CASE WHEN ${limit} = 1 THEN statement_timestamp() END
    WHERE ${limit} IS NULL OR ${limit} >= 1
    ON CONFLICT (integration_id, country, day) DO UPDATE SET
      used = capacity_use.used + 1,
      reached_at = CASE WHEN capacity_use.reached_at IS NULL AND capacity_use.used + 1 = ${limit} THEN statement_timestamp() ELSE capacity_use.reached_at END
    WHERE ${limit} IS NULL OR capacity_use.used < ${limit}
    RETURNING (used = ${limit} AND reached_at = statement_timestamp()) AS reached_now`;
}

/** Gives a unit back (the broker refused the lead); never below zero. reached_at stays: the cap was reached that day. */
export async function releaseCapacity(tx: Tx, integrationId: number, country: string, day: string): Promise<void> {
  await tx
    .update(capacityUse)
    .set({ used: sql`greatest(${capacityUse.used} - 1, 0)` })
    .where(and(eq(capacityUse.integrationId, integrationId), eq(capacityUse.country, country), eq(capacityUse.day, day)));
}
