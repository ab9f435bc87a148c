import type { Db } from '../../db/client';
import type { ClickRecord } from './clickRecord';
import { preparedClickWriter } from './clickStore';

/** Where the tracker hands a click before answering: the database in batches, or NATS JetStream. */
export interface ClickSink {
  /**
   * Resolves once the click is durable (committed, or acknowledged by JetStream) and rejects when
   * it could not be made so: the tracker answers only after it resolves.
   */
  write(record: ClickRecord): Promise<void>;
  /** resolves when every click written so far is settled */
  flush(): Promise<void>;
  stop(): Promise<void>;
  /**
   * true when a durable click is only handed on (NATS) and another process writes it a moment
   * later: a conversion for a click id not yet in the database waits briefly for it
   */
  writesLater?: boolean;
}

export interface BatchOptions {
  maxBatch?: number;
  /** writes a batch of records: the database by default, a test's failing writer otherwise */
  write?: (records: readonly ClickRecord[]) => Promise<unknown>;
}

interface Waiting {
  record: ClickRecord;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: the clicks that arrive while a batch is being written (or in the same turn of
 * the event loop) are written together in the next one, in one transaction, and each is answered
 * when its batch commits, so a busy tracker pays for a commit per batch rather than per click and
 * never answers a click that is not stored. One batch at a time: batches add to the same rollup
 * rows, so overlapping ones would only wait for each other's locks, and each sees the clicks
 * before it when it decides is_unique. A failed batch rejects each of its clicks.
 */
export function createBatchSink(db: Db, { maxBatch = 1000, write = preparedClickWriter(db) }: BatchOptions = {}): ClickSink {
  let queue: Waiting[] = [];
  let running: Promise<void> | null = null;
  let scheduled = false;
  let stopped = false;

  function start() {
    if (running || !queue.length) return;
    const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
    queue = queue.length <= maxBatch ? [] : queue.slice(maxBatch);
    running = write(batch.map((w) => w.record))
      .then(
        () => batch.forEach((w) => w.resolve()),
        (error: unknown) => {
          console.error(`Writing ${batch.length} clicks failed:`, error instanceof Error ? error.message : error);
          batch.forEach((w) => w.reject(error));
        },
      )
      .finally(() => {
        running = null;
        start();
      });
  }

  return {
    write(record) {
      if (stopped) return Promise.reject(new Error('the click writer has stopped'));
      return new Promise((resolve, reject) => {
        queue.push({ record, resolve, reject });
        // every request read in this turn of the event loop joins the batch
        if (!scheduled) {
          scheduled = true;
          setImmediate(() => {
            scheduled = false;
            start();
          });
        }
      });
    },
    async flush() {
      start();
      while (running) {
        await running;
        start();
      }
    },
    async stop() {
      await this.flush();
      stopped = true;
    },
  };
}
