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

/** An amount taken of one cap in one window (its first local day), as a rejection gives it back. */
export interface CapTaken {
  capId: number;
  window: string;
  amount: number;
}

/** What takeCaps did: the cap that was full (and nothing taken), or every amount it took. */
export type CapTakeResult = { full: CapRow; taken: [] } | { full: null; taken: CapTaken[] };

/**
 * Takes every amount of `takes` in its window at `at`, or none: the first that does not fit is
 * answered and what was taken before it is given back. Given back in the caller's transaction
 * (needed when there are two or more), the rows this took stay locked until it ends, so no other
 * request ever saw them taken: all-or-nothing as exact as one statement. Caps are taken in id
 * order, the same in every request, so two requests never wait for each other's rows.
 */
export async function takeCaps(db: Tx, takes: readonly CapTake[], at: Date, timeZone: string): Promise<CapTakeResult> {
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
      return { full: take.cap, taken: [] };
    }
    taken.push({ take, window, filled: used === take.cap.limit });
  }
  for (const t of taken) if (t.filled) await capReached(db, { cap: t.take.cap, window: t.window, refused: false, at });
  return { full: null, taken: taken.map((t) => ({ capId: t.take.cap.id, window: t.window, amount: t.take.amount })) };
}

/** One unit of one cap in one window, as a click asks for it. */
export interface CapUnit {
  cap: CapRow;
  window: string;
}

const unitKey = (u: CapUnit) => `${u.cap.id}|${u.window}`;

/**
 * Takes a unit of each of its caps for every request of a batch (the clicks that arrived
 * together), all or none per request, in the caller's transaction: each (cap, window) counter is
 * locked once and grown by what fits of what the batch asks of it; requests are then served in
 * order while every one of their caps has a unit left, and the units not handed out go back
 * before the transaction ends (the rows are locked until then, so no other batch or process ever
 * saw them). One statement per counter, whatever the batch's size; counters in id order, as in
 * takeCaps. Answers, per request, whether it got its units.
 */
export async function takeCapBatch(db: Tx, requests: readonly (readonly CapUnit[])[], at: Date): Promise<boolean[]> {
  const groups = new Map<string, { unit: CapUnit; wanted: number; before: number; limit: number; granted: number; left: number; refused: boolean }>();
  for (const units of requests) {
    for (const unit of units) {
      const group = groups.get(unitKey(unit)) ?? { unit, wanted: 0, before: 0, limit: 0, granted: 0, left: 0, refused: false };
      group.wanted += 1;
      groups.set(unitKey(unit), group);
    }
  }
  const ordered = [...groups.values()].sort((a, b) => a.unit.cap.id - b.unit.cap.id || a.unit.window.localeCompare(b.unit.window));
  for (const g of ordered) {
    // one statement: what fits is computed from the row as it was (SET reads the old values),
    // and a full counter is left unwritten (no row answered: nothing granted)
    const [row] = (
      (await db.execute(sql`INSERT INTO offer_cap_usage AS u (cap_id, window_start, used, granted)
        SELECT c.id, ${g.unit.window}::date, LEAST(${g.wanted}::bigint, c.cap_limit), LEAST(${g.wanted}::bigint, c.cap_limit) FROM offer_caps c WHERE c.id = ${g.unit.cap.id}
        ON CONFLICT (cap_id, window_start) DO UPDATE
          SET used = u.used + LEAST(${g.wanted}::bigint, (SELECT c.cap_limit FROM offer_caps c WHERE c.id = u.cap_id) - u.used),
            granted = LEAST(${g.wanted}::bigint, (SELECT c.cap_limit FROM offer_caps c WHERE c.id = u.cap_id) - u.used)
          WHERE u.used < (SELECT c.cap_limit FROM offer_caps c WHERE c.id = u.cap_id)
        RETURNING u.used, u.granted, (SELECT c.cap_limit FROM offer_caps c WHERE c.id = u.cap_id) AS cap_limit`)) as unknown as {
        rows: { used: string | number; granted: string | number; cap_limit: string | number }[];
      }
    ).rows;
    g.granted = row ? Number(row.granted) : 0;
    g.before = row ? Number(row.used) - g.granted : 0;
    g.limit = row ? Number(row.cap_limit) : 0;
    g.left = g.granted;
  }
  const answers = requests.map((units) => {
    const mine = units.map((u) => groups.get(unitKey(u))!);
    if (mine.every((g) => g.left > 0)) {
      for (const g of mine) g.left -= 1;
      return true;
    }
    for (const g of mine) if (g.left === 0) g.refused = true;
    return false;
  });
  for (const g of ordered) {
    if (g.left > 0) await db.execute(sql`UPDATE offer_cap_usage SET used = used - ${g.left} WHERE cap_id = ${g.unit.cap.id} AND window_start = ${g.unit.window}::date`);
    if (g.granted - g.left > 0 && g.before + g.granted - g.left === g.limit) await capReached(db, { cap: g.unit.cap, window: g.unit.window, refused: false, at });
    if (g.refused) await capReached(db, { cap: g.unit.cap, window: g.unit.window, refused: true, at });
  }
  return answers;
}
