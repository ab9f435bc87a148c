import { and, eq } from 'drizzle-orm';
import { IntegrationStatus } from '../../../domain/enums/broker';
import { ReportStatus } from '../../../domain/enums/report';
import { brokerDay } from '../../../domain/leads/routing';
import type { Tx } from '../../db/tx';
import { brokerIntegrations, flowCapacities, leadPushes, leads } from '../../db/schema';
import { Conflict, fieldError, NotFound } from '../../errors';
import { claimCapacity } from '../flows/capacityRepository';
import { pushKey, type PendingTry } from './pushLead';
import { insertPendingPush } from './pushRepository';

/** The statuses a person may send a lead again from: not a refused lead (it was never valid), not a deposit (it is done). */
const REPUSHABLE: readonly string[] = [ReportStatus.Lead, ReportStatus.RegistrationFailed, ReportStatus.Accepted];

/**
 * In the caller's transaction: a person's re-push of a lead to the integration they chose, logged
 * pending with their reason and a capacity unit taken; refused (4xx) when the lead or the
 * integration cannot take it.
 */
export async function queueRepush(tx: Tx, leadId: string, integrationId: number, reason: string, at: Date): Promise<PendingTry> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
  if (!lead) throw new NotFound('Lead not found.');
  if (!REPUSHABLE.includes(lead.status)) throw new Conflict(`A ${lead.status} lead cannot be sent again.`);
  const [pending] = await tx.select({ id: leadPushes.id }).from(leadPushes).where(and(eq(leadPushes.leadId, lead.id), eq(leadPushes.outcome, 'pending'))).limit(1);
  if (pending) throw new Conflict('The lead is being sent right now: wait for that answer.');
  const [integration] = await tx.select().from(brokerIntegrations).where(eq(brokerIntegrations.id, integrationId));
  if (!integration) throw fieldError('integration_id', 'Unknown integration.');
  if (integration.status !== IntegrationStatus.Active) throw fieldError('integration_id', 'This integration is paused: resume it first.');
  if (integration.id === lead.integrationId && lead.status === ReportStatus.Accepted) throw fieldError('integration_id', 'The lead is already with this integration.');
  const cap = lead.flowId === null ? [] : await tx.select({ daily: flowCapacities.daily }).from(flowCapacities).where(and(eq(flowCapacities.flowId, lead.flowId), eq(flowCapacities.integrationId, integration.id), eq(flowCapacities.country, lead.country)));
  const day = brokerDay(integration.timeZone, at);
  const taken = await claimCapacity(tx, integration.id, lead.country, day, cap[0]?.daily ?? null);
  if (!taken.claimed) throw fieldError('integration_id', `This integration has no capacity left for ${lead.country} today.`);
  const idempotencyKey = `${pushKey(lead.id, integration.id)}:repush:${at.getTime()}`;
  const pushId = await insertPendingPush(tx, { leadId: lead.id, integrationId: integration.id, flowId: lead.flowId, idempotencyKey, source: 'repush', note: reason, at });
  return { pushId, leadId: lead.id, integration, flowId: lead.flowId, country: lead.country, day, idempotencyKey };

}
