/** p50/p95 of a list of milliseconds. */
export function percentiles(samples: number[]): { p50: number; p95: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), n: sorted.length };
}

export const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
