import { z } from 'zod';
import { leadStatusEntryPath, REPUSH_ACCESS } from '../../../domain/leads/access';
import { StatusGroup } from '../../../domain/leads/statusGroups';
import { Conflict, fieldError, NotFound } from '../../errors';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { reportOnLead } from './leadDeposit';
import * as repo from './leadRepository';
import { leadIdParam, leadView } from './leadRoutes';

const GROUP_MESSAGE = `group must be one of ${StatusGroup.values.join(', ')}.`;

const statusEntryBody = z.object({
  group: z.enum(StatusGroup.values as unknown as [StatusGroup, ...StatusGroup[]], { message: GROUP_MESSAGE }),
  status: z.string({ message: 'status must be text.' }).trim().max(255, 'status is at most 255 characters.').optional(),
  note: z.string({ message: 'A note is required.' }).trim().min(3, 'Say where the status comes from, in at least 3 characters.').max(500, 'The note is at most 500 characters.'),
});

/**
 * A status a person enters (spec 4 §2, source `manual`): what the broker said outside the API (a
 * mail, a call, a weekly sheet), with the note saying where from and who entered it. It goes the
 * path of the broker's postback (reportOnLead): the history, the look-back of the lead's
 * integration, and the group `ftd` moves the lead to FTD with its conversion, once.
 */
async function enterStatus(c: Ctx) {
  const id = leadIdParam(c);
  const body = await parseBody(c, statusEntryBody);
  const deps = c.var.deps;
  const user = c.var.session!.user;
  if (!(await repo.findLead(deps.db, { id: user.id, userType: user.userType }, id))) throw new NotFound('Lead not found.');
  const word = body.status || StatusGroup.label(body.group, 'en');
  const outcome = await reportOnLead(
    deps.db,
    {
      leadId: id,
      clickId: null,
      action: body.group === StatusGroup.Ftd ? 'ftd' : 'status',
      brokerStatus: word,
      token: '',
      sum: '0',
      currency: '',
      orderId: null,
      promoCode: null,
      status: null,
      now: deps.now(),
      source: 'manual',
      actor: { id: user.id, note: body.note, group: body.group },
    },
    null,
  );
  if (outcome.kind === 'unknown_lead') throw new Conflict('Only a lead that is LEAD, ACCEPTED or FTD takes a status: a refused lead has no broker.');
  if (outcome.kind === 'past_lookback') {
    throw fieldError('group', `This lead's look-back ended ${outcome.until.toISOString()}: its integration takes statuses within ${outcome.lookbackDays} days of the lead's acceptance. Logged on the lead, not applied.`);
  }
  return ok(c, await leadView(c, id));
}

export const statusEntryEndpoints: Endpoint[] = [{ method: 'POST', path: leadStatusEntryPath, access: { kind: 'roles', ...REPUSH_ACCESS }, handler: enterStatus }];
