import { adminOnly, type Row } from './rows';

/** The workspace's role defaults (server/modules/roleDefaults). */
export function firstDayRows(): Record<string, Row> {
  return {
    'GET /rbac/role-defaults': { ...adminOnly, keys: ['admin'] },
    'PUT /rbac/role-defaults/:role_name': { ...adminOnly, keys: ['admin'], params: () => ({ role_name: 'manager' }), body: { permissions: 'not a list' } },
  };
}
