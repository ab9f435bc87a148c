/**
 * Counts events per key within a sliding window, in memory, one per tracker (never module state):
 * each key keeps the times of its last `keep` events, so "how many in the last N minutes" needs no
 * database round trip. Bounded: when `maxKeys` keys are held it starts over, as TtlCache does, so
 * a flood of distinct addresses cannot grow it without end.
 */
export class RecentCounter {
  private readonly times = new Map<string, number[]>();

  constructor(
    private readonly keep = 64,
    private readonly maxKeys = 200_000,
  ) {}

  /** Records an event of `key` at `now` and answers how many it had within `windowMs`, this one included. */
  hit(key: string, now: number, windowMs: number): number {
    let list = this.times.get(key);
    if (!list) {
      if (this.times.size >= this.maxKeys) this.times.clear();
      list = [];
      this.times.set(key, list);
    }
    const since = now - windowMs;
    // the oldest first: drop those out of every window, and beyond what is kept
    let drop = 0;
    while (drop < list.length && list[drop]! <= since) drop++;
    if (drop) list.splice(0, drop);
    if (list.length >= this.keep) list.shift();
    list.push(now);
    return list.length;
  }

  clear(): void {
    this.times.clear();
  }
}
