import { mkdirSync } from 'node:fs';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { clientIpResolver } from './http/clientIp';
import type { Ctx } from './http/types';
import { serveWithClicks } from './modules/tracker/nodeListener';
import { createTrackerApp } from './modules/tracker/trackerRoutes';
import { startTrackerRuntime } from './modules/tracker/runtime';
import { createTracker } from './modules/tracker/tracker';

/**
 * `npm run start:tracker`: only the tracking paths, with the app's configuration. Behind a load
 * balancer several of these publish to NATS_URL and the app process writes; without NATS_URL
 * each writes its own clicks to DATABASE_URL.
 */
async function main() {
  const config = readConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const runtime = await startTrackerRuntime(database.db, config, { writer: false });
  const resolveIp = clientIpResolver(config);
  const tracker = createTracker({ db: database.db, config, now: () => new Date(), clientIp: (c) => resolveIp(c as Ctx), sink: runtime.sink });
  tracker.quality.warm();
  const app = createTrackerApp(tracker);
  const server = serveWithClicks(app, tracker, config, (port) =>
    console.log(`Tracker listening on http://localhost:${port}${config.natsUrl ? ' (clicks to NATS)' : ''}`),
  );
  const stop = () => {
    server.close(() => void runtime.stop().then(() => database.close()).finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Tracker failed to start:', error);
  process.exit(1);
});
