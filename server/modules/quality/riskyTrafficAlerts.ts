import { sql } from 'drizzle-orm';
import { AlertKind } from '../../../domain/alerts/alertKinds';
import { TransactionStatus } from '../../../domain/enums/payout';
import { TrafficSafety } from '../../../domain/enums/report';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { raiseAlert } from '../alerts/alertRepository';
import { startPeriodicJob } from '../../periodicJob';
import { readFraudSettings, readWorkspaceFeatures } from '../settings/settingsRepository';

/** The window an affiliate's Risky share is measured over, and the least time between two of their alerts. */
export const RISKY_WINDOW_MS = 24 * 3_600_000;

interface Share {
  affiliate_id: number;
  name: string;
  clicks: number;
  risky_clicks: number;
  conversions: number;
  risky_conversions: number;
}

/**
 * Raises the Risky traffic alert (spec 4 §5; docs/decisions/alerts.md) for every affiliate whose
 * share of Risky clicks, or of Risky conversions (voided ones left out), over the last 24 hours is
 * at least the admin's `risky_alert_percent`, with at least `risky_alert_min_clicks` clicks or
 * `risky_alert_min_conversions` conversions behind the share; at most once an affiliate in 24
 * hours (a read alert is not raised again the next run). Only while `fraud_detection` is on.
 * Affiliates without a Risky record in the window cost nothing: the partial Risky indexes find the
 * candidates, whose totals are counted after. Answers the affiliates alerted and who got a new alert.
 */
export async function raiseRiskyTrafficAlerts(db: Db, now: Date): Promise<{ affiliates: number[]; recipients: number[] }> {
  const none = { affiliates: [], recipients: [] };
  if (!(await readWorkspaceFeatures(db)).includes('fraud_detection')) return none;
  const settings = await readFraudSettings(db);
  const [since, until] = [new Date(now.getTime() - RISKY_WINDOW_MS).toISOString(), now.toISOString()];
  const risky = TrafficSafety.Risky;
  const shares = rowsOf<Share>(
    await db.execute(sql`
      WITH rc AS (
        SELECT affiliate_id, count(*)::int AS n FROM clicks
        WHERE traffic_safety = ${risky} AND clicked_at >= ${since}::timestamptz AND clicked_at <= ${until}::timestamptz AND affiliate_id IS NOT NULL GROUP BY affiliate_id
      ), rv AS (
        SELECT affiliate_id, count(*)::int AS n FROM conversions
        WHERE traffic_safety = ${risky} AND created_at >= ${since}::timestamptz AND created_at <= ${until}::timestamptz
          AND transaction_status <> ${TransactionStatus.Voided} GROUP BY affiliate_id
      ), candidates AS (SELECT affiliate_id FROM rc UNION SELECT affiliate_id FROM rv)
      SELECT c.affiliate_id::int AS affiliate_id, COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.email) AS name,
        COALESCE(rc.n, 0) AS risky_clicks, COALESCE(rv.n, 0) AS risky_conversions,
        (SELECT count(*)::int FROM clicks k WHERE k.affiliate_id = c.affiliate_id AND k.clicked_at >= ${since}::timestamptz AND k.clicked_at <= ${until}::timestamptz) AS clicks,
        (SELECT count(*)::int FROM conversions v WHERE v.affiliate_id = c.affiliate_id AND v.created_at >= ${since}::timestamptz AND v.created_at <= ${until}::timestamptz
          AND v.transaction_status <> ${TransactionStatus.Voided}) AS conversions
      FROM candidates c JOIN users u ON u.id = c.affiliate_id
      LEFT JOIN rc ON rc.affiliate_id = c.affiliate_id LEFT JOIN rv ON rv.affiliate_id = c.affiliate_id
      WHERE NOT EXISTS (SELECT 1 FROM alerts a WHERE a.kind = ${AlertKind.RiskyTraffic} AND a.subject = 'affiliate:' || c.affiliate_id AND a.created_at > ${since}::timestamptz)
      ORDER BY c.affiliate_id`),
  );
  const over = (risky: number, total: number, least: number) => total >= least && risky * 100 >= settings.risky_alert_percent * total;
  const affiliates: number[] = [];
  const recipients = new Set<number>();
  for (const s of shares) {
    const byConversions = over(s.risky_conversions, s.conversions, settings.risky_alert_min_conversions);
    if (!byConversions && !over(s.risky_clicks, s.clicks, settings.risky_alert_min_clicks)) continue;
    // where to look: their Risky conversions, or their clicks in the click log
    const link = byConversions
      ? `/conversions?filter=${encodeURIComponent(JSON.stringify({ affiliate_id: s.affiliate_id, traffic_safety: risky }))}`
      : `/click-log?filter=${encodeURIComponent(JSON.stringify({ affiliate_id: s.affiliate_id }))}`;
    const raised = await raiseAlert(db, { kind: AlertKind.RiskyTraffic, subject: `affiliate:${s.affiliate_id}`, name: `${s.name} (#${s.affiliate_id})`, link, affiliateId: s.affiliate_id }, { now });
    affiliates.push(s.affiliate_id);
    for (const id of raised) recipients.add(id);
  }
  return { affiliates, recipients: [...recipients] };
}

/**
 * The Risky traffic job: at start and then every 10 minutes. Its state is the alerts themselves
 * (one an affiliate in 24 hours), so a restart or several app processes raise nothing twice (the
 * unread alert's unique index stops a concurrent second one).
 */
export function startRiskyTrafficJob(db: Db, options: { now: () => Date; intervalMs?: number }) {
  return startPeriodicJob('Risky traffic job', options.intervalMs ?? 600_000, () => raiseRiskyTrafficAlerts(db, options.now()));
}
