import type { Db } from '../../db/client';
import { closeDuePeriods, readBillingSettings } from './closeRepository';

/** The billing job: at start and then hourly, closes the periods that have ended and makes the payouts due. */
export function startBillingJob(db: Db, options: { now: () => Date; intervalMs?: number }) {
  const run = async () => {
    try {
      await closeDuePeriods(db, await readBillingSettings(db), options.now());
    } catch (error) {
      console.error('Billing job failed:', error instanceof Error ? error.message : error);
    }
  };
  const first = run();
  const timer = setInterval(() => void run(), options.intervalMs ?? 3_600_000);
  timer.unref();
  return {
    ready: first,
    stop: async () => {
      clearInterval(timer);
      await first;
    },
  };
}
