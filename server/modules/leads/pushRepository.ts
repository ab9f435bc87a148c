import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TraceStep } from '../../../domain/leads/traceWords';
import type { Tx } from '../../db/tx';
import { rowsOf } from '../../db/rows';
import { brokerIntegrations, leadPushes, type PushOutcome, type StoredTraceStep } from '../../db/schema';
import type { BrokerExchange } from '../brokers/brokerCall';
import { answerColumnsSql, type AnswerState } from './leadRepository';
import { ReportStatus } from '../../../domain/enums/report';

const EXCERPT = 4_000;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text);

export interface NewPush {
  leadId: string;
  integrationId: number;
  flowId: number | null;
  idempotencyKey: string;
  /** intake, failover, recovery, reinjection, repush */
  source: string;
  note?: string | null;
  at: Date;
}

/** A try about to be sent, logged pending first: a process killed during the call leaves it for recovery. */
export async function insertPendingPush(tx: Tx, push: NewPush): Promise<number> {
  const [row] = await tx.insert(leadPushes).values(pushValues(push)).returning({ id: leadPushes.id });
  return row!.id;
}

const pushValues = (push: NewPush) => ({
  leadId: push.leadId,
  integrationId: push.integrationId,
  flowId: push.flowId,
  idempotencyKey: push.idempotencyKey,
  source: push.source,
  note: push.note ?? null,
  createdAt: push.at,
});

/**
 * The routing's step in one statement: a unit of the integration's capacity taken (`claim`, from
 * flows/capacityRepository's claimStatement) and, only when it was, the try logged pending
 * (insertPendingPush) with the lead's flow and routing trace so far. The unit's row is every lead's
 * of that integration, country and day and is held from the take to the commit: this statement is
 * the transaction's last. Answers the try's id (null: no unit left) and whether this take reached
 * the cap.
 */
export async function insertClaimedPush(tx: Tx, push: NewPush & { flowId: number }, trace: StoredTraceStep[], claim: SQL): Promise<{ pushId: number | null; reachedNow: boolean }> {
  const v = pushValues(push);
  const [row] = rowsOf<{ push_id: number | null; reached_now: boolean | null }>(
    await tx.execute(sql`
      WITH claim AS (${claim}),
      pending AS (
        INSERT INTO lead_pushes (lead_id, integration_id, flow_id, idempotency_key, source, note, created_at)
        SELECT ${v.leadId}::uuid, ${v.integrationId}::int, ${v.flowId}::int, ${v.idempotencyKey}, ${v.source}, ${v.note}, ${v.createdAt.toISOString()}::timestamptz
        WHERE EXISTS (SELECT 1 FROM claim)
        RETURNING id
      ),
      routed AS (
        UPDATE leads SET flow_id = ${push.flowId}::int, trace = ${JSON.stringify(trace)}::jsonb
        WHERE id = ${push.leadId}::uuid AND EXISTS (SELECT 1 FROM claim)
      )
      SELECT (SELECT id FROM pending) AS push_id, (SELECT reached_now FROM claim) AS reached_now`),
  );
  return { pushId: row?.push_id ?? null, reachedNow: row?.reached_now === true };
}

/**
 * The statement writing a try's outcome once: it answers the try's id, or nothing when the try was
 * no longer pending. SQL of its own rather than drizzle's builder: it is on every lead's path, where
 * the builder spent about a third of a millisecond a lead on it.
 */
const finishing = (pushId: number, exchange: BrokerExchange, at: Date) => sql`
  UPDATE lead_pushes SET outcome = ${exchange.outcome}, response_status = ${exchange.outcome === 'accepted' ? 1 : 0}::smallint,
    http_status = ${exchange.httpStatus}::int, request_excerpt = ${excerpt(JSON.stringify(exchange.request))}, answer_excerpt = ${excerpt(exchange.answer)},
    broker_lead_id = ${exchange.brokerLeadId}, reason = ${exchange.reason ?? (exchange.outcome === 'accepted' ? null : exchange.outcome)},
    note = coalesce(note, ${exchange.detail}), ms = ${Math.round(exchange.ms)}::int, finished_at = ${at.toISOString()}::timestamptz
  WHERE id = ${pushId}::int AND outcome = 'pending'
  RETURNING id`;

/**
 * The try's outcome, written once: false when the try was no longer pending (recovery in another
 * process finished it first), and the caller then does nothing more with it.
 */
