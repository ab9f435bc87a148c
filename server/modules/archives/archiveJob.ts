import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { startPeriodicJob } from '../../periodicJob';
import { retireRowMonths } from './rowArchives';

/**
 * The retention of leads and logs (the app process's: it owns ARCHIVE_DIR): at start and then
 * daily, every month past LEAD_RETENTION_DAYS or LOG_RETENTION_DAYS is archived while the
 * `archives` feature is on. The archives table is the state, so a restart archives nothing twice.
 */
export function startArchiveJob(db: Db, config: Pick<Config, 'archiveDir' | 'leadRetentionDays' | 'logRetentionDays'>, options: { now: () => Date; intervalMs?: number }) {
  return startPeriodicJob('Archive job', options.intervalMs ?? 86_400_000, () =>
    retireRowMonths(db, config.archiveDir, { leads: config.leadRetentionDays, logs: config.logRetentionDays }, options.now()),
  );
}
