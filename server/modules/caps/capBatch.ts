import type { Db } from '../../db/client';
import { takeCapBatch, type CapUnit } from './capTake';

interface Waiting {
  units: readonly CapUnit[];
  at: Date;
  resolve: (taken: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for clicks caps, as the click sink does for clicks (tracker/clickSink.ts): the
 * clicks that ask for cap units while a batch is being taken (or in the same turn of the event
 * loop) are taken together in the next one, in one transaction, so a busy tracker pays a
 * transaction per batch rather than per click. One batch at a time per tracker; batches of other
 * processes wait on the same counter rows, which keeps every cap exact.
 */
export function createCapBatcher(db: Db, maxBatch = 1000) {
  let queue: Waiting[] = [];
  let running: Promise<void> | null = null;
  let scheduled = false;

  function start() {
    if (running || !queue.length) return;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    const at = batch[batch.length - 1]!.at;
    const requests = batch.map((w) => w.units);
    // one counter: its one statement is the whole take; more, and units may have to go back
    const counters = new Set(requests.flatMap((units) => units.map((u) => `${u.cap.id}|${u.window}`)));
    running = (counters.size === 1 ? takeCapBatch(db, requests, at) : db.transaction((tx) => takeCapBatch(tx, requests, at)))
      .then(
        (answers) => batch.forEach((w, i) => w.resolve(answers[i]!)),
        (error: unknown) => batch.forEach((w) => w.reject(error)),
      )
      .finally(() => {
        running = null;
        start();
      });
  }

  return {
    /** Whether the click got a unit of every cap in `units` (all or none). */
    take(units: readonly CapUnit[], at: Date): Promise<boolean> {
      return new Promise((resolve, reject) => {
        queue.push({ units, at, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(() => {
            scheduled = false;
            start();
          });
        }
      });
    },
  };
}
