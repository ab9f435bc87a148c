import { eq } from 'drizzle-orm';
import { leads, brokerIntegrations } from '../../db/schema';
import type { Deps } from '../../http/types';
import type { BrokerExchange } from '../brokers/brokerCall';
import { brokerDay } from '../../../domain/leads/routing';
import { startPeriodicJob } from '../../periodicJob';
import { driveLead, type PendingTry } from './pushLead';
import { claimStalePushes, type StalePush } from './pushRepository';

/** A try interrupted this many times (its process died during the call each time) is marked failed and the lead moves on. */
export const MAX_ATTEMPTS = 3;
const BATCH = 20;

/** An interrupted try given up: logged failed (`interrupted`) so the lead goes to the next integration. */
const interrupted = (stale: StalePush): BrokerExchange => ({
  outcome: 'failed',
  httpStatus: null,
  request: { method: '', url: '', headers: {}, body: '' },
  answer: '',
  ms: 0,
  brokerLeadId: null,
  autologinUrl: null,
  reason: 'interrupted',
  detail: `the call was interrupted ${stale.attempt - 1} times (the server stopped during it)`,
});

/**
 * Recovery after a crash (`kill -9` during intake): a try still pending past its integration's
 * time-out was interrupted. It is sent again with the same idempotency key (the broker that got
 * the first call recognises it), up to MAX_ATTEMPTS; then it is marked failed and the lead goes
 * on down its flow. Answers how many tries it took up.
 */
export async function recoverPushes(deps: Deps): Promise<number> {
  const stale = await deps.db.transaction((tx) => claimStalePushes(tx, deps.now(), BATCH));
  for (const s of stale) {
    const [row] = await deps.db
      .select({ lead: leads, integration: brokerIntegrations })
      .from(leads)
      .innerJoin(brokerIntegrations, eq(brokerIntegrations.id, s.integrationId))
      .where(eq(leads.id, s.leadId))
      .limit(1);
    if (!row) continue;
    const attempt: PendingTry = {
      pushId: s.pushId,
      leadId: s.leadId,
      integration: row.integration,
      flowId: s.flowId,
      country: row.lead.country,
      day: brokerDay(row.integration.timeZone, row.lead.createdAt),
      idempotencyKey: s.idempotencyKey,
    };
    await driveLead(deps, attempt, s.attempt > MAX_ATTEMPTS ? interrupted(s) : undefined);
  }
  return stale.length;
}

/** The recovery job: at start and every half minute; restart-safe, and several processes may run it (tries are claimed). */
export function startPushRecovery(deps: Deps, options: { intervalMs?: number } = {}) {
  return startPeriodicJob('Lead push recovery', options.intervalMs ?? 30_000, () => recoverPushes(deps));
}
