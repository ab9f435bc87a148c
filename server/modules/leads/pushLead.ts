import { eq } from 'drizzle-orm';
import { earnPerLead } from './eplEarning';
import { AlertKind } from '../../../domain/alerts/alertKinds';
import { ReportStatus } from '../../../domain/enums/report';
import { brokerDay, routeLead } from '../../../domain/leads/routing';
import type { TraceStep } from '../../../domain/leads/traceWords';
import { SUB_IDS, type SubIds } from '../../../domain/offers/trackingLink';
import type { Tx } from '../../db/tx';
import { brokerIntegrations, leads } from '../../db/schema';
import type { Deps } from '../../http/types';
import { raiseAlert } from '../alerts/alertRepository';
import { callBroker, type BrokerExchange, type BrokerLead } from '../brokers/brokerCall';
import { decryptSecret, secretsKey } from '../brokers/headerSecrets';
import { claimStatement, releaseCapacity } from '../flows/capacityRepository';
import { activeFlowFor, type RoutingFlow } from '../flows/flowRepository';
import { autologinFields } from './autologin';
import type { AnswerState } from './leadRepository';
import { countOutcome, finishPush, finishPushWithLead, insertClaimedPush, traceStepOf, triedIntegrations, triedSteps, type AcceptedLead } from './pushRepository';

type Integration = typeof brokerIntegrations.$inferSelect;
type Lead = typeof leads.$inferSelect;

/**
 * What the routing and the broker call read of a lead: a row read back, or the values the intake
 * has just written (it does not read its own insert back).
 */
export type PushedLead = Pick<
  Lead,
  'id' | 'status' | 'offerId' | 'affiliateId' | 'clickId' | 'firstName' | 'lastName' | 'email' | 'phone' | 'country' | 'language' | 'ip' | 'passwordSecret' | 'comment' | 'reinjections' | 'reinjectedAt' | 'createdAt' | keyof SubIds
>;

/** A try logged pending and about to be sent (spec 4 §2; the lead path in ARCHITECTURE.md). */
export interface PendingTry {
  pushId: number;
  leadId: string;
  integration: Integration;
  flowId: number | null;
  country: string;
  /** the integration's broker day the capacity unit was taken on */
  day: string;
  idempotencyKey: string;
  /** the lead as read when the try was queued (its contact does not change while it is pushed); absent, the send reads it */
  lead?: PushedLead;
  /** the lead's finished tries before this one, as read when it was queued; absent, the outcome reads the push log */
  priorSteps?: TraceStep[];
}

/** Who asked for a try: the intake, the next integration after a refusal, recovery after a restart, a person. */
export type PushSource = 'intake' | 'failover' | 'recovery' | 'reinjection' | 'repush';

/** The idempotency key a broker sees for one lead at one integration: a retry of the same try sends the same. */
export const pushKey = (leadId: string, integrationId: number) => `${leadId}:${integrationId}`;

/**
 * In the caller's transaction: the lead's next try, logged pending with its capacity unit taken, or
 * the lead's end. The offer's Active flow is read afresh and the integrations the lead already went
 * to are left out; the eligible ones are taken in the routing's order (priority, then weight) and
 * the first whose capacity for the lead's country has a unit left today is the one. None left:
 * REGISTRATION_FAILED, with the trace saying why of each. An offer without an Active flow keeps its
 * leads LEAD (nothing to push to). A lead no longer LEAD (finished elsewhere) is left alone.
 */
