import { sql, type SQL } from 'drizzle-orm';
import { AlertKind } from '../../../domain/alerts/alertKinds';
import { AutomationMetric, compares, PERIOD_HOURS, type AutomationAction } from '../../../domain/automation/rules';
import { CampaignUserRuleStatus } from '../../../domain/enums/campaign';
import { IntegrationStatus } from '../../../domain/enums/broker';
import { PixelAction } from '../../../domain/enums/pixel';
import { TransactionStatus } from '../../../domain/enums/payout';
import { ReportStatus, TrafficSafety } from '../../../domain/enums/report';
import { CapMetric, CapPeriod } from '../../../domain/offers/caps';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { rowsOf } from '../../db/rows';
import type { AutomationResult } from '../../db/schema/automation';
import { raiseAlert } from '../alerts/alertRepository';
import { findIntegration, setStatuses } from '../brokers/integrationRepository';
import { setCap } from '../caps/offerCaps';
import { findRule as findOfferRule, writeRules } from '../offers/ruleRepository';
import { readWorkspaceFeatures } from '../settings/settingsRepository';
import { activeRules, type RuleRow } from './automationRepository';

const HOUR_MS = 3_600_000;
/** Who the change log names for a rule's changes: no user, from the automation job. */
const ACTOR = { id: null, ip: 'automation' };

/** The hour a run belongs to: its start is the key of the run row and the end of the measured period. */
export const windowOf = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);

interface Figures {
  affiliate_id: number | null;
  clicks: string;
  risky: string;
  leads: string;
  conversions: string;
  ftds: string;
  money: string;
}

/** One subject's measurement: the ratio num/den compared at `scale` (100 for percents). */
export interface Measured {
  offer_id: number | null;
  affiliate_id: number | null;
  num: bigint;
  den: bigint;
  scale: bigint;
}

const ratio = (metric: string, f: Figures): { num: bigint; den: bigint; scale: bigint } => {
  const n = (s: string) => BigInt(s);
  switch (metric) {
    case AutomationMetric.Clicks: return { num: n(f.clicks), den: 1n, scale: 1n };
    case AutomationMetric.Leads: return { num: n(f.leads), den: 1n, scale: 1n };
    case AutomationMetric.Ftds: return { num: n(f.ftds), den: 1n, scale: 1n };
    case AutomationMetric.Cr: return { num: n(f.conversions), den: n(f.clicks), scale: 100n };
    case AutomationMetric.Epc: return { num: n(f.money), den: n(f.clicks), scale: 1n };
    default: return { num: n(f.risky), den: n(f.clicks), scale: 100n };
  }
};

/**
 * The rule's figures over its period ending at `end`: one subject for an offer, an affiliate or a
 * pair; for "each affiliate on the offer", every affiliate with traffic on it in the period or
 * approved on it. A manager's rule counts only their own affiliates. Clicks that ran; leads (the
 * lead-distribution leads not refused at intake, and Lead conversions); conversions and FTDs with
 * voided ones left out; EPC money is the affiliates' commission in cents (as contact-today counts).
 */
