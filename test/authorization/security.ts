import type { DemoIds } from '../permissionToggles';
import { adminManager, adminOnly, everyone, open, type Row } from './rows';

/** Account security: second factor, API keys, security log, sessions, view as user. */
export function securityRows(): Record<string, Row> {
  return {
    'POST /login/two-factor': { ...open, body: { code: '123456' } },
    'GET /me/two-factor': everyone,
    'POST /me/two-factor': everyone,
    'POST /me/two-factor/confirm': { ...everyone, body: { code: '000000' } },
    'POST /me/two-factor/disable': { ...everyone, body: { code: '000000' } },
    'POST /user_profiles/user-accounts/:id/reset-two-factor': { ...adminOnly, params: (ids: DemoIds) => ({ id: ids.otherAffiliate }) },
    'GET /security/policy': adminOnly,
    'PUT /security/policy': { ...adminOnly, body: { require_two_factor_for_staff: false } },
    'POST /me/api-keys': { ...everyone, body: {} },
    'POST /me/api-keys/list': { ...everyone, body: {} },
    'DELETE /me/api-keys/:id': everyone,
    'POST /security/security-log/list': { ...adminOnly, body: {} },
    'POST /security/security-log/export-csv': { ...adminOnly, body: {} },
    'POST /me/sign-in-history/list': { ...everyone, body: {} },
    'GET /me/sessions': everyone,
    'DELETE /me/sessions/:id': everyone,
    // ends the other sessions of the caller: the table's shared cookies are each the caller's only one
    'POST /me/sessions/end-others': everyone,
    'POST /user_profiles/user-accounts/:id/end-sessions': { ...adminOnly, params: (ids: DemoIds) => ({ id: ids.otherAffiliate }) },
    // an unknown id: 'ok' is its 404, and no view session is opened by the table
    'POST /user_profiles/user-accounts/:id/view-as': { ...adminManager, keys: ['admin', 'manager'], feature: ['admin', 'manager'], params: () => ({ id: 999999 }) },
    // 409 for a session that is not a view
    'POST /view-as/end': everyone,
  };
}
