import { z } from 'zod';
import { DEFAULT_ROLES, type DefaultRole } from '../../../domain/permissions/roleDefaults';
import { MANAGE_KEY, VIEW_PERMISSION_SETTINGS_KEY } from '../../../domain/permissions/roles';
import { hasPermission } from '../../../domain/permissions/check';
import { Forbidden, NotFound } from '../../errors';
import { ok } from '../../http/respond';
import type { Access, Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { readRoleDefaults, saveRoleDefaults } from './roleDefaultRepository';
import { actorOf } from '../users/requestContext';

const VIEW: Access = { kind: 'roles', roles: ['admin'], permission: VIEW_PERMISSION_SETTINGS_KEY };

const roleParam = z.enum(DEFAULT_ROLES);
const body = z.object({
  permissions: z
    .array(z.string().max(100, 'A permission key is at most 100 characters.'), { message: 'Permissions must be a list of keys.' })
    .max(500, 'Too many permission keys.'),
});

/** PUT role-defaults/{role}: needs the Manage key of that role, as changing one user of it does (spec 2 §6). */
async function save(c: Ctx) {
  const role = roleParam.safeParse(c.req.param('role_name'));
  if (!role.success) throw new NotFound('Unknown role.');
  const { permissions } = await parseBody(c, body);
  if (!hasPermission(c.var.session!.user.permissions, MANAGE_KEY[role.data as DefaultRole])) throw new Forbidden('Access denied.');
  return ok(c, { role: role.data, permissions: await saveRoleDefaults(c.var.deps.db, actorOf(c), role.data, permissions, c.var.deps.now()) });
}

export const roleDefaultEndpoints: Endpoint[] = [
  { method: 'GET', path: '/rbac/role-defaults', access: VIEW, handler: async (c) => ok(c, await readRoleDefaults(c.var.deps.db)) },
  { method: 'PUT', path: '/rbac/role-defaults/:role_name', access: VIEW, handler: save },
];