export async function finishPush(tx: Tx, pushId: number, exchange: BrokerExchange, at: Date): Promise<boolean> {
  return rowsOf(await tx.execute(finishing(pushId, exchange, at))).length === 1;
}

/** What an accepted try writes on its lead (pushLead's acceptedLead). */
export interface AcceptedLead {
  id: string;
  integrationId: number;
  brokerId: number;
  brokerLeadId: string | null;
  /** the lead's tries, in order, as the trace's first steps (JSON); the routing's skipped steps follow */
  tries: string;
  /** our autologin link's token for the broker's URL (autologinFields), when the broker gave one */
  autologin: { autologinUrl: string; autologinToken: string } | null;
}

/**
 * finishPush and, only when it wrote the outcome, the lead ACCEPTED, in one statement (an accepted
 * try's two writes: one round trip, and atomic without a transaction of its own): the broker's ids,
 * the trace (the tries, then the integrations the routing passed over and why, kept from the stored
 * trace in its order) and a new autologin link, unused. Answers the lead as the intake answers it,
 * as written (null: the try was no longer pending, nothing written).
 */
export async function finishPushWithLead(tx: Tx, pushId: number, exchange: BrokerExchange, at: Date, lead: AcceptedLead): Promise<AnswerState | null> {
  const autologin = lead.autologin
    ? sql`, autologin_url = ${lead.autologin.autologinUrl}, autologin_token = ${lead.autologin.autologinToken}, autologin_opened_at = NULL, autologin_ip = NULL, autologin_country = NULL`
    : sql``;
  const [row] = rowsOf<AnswerState>(
    await tx.execute(sql`
      WITH finished AS (${finishing(pushId, exchange, at)})
      UPDATE leads SET status = ${ReportStatus.Accepted}, integration_id = ${lead.integrationId}::int, broker_id = ${lead.brokerId}::int,
        broker_lead_id = ${lead.brokerLeadId}, accepted_at = ${at.toISOString()}::timestamptz,
        trace = ${lead.tries}::jsonb || COALESCE((SELECT jsonb_agg(e ORDER BY n) FROM jsonb_array_elements(leads.trace) WITH ORDINALITY AS t(e, n) WHERE e->>'verdict' = 'skipped'), '[]'::jsonb)
        ${autologin}
      WHERE leads.id = ${lead.id}::uuid AND EXISTS (SELECT 1 FROM finished)
      RETURNING ${answerColumnsSql()}`),
  );
  return row ?? null;
}

/** The lead's finished tries in order, as trace steps (the integration's name as it is now). */
export async function triedSteps(tx: Tx, leadId: string): Promise<TraceStep[]> {
  const rows = await tx
    .select({ integrationId: leadPushes.integrationId, name: brokerIntegrations.name, outcome: leadPushes.outcome, reason: leadPushes.reason, httpStatus: leadPushes.httpStatus })
    .from(leadPushes)
    .innerJoin(brokerIntegrations, eq(brokerIntegrations.id, leadPushes.integrationId))
    .where(and(eq(leadPushes.leadId, leadId), sql`${leadPushes.outcome} <> 'pending'`))
    .orderBy(asc(leadPushes.id));
  return rows.map(traceStepOf);
}

/** A finished try as a trace step: its verdict, why (a refusal's reason, else the outcome) and the HTTP status it got. */
export const traceStepOf = (r: { integrationId: number; name: string; outcome: string; reason: string | null; httpStatus: number | null }): TraceStep => ({
  integration_id: r.integrationId,
  name: r.name,
  verdict: r.outcome,
  reason: r.outcome === 'accepted' ? 'accepted' : (r.reason ?? r.outcome),
  ...(r.httpStatus === null ? {} : { detail: `HTTP ${r.httpStatus}` }),
});

/**
 * The integrations the lead is not sent to again: those that refused it, ever, and every one tried
 * since `since` (the current re-injection round; without it, every one tried).
 */
export async function triedIntegrations(tx: Tx, leadId: string, since: Date | null): Promise<Set<number>> {
  const inRound = since === null ? sql`true` : sql`${leadPushes.createdAt} >= ${since.toISOString()}::timestamptz`;
  const rows = await tx
    .select({ id: leadPushes.integrationId })
    .from(leadPushes)
    .where(and(eq(leadPushes.leadId, leadId), sql`(${leadPushes.outcome} = 'refused' OR ${inRound})`));
  return new Set(rows.map((r) => r.id));
}

