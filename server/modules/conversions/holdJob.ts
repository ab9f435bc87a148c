import type { Db } from '../../db/client';
import { releaseEndedHolds } from './holdRepository';

/**
 * The hold job: at start and then every minute, approves the conversions whose hold has ended.
 * Its state is the conversions themselves (status OnHold, hold_until), so a restart loses nothing
 * and several app processes may run it (rows are claimed with SKIP LOCKED).
 */
export function startHoldJob(db: Db, options: { now: () => Date; intervalMs?: number }) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = releaseEndedHolds(db, options.now()).catch((error: unknown) => {
      console.error('Hold job failed:', error instanceof Error ? error.message : error);
    });
    return running;
  };
  const first = run();
  const timer = setInterval(() => void run(), options.intervalMs ?? 60_000);
  timer.unref();
  return {
    ready: first,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
