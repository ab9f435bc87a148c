import type { Db } from '../../db/client';
import { startPeriodicJob } from '../../periodicJob';
import { closeDuePeriods, readBillingSettings } from './closeRepository';

/** The billing job: at start and then hourly, closes the periods that have ended and makes the payouts due. */
export function startBillingJob(db: Db, options: { now: () => Date; intervalMs?: number }) {
  return startPeriodicJob('Billing job', options.intervalMs ?? 3_600_000, async () => closeDuePeriods(db, await readBillingSettings(db), options.now()));
}
