import { adminManager, everyone, type Row } from './rows';

/**
 * The referral program (docs/api.md, Referral program): UI_ReferralProgram_View with the
 * referral_program feature reads it (staff every referral in scope, an affiliate their own), + _Manage
 * changes a referrer's own terms (staff; the demo manager holds no _Manage until the keys test hands
 * it over). Id 999999 is unknown: 'ok' is its 404.
 */
export function referralRows(): Record<string, Row> {
  const list: Row = { ...everyone, keys: ['admin', 'manager', 'affiliate'], feature: ['admin', 'manager', 'affiliate'] };
  const view: Row = { ...adminManager, keys: ['admin', 'manager'], feature: ['admin', 'manager'] };
  const manage: Row = { ...adminManager, manager: 403, keys: ['admin', 'manager'], feature: ['admin'] };
  const mine: Row = { anonymous: 401, admin: 403, manager: 403, affiliate: 'ok', keys: ['affiliate'], feature: ['affiliate'] };
  const unknown = () => ({ id: 999999 });
  return {
    'POST /referrals/list': { ...list, body: {} },
    'GET /referrals/me': mine,
    'POST /referrals/overrides/list': { ...view, body: {} },
    'POST /referrals/overrides': { ...manage, body: {} },
    'GET /referrals/overrides/:id': { ...view, params: unknown },
    'PUT /referrals/overrides/:id': { ...manage, params: unknown, body: {} },
    'DELETE /referrals/overrides/:id': { ...manage, params: unknown },
  };
}
