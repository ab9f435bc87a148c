import { z } from 'zod';
import { UserLeadStatus, UserRegistrationStatus, UserStatus, UserType } from '../../../domain/enums/user';
import { NotFound } from '../../errors';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { APPROVE, MANAGE, VIEW } from './access';
import { changeUserInScope, changeUsersInScope, type BatchChange, type UserKind } from './accountChanges';
import type { UserPatch } from './changeLog';
import { idList } from './fields';
import { readListRow } from './listRepository';
import { findInScope } from './scope';
import { actorOf, viewerOf } from './requestContext';
import { toRequestRow } from './views';
import { sendApproved } from './verification';
import type { UserRow } from './userRepository';
import type { Tx } from '../../db/tx';
import { ownOrigin } from '../../http/guards';

const isRequest = (u: { userType: number }) => u.userType === UserType.Affiliate;
const REQUEST_NOT_FOUND = 'Request not found.';

/** One patch over a batch of requests in scope, all or nothing: the ids changed and their count. */
async function batch(c: Ctx, ids: number[], patch: UserPatch, kind: UserKind, action?: string, after?: BatchChange['after']) {
  const rows = await changeUsersInScope(c.var.deps.db, viewerOf(c), actorOf(c), ids, patch, c.var.deps.now(), { kind, action, after });
  return ok(c, { ids: rows.map((r) => r.id), count: rows.length });
}

async function readRequest(c: Ctx) {
  const viewer = viewerOf(c);
  const user = await findInScope(c.var.deps.db, viewer, idParam(c));
  const row = user && isRequest(user) ? await readListRow(c.var.deps.db, user.id) : undefined;
  if (!row) throw new NotFound(REQUEST_NOT_FOUND);
  return ok(c, toRequestRow(row, viewer.userType));
}

const commentBody = z.object({ comment: z.string({ message: 'Comment must be text.' }).max(5000, 'Comment is at most 5 000 characters.') });
async function setRequestComment(c: Ctx) {
  const body = await parseBody(c, commentBody);
  const row = await changeUserInScope(c.var.deps.db, viewerOf(c), actorOf(c), idParam(c), { comment: body.comment.trim() }, c.var.deps.now(), { only: isRequest });
  if (!row) throw new NotFound(REQUEST_NOT_FOUND);
  return ok(c, { id: row.id, comment: row.comment });
}

/**
 * Moves requests in the given registration states; any id not in them refuses the whole batch.
 * `mail` writes each moved affiliate's e-mail in the batch's transaction.
 */
const transition = (from: number[], patch: UserPatch, action: string, mail?: (tx: Tx, user: UserRow, origin: string, now: Date) => Promise<void>) => async (c: Ctx) => {
  const body = await parseBody(c, z.object({ ids: idList }));
  const origin = ownOrigin(c);
  const after = mail && (async (tx: Tx, rows: UserRow[]) => {
    for (const row of rows) await mail(tx, row, origin, c.var.deps.now());
  });
  return batch(c, body.ids, patch, { userType: UserType.Affiliate, registrationStatuses: from }, action, after);
};

/** Approval makes the affiliate active, so they can sign in at once, and tells them so by e-mail (registration promised it). */
const batchApprove = transition(
  [UserRegistrationStatus.Pending, UserRegistrationStatus.Rejected],
  { registrationStatus: UserRegistrationStatus.Confirmed, registrationCompleted: true, statusId: UserStatus.Active, leadStatus: UserLeadStatus.Approved },
  'approve',
  sendApproved,
);
const batchDecline = transition(
  [UserRegistrationStatus.Pending],
  { registrationStatus: UserRegistrationStatus.Rejected, registrationCompleted: false, statusId: UserStatus.Inactive, leadStatus: UserLeadStatus.Declined },
  'decline',
);

const R = '/user_profiles/affiliate-requests';
export const requestEndpoints: Endpoint[] = [
  { method: 'GET', path: `${R}/:id`, access: VIEW, handler: readRequest },
  { method: 'PUT', path: `${R}/:id/comment`, access: MANAGE, handler: setRequestComment },
  { method: 'POST', path: `${R}/batch-approve`, access: APPROVE, handler: batchApprove },
  { method: 'POST', path: `${R}/batch-decline`, access: APPROVE, handler: batchDecline },
];
