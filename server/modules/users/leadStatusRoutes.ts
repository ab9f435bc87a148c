import { z } from 'zod';
import { leadStatusHistoryPath, leadStatusSet, leadStatusView } from '../../../domain/users/access';
import { UserLeadStatus, UserType } from '../../../domain/enums/user';
import { NotFound } from '../../errors';
import { ok } from '../../http/respond';
import type { Access, Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { changeUsersInScope } from './accountChanges';
import { leadStatusHistory } from './changeLogRepository';
import { idList } from './fields';
import { actorOf, viewerOf } from './requestContext';
import { findInScope } from './scope';

// Lead status (spec 4 §5) on affiliate requests and affiliates: set in batches, each change written
// to the user change log, and read back from it as the affiliate's lead-status history.

const VIEW: Access = { kind: 'roles', ...leadStatusView };
const SET: Access = { kind: 'roles', ...leadStatusSet };

const leadBody = z.object({
  ids: idList,
  lead_status: z.string({ message: 'Choose a lead status.' }).refine(UserLeadStatus.is, `Lead status must be one of: ${UserLeadStatus.values.join(', ')}.`),
});

/** Sets one lead status on affiliates in scope (requests are affiliates too), all or nothing, logged. */
async function batchSetLeadStatus(c: Ctx) {
  const body = await parseBody(c, leadBody);
  const rows = await changeUsersInScope(c.var.deps.db, viewerOf(c), actorOf(c), body.ids, { leadStatus: body.lead_status }, c.var.deps.now(), { kind: { userType: UserType.Affiliate } });
  return ok(c, { ids: rows.map((r) => r.id), count: rows.length });
}

async function readHistory(c: Ctx) {
  const user = await findInScope(c.var.deps.db, viewerOf(c), idParam(c));
  if (!user || user.userType !== UserType.Affiliate) throw new NotFound('Affiliate not found.');
  return ok(c, { id: user.id, lead_status: user.leadStatus, history: await leadStatusHistory(c.var.deps.db, user.id) });
}

export const leadStatusEndpoints: Endpoint[] = [
  { method: 'POST', path: '/user_profiles/affiliate-requests/batch-set-lead-status', access: SET, handler: batchSetLeadStatus },
  { method: 'POST', path: '/user_profiles/affiliates/batch-set-lead-status', access: SET, handler: batchSetLeadStatus },
  { method: 'GET', path: leadStatusHistoryPath, access: VIEW, handler: readHistory },
];
