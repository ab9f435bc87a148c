import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { CommissionType } from '../../../domain/enums/commission';
import { ChannelType, TrafficChannelChangeOption } from '../../../domain/enums/traffic';
import { UserStatus, UserType, userTypeFromSegment } from '../../../domain/enums/user';
import { hashPassword } from '../../auth/passwords';
import { sessions, users } from '../../db/schema';
import { fail, invalid, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody, ValidationError } from '../../http/validate';
import { BAN, MANAGE, SELF_OR_MANAGE } from './access';
import { changeUser, changeUsers, type Tx, type UserPatch } from './changeLog';
import { commissionTypeId, passwordPair, userId } from './fields';
import { findUserById } from './repository';
import { findInScope, findManyInScope } from './scope';
import { actorOf, idList, unknownIds, viewerOf } from './requestContext';

const done = (c: Ctx, data: object = {}) => ok(c, { id: Number(c.req.param('id')), ...data });

/** Runs one change to the user behind :id in a transaction; 404 when out of scope. */
async function changeOne(c: Ctx, patch: UserPatch | ((tx: Tx) => Promise<UserPatch>), after?: (tx: Tx, id: number) => Promise<void>, action = 'update') {
  const id = idParam(c);
  const viewer = viewerOf(c);
  const { db, now } = c.var.deps;
  return db.transaction(async (tx) => {
    const target = await findInScope(tx, viewer, id);
    if (!target) return undefined;
    const values = typeof patch === 'function' ? await patch(tx) : patch;
    const row = await changeUser(tx, actorOf(c), target, values, now(), action);
    await after?.(tx, id);
    return row;
  });
}

const endSessions = async (tx: Tx, userId: number) => {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
};

async function ban(c: Ctx) {
  if (Number(c.req.param('id')) === c.var.session!.user.id) return invalid(c, [{ field: 'id', message: 'You cannot ban yourself.' }]);
  // the ban and the end of every session of that user are one transaction: no window in between
  const row = await changeOne(c, { statusId: UserStatus.Inactive }, endSessions, 'ban');
  return row ? done(c, { status_id: row.statusId, isBanned: true }) : fail(c, 404, 'User not found.');
}

async function unban(c: Ctx) {
  const row = await changeOne(c, { statusId: UserStatus.Active }, undefined, 'unban');
  return row ? done(c, { status_id: row.statusId, isBanned: false }) : fail(c, 404, 'User not found.');
}

async function changePassword(c: Ctx) {
  const body = await parseBody(c, passwordPair);
  const passwordHash = await hashPassword(body.password);
  const own = c.var.session!.id;
  // a new password ends the user's sessions; the caller's own session survives a change of their own password
  const endOthers = (tx: Tx, id: number) => tx.delete(sessions).where(and(eq(sessions.userId, id), ne(sessions.id, own))).then(() => undefined);
  const row = await changeOne(c, { passwordHash }, endOthers, 'change_password');
  return row ? done(c) : fail(c, 404, 'User not found.');
}

const commentBody = z.object({ comment: z.string({ message: 'Comment must be text.' }).max(5000, 'Comment is at most 5 000 characters.') });
async function setComment(c: Ctx) {
  const body = await parseBody(c, commentBody);
  const row = await changeOne(c, { comment: body.comment.trim() });
  return row ? done(c, { comment: row.comment }) : fail(c, 404, 'User not found.');
}

const channelBody = z.object({
  traffic_channel: z.string({ message: 'Choose a traffic channel.' }).refine(ChannelType.is, 'Choose a traffic channel from the list.'),
  change_option: z.coerce
    .number({ message: 'Change option must be 0 (only the affiliate) or 1 (the affiliate and their campaigns).' })
    .refine(TrafficChannelChangeOption.is, 'Change option must be 0 (only the affiliate) or 1 (the affiliate and their campaigns).')
    .default(TrafficChannelChangeOption.OnlyForAffiliate),
});
async function setTrafficChannel(c: Ctx) {
  const body = await parseBody(c, channelBody);
  const target = await findInScope(c.var.deps.db, viewerOf(c), idParam(c));
  if (!target) return fail(c, 404, 'User not found.');
  if (target.userType !== UserType.Affiliate) return invalid(c, [{ field: 'traffic_channel', message: 'Only an affiliate has a traffic channel.' }]);
  const row = await changeOne(c, { trafficChannel: body.traffic_channel });
  // campaigns are not part of this product yet: the option is accepted and reported (decisions/users.md, R304)
  return row ? done(c, { traffic_channel: row.trafficChannel, change_option: body.change_option, campaigns_changed: 0 }) : fail(c, 404, 'User not found.');
}

