import type { DemoIds } from '../permissionToggles';
import { adminOnly, everyone, open, type Row } from './rows';

/** Account security (issue 17): second factor, API keys, security log. */
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
  };
}
