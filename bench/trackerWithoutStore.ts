import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import type { ClickSink } from '../server/modules/tracker/clickSink';
import { serveWithClicks } from '../server/modules/tracker/nodeListener';
import { createTrackerApp } from '../server/modules/tracker/trackerRoutes';
import { createTracker } from '../server/modules/tracker/tracker';
import { SAFE } from '../domain/quality/trafficQuality';

/**
 * The tracker of `npm run start:tracker` with a click sink that keeps nothing (bench/tracker.ts):
 * its HTTP and click handling alone, to tell the tracker's own cost from the database's. Reads
 * offers, affiliates and domains from the seeded PGlite at DATA_DIR; not a way to run a tracker.
 */
async function main() {
  const config = readConfig();
  const database = await openDatabase({ dataDir: config.dataDir });
  const sink: ClickSink = { write: async () => {}, flush: async () => {}, stop: async () => {} };
  // GET /click takes Node's fast path, which reads the visitor's address itself
  const tracker = createTracker({ db: database.db, config, now: () => new Date(), clientIp: () => '', sink });
  // BENCH_WITHOUT_QUALITY: every click Safe without being judged, the tracker as it was before traffic quality
  if (process.env.BENCH_WITHOUT_QUALITY) tracker.quality = { judge: () => SAFE, warm: () => {}, clear: () => {} };
  tracker.quality.warm();
  const server = serveWithClicks(createTrackerApp(tracker), tracker, config, (port) => console.log(`Tracker listening on ${port}`));
  process.on('SIGTERM', () => server.close(() => void database.close().finally(() => process.exit(0))));
}

void main();
