import { dashboardTimings, type BenchDatabase } from './dashboard';

const pad = (s: string, n: number) => s.padEnd(n);
const ms = (v: number) => v.toFixed(1).padStart(7);

/**
 * Prints every dashboard call's p50/p95 beside the plain GROUP BY's, per period (goal line
 * included), on PGlite and then on PostgreSQL (skipped when it is not reachable).
 * BENCH_EVENTS sets the number of events (default 1 000 000).
 */
export async function printDashboardTimings(events = Number(process.env.BENCH_EVENTS ?? 1_000_000)): Promise<void> {
  await printOn(events, 'PGlite');
  try {
    await printOn(events, 'PostgreSQL');
  } catch (error) {
    console.log(`dashboard on PostgreSQL: skipped (${(error as Error).message})`);
  }
}

async function printOn(events: number, kind: BenchDatabase): Promise<void> {
  const run = await dashboardTimings(events, kind);
  console.log(`dashboard @${events.toLocaleString('en')} events (${kind}, admin in ${run.timeZone}; seeded in ${run.seedSeconds.toFixed(1)} s)`);
  console.log(`  (goal: 1-year p95 < 50 ms and at least 20× faster than the plain GROUP BY over the raw events)`);
  console.log(`  ${pad('call', 30)} ${pad('period', 8)}  api p50  api p95  raw p50  raw p95  raw p50 / api p95`);
  for (const r of run.results) {
    console.log(`  ${pad(r.path, 30)} ${pad(r.range, 8)} ${ms(r.api.p50)}  ${ms(r.api.p95)}  ${ms(r.raw.p50)}  ${ms(r.raw.p95)}  ${(r.raw.p50 / r.api.p95).toFixed(1).padStart(6)}×`);
  }
}
