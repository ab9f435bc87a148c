import { z } from 'zod';
import { UserType } from '../../../domain/enums/user';
import { grantablePermissions, mayManagePermissionsOf, mayViewPermissionsOf, type PermissionEditor } from '../../../domain/permissions/grants';
import { permissionRoleOf, VIEW_PERMISSION_SETTINGS_KEY } from '../../../domain/permissions/roles';
import { nextPermissionState } from '../../../domain/permissions/setState';
import { listSchema, pageOf } from '../../http/listQuery';
import { fieldError, Forbidden, NotFound } from '../../errors';
import { list, ok } from '../../http/respond';
import type { Access, Ctx, Endpoint } from '../../http/types';
import { ROLES } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { type UserRow } from '../users/userRepository';
import { findInScope } from '../users/scope';
import { fullNameOf } from '../users/userInfo';
import * as repo from './permissionRepository';
import { actorOf } from '../users/requestContext';

const editorOf = (c: Ctx): PermissionEditor => {
  const user = c.var.session!.user;
  return { id: user.id, userType: user.userType, permissions: user.permissions };
};


/**
 * The user behind an id within the caller's user-management scope (an administrator: everyone; a
 * manager: their own affiliates and themselves; anyone else: themselves). Outside it reads as
 * unknown, as in user management, so ids of other managers' affiliates are not confirmed.
 */
const viewerOf = (c: Ctx) => ({ id: c.var.session!.user.id, userType: c.var.session!.user.userType });
const inScope = (c: Ctx, id: number) => findInScope(c.var.deps.db, viewerOf(c), id);

/** The user behind :id when the caller may see their permission set; else 404 (unknown or out of scope) or 403. */
async function targetOf(c: Ctx, id: number): Promise<UserRow> {
  const target = await inScope(c, id);
  if (!target) throw new NotFound('User not found.');
  if (!mayViewPermissionsOf(editorOf(c), { id: target.id, userType: target.userType })) throw new Forbidden('Access denied.');
  return target;
}

/** GET active/{id}: the keys the user holds (spec 2 §3, user permission set). */
async function activePermissions(c: Ctx) {
  const target = await targetOf(c, idParam(c));
  return ok(c, {
    id: target.id,
    user_id: target.id,
    user_type: target.userType,
    full_name: fullNameOf(target),
    email: target.email,
    permissions: [...target.permissions].sort(),
  });
}

/** GET allowed/{id}: what this editor may tick or untick for that user (empty: read-only). */
async function allowedPermissions(c: Ctx) {
  const target = await targetOf(c, idParam(c));
  const permissions = grantablePermissions(editorOf(c), { id: target.id, userType: target.userType }, c.var.features);
  return ok(c, { id: target.id, user_id: target.id, permissions });
}

const stateBody = z.object({
  user_id: z.number({ message: 'User id is required.' }).int('User id must be a whole number.').positive('User id must be positive.').max(2_147_483_647),
  permissions: z
    .array(z.string().max(100, 'A permission key is at most 100 characters.'), { message: 'Permissions must be a list of keys.' })
    .max(500, 'Too many permission keys.'),
});

/** POST set-state: stores what the editor may set, keeps the rest, adds the always-added keys. */
async function setState(c: Ctx) {
  const body = await parseBody(c, stateBody);
  const db = c.var.deps.db;
  const target = await inScope(c, body.user_id);
  if (!target) throw fieldError('user_id', 'User not found.');
  const editor = editorOf(c);
  const targetRef = { id: target.id, userType: target.userType };
  const targetRole = permissionRoleOf(target.userType);
  if (!targetRole || !mayManagePermissionsOf(editor, targetRef)) throw new Forbidden("You may not change this user's permissions.");
  const grantable = grantablePermissions(editor, targetRef, c.var.features);
  const permissions = await repo.updatePermissions(
    db,
    actorOf(c),
    target.id,
    (current) => nextPermissionState({ requested: body.permissions, current, grantable, targetRole }),
    c.var.deps.now(),
  );
  if (!permissions) throw fieldError('user_id', 'User not found.');
  return ok(c, { id: target.id, user_id: target.id, permissions });
}

const usersBody = listSchema(['id', 'email', 'full_name', 'user_type'], {
  q: z.string().trim().max(100).optional(),
  user_type: z.union([z.number({ message: 'Unknown user type.' }).refine(UserType.is, 'Unknown user type.'), z.literal('')]).optional(),
});

/** POST users/list: the picker that leads to a user's permission screen (decisions, permissions). */
async function listUsers(c: Ctx) {
  const body = await parseBody(c, usersBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listPermissionUsers(
    c.var.deps.db,
    {
      q: body.q,
      userType: body.user_type === '' ? undefined : body.user_type,
      withoutAdmins: c.var.role !== 'admin',
      scopeOf: c.var.role === 'admin' ? undefined : viewerOf(c),
    },
    { sort: body.sort, perPage: page.perPage, offset: page.offset },
  );
  return list(
    c,
    rows.map((r) => ({ id: r.id, email: r.email, full_name: fullNameOf(r), user_type: r.userType })),
    total,
    page,
  );
}

const BASE = '/rbac/ui-permission';
const VIEW = VIEW_PERMISSION_SETTINGS_KEY;
const READ_SET: Access = { kind: 'roles', roles: ROLES, permission: VIEW, selfParam: 'id' };

export const rbacEndpoints: Endpoint[] = [
  { method: 'GET', path: `${BASE}/allowed/:id`, access: READ_SET, summary: 'The permission keys a user may hold (a user: their own)', handler: allowedPermissions },
  { method: 'GET', path: `${BASE}/active/:id`, access: READ_SET, summary: 'The permission keys a user holds (a user: their own)', handler: activePermissions },
  { method: 'POST', path: `${BASE}/set-state`, access: { kind: 'roles', roles: ['admin', 'manager'], permission: VIEW }, handler: setState },
  {
    method: 'POST',
    path: `${BASE}/users/list`,
    reads: true,
    access: { kind: 'roles', roles: ['admin', 'manager'], permission: ['UI_UserOperations_View', VIEW] },
    handler: listUsers,
  },
];
