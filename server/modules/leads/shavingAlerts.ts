import { sql } from 'drizzle-orm';
import { AlertKind } from '../../../domain/alerts/alertKinds';
import { DECLINE_WATCH, DECLINING_GROUPS, declineEvidence, declinesFlagged, ftdDropEvidence, ftdRateDropped, SHAVING_WATCH, type DeclineWindow, type FtdWindows } from '../../../domain/leads/shavingWatch';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { startPeriodicJob } from '../../periodicJob';
import { raiseAlert } from '../alerts/alertRepository';

const DAY_MS = 86_400_000;

/** Raises `kind` for each flagged integration, its evidence as the alert's name; answers their ids. */
async function raiseForIntegrations(db: Db, now: Date, kind: AlertKind, flagged: { id: number; evidence: string }[]): Promise<number[]> {
  for (const f of flagged) await raiseAlert(db, { kind, subject: `integration:${f.id}`, name: f.evidence, link: `/broker-integrations/${f.id}` }, { now });
  return flagged.map((f) => f.id);
}

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
  return raiseForIntegrations(db, now, AlertKind.BrokerFtdDrop, windows.filter((w) => ftdRateDropped(w)).map((w) => ({ id: w.integration_id, evidence: ftdDropEvidence(w.name, w) })));
}

interface IntegrationDeclines extends DeclineWindow {
  integration_id: number;
  name: string;
}

/**
 * Raises `broker_leads_declined` (the shaving watch's lead side; domain/leads/shavingWatch.ts) for
 * every integration that, by the statuses received in the last day, declined enough leads within a
 * day of accepting them or took a deposit back (a status of another group after an `ftd`), at most
 * once an integration a day. Refused statuses (past the look-back) are not evidence. Answers the
 * integrations alerted.
 */
export async function raiseDeclineAlerts(db: Db, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - DECLINE_WATCH.windowHours * 3_600_000).toISOString();
  const until = now.toISOString();
  const soon = `${DECLINE_WATCH.soonHours} hours`;
  const declining = sql.join(DECLINING_GROUPS.map((g) => sql`${g}`), sql`, `);
  const windows = rowsOf<IntegrationDeclines>(
    await db.execute(sql`
      WITH s AS (
        SELECT id, lead_id, integration_id, status_group, received_at FROM lead_statuses
        WHERE received_at >= ${since}::timestamptz AND received_at < ${until}::timestamptz AND refusal IS NULL AND integration_id IS NOT NULL
      ), declined AS (
        SELECT s.integration_id, count(DISTINCT s.lead_id)::int AS n FROM s JOIN leads l ON l.id = s.lead_id
        WHERE s.status_group IN (${declining}) AND l.accepted_at IS NOT NULL AND s.received_at <= l.accepted_at + ${soon}::interval
        GROUP BY s.integration_id
      ), taken_back AS (
        SELECT s.integration_id, count(DISTINCT s.lead_id)::int AS n FROM s
        WHERE s.status_group IS NOT NULL AND s.status_group <> 'ftd'
          AND EXISTS (SELECT 1 FROM lead_statuses p WHERE p.lead_id = s.lead_id AND p.status_group = 'ftd' AND p.refusal IS NULL AND p.id < s.id)
        GROUP BY s.integration_id
      ), candidates AS (SELECT integration_id FROM declined UNION SELECT integration_id FROM taken_back)
      SELECT c.integration_id::int AS integration_id, i.name,
        (SELECT count(*)::int FROM leads l WHERE l.integration_id = c.integration_id AND l.accepted_at >= ${since}::timestamptz AND l.accepted_at < ${until}::timestamptz) AS accepted,
        COALESCE(d.n, 0) AS "declinedSoon", COALESCE(t.n, 0) AS "ftdTakenBack"
      FROM candidates c JOIN broker_integrations i ON i.id = c.integration_id
      LEFT JOIN declined d ON d.integration_id = c.integration_id LEFT JOIN taken_back t ON t.integration_id = c.integration_id
      WHERE NOT EXISTS (SELECT 1 FROM alerts a WHERE a.kind = ${AlertKind.BrokerLeadsDeclined} AND a.subject = 'integration:' || c.integration_id
        AND a.created_at > ${since}::timestamptz)
      ORDER BY c.integration_id`),
  );
  return raiseForIntegrations(db, now, AlertKind.BrokerLeadsDeclined, windows.filter((w) => declinesFlagged(w)).map((w) => ({ id: w.integration_id, evidence: declineEvidence(w.name, w) })));
}

/** The shaving watch, both sides: at start and every hour. */
export function startShavingWatch(db: Db, options: { now: () => Date; intervalMs?: number }) {
  return startPeriodicJob('Shaving watch', options.intervalMs ?? 3_600_000, async () => {
    await raiseFtdDropAlerts(db, options.now());
    await raiseDeclineAlerts(db, options.now());
  });
}
