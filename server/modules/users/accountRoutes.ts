import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { CommissionType } from '../../../domain/enums/commission';
import { ChannelType, TrafficChannelChangeOption } from '../../../domain/enums/traffic';
import { EmailStatus, UserStatus, UserType, userTypeFromSegment } from '../../../domain/enums/user';
import { hashPassword } from '../../auth/passwords';
import { fieldError, NotFound } from '../../errors';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { BAN, MANAGE, SELF_OR_MANAGE } from './access';
import { changeUserInScope, changeUsersInScope, USER_NOT_FOUND, type BatchChange, type OneChange } from './accountChanges';
import type { UserPatch } from './changeLog';
import { commissionTypeId, idList, passwordPair, userId } from './fields';
import { findUserById } from './userRepository';
import { findInScope } from './scope';
import { actorOf, viewerOf } from './requestContext';
import { ALREADY_CONFIRMED } from './verification';

const done = (c: Ctx, data: object = {}) => ok(c, { id: Number(c.req.param('id')), ...data });

/** Runs one change to the user behind :id; 404 when out of scope. */
async function changeOne(c: Ctx, patch: UserPatch, options?: OneChange) {
  const row = await changeUserInScope(c.var.deps.db, viewerOf(c), actorOf(c), idParam(c), patch, c.var.deps.now(), options);
  if (!row) throw new NotFound(USER_NOT_FOUND);
  return row;
}

async function ban(c: Ctx) {
  if (Number(c.req.param('id')) === c.var.session!.user.id) throw fieldError('id', 'You cannot ban yourself.');
  // the ban and the end of every session of that user are one transaction: no window in between
  const row = await changeOne(c, { statusId: UserStatus.Inactive }, { action: 'ban', endSessions: {} });
  return done(c, { status_id: row.statusId, isBanned: true });
}

async function unban(c: Ctx) {
  const row = await changeOne(c, { statusId: UserStatus.Active }, { action: 'unban' });
  return done(c, { status_id: row.statusId, isBanned: false });
}

async function changePassword(c: Ctx) {
  const body = await parseBody(c, passwordPair);
  const passwordHash = await hashPassword(body.password);
  // a new password ends the user's sessions; the caller's own session survives a change of their own password
  await changeOne(c, { passwordHash }, { action: 'change_password', endSessions: { exceptSession: c.var.session!.id } });
  return done(c);
}

const commentBody = z.object({ comment: z.string({ message: 'Comment must be text.' }).max(5000, 'Comment is at most 5 000 characters.') });
async function setComment(c: Ctx) {
  const body = await parseBody(c, commentBody);
  const row = await changeOne(c, { comment: body.comment.trim() });
  return done(c, { comment: row.comment });
}

const channelBody = z.object({
  traffic_channel: z.string({ message: 'Choose a traffic channel.' }).refine(ChannelType.is, 'Choose a traffic channel from the list.'),
  change_option: z.number({ message: 'Change option must be 0 (only the affiliate) or 1 (the affiliate and their campaigns).' })
    .refine(TrafficChannelChangeOption.is, 'Change option must be 0 (only the affiliate) or 1 (the affiliate and their campaigns).')
    .default(TrafficChannelChangeOption.OnlyForAffiliate),
});
async function setTrafficChannel(c: Ctx) {
  const body = await parseBody(c, channelBody);
  const target = await findInScope(c.var.deps.db, viewerOf(c), idParam(c));
  if (!target) throw new NotFound(USER_NOT_FOUND);
  if (target.userType !== UserType.Affiliate) throw fieldError('traffic_channel', 'Only an affiliate has a traffic channel.');
  const row = await changeOne(c, { trafficChannel: body.traffic_channel });
  // campaigns are not part of this product yet: the option is accepted and reported (decisions/users.md, R304)
  return done(c, { traffic_channel: row.trafficChannel, change_option: body.change_option, campaigns_changed: 0 });
}

/**
 * Staff confirm an address they know to be right (a network without SMTP, an affiliate on the
 * phone): logged as `confirm_email` with the actor; an address already confirmed is a 422.
 */
