import { sql } from 'drizzle-orm';
import { AlertKind } from '../../../domain/alerts/alertKinds';
import { ftdDropEvidence, ftdRateDropped, SHAVING_WATCH, type FtdWindows } from '../../../domain/leads/shavingWatch';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { startPeriodicJob } from '../../periodicJob';
import { raiseAlert } from '../alerts/alertRepository';

const DAY_MS = 86_400_000;

interface IntegrationWindows extends FtdWindows {
  integration_id: number;
  name: string;
}

/**
 * Raises `broker_ftd_drop` (the shaving watch, spec 4 §2; domain/leads/shavingWatch.ts) for every
 * broker integration whose FTD rate over the last 7 days fell under half its own norm of the 28
 * days before, at most once an integration a week (the alerts are the job's state: a restart or a
 * second process raises nothing twice). Answers the integrations alerted.
 */
export async function raiseFtdDropAlerts(db: Db, now: Date): Promise<number[]> {
  const recentFrom = new Date(now.getTime() - SHAVING_WATCH.recentDays * DAY_MS).toISOString();
  const normFrom = new Date(now.getTime() - (SHAVING_WATCH.recentDays + SHAVING_WATCH.normDays) * DAY_MS).toISOString();
  const until = now.toISOString();
  const windows = rowsOf<IntegrationWindows>(
    await db.execute(sql`
      SELECT i.id::int AS integration_id, i.name,
        count(*) FILTER (WHERE l.accepted_at >= ${recentFrom}::timestamptz AND l.accepted_at < ${until}::timestamptz)::int AS "recentAccepted",
        count(*) FILTER (WHERE l.ftd_at >= ${recentFrom}::timestamptz AND l.ftd_at < ${until}::timestamptz)::int AS "recentFtds",
        count(*) FILTER (WHERE l.accepted_at >= ${normFrom}::timestamptz AND l.accepted_at < ${recentFrom}::timestamptz)::int AS "normAccepted",
        count(*) FILTER (WHERE l.ftd_at >= ${normFrom}::timestamptz AND l.ftd_at < ${recentFrom}::timestamptz)::int AS "normFtds"
      FROM leads l JOIN broker_integrations i ON i.id = l.integration_id
      WHERE l.accepted_at >= ${normFrom}::timestamptz OR l.ftd_at >= ${normFrom}::timestamptz
      GROUP BY i.id, i.name
      HAVING NOT EXISTS (SELECT 1 FROM alerts a WHERE a.kind = ${AlertKind.BrokerFtdDrop} AND a.subject = 'integration:' || i.id
        AND a.created_at > ${recentFrom}::timestamptz)
      ORDER BY i.id`),
  );
  const alerted: number[] = [];
  for (const w of windows) {
    if (!ftdRateDropped(w)) continue;
    await raiseAlert(db, { kind: AlertKind.BrokerFtdDrop, subject: `integration:${w.integration_id}`, name: ftdDropEvidence(w.name, w), link: `/broker-integrations/${w.integration_id}` }, { now });
    alerted.push(w.integration_id);
  }
  return alerted;
}

/** The shaving watch: at start and every hour. */
export function startShavingWatch(db: Db, options: { now: () => Date; intervalMs?: number }) {
  return startPeriodicJob('Shaving watch', options.intervalMs ?? 3_600_000, () => raiseFtdDropAlerts(db, options.now()));
}
