import { mkdirSync } from 'node:fs';
import { createApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed';
import { firstAdminAtStart } from './auth/firstAdmin';
import { clientIpResolver } from './http/clientIp';
import { mailSenderFor } from './mail/sender';
import { createTracker } from './modules/tracker/tracker';
import { serveWithClicks } from './modules/tracker/nodeListener';
import { startTrackerRuntime } from './modules/tracker/runtime';
import { serveWebApp } from './static';
import { startPostbackDelivery } from './modules/postbacks/delivery';
import { startWebhookDelivery } from './modules/webhooks/webhookDelivery';
import { startBillingJob } from './modules/billing/closeJob';
import { startHoldJob } from './modules/conversions/holdJob';
import { startCrgJob } from './modules/crg/crgJob';
import { startAdvertiserOverdueJob } from './modules/advertiserBilling/overdueJob';
import { startPushRecovery } from './modules/leads/pushRecovery';
import { startReinjectionJob } from './modules/leads/reinjection';
import { startStatusPullJob } from './modules/leads/statusPull';
import { startRiskyTrafficJob } from './modules/quality/riskyTrafficAlerts';
import { startShavingWatch } from './modules/leads/shavingAlerts';
import { startContactTodayJob } from './modules/desk/contactTodayJob';
import { startRateSourceJob } from './modules/currencies/rateSource';
import { startAutomationJob } from './modules/automation/automationJob';
import { createAlertNotifier } from './modules/alerts/alertNotifier';
import { createOutgoingAgents } from './net/outgoingAgents';
import { startAlertDigestJob } from './modules/alerts/alertDigest';
import { startArchiveJob } from './modules/archives/archiveJob';

async function main() {
  const config = readConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  if (config.seed === 'demo' && (await seedDemo(database.db, { trafficEvents: config.seedEvents, historyClicks: config.seedClicks, port: config.port }))) console.log('Seeded the demo workspace.');
  const adminNote = await firstAdminAtStart(database.db, config, new Date());
  if (adminNote) console.log(adminNote);

  const clientIp = clientIpResolver(config);
  // with NATS_URL this process is also the one writer of the clicks every tracker publishes
  const tracking = await startTrackerRuntime(database.db, config, { writer: true });
  const tracker = createTracker({ db: database.db, config, now: () => new Date(), clientIp, sink: tracking.sink });
  tracker.quality.warm();
  // the open alert streams of this process (GET /api/{role}/alerts/stream): closed first at shutdown
  const alertNotifier = createAlertNotifier();
  // connections to brokers kept open between pushes, status pulls and recovery: one set for the app and its jobs
  const outgoing = createOutgoingAgents();
  const deps = { db: database.db, config, now: () => new Date(), clientIp, alertNotifier, outgoing };
  const app = createApp(deps, { tracker });
  serveWebApp(app, config.staticDir);
  // delivers the outbox through SMTP_URL in the background; requests only queue rows
  const mailSender = mailSenderFor(database, config);
  mailSender?.start();
  // affiliate postbacks waiting in the database (retries survive a restart); several app processes share the queue
  const postbacks = startPostbackDelivery(database.db, { now: () => new Date(), allowPrivate: config.outgoingAllowPrivate, timeoutMs: config.outgoingTimeoutMs });
  // webhook deliveries the triggers queued with each change; several app processes share the queue
  const webhooks = startWebhookDelivery(database.db, { now: () => new Date(), allowPrivate: config.outgoingAllowPrivate, timeoutMs: config.outgoingTimeoutMs });
  // billing periods close by payment terms; the job is idempotent, so several app processes may run it
  const billing = startBillingJob(database.db, { now: () => new Date() });
  // held conversions are approved when their hold ends; the state is in the conversions, so a restart loses nothing
  const holds = startHoldJob(database.db, { now: () => new Date() });
  // CRG cohorts close hourly once their settle days have passed; the closed cohorts are the state, so a restart closes nothing twice
  const crg = startCrgJob(database.db, { now: () => new Date() });
  // an advertiser invoice past its due date raises an alert for the admins; an unread one is not raised twice
  const overdue = startAdvertiserOverdueJob(database.db, { now: () => new Date() });
  // lead push tries left pending by a stopped process are sent again with their idempotency key
  const pushes = startPushRecovery(deps);
  // leads no integration took are offered again on their flow's schedule
  const reinjection = startReinjectionJob(deps);
  // brokers' statuses of accepted leads are pulled from integrations with a status endpoint, each on its own interval
  const statusPull = startStatusPullJob(deps);
  // an affiliate's Risky share over the admin's threshold raises an alert; the state is the alerts, so a restart raises nothing twice
  const risky = startRiskyTrafficJob(database.db, { now: () => new Date() });
  // a broker whose FTD rate falls far under its own norm raises an alert, once a week at most
  const shaving = startShavingWatch(database.db, { now: () => new Date() });
  // the managers' call list of the workspace-local day, each morning; the day's rows and its run mark commit together, so a restart writes nothing twice
  const contactToday = startContactTodayJob(database.db, { now: () => new Date() });
  // with CURRENCY_RATES_URL, the rates file is read at start and every few hours; reading a file again changes nothing
  const rateSource = startRateSourceJob(database.db, config);
  // automation rules, each once an hour; a rule's run row and its actions commit together, so a restart acts nothing twice
  const automation = startAutomationJob(database.db, { now: () => new Date() });
  // alerts the hour's e-mail limit held back go in one digest per recipient after the hour; the digest and the alerts' marks commit together
  const alertDigest = startAlertDigestJob(database.db, { now: () => new Date() });
  // leads and logs past their retention go to archive files daily (feature archives); the archives table is the state
  const archiveJob = startArchiveJob(database.db, config, { now: () => new Date() });

  const server = serveWithClicks(app, tracker, config, (port) =>
    console.log(`Listening on http://localhost:${port} (${database.kind === 'pg' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`),
  );
  const stop = () => {
    alertNotifier.close();
    server.close(
      () =>
        void Promise.all([mailSender?.stop(), tracking.stop(), postbacks.stop(), webhooks.stop(), billing.stop(), holds.stop(), crg.stop(), overdue.stop(), pushes.stop(), reinjection.stop(), statusPull.stop(), risky.stop(), shaving.stop(), contactToday.stop(), rateSource.stop(), automation.stop(), alertDigest.stop(), archiveJob.stop()])
          .then(() => {
            outgoing.close();
            return database.close();
          })
          .finally(() => process.exit(0)),
    );
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