export async function queueNextTry(tx: Tx, leadId: string, at: Date, source: PushSource, inserted?: PushedLead): Promise<PendingTry | null> {
  // a lead inserted by this very transaction is locked by it already
  const [lead] = inserted ? [inserted] : await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
  if (!lead || lead.status !== ReportStatus.Lead) return null;
  const routed = await activeFlowFor(tx, lead.offerId, lead.country, at);
  if (!routed) return null;
  // a lead just taken in has no try yet
  const fresh = source === 'intake';
  const tried = fresh ? new Set<number>() : await triedIntegrations(tx, lead.id, lead.reinjectedAt);
  const steps = fresh ? [] : await triedSteps(tx, lead.id);
  const candidates = routed.candidates.filter((c) => !tried.has(c.integrationId));
  const { order, skipped } = routeLead({ country: lead.country, language: lead.language }, candidates, at, Math.random);
  const trace: TraceStep[] = [...steps, ...skipped];
  const byId = new Map(candidates.map((c) => [c.integrationId, c]));
  for (const next of order) {
    const candidate = byId.get(next.integrationId)!;
    const day = brokerDay(candidate.timeZone, at);
    // the unit and the try it is for are one statement, the transaction's last but for the cap's alert:
    // the unit's row is every lead's of that integration, country and day, held from the take to the commit
    const idempotencyKey = pushKey(lead.id, candidate.integrationId);
    const claim = claimStatement(candidate.integrationId, lead.country, day, candidate.capacity);
    const { pushId, reachedNow } = await insertClaimedPush(tx, { leadId: lead.id, integrationId: candidate.integrationId, flowId: routed.flow.id, idempotencyKey, source, at }, trace, claim);
    if (reachedNow) await capacityReached(tx, { integration: candidate.integration, flowId: routed.flow.id, country: lead.country, day, at });
    if (pushId === null) {
      trace.push({ integration_id: candidate.integrationId, name: candidate.name, verdict: 'skipped', reason: 'capacity', detail: `${candidate.capacity} a day` });
      continue;
    }
    return { pushId, leadId: lead.id, integration: candidate.integration, flowId: routed.flow.id, country: lead.country, day, idempotencyKey, lead, priorSteps: steps };
  }
  await tx
    .update(leads)
    .set({ status: ReportStatus.RegistrationFailed, flowId: routed.flow.id, trace, nextReinjectionAt: nextRound(routed.flow, lead, at) })
    .where(eq(leads.id, lead.id));
  return null;
}

/** When a lead nobody took is offered again: the flow's interval later, while rounds and the window last; null when they do not. */
export function nextRound(flow: RoutingFlow, lead: Pick<Lead, 'reinjections' | 'createdAt'>, at: Date): Date | null {
  const plan = flow.reinjection;
  if (!plan || lead.reinjections >= plan.rounds) return null;
  const next = new Date(at.getTime() + plan.everyMinutes * 60_000);
  return next.getTime() <= lead.createdAt.getTime() + plan.windowHours * 3_600_000 ? next : null;
}

/** `country_capacity_reached` (document 1's default notification): an alert and its e-mail, once per integration, country and broker day. */
async function capacityReached(tx: Tx, at: { integration: Integration; flowId: number; country: string; day: string; at: Date }) {
  await raiseAlert(
    tx,
    { kind: AlertKind.CountryCapacityReached, subject: `capacity:${at.integration.id}:${at.country}:${at.day}`, name: `${at.integration.name} — ${at.country}`, link: `/flows/${at.flowId}` },
    { now: at.at },
  );
}

/** The lead as the broker call reads it, the password decrypted. */
async function brokerLeadOf(tx: Tx, deps: Deps, lead: PushedLead): Promise<BrokerLead> {
  const password = lead.passwordSecret ? decryptSecret(await secretsKey(tx, deps.config), lead.passwordSecret) : null;
  return {
    id: lead.id,
    offer_id: lead.offerId,
    affiliate_id: lead.affiliateId,
    click_id: lead.clickId,
    first_name: lead.firstName,
    last_name: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    country: lead.country,
    language: lead.language,
    ip: lead.ip,
    password,
    comment: lead.comment,
    ...(Object.fromEntries(SUB_IDS.map((k) => [k, lead[k]])) as SubIds),
  };
}

/**
 * The try's outcome on the integration's failure count (the circuit breaker), and the alert when it
 * paused the integration now. An answer starts the count again; where the count stood at 0 as the
 * try was routed (a few milliseconds ago) there is nothing to start again and the integration's
 * row, every lead's, is not touched.
 */
async function countTry(tx: Tx, attempt: PendingTry, exchange: BrokerExchange, at: Date): Promise<void> {
  if (answeredClean(attempt, exchange)) return;
  const counted = await countOutcome(tx, attempt.integration.id, exchange.outcome);
  if (!counted.pausedNow) return;
  await raiseAlert(
    tx,
    { kind: AlertKind.IntegrationPaused, subject: `integration:${attempt.integration.id}`, name: attempt.integration.name, link: `/broker-integrations/${attempt.integration.id}` },
    { now: at },
  );
}

const answeredClean = (attempt: PendingTry, exchange: BrokerExchange) =>
  exchange.outcome !== 'failed' && exchange.outcome !== 'timeout' && attempt.integration.failuresInRow === 0;

/**
 * An accepted try that writes nothing but its outcome and the lead (no failure count to start
 * again, no EPL money, its earlier tries known): that is one statement, atomic on its own, and
 * needs no transaction round trips.
 */
