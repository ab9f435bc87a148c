import type { Db } from '../../db/client';
import { readSystemSettings } from '../settings/repository';
import { closeDuePeriods } from './closeRepository';

/** The billing job: at start and then hourly, closes the periods that have ended and makes the payouts due. */
export function startBillingJob(db: Db, options: { now: () => Date; currency: string; intervalMs?: number }) {
  const run = async () => {
    try {
      const general = (await readSystemSettings(db))['general-settings'];
      await closeDuePeriods(db, { defaultTerms: Number(general.default_payment_terms_id ?? 0), systemThreshold: Number(general.system_commission_threshold ?? 0), currency: options.currency }, options.now());
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
