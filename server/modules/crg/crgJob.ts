import type { Db } from '../../db/client';
import { startPeriodicJob } from '../../periodicJob';
import { closeDueCohorts } from './crgClose';

/**
 * The CRG job: at start and then hourly, closes the cohorts whose close time has passed. Its state
 * is the closed cohorts themselves (one row per deal and cohort), so a restart closes nothing twice
 * and several app processes may run it (an advisory lock, ON CONFLICT DO NOTHING).
 */
export function startCrgJob(db: Db, options: { now: () => Date; intervalMs?: number }) {
  return startPeriodicJob('CRG job', options.intervalMs ?? 3_600_000, () => closeDueCohorts(db, options.now()));
}
