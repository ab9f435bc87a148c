import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { ReportStatus } from '../../../domain/enums/report';
import { brokerIntegrations, leads } from '../../db/schema';
import type { Deps } from '../../http/types';
import { sendOutgoing } from '../../net/outgoingRequest';
import { startPeriodicJob } from '../../periodicJob';
import { readPath } from '../brokers/answerPath';
import { renderCall } from '../brokers/brokerTemplate';
import { decryptSecret, SECRET_MASK, secretsKey } from '../brokers/headerSecrets';
import { reportOnLead } from './leadDeposit';

const DAY = 86_400_000;
const INTEGRATIONS_PER_RUN = 10;
const LEADS_PER_PULL = 500;
const ANSWER_READ_BYTES = 64 * 1024;
/** Once a week an integration's pull reaches this many look-backs back, and takes what it finds there. */
export const WEEKLY_LOOKBACK_FACTOR = 4;
const WEEK = 7 * DAY;

type Integration = typeof brokerIntegrations.$inferSelect;

/**
 * The integrations whose status pull is due (never pulled, or last pulled `every_minutes` ago),
 * claimed with SKIP LOCKED and stamped in one transaction, so two processes never pull one
 * integration in the same window. A run cut short leaves the next window to pull again: a status
 * taken twice adds no second row (leadStatuses.ts).
 */
async function claimDue(deps: Deps, at: Date): Promise<Integration[]> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(brokerIntegrations)
      .where(
        and(
          isNotNull(brokerIntegrations.statusPull),
          or(isNull(brokerIntegrations.statusPulledAt), lte(brokerIntegrations.statusPulledAt, sql`${at.toISOString()}::timestamptz - make_interval(mins => (${brokerIntegrations.statusPull} ->> 'every_minutes')::int)`)),
        ),
      )
      .orderBy(brokerIntegrations.id)
      .limit(INTEGRATIONS_PER_RUN)
      .for('update', { skipLocked: true });
    if (due.length) await tx.update(brokerIntegrations).set({ statusPulledAt: at }).where(inArray(brokerIntegrations.id, due.map((i) => i.id)));
    return due;
  });
}

/** Stamps an integration's weekly pass as done. */
async function markWeeklyPass(deps: Deps, integrationId: number, at: Date) {
  await deps.db.update(brokerIntegrations).set({ statusWeeklyPulledAt: at }).where(eq(brokerIntegrations.id, integrationId));
}

/** The integration's leads still waiting for a word: accepted, not yet deposited, within its look-back (`factor` of them). */
function leadsToPull(deps: Deps, integration: Integration, at: Date, factor: number) {
  const since = new Date(at.getTime() - integration.lookbackDays * factor * DAY);
  return deps.db
    .select({ id: leads.id, brokerLeadId: leads.brokerLeadId, email: leads.email, phone: leads.phone, clickId: leads.clickId })
    .from(leads)
    .where(
      and(
        eq(leads.integrationId, integration.id),
        isNotNull(leads.brokerLeadId),
        inArray(leads.status, [ReportStatus.Accepted, ReportStatus.Lead]),
        gte(sql`COALESCE(${leads.acceptedAt}, ${leads.createdAt})`, since),
      ),
    )
    .orderBy(leads.acceptedAt)
    .limit(LEADS_PER_PULL);
}

/** A status read out of the answer: text or a number as text; anything else is none. */
const statusText = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 255) : typeof v === 'number' && Number.isFinite(v) ? String(v) : null);

/**
 * Asks the broker for one lead's status: the integration's status endpoint with the lead's macros
 * ({broker_lead_id}, {lead_id}, {email}, {phone}, {click_id}), its headers (secrets decrypted), a
 * GET through the shared outgoing client (the address rule, the integration's time-out). Answers
 * the status at the status path, or null when the broker said nothing usable.
 */
async function askStatus(deps: Deps, integration: Integration, lead: Awaited<ReturnType<typeof leadsToPull>>[number], plainSecret: (s: string) => string): Promise<string | null> {
  const pull = integration.statusPull!;
  const values = { broker_lead_id: lead.brokerLeadId, lead_id: lead.id, email: lead.email, phone: lead.phone, click_id: lead.clickId };
  const rendered = renderCall({ endpoint: pull.endpoint, method: 'GET', headers: integration.headers, bodyTemplate: '' }, values, plainSecret, SECRET_MASK);
  try {
    const result = await sendOutgoing(
      { url: rendered.url, method: 'GET', headers: rendered.headers },
      { allowPrivate: deps.config.outgoingAllowPrivate, lookupHost: deps.lookupHost, timeoutMs: integration.timeoutMs, maxAnswerBytes: ANSWER_READ_BYTES, agents: deps.outgoing },
    );
    if (!result.answered || result.status < 200 || result.status >= 300) return null;
    return statusText(readPath(JSON.parse(result.body), pull.status_path || 'status'));
  } catch {
    // not JSON, or refused before sending: nothing learnt this time
    return null;
  }
}

/**
 * The status pull (spec 4 §2): for each due integration, each of its leads within the look-back is
 * asked for its status (once a week, within WEEKLY_LOOKBACK_FACTOR look-backs, and what that pass
 * hears is taken though late), and what the broker says goes down the path a postback takes
 * (reportOnLead): the history, the mapping to groups, and a status in the group ftd moves the lead
 * to FTD. Answers how many leads the brokers told a status of (the same word again adds no row).
 */
export async function pullStatusesDue(deps: Deps): Promise<number> {
  const at = deps.now();
  let taken = 0;
  for (const integration of await claimDue(deps, at)) {
    const key = integration.headers.some((h) => h.secret) ? await secretsKey(deps.db, deps.config) : null;
    const plainSecret = (stored: string) => {
      try {
        return key ? decryptSecret(key, stored) : stored;
      } catch {
        return '';
      }
    };
    // the weekly pass: a broker that reports late is still heard, further back than the look-back
    const weekly = integration.statusWeeklyPulledAt === null || at.getTime() - integration.statusWeeklyPulledAt.getTime() >= WEEK;
    const factor = weekly ? WEEKLY_LOOKBACK_FACTOR : 1;
    for (const lead of await leadsToPull(deps, integration, at, factor)) {
      const status = await askStatus(deps, integration, lead, plainSecret);
      if (status === null) continue;
      const outcome = await reportOnLead(
        deps.db,
        { leadId: lead.id, clickId: null, action: 'status', brokerStatus: status, token: '', sum: '0', currency: '', orderId: null, promoCode: null, status: null, now: deps.now(), source: 'pull', lookbackFactor: factor },
        null,
      );
      if (outcome.kind === 'status' || outcome.kind === 'deposit') taken += 1;
    }
    if (weekly) await markWeeklyPass(deps, integration.id, at);
  }
  return taken;
}

/** The status pull job: at start and every minute; each integration is pulled every `every_minutes`. */
export function startStatusPullJob(deps: Deps, options: { intervalMs?: number } = {}) {
  return startPeriodicJob('Lead status pull', options.intervalMs ?? 60_000, () => pullStatusesDue(deps));
}
