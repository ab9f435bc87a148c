import { brokerIntegrationsResource, brokerTestPath } from '../../../domain/brokers/access';
import { NotFound } from '../../errors';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { callBroker, type BrokerExchange } from './brokerCall';
import { integrationForCall, resumeBreakerPause } from './integrationRepository';
import { sampleLead, testLeadBody } from './testLeadFields';

/** The exchange as the API answers it (snake_case). */
export const toExchange = (x: BrokerExchange) => ({
  outcome: x.outcome,
  http_status: x.httpStatus,
  request: x.request,
  answer: x.answer,
  ms: x.ms,
  broker_lead_id: x.brokerLeadId,
  autologin_url: x.autologinUrl,
  reason: x.reason,
  detail: x.detail,
});

/**
 * "Send test lead" (spec 4 §2): a sample lead (the body's fields over defaults) sent to the
 * integration whatever its status or hours, the exchange answered with 200 whatever the broker
 * said. An accepted test ends a circuit-breaker pause (`resumed: true`); nothing else is written:
 * a test is no lead of ours and uses no capacity.
 */
async function sendTestLead(c: Ctx) {
  const id = idParam(c);
  const input = await parseBody(c, testLeadBody);
  const { deps } = c.var;
  const integration = await integrationForCall(deps.db, id);
  if (!integration) throw new NotFound('Integration not found.');
  const lead = sampleLead(input, integration);
  const exchange = await callBroker(deps, integration, lead, { idempotencyKey: `test-${lead.id}` });
  const resumed = exchange.outcome === 'accepted' ? await resumeBreakerPause(deps.db, id, deps.now()) : false;
  const { password: _none, ...sent } = lead;
  return ok(c, { ...toExchange(exchange), lead: sent, resumed });
}

const MANAGE = { kind: 'roles', ...brokerIntegrationsResource.access.edit } as const;

export const testLeadEndpoints: Endpoint[] = [{ method: 'POST', path: brokerTestPath(':id'), access: MANAGE, handler: sendTestLead }];
