import { adminManager, adminOnly, everyone, type Row } from './rows';

/**
 * Click commissions (docs/api.md, Click commissions): feature click_commissions. The demo users read
 * (UI_ClickPayoutRules_View; staff UI_ClickBilling_View); the demo manager holds no
 * UI_ClickPayoutRules_Manage: refused until the keys test hands it over. Id 999999 is unknown: 'ok' is its 404.
 */
export function clickCommissionRows(): Record<string, Row> {
  const view: Row = { ...everyone, keys: ['admin', 'manager', 'affiliate'], feature: ['admin', 'manager', 'affiliate'] };
  const manage: Row = { ...adminOnly, keys: ['admin', 'manager'], feature: ['admin'] };
  const billing: Row = { ...adminManager, keys: ['admin', 'manager'], feature: ['admin', 'manager'] };
  const unknown = () => ({ id: 999999 });
  return {
    'POST /click-payout-rules/list': { ...view, body: {} },
    'GET /click-payout-rules/:id': { ...view, params: unknown },
    'POST /click-payout-rules': { ...manage, body: {} },
    'PUT /click-payout-rules/:id': { ...manage, body: {}, params: unknown },
    'DELETE /click-payout-rules/:id': { ...manage, params: unknown },
    'POST /click-billing/list': { ...billing, body: {} },
    'POST /click-billing/export-csv': { ...billing, body: {} },
  };
}
