import { sql } from 'drizzle-orm';
import { capWindow, dateFormat } from '../../../domain/offers/caps';
import type { Tx } from '../../db/tx';
import { capReached } from './capReached';
import { takeUnits, type CapRow } from './capRepository';

/** An amount to take of one cap. */
export interface CapTake {
  cap: CapRow;
  amount: number;
}

/**
 * Takes every amount of `takes` in its window at `at`, or none: the first that does not fit is
 * answered and what was taken before it is given back. Given back in the caller's transaction
 * (needed when there are two or more), the rows this took stay locked until it ends, so no other
 * request ever saw them taken: all-or-nothing as exact as one statement. Caps are taken in id
 * order, the same in every request, so two requests never wait for each other's rows.
 */
export async function takeCaps(db: Tx, takes: readonly CapTake[], at: Date, timeZone: string): Promise<CapRow | null> {
  const format = dateFormat(timeZone);
  const ordered = [...takes].filter((t) => t.amount > 0).sort((a, b) => a.cap.id - b.cap.id);
  const taken: { take: CapTake; window: string; filled: boolean }[] = [];
  for (const take of ordered) {
    const window = capWindow(take.cap.period, at, timeZone, format);
    const used = await takeUnits(db, take.cap.id, window, take.amount);
    if (used === null) {
      for (const t of taken) {
        await db.execute(sql`UPDATE offer_cap_usage SET used = used - ${t.take.amount} WHERE cap_id = ${t.take.cap.id} AND window_start = ${t.window}::date`);
      }
      await capReached(db, { cap: take.cap, window, refused: true, at });
      return take.cap;
    }
    taken.push({ take, window, filled: used === take.cap.limit });
  }
  for (const t of taken) if (t.filled) await capReached(db, { cap: t.take.cap, window: t.window, refused: false, at });
  return null;
}