const acceptedAlone = (attempt: PendingTry, exchange: BrokerExchange) =>
  exchange.outcome === 'accepted' && answeredClean(attempt, exchange) && attempt.integration.eplPrice === null && attempt.priorSteps !== undefined;

/** The lead's changes for an accepted try: ACCEPTED with the broker's id, our autologin link and the trace. */
async function acceptedLead(tx: Tx, attempt: PendingTry, exchange: BrokerExchange): Promise<AcceptedLead> {
  // every try, then the integrations the routing passed over and why (kept from the stored trace, in its order)
  const tries = JSON.stringify(attempt.priorSteps ? [...attempt.priorSteps, thisStep(attempt, exchange)] : await triedStepsWith(tx, attempt, exchange));
  return {
    id: attempt.leadId,
    integrationId: attempt.integration.id,
    brokerId: attempt.integration.advertiserId,
    brokerLeadId: exchange.brokerLeadId,
    tries,
    autologin: exchange.autologinUrl ? autologinFields(exchange.autologinUrl) : null,
  };
}

/** The lead's finished tries read from the push log, then this one (still pending there). */
async function triedStepsWith(tx: Tx, attempt: PendingTry, exchange: BrokerExchange): Promise<TraceStep[]> {
  return [...(await triedSteps(tx, attempt.leadId)), thisStep(attempt, exchange)];
}

const thisStep = (attempt: PendingTry, exchange: BrokerExchange): TraceStep =>
  traceStepOf({ integrationId: attempt.integration.id, name: attempt.integration.name, outcome: exchange.outcome, reason: exchange.reason ?? null, httpStatus: exchange.httpStatus });

/**
 * The try's outcome in the push log and on the integration's failure count; accepted: the lead
 * ACCEPTED with the broker's id and our autologin link (one statement with the outcome); otherwise
 * the capacity unit is given back (not after a time-out: the broker may have taken the lead) and
 * the next try queued, or the lead's end written. In the caller's transaction, except an accepted
 * try alone (acceptedAlone). Answers the next try, if any, and the lead as accepted by this try.
 */
async function recordTry(tx: Tx, deps: Deps, attempt: PendingTry, exchange: BrokerExchange): Promise<{ next: PendingTry | null; accepted: AnswerState | null }> {
  const at = deps.now();
  const none = { next: null, accepted: null };
  if (exchange.outcome === 'accepted') {
    const accepted = await finishPushWithLead(tx, attempt.pushId, exchange, at, await acceptedLead(tx, attempt, exchange));
    if (!accepted) return none;
    await countTry(tx, attempt, exchange, at);
    // lead money: an integration with an EPL price (as the try was queued) pays for the accepted lead now
    if (attempt.integration.eplPrice !== null) await earnPerLead(tx, attempt.leadId, attempt.integration.id, at);
    return { next: null, accepted };
  }
  if (!(await finishPush(tx, attempt.pushId, exchange, at))) return none;
  await countTry(tx, attempt, exchange, at);
  if (exchange.outcome !== 'timeout') await releaseCapacity(tx, attempt.integration.id, attempt.country, attempt.day);
  return { next: await queueNextTry(tx, attempt.leadId, at, 'failover'), accepted: null };
}

/**
 * Sends the lead to its pending try and on down the flow until a broker accepts it or none is left.
 * Each call is outside any transaction; its outcome and the next try are one transaction each (an
 * accepted try alone, one statement). Answers the lead as the intake answers it when a try of this
 * chain accepted it (committed), else null.
 */
export async function driveLead(deps: Deps, first: PendingTry, firstOutcome?: BrokerExchange): Promise<AnswerState | null> {
  let next: PendingTry | null = first;
  let known = firstOutcome;
  let accepted: AnswerState | null = null;
  while (next) {
    const attempt: PendingTry = next;
    let exchange = known;
    known = undefined;
    if (!exchange) {
      const [lead] = attempt.lead ? [attempt.lead] : await deps.db.select().from(leads).where(eq(leads.id, attempt.leadId)).limit(1);
      if (!lead) return null;
      exchange = await callBroker(deps, attempt.integration, await brokerLeadOf(deps.db, deps, lead), { idempotencyKey: attempt.idempotencyKey });
    }
    const outcome = exchange;
    const recorded = acceptedAlone(attempt, outcome) ? await recordTry(deps.db, deps, attempt, outcome) : await deps.db.transaction((tx) => recordTry(tx, deps, attempt, outcome));
    next = recorded.next;
    accepted = recorded.accepted;
  }
  return accepted;
}
