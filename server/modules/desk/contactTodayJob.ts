import type { Db } from '../../db/client';
import { startPeriodicJob } from '../../periodicJob';
import { runMorningList } from './contactTodayRepository';

/**
 * The contact-today morning job: at start and then every 15 minutes it computes the workspace-local
 * day's list once the morning hour has come, unless a run finished that day. The day's rows and its
 * run mark are written in one transaction under the list's unique key, so a run killed half-way
 * leaves nothing and the next one, or several app processes at once, write nothing twice.
 */
export function startContactTodayJob(db: Db, options: { now: () => Date; intervalMs?: number }) {
  return startPeriodicJob('Contact-today job', options.intervalMs ?? 900_000, () => runMorningList(db, options.now()));
}
