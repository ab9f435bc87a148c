import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createBatchSink, type ClickSink } from './clickSink';
import { createNatsSink, startClickConsumer } from './natsClicks';
import { startPartitionJob } from './partitions';
import { retireClickMonth, type ClickMonth } from '../archives/clickArchives';

/**
 * The tracker's moving parts in a process: the click sink (JetStream with NATS_URL, else the
 * process's batch writer), the JetStream writer and click retention when `writer` (the app
 * process), and the partition job. `stop` flushes every click taken before it.
 */
export async function startTrackerRuntime(db: Db, config: Config, options: { writer: boolean; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  // not awaited: until this month's partition exists, clicks land in the default partition and
  // move into it when it is created, so the server need not wait for the DDL to listen
  // retention is the app process's (it owns ARCHIVE_DIR): a month past it is archived first while the archives feature is on
  const retention = options.writer ? { days: config.clickRetentionDays, retire: (month: ClickMonth) => retireClickMonth(db, config.archiveDir, month, now()) } : undefined;
  const partitions = startPartitionJob(db, { now, retention });
  const local = createBatchSink(db);
  const sink: ClickSink = config.natsUrl ? await createNatsSink(config.natsUrl, local) : local;
  const consumer = config.natsUrl && options.writer ? await startClickConsumer(db, config.natsUrl) : null;
  return {
    sink,
    async stop() {
      partitions.stop();
      await partitions.ready;
      await sink.stop();
      await consumer?.stop();
    },
  };
}
