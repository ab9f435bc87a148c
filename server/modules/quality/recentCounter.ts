/**
 * Counts events per key within a window, in memory, one per tracker (never module state), so "how
 * many clicks from this address lately" needs no database round trip. Each key holds when its
 * window opened and how many events it has seen since: O(1) a hit. The window opens at a key's
 * first event and a new one at the first event after it ends, so a burst that straddles two windows
 * is counted in part (docs/decisions/traffic-quality.md). Bounded: when `maxKeys` keys are held it
 * starts over, as TtlCache does, so a flood of distinct addresses cannot grow it without end.
 */
export class RecentCounter {
  private readonly windows = new Map<string, { opened: number; count: number }>();

  constructor(private readonly maxKeys = 200_000) {}

  /** Records an event of `key` at `now` and answers how many it had in its window of `windowMs`, this one included. */
  hit(key: string, now: number, windowMs: number): number {
    const w = this.windows.get(key);
    if (w && now - w.opened < windowMs && now >= w.opened) return ++w.count;
    if (w) {
      w.opened = now;
      w.count = 1;
      return 1;
    }
    if (this.windows.size >= this.maxKeys) this.windows.clear();
    this.windows.set(key, { opened: now, count: 1 });
    return 1;
  }

  clear(): void {
    this.windows.clear();
  }
}
