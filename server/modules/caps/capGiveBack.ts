import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { rowsOf } from '../../db/rows';
import type { CapTaken } from './capTake';

/**
 * Keeps what a just-recorded conversion took of its caps (capConversion), in its transaction, so
 * a later rejection gives back exactly that: the same caps, the same windows, the same amounts,
 * whatever the caps' limits or the conversion's amount became since.
 */
export async function recordCapTakes(tx: Tx, conversionId: number, taken: readonly CapTaken[]): Promise<void> {
  if (!taken.length) return;
  const values = taken.map((t) => sql`(${conversionId}, ${t.capId}, ${t.window}::date, ${t.amount})`);
  await tx.execute(sql`INSERT INTO conversion_cap_takes (conversion_id, cap_id, window_start, amount) VALUES ${sql.join(values, sql`, `)} ON CONFLICT DO NOTHING`);
}

/**
 * Gives a conversion's cap units back, in the caller's transaction (the rejection of its hold):
 * each counter it took from loses that amount (never below 0), in cap id order as every take
 * locks them, and its takes are forgotten, so a second rejection or a retry gives nothing twice.
 * A cap deleted since has nothing to give back (its takes went with it). Answers how many caps
 * got units back.
 */
export async function giveBackCaps(tx: Tx, conversionId: number): Promise<number> {
  const taken = rowsOf<{ cap_id: number; window_start: string; amount: string | number }>(
    await tx.execute(sql`DELETE FROM conversion_cap_takes WHERE conversion_id = ${conversionId} RETURNING cap_id, window_start::text AS window_start, amount`),
  );
  await giveBack(tx, taken.map((t) => ({ capId: Number(t.cap_id), window: t.window_start, amount: Number(t.amount) })));
  return taken.length;
}

/** Gives these amounts back to their counters (never below 0), in cap id order. */
export async function giveBack(tx: Tx, taken: readonly CapTaken[]): Promise<void> {
  for (const t of [...taken].sort((a, b) => a.capId - b.capId)) {
    await tx.execute(sql`UPDATE offer_cap_usage SET used = GREATEST(used - ${t.amount}::bigint, 0) WHERE cap_id = ${t.capId} AND window_start = ${t.window}::date`);
  }
}