export async function measure(db: Tx, rule: RuleRow, end: Date): Promise<Measured[]> {
  const since = sql`${new Date(end.getTime() - PERIOD_HOURS[rule.period as keyof typeof PERIOD_HOURS] * HOUR_MS).toISOString()}::timestamptz`;
  const until = sql`${end.toISOString()}::timestamptz`;
  const each = rule.scope === 'each_affiliate';
  const where = (time: string): SQL =>
    sql.join(
      [
        sql`${sql.raw(time)} >= ${since} AND ${sql.raw(time)} < ${until}`,
        rule.offer_id === null ? sql`true` : sql`offer_id = ${rule.offer_id}`,
        rule.affiliate_id === null ? sql`true` : sql`affiliate_id = ${rule.affiliate_id}`,
        rule.manager_id === null ? sql`true` : sql`affiliate_id IN (SELECT id FROM users WHERE manager_id = ${rule.manager_id})`,
      ],
      sql` AND `,
    );
  const key = each ? sql`affiliate_id` : sql`0`;
  const voided = TransactionStatus.Voided;
  const approved =
    each && rule.offer_id !== null
      ? sql`UNION SELECT affiliate_id FROM offer_affiliates WHERE offer_id = ${rule.offer_id} AND status = ${CampaignUserRuleStatus.Approved}
          ${rule.manager_id === null ? sql`` : sql`AND affiliate_id IN (SELECT id FROM users WHERE manager_id = ${rule.manager_id})`}`
      : sql``;
  const rows = rowsOf<Figures>(
    await db.execute(sql`
      WITH k AS (
        SELECT ${key} AS a, count(*) AS clicks, count(*) FILTER (WHERE traffic_safety = ${TrafficSafety.Risky}) AS risky
        FROM clicks WHERE ${where('clicked_at')} AND affiliate_id IS NOT NULL GROUP BY 1
      ), l AS (
        SELECT a, count(*) AS n FROM (
          SELECT ${key} AS a FROM leads WHERE ${where('created_at')} AND status <> ${ReportStatus.ValidationFailed}
          UNION ALL
          SELECT ${key} AS a FROM conversions WHERE ${where('created_at')} AND action = ${PixelAction.Lead} AND transaction_status <> ${voided}
        ) x GROUP BY a
      ), v AS (
        SELECT ${key} AS a, count(*) AS conversions, count(*) FILTER (WHERE action = ${PixelAction.FTD}) AS ftds,
          (COALESCE(sum(commission), 0) * 100)::bigint AS money
        FROM conversions WHERE ${where('created_at')} AND transaction_status <> ${voided} GROUP BY 1
      ), subjects AS (
        ${each ? sql`SELECT a FROM k UNION SELECT a FROM l UNION SELECT a FROM v ${approved}` : sql`SELECT 0 AS a`}
      )
      SELECT ${each ? sql`s.a::int` : sql`NULL::int`} AS affiliate_id,
        COALESCE(k.clicks, 0)::text AS clicks, COALESCE(k.risky, 0)::text AS risky, COALESCE(l.n, 0)::text AS leads,
        COALESCE(v.conversions, 0)::text AS conversions, COALESCE(v.ftds, 0)::text AS ftds, COALESCE(v.money, 0)::text AS money
      FROM subjects s LEFT JOIN k ON k.a = s.a LEFT JOIN l ON l.a = s.a LEFT JOIN v ON v.a = s.a
      WHERE s.a IS NOT NULL ORDER BY s.a`),
  );
  return rows.map((f) => ({ offer_id: rule.offer_id, affiliate_id: each ? f.affiliate_id : rule.affiliate_id, ...ratio(rule.metric, f) }));
}

