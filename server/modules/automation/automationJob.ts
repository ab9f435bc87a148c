import type { Db } from '../../db/client';
import { startPeriodicJob } from '../../periodicJob';
import { runDueRules } from './automationRun';

/**
 * The automation rules job: at start and then every 10 minutes it runs each active rule once for
 * the current hour. A rule's run row and its actions commit in one transaction under the run's
 * unique (rule, hour) key, so a restart, a run killed half-way or several app processes act once.
 */
export function startAutomationJob(db: Db, options: { now: () => Date; intervalMs?: number }) {
  return startPeriodicJob('Automation rules job', options.intervalMs ?? 600_000, () => runDueRules(db, options.now()));
}