async function changeCallbackSecretKey(c: Ctx) {
  const secret = randomBytes(24).toString('base64url');
  const row = await changeOne(c, { callbackSecretKey: secret }, undefined, 'change_callback_secret_key');
  // the only time the secret is shown: the change log and the profile never carry it
  return row ? done(c, { callback_secret_key: secret }) : fail(c, 404, 'User not found.');
}

/** Runs one patch over a batch of users in scope, all or nothing. */
async function batch(c: Ctx, ids: number[], patch: UserPatch, extra?: { userType?: number; action?: string; after?: (tx: Tx, ids: number[]) => Promise<void> }) {
  const viewer = viewerOf(c);
  const { db, now } = c.var.deps;
  const rows = await db.transaction(async (tx) => {
    const { rows: targets, missing } = await findManyInScope(tx, viewer, ids, extra?.userType === undefined ? undefined : eq(users.userType, extra.userType));
    if (missing.length) throw unknownIds(missing);
    const changed = await changeUsers(tx, actorOf(c), targets, patch, now(), extra?.action);
    await extra?.after?.(tx, targets.map((t) => t.id));
    return changed;
  });
  return ok(c, { ids: rows.map((r) => r.id), count: rows.length });
}

const statusBody = z.object({
  ids: idList,
  status_id: z.coerce.number({ message: 'Status must be 1 (Active) or 0 (Inactive).' }).refine(UserStatus.is, 'Status must be 1 (Active) or 0 (Inactive).'),
});
async function batchSetStatus(c: Ctx) {
  const userType = userTypeFromSegment(c.req.param('type')) ?? (c.req.param('type') === 'advertiser' ? UserType.Advertiser : undefined);
  if (userType === undefined) return fail(c, 404, 'Unknown user type.');
  const body = await parseBody(c, statusBody);
  if (body.ids.includes(c.var.session!.user.id)) throw new ValidationError([{ field: 'ids', message: 'You cannot change your own status.' }]);
  const ban = body.status_id === UserStatus.Inactive;
  return batch(c, body.ids, { statusId: body.status_id }, {
    userType,
    action: ban ? 'ban' : 'unban',
    after: ban ? (tx, ids) => tx.delete(sessions).where(inArray(sessions.userId, ids)).then(() => undefined) : undefined,
  });
}

const commissionBody = z.object({ ids: idList, commission_type_id: commissionTypeId });
async function batchSetCommissionType(c: Ctx) {
  const body = await parseBody(c, commissionBody);
  return batch(c, body.ids, { commissionTypeId: body.commission_type_id as CommissionType }, { userType: UserType.Affiliate });
}

const managerBody = z.object({ ids: idList, manager_id: userId('Manager') });
async function batchChangeManager(c: Ctx) {
  const body = await parseBody(c, managerBody);
  const manager = await findUserById(c.var.deps.db, body.manager_id);
  if (!manager || manager.userType !== UserType.Manager) return invalid(c, [{ field: 'manager_id', message: 'Choose an existing manager.' }]);
  return batch(c, body.ids, { managerId: manager.id }, { userType: UserType.Affiliate });
}

const A = '/user_profiles/user-accounts';
export const accountEndpoints: Endpoint[] = [
  { method: 'POST', path: `${A}/:id/ban`, access: BAN, handler: ban },
  { method: 'POST', path: `${A}/:id/unban`, access: BAN, handler: unban },
  { method: 'POST', path: `${A}/:id/change-password`, access: SELF_OR_MANAGE, handler: changePassword },
  { method: 'PUT', path: `${A}/:id/comment`, access: MANAGE, handler: setComment },
  { method: 'POST', path: `${A}/:id/set-traffic-channel`, access: MANAGE, handler: setTrafficChannel },
  { method: 'POST', path: `${A}/:id/change-callback-secret-key`, access: SELF_OR_MANAGE, handler: changeCallbackSecretKey },
  { method: 'POST', path: `${A}/batch-set-status/:type`, access: BAN, handler: batchSetStatus },
  { method: 'POST', path: `${A}/batch-set-commission-type`, access: MANAGE, handler: batchSetCommissionType },
  { method: 'POST', path: '/user_profiles/affiliates/batch-change-manager', access: MANAGE, handler: batchChangeManager },
];
