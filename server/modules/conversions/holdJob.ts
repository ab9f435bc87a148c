import type { Db } from '../../db/client';
import { startPeriodicJob } from '../../periodicJob';
import { releaseEndedHolds } from './holdRepository';

/**
 * The hold job: at start and then every minute, approves the conversions whose hold has ended.
 * Its state is the conversions themselves (status OnHold, hold_until), so a restart loses nothing
 * and several app processes may run it (rows are claimed with SKIP LOCKED).
 */
export function startHoldJob(db: Db, options: { now: () => Date; intervalMs?: number }) {
  return startPeriodicJob('Hold job', options.intervalMs ?? 60_000, () => releaseEndedHolds(db, options.now()));
}
