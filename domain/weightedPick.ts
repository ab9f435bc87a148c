// Weighted random choice, shared by smart links (domain/smartLinks/pick.ts) and lead routing (domain/leads/routing.ts).

/** The index of one entry chosen by weight (`random()` in [0, 1)); -1 when none has a weight. */
export function pickByWeight(entries: readonly { weight: number }[], random: () => number): number {
  let total = 0;
  for (const e of entries) total += e.weight > 0 ? e.weight : 0;
  if (total <= 0) return -1;
  let point = random() * total;
  for (let i = 0; i < entries.length; i++) {
    const w = entries[i]!.weight;
    if (w <= 0) continue;
    if (point < w) return i;
    point -= w;
  }
  // floating point at the very top of the range: the last weighted entry
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i]!.weight > 0) return i;
  return -1;
}

/** A small seeded generator (mulberry32) for tests and benchmarks that need the same draws each run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
