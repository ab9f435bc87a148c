import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { UserLeadStatus, UserRegistrationStatus, UserStatus, UserType } from '../../../domain/enums/user';
import { users } from '../../db/schema';
import { fail, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { APPROVE, MANAGE, VIEW } from './access';
import { changeUser, changeUsers, type UserPatch } from './changeLog';
import { readListRow } from './listRepository';
import { findInScope, findManyInScope } from './scope';
import { actorOf, idList, unknownIds, viewerOf } from './requestContext';
import { toRequestRow } from './views';

const isRequest = (u: { userType: number }) => u.userType === UserType.Affiliate;

async function readRequest(c: Ctx) {
  const viewer = viewerOf(c);
  const user = await findInScope(c.var.deps.db, viewer, idParam(c));
  const row = user && isRequest(user) ? await readListRow(c.var.deps.db, user.id) : undefined;
  return row ? ok(c, toRequestRow(row, viewer.userType)) : fail(c, 404, 'Request not found.');
}

const commentBody = z.object({ comment: z.string({ message: 'Comment must be text.' }).max(5000, 'Comment is at most 5 000 characters.') });
async function setRequestComment(c: Ctx) {
  const body = await parseBody(c, commentBody);
  const viewer = viewerOf(c);
  const id = idParam(c);
  const { db, now } = c.var.deps;
  const row = await db.transaction(async (tx) => {
    const target = await findInScope(tx, viewer, id);
    return target && isRequest(target) ? changeUser(tx, actorOf(c), target, { comment: body.comment.trim() }, now()) : undefined;
  });
  return row ? ok(c, { id: row.id, comment: row.comment }) : fail(c, 404, 'Request not found.');
}

/** Moves requests in the given registration states; any id not in them refuses the whole batch. */
const transition = (from: number[], patch: UserPatch, action: string) => async (c: Ctx) => {
  const body = await parseBody(c, z.object({ ids: idList }));
  const viewer = viewerOf(c);
  const { db, now } = c.var.deps;
  const rows = await db.transaction(async (tx) => {
    const requests = and(eq(users.userType, UserType.Affiliate), inArray(users.registrationStatus, from));
    const { rows: targets, missing } = await findManyInScope(tx, viewer, body.ids, requests);
    if (missing.length) throw unknownIds(missing);
    return changeUsers(tx, actorOf(c), targets, patch, now(), action);
  });
  return ok(c, { ids: rows.map((r) => r.id), count: rows.length });
};

/** Approval makes the affiliate active, so they can sign in at once. */
const batchApprove = transition(
  [UserRegistrationStatus.Pending, UserRegistrationStatus.Rejected],
  { registrationStatus: UserRegistrationStatus.Confirmed, registrationCompleted: true, statusId: UserStatus.Active, leadStatus: UserLeadStatus.Approved },
  'approve',
);
const batchDecline = transition(
  [UserRegistrationStatus.Pending],
  { registrationStatus: UserRegistrationStatus.Rejected, registrationCompleted: false, statusId: UserStatus.Inactive, leadStatus: UserLeadStatus.Declined },
  'decline',
);

const leadBody = z.object({
  ids: idList,
  lead_status: z.string({ message: 'Choose a lead status.' }).refine(UserLeadStatus.is, `Lead status must be one of: ${UserLeadStatus.values.join(', ')}.`),
});
async function batchSetLeadStatus(c: Ctx) {
  const body = await parseBody(c, leadBody);
  const viewer = viewerOf(c);
  const { db, now } = c.var.deps;
  const rows = await db.transaction(async (tx) => {
    const { rows: targets, missing } = await findManyInScope(tx, viewer, body.ids, eq(users.userType, UserType.Affiliate));
    if (missing.length) throw unknownIds(missing);
    return changeUsers(tx, actorOf(c), targets, { leadStatus: body.lead_status }, now());
  });
  return ok(c, { ids: rows.map((r) => r.id), count: rows.length });
}

const R = '/user_profiles/affiliate-requests';
export const requestEndpoints: Endpoint[] = [
  { method: 'GET', path: `${R}/:id`, access: VIEW, handler: readRequest },
  { method: 'PUT', path: `${R}/:id/comment`, access: MANAGE, handler: setRequestComment },
  { method: 'POST', path: `${R}/batch-approve`, access: APPROVE, handler: batchApprove },
  { method: 'POST', path: `${R}/batch-decline`, access: APPROVE, handler: batchDecline },
  { method: 'POST', path: `${R}/batch-set-lead-status`, access: MANAGE, handler: batchSetLeadStatus },
];