async function confirmEmail(c: Ctx) {
  const target = await findInScope(c.var.deps.db, viewerOf(c), idParam(c));
  if (!target) throw new NotFound(USER_NOT_FOUND);
  if (target.emailStatus === EmailStatus.Confirmed) throw fieldError('id', ALREADY_CONFIRMED);
  const row = await changeOne(c, { emailStatus: EmailStatus.Confirmed }, { action: 'confirm_email' });
  return done(c, { is_email_confirmed: row.emailStatus });
}

async function changeCallbackSecretKey(c: Ctx) {
  const secret = randomBytes(24).toString('base64url');
  await changeOne(c, { callbackSecretKey: secret }, { action: 'change_callback_secret_key' });
  // the only time the secret is shown: the change log and the profile never carry it
  return done(c, { callback_secret_key: secret });
}

/** One patch over a batch of users in scope, all or nothing: the ids changed and their count. */
async function batch(c: Ctx, ids: number[], patch: UserPatch, options: BatchChange) {
  const rows = await changeUsersInScope(c.var.deps.db, viewerOf(c), actorOf(c), ids, patch, c.var.deps.now(), options);
  return ok(c, { ids: rows.map((r) => r.id), count: rows.length });
}

const statusBody = z.object({
  ids: idList,
  status_id: z.number({ message: 'Status must be 1 (Active) or 0 (Inactive).' }).refine(UserStatus.is, 'Status must be 1 (Active) or 0 (Inactive).'),
});
async function batchSetStatus(c: Ctx) {
  const userType = userTypeFromSegment(c.req.param('type')) ?? (c.req.param('type') === 'advertiser' ? UserType.Advertiser : undefined);
  if (userType === undefined) throw new NotFound('Unknown user type.');
  const body = await parseBody(c, statusBody);
  if (body.ids.includes(c.var.session!.user.id)) throw fieldError('ids', 'You cannot change your own status.');
  const ban = body.status_id === UserStatus.Inactive;
  return batch(c, body.ids, { statusId: body.status_id }, { kind: { userType }, action: ban ? 'ban' : 'unban', endSessions: ban });
}

const commissionBody = z.object({ ids: idList, commission_type_id: commissionTypeId });
async function batchSetCommissionType(c: Ctx) {
  const body = await parseBody(c, commissionBody);
  return batch(c, body.ids, { commissionTypeId: body.commission_type_id as CommissionType }, { kind: { userType: UserType.Affiliate } });
}

const managerBody = z.object({ ids: idList, manager_id: userId('Manager') });
async function batchChangeManager(c: Ctx) {
  const body = await parseBody(c, managerBody);
  const manager = await findUserById(c.var.deps.db, body.manager_id);
  if (!manager || manager.userType !== UserType.Manager) throw fieldError('manager_id', 'Choose an existing manager.');
  return batch(c, body.ids, { managerId: manager.id }, { kind: { userType: UserType.Affiliate } });
}

const A = '/user_profiles/user-accounts';
export const accountEndpoints: Endpoint[] = [
  { method: 'POST', path: `${A}/:id/ban`, access: BAN, handler: ban },
  { method: 'POST', path: `${A}/:id/unban`, access: BAN, handler: unban },
  { method: 'POST', path: `${A}/:id/change-password`, access: SELF_OR_MANAGE, sessionOnly: true, handler: changePassword },
  { method: 'PUT', path: `${A}/:id/comment`, access: MANAGE, handler: setComment },
  { method: 'POST', path: `${A}/:id/set-traffic-channel`, access: MANAGE, handler: setTrafficChannel },
  { method: 'POST', path: `${A}/:id/confirm-email`, access: MANAGE, handler: confirmEmail },
  { method: 'POST', path: `${A}/:id/change-callback-secret-key`, access: SELF_OR_MANAGE, sessionOnly: true, handler: changeCallbackSecretKey },
  { method: 'POST', path: `${A}/batch-set-status/:type`, access: BAN, handler: batchSetStatus },
  { method: 'POST', path: `${A}/batch-set-commission-type`, access: MANAGE, handler: batchSetCommissionType },
  { method: 'POST', path: '/user_profiles/affiliates/batch-change-manager', access: MANAGE, handler: batchChangeManager },
];
