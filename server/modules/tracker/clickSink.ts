import type { Db } from '../../db/client';
import type { ClickRecord } from './clickRecord';
import { writeClicks } from './clickStore';

/** Where the tracker hands a click after answering: the database in batches, or NATS JetStream. */
export interface ClickSink {
  push(record: ClickRecord): void;
  /** resolves when every click pushed so far is written (or published) */
  flush(): Promise<void>;
  stop(): Promise<void>;
  /**
   * true when a flushed click is only handed on (NATS) and another process writes it a moment
   * later: a conversion for a click id not yet in the database waits briefly for it
   */
  writesLater?: boolean;
}

export interface BatchOptions {
  /** write at most this often while clicks keep coming */
  intervalMs?: number;
  maxBatch?: number;
  /** clicks kept while the database is unreachable; beyond it the oldest are dropped and logged */
  maxPending?: number;
}

/**
 * The single-process writer: clicks queue in memory and are written in batches, one batch at a
 * time, every `intervalMs` or as soon as `maxBatch` wait. A failed write keeps its clicks queued
 * and is retried on the next turn.
 */
export function createBatchSink(db: Db, { intervalMs = 200, maxBatch = 2000, maxPending = 200_000 }: BatchOptions = {}): ClickSink {
  let pending: ClickRecord[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const schedule = (delay: number) => {
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void drain();
    }, delay);
  };

  async function writeOnce(): Promise<boolean> {
    const batch = pending.slice(0, maxBatch);
    try {
      await writeClicks(db, batch);
      pending = pending.slice(batch.length);
      return true;
    } catch (error) {
      console.error('Writing clicks failed; retrying:', error instanceof Error ? error.message : error);
      return false;
    }
  }

  function drain(): Promise<void> {
    running ??= (async () => {
      try {
        while (pending.length) if (!(await writeOnce())) break;
      } finally {
        running = null;
        if (pending.length) schedule(Math.max(intervalMs, 500));
      }
    })();
    return running;
  }

  return {
    push(record) {
      pending.push(record);
      if (pending.length > maxPending) {
        const dropped = pending.splice(0, pending.length - maxPending);
        console.error(`Click queue full: ${dropped.length} clicks dropped.`);
      }
      if (pending.length >= maxBatch && !running) void drain();
      else schedule(intervalMs);
    },
    async flush() {
      for (let attempt = 0; pending.length && attempt < 20; attempt++) {
        if (timer) clearTimeout(timer);
        timer = null;
        await (running ?? drain());
      }
    },
    async stop() {
      await this.flush();
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
