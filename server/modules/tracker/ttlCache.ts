/**
 * A small read-through cache with expiry, one per tracker (never module state): the hot path
 * reads domains, offers and affiliates from memory and the database at most once per key and
 * `ttlMs`. Concurrent misses share one load; a failed load is not kept. Bounded: when full it
 * starts over rather than grow with every random host or id a visitor sends.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