/**
 * The circuit breaker (spec 4 §2): a failure or a time-out counts one more in a row, any answer
 * (accepted or refused) starts the count again; at the integration's `pause_after_failures` it is
 * paused with the reason `failures`. `pausedNow` is true for the one try that paused it. An answer
 * writes only when a count stands (failures_in_row <> 0): the integration's row is every lead's,
 * and an update of it on each accepted lead would queue every push behind the others' commits.
 */
export async function countOutcome(tx: Tx, integrationId: number, outcome: PushOutcome): Promise<{ pausedNow: boolean }> {
  if (outcome !== 'failed' && outcome !== 'timeout') {
    await tx.execute(sql`UPDATE broker_integrations SET failures_in_row = 0 WHERE id = ${integrationId} AND failures_in_row <> 0`);
    return { pausedNow: false };
  }
  const rows = rowsOf<{ paused_now: boolean }>(
    await tx.execute(sql`
      UPDATE broker_integrations SET
        failures_in_row = failures_in_row + 1,
        status = CASE WHEN status = 1 AND failures_in_row + 1 >= pause_after_failures THEN 0 ELSE status END,
        paused_reason = CASE WHEN status = 1 AND failures_in_row + 1 >= pause_after_failures THEN 'failures' ELSE paused_reason END,
        updated_at = CASE WHEN status = 1 AND failures_in_row + 1 >= pause_after_failures THEN now() ELSE updated_at END
      WHERE id = ${integrationId}
      RETURNING (paused_reason = 'failures' AND status = 0 AND failures_in_row = pause_after_failures) AS paused_now`),
  );
  return { pausedNow: rows[0]?.paused_now === true };
}

export interface StalePush {
  pushId: number;
  leadId: string;
  integrationId: number;
  flowId: number | null;
  attempt: number;
  idempotencyKey: string;
}

/** Grace beyond an integration's time-out before a pending try counts as interrupted (its process died). */
export const STALE_GRACE_MS = 60_000;

/**
 * Pending tries whose call cannot still be out (older than the integration's time-out and a grace):
 * claimed by moving their clock and counting the attempt, so two processes never take the same one.
 */
export async function claimStalePushes(tx: Tx, now: Date, limit: number): Promise<StalePush[]> {
  const at = now.toISOString();
  return rowsOf<StalePush>(
    await tx.execute(sql`
      UPDATE lead_pushes SET attempt = attempt + 1, created_at = ${at}::timestamptz
      WHERE id IN (
        SELECT p.id FROM lead_pushes p JOIN broker_integrations i ON i.id = p.integration_id
        WHERE p.outcome = 'pending'
          AND p.created_at < ${at}::timestamptz - make_interval(secs => (i.timeout_ms + ${STALE_GRACE_MS}) / 1000.0)
        ORDER BY p.created_at LIMIT ${limit}
        FOR UPDATE OF p SKIP LOCKED)
      RETURNING id AS "pushId", lead_id AS "leadId", integration_id AS "integrationId", flow_id AS "flowId", attempt, idempotency_key AS "idempotencyKey"`),
  );
}

/** A lead's push log for staff: every try, newest last. */
export async function pushLog(tx: Tx, leadId: string) {
  return tx
    .select({
      id: leadPushes.id,
      integration_id: leadPushes.integrationId,
      integration_name: brokerIntegrations.name,
      flow_id: leadPushes.flowId,
      attempt: leadPushes.attempt,
      outcome: leadPushes.outcome,
      response_status: leadPushes.responseStatus,
      http_status: leadPushes.httpStatus,
      request: leadPushes.requestExcerpt,
      answer: leadPushes.answerExcerpt,
      broker_lead_id: leadPushes.brokerLeadId,
      reason: leadPushes.reason,
      note: leadPushes.note,
      ms: leadPushes.ms,
      source: leadPushes.source,
      created_at: leadPushes.createdAt,
      finished_at: leadPushes.finishedAt,
    })
    .from(leadPushes)
    .innerJoin(brokerIntegrations, eq(brokerIntegrations.id, leadPushes.integrationId))
    .where(eq(leadPushes.leadId, leadId))
    .orderBy(asc(leadPushes.id));
}
