import type { ValidationError } from '../errors';
import type { Db } from './client';
import type { Tx } from './tx';

/** One batch action over rows the caller may change (users, offer requests, payouts…). */
export interface ScopedBatch<Row extends { id: number }, Result> {
  /** the ids asked for; an id named twice counts once */
  ids: readonly number[];
  /** the rows behind `ids` that are in the caller's scope, locked (`FOR UPDATE`) for the change */
  lock: (tx: Tx, ids: number[]) => Promise<Row[]>;
  /** the refusal (422) naming the ids not found in scope: then the batch changes nothing */
  unknown: (missing: number[]) => ValidationError;
  /** the update and its change-log entries, in the same transaction; a throw undoes both */
  change: (tx: Tx, rows: Row[]) => Promise<Result>;
}

/**
 * The one way a batch endpoint changes rows: lock the rows in scope, refuse the whole batch when
 * any id is unknown or out of scope, update and log — all in one transaction, all or nothing.
 */
export function changeInScope<Row extends { id: number }, Result>(db: Db, batch: ScopedBatch<Row, Result>): Promise<Result> {
  const ids = [...new Set(batch.ids)];
  return db.transaction(async (tx) => {
    const rows = await batch.lock(tx, ids);
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw batch.unknown(missing);
    return batch.change(tx, rows);
  });
}
