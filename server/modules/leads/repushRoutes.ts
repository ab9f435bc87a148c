import { z } from 'zod';
import { leadRepushPath, REPUSH_ACCESS } from '../../../domain/leads/access';
import { NotFound } from '../../errors';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { positiveId } from '../../http/fields';
import * as repo from './leadRepository';
import { leadIdParam, leadView } from './leadRoutes';
import { ok } from '../../http/respond';
import { driveLead } from './pushLead';
import { queueRepush } from './repushRepository';

const repushBody = z.object({
  integration_id: positiveId('integration_id must be the id of an integration.'),
  reason: z.string({ message: 'A reason is required.' }).trim().min(3, 'Say why, in at least 3 characters.').max(500, 'The reason is at most 500 characters.'),
});

/**
 * Re-push (spec 4 §2): staff send a lead to an integration they choose, with a reason kept in the
 * push log. The integration must be active and have a unit of the lead's country left today (its
 * capacity in the lead's flow, if it has one there); the lead must not have a try out. The call is
 * made while the person waits (up to the integration's time-out) and the answer is the lead as it
 * is then, its push log included. Accepted: the lead is the new broker's. A refusal changes nothing
 * else.
 */
async function repushLead(c: Ctx) {
  const id = leadIdParam(c);
  const body = await parseBody(c, repushBody);
  const deps = c.var.deps;
  const viewer = { id: c.var.session!.user.id, userType: c.var.session!.user.userType };
  if (!(await repo.findLead(deps.db, viewer, id))) throw new NotFound('Lead not found.');
  const attempt = await deps.db.transaction((tx) => queueRepush(tx, id, body.integration_id, body.reason, deps.now()));
  await driveLead(deps, attempt);
  return ok(c, await leadView(c, attempt.leadId));
}

export const repushEndpoints: Endpoint[] = [{ method: 'POST', path: leadRepushPath, access: { kind: 'roles', ...REPUSH_ACCESS }, handler: repushLead }];
