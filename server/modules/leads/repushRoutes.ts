import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { IntegrationStatus } from '../../../domain/enums/broker';
import { ReportStatus } from '../../../domain/enums/report';
import { brokerDay } from '../../../domain/leads/routing';
import { leadRepushPath, REPUSH_ACCESS } from '../../../domain/leads/access';
import { brokerIntegrations, flowCapacities, leadPushes, leads } from '../../db/schema';
import { Conflict, fieldError, NotFound } from '../../errors';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { positiveId } from '../../http/fields';
import { claimCapacity } from '../flows/capacityRepository';
import * as repo from './leadRepository';
import { leadView } from './leadRoutes';
import { ok } from '../../http/respond';
import { driveLead, pushKey, type PendingTry } from './pushLead';
import { insertPendingPush } from './pushRepository';

const repushBody = z.object({
  integration_id: positiveId('integration_id must be the id of an integration.'),
  reason: z.string({ message: 'A reason is required.' }).trim().min(3, 'Say why, in at least 3 characters.').max(500, 'The reason is at most 500 characters.'),
});

/** The statuses a person may send a lead again from: not a refused lead (it was never valid), not a deposit (it is done). */
const REPUSHABLE: readonly string[] = [ReportStatus.Lead, ReportStatus.RegistrationFailed, ReportStatus.Accepted];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Re-push (spec 4 §2): staff send a lead to an integration they choose, with a reason kept in the
 * push log. The integration must be active and have a unit of the lead's country left today (its
 * capacity in the lead's flow, if it has one there); the lead must not have a try out. The call is
 * made while the person waits (up to the integration's time-out) and the answer is the lead as it
 * is then, its push log included. Accepted: the lead is the new broker's. A refusal changes nothing
 * else.
 */
async function repushLead(c: Ctx) {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new NotFound('Lead not found.');
  const body = await parseBody(c, repushBody);
  const deps = c.var.deps;
  const viewer = { id: c.var.session!.user.id, userType: c.var.session!.user.userType };
  if (!(await repo.findLead(deps.db, viewer, id.toLowerCase()))) throw new NotFound('Lead not found.');
  const attempt = await deps.db.transaction(async (tx): Promise<PendingTry> => {
    const at = deps.now();
    const [lead] = await tx.select().from(leads).where(eq(leads.id, id.toLowerCase())).for('update');
    if (!lead) throw new NotFound('Lead not found.');
    if (!REPUSHABLE.includes(lead.status)) throw new Conflict(`A ${lead.status} lead cannot be sent again.`);
    const [pending] = await tx.select({ id: leadPushes.id }).from(leadPushes).where(and(eq(leadPushes.leadId, lead.id), eq(leadPushes.outcome, 'pending'))).limit(1);
    if (pending) throw new Conflict('The lead is being sent right now: wait for that answer.');
    const [integration] = await tx.select().from(brokerIntegrations).where(eq(brokerIntegrations.id, body.integration_id));
    if (!integration) throw fieldError('integration_id', 'Unknown integration.');
    if (integration.status !== IntegrationStatus.Active) throw fieldError('integration_id', 'This integration is paused: resume it first.');
    if (integration.id === lead.integrationId && lead.status === ReportStatus.Accepted) throw fieldError('integration_id', 'The lead is already with this integration.');
    const cap = lead.flowId === null ? [] : await tx.select({ daily: flowCapacities.daily }).from(flowCapacities).where(and(eq(flowCapacities.flowId, lead.flowId), eq(flowCapacities.integrationId, integration.id), eq(flowCapacities.country, lead.country)));
    const day = brokerDay(integration.timeZone, at);
    const taken = await claimCapacity(tx, integration.id, lead.country, day, cap[0]?.daily ?? null);
    if (!taken.claimed) throw fieldError('integration_id', `This integration has no capacity left for ${lead.country} today.`);
    const idempotencyKey = `${pushKey(lead.id, integration.id)}:repush:${at.getTime()}`;
    const pushId = await insertPendingPush(tx, { leadId: lead.id, integrationId: integration.id, flowId: lead.flowId, idempotencyKey, source: 'repush', note: body.reason, at });
    return { pushId, leadId: lead.id, integration, flowId: lead.flowId, country: lead.country, day, idempotencyKey };
  });
  await driveLead(deps, attempt);
  return ok(c, await leadView(c, attempt.leadId));
}

export const repushEndpoints: Endpoint[] = [{ method: 'POST', path: leadRepushPath, access: { kind: 'roles', ...REPUSH_ACCESS }, handler: repushLead }];
