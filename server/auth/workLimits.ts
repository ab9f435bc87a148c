/** A limit on the jobs running at once under one key (an account, an address). */
export interface WorkSlot {
  key: string;
  max: number;
}

export interface WorkLimits {
  /** Runs the job once every slot has room; jobs waiting on a key start in the order they came. */
  run<T>(slots: WorkSlot[], job: () => Promise<T>): Promise<T>;
}

/**
 * Limits concurrent work per key: the password check (scrypt, 128 MB and about a third of a
 * second on one of libuv's four threads) runs one at a time per account and per address, so a
 * flood at one account or from one address holds at most that many threads and other accounts'
 * sign-ins are not queued behind it. Per app (made by createApp, held in Deps), never module
 * state. Slots are taken in key order, so two jobs never wait on each other in a circle.
 */
export function createWorkLimits(): WorkLimits {
  const keys = new Map<string, { running: number; waiting: (() => void)[] }>();

  const acquire = (slot: WorkSlot): Promise<void> | undefined => {
    const entry = keys.get(slot.key) ?? { running: 0, waiting: [] };
    keys.set(slot.key, entry);
    if (entry.running < slot.max) {
      entry.running++;
      return undefined;
    }
    // the releasing job hands its place over: `running` stays as it is
    return new Promise<void>((resolve) => entry.waiting.push(resolve));
  };

  const release = (key: string) => {
    const entry = keys.get(key);
    if (!entry) return;
    const next = entry.waiting.shift();
    if (next) next();
    else if (--entry.running === 0) keys.delete(key);
  };

  return {
    async run(slots, job) {
      const ordered = [...new Map(slots.map((s) => [s.key, s])).values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const taken: string[] = [];
      try {
        for (const slot of ordered) {
          await acquire(slot);
          taken.push(slot.key);
        }
        return await job();
      } finally {
        for (const key of taken) release(key);
      }
    },
  };
}