/** A measured value for reading: whole units, or a rate with two decimals (the comparison itself is exact). */
export function valueText(m: Measured): string | null {
  if (m.den === 0n) return null;
  if (m.den === 1n && m.scale === 1n) return m.num.toString();
  const hundredths = (m.num * m.scale * 100n + m.den / 2n) / m.den;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** Each subject's value and whether it meets the rule; nothing is changed. */
export async function evaluate(db: Tx, rule: RuleRow, end: Date): Promise<AutomationResult[]> {
  return (await measure(db, rule, end)).map((m) => ({
    offer_id: m.offer_id,
    affiliate_id: m.affiliate_id,
    value: valueText(m),
    matched: compares(rule.op as never, m.num, m.den, BigInt(rule.value), m.scale) === true,
    outcome: null,
  }));
}

/** Does the rule's action for one matched subject, in the caller's transaction; what it changed. */
async function act(tx: Tx, rule: RuleRow, r: AutomationResult, now: Date): Promise<string> {
  switch (rule.action as AutomationAction) {
    case 'pause_affiliate': {
      const offerId = r.offer_id!;
      const affiliateId = r.affiliate_id!;
      const existing = await findOfferRule(tx, offerId, affiliateId);
      if (existing?.blocked) return 'unchanged';
      const from = existing ? { status: existing.status, blocked: existing.blocked } : null;
      await writeRules(tx, ACTOR, [{ offerId, affiliateId, from, to: { status: existing?.status ?? CampaignUserRuleStatus.Deleted, blocked: true } }], 'offer_block', now);
      return 'paused';
    }
    case 'pause_integration': {
      const integration = await findIntegration(tx, rule.integration_id!);
      if (!integration || integration.status === IntegrationStatus.Paused) return 'unchanged';
      await setStatuses(tx, [integration.id], IntegrationStatus.Paused, now);
      return 'paused';
    }
    case 'change_cap': {
      const limit = rule.cap_limit!;
      const affiliateId = rule.scope === 'offer' ? null : r.affiliate_id;
      const before = await setCap(tx, r.offer_id!, { affiliate_id: affiliateId, period: rule.cap_period as CapPeriod, metric: rule.cap_metric as CapMetric, limit }, now);
      return before === limit ? 'unchanged' : 'cap_set';
    }
    case 'raise_alert': {
      const about = [r.offer_id === null ? null : `offer #${r.offer_id}`, r.affiliate_id === null ? null : `affiliate #${r.affiliate_id}`].filter(Boolean).join(', ');
      const subject = `automation_rule:${rule.id}${r.affiliate_id === null ? '' : `:affiliate:${r.affiliate_id}`}`;
      const raised = await raiseAlert(
        tx,
        { kind: AlertKind.AutomationRule, subject, name: `${rule.name} — ${about || 'all traffic'}: ${rule.metric} ${r.value ?? '—'} ${rule.op} ${rule.value}`, link: `/automation-rules/${rule.id}/show`, affiliateId: r.affiliate_id },
        { now },
      );
      return raised.length ? 'alert_raised' : 'unchanged';
    }
  }
}

/**
 * Runs one rule for the hour of `now`, once: the run row is inserted first under its unique
 * (rule, window) key, then the actions, then the row's results, all in one transaction. A second
 * run of the window (a restart, another process) finds the row and does nothing; a run killed
 * half-way leaves no row and no change. Answers the run's results, or null when it had run.
 */
export async function runRule(db: Db, rule: RuleRow, now: Date): Promise<AutomationResult[] | null> {
  const window = windowOf(now);
  return db.transaction(async (tx) => {
    const [run] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO automation_rule_runs (rule_id, window_start, ran_at) VALUES (${rule.id}, ${window.toISOString()}, ${now.toISOString()})
        ON CONFLICT (rule_id, window_start) DO NOTHING RETURNING id::int AS id`),
    );
    if (!run) return null;
    const results = await evaluate(tx, rule, window);
    for (const r of results) if (r.matched) r.outcome = await act(tx, rule, r, now);
    const matched = results.filter((r) => r.matched);
    // the log keeps what matched; a rule over many affiliates does not store every quiet one
    await tx.execute(sql`UPDATE automation_rule_runs SET matched = ${matched.length}, changed = ${matched.filter((r) => r.outcome !== 'unchanged').length},
      results = ${JSON.stringify(matched.slice(0, 500))}::jsonb WHERE id = ${run.id}`);
    return results;
  });
}

/** The job's work: every active rule, once per hour window, while the feature is on. Answers the rules that ran. */
export async function runDueRules(db: Db, now: Date): Promise<number[]> {
  if (!(await readWorkspaceFeatures(db)).includes('automation_rules')) return [];
  const ran: number[] = [];
  for (const rule of await activeRules(db)) if ((await runRule(db, rule, now)) !== null) ran.push(rule.id);
  return ran;
}
