import { serve } from '@hono/node-server';
import { mkdirSync } from 'node:fs';
import { createApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed';
import { clientIpResolver } from './http/clientIp';
import { mailSenderFor } from './mail/sender';
import { serveWebApp } from './static';

async function main() {
  const config = readConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  if (config.seed === 'demo' && (await seedDemo(database.db, { trafficEvents: config.seedEvents }))) console.log('Seeded the demo workspace.');

  const app = createApp({ db: database.db, config, now: () => new Date(), clientIp: clientIpResolver(config) });
  serveWebApp(app, config.staticDir);
  // delivers the outbox through SMTP_URL in the background; requests only queue rows
  const mailSender = mailSenderFor(database, config);
  mailSender?.start();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) =>
    console.log(`Listening on http://localhost:${info.port} (${database.kind === 'pg' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`),
  );
  const stop = () => {
    server.close(() => void (mailSender?.stop() ?? Promise.resolve()).then(() => database.close()).finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
