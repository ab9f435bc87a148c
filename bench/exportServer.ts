import { serve } from '@hono/node-server';
import { readFile } from 'node:fs/promises';
import { createApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

/**
 * The app served over HTTP in a process of its own, as production serves it, for bench/exportHeap.ts:
 * it opens the bench's filled database (EXPORT_BENCH_DATABASE_URL, or the PGlite dump at
 * EXPORT_BENCH_PGLITE_DUMP) and answers its port. On `baseline` it collects fully (node runs with
 * --expose-gc), takes heapUsed and samples it every 20 ms; on `done` it answers the baseline and the
 * peak, and exits. Only what a request allocates in this process is measured, none of the bench's own.
 */
async function main() {
  const url = process.env.EXPORT_BENCH_DATABASE_URL;
  const dump = process.env.EXPORT_BENCH_PGLITE_DUMP;
  const database = await openDatabase(url ? { databaseUrl: url } : { loadDataDir: new Blob([await readFile(dump!)]) });
  const app = createApp({ db: database.db, config: readConfig({ SEED: 'none' }), now: () => new Date(), clientIp: () => '127.0.0.1' });
  const send = (message: object, then?: () => void) => process.send!(message, undefined, {}, () => then?.());
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => send({ port: info.port }));
  const heap = { baseline: 0, peak: 0 };
  let sampler: NodeJS.Timeout | undefined;
  process.on('message', (message: string) => {
    if (message === 'baseline') {
      global.gc!();
      heap.baseline = heap.peak = process.memoryUsage().heapUsed;
      sampler = setInterval(() => (heap.peak = Math.max(heap.peak, process.memoryUsage().heapUsed)), 20);
      send({ baseline: heap.baseline });
    } else if (message === 'done') {
      clearInterval(sampler);
      heap.peak = Math.max(heap.peak, process.memoryUsage().heapUsed);
      send({ ...heap }, () => void database.close().finally(() => process.exit(0)));
    }
  });
}

main().catch((error: unknown) => {
  console.error('The export server failed:', error);
  process.exit(1);
});
