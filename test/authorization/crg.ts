import { adminOnly, type Row } from './rows';

/** CRG deals (docs/api.md, CRG deals): UI_CRG_View with the crg feature; staff read, admins change and close. Id 999999 is unknown: 'ok' is its 404. */
export function crgRows(): Record<string, Row> {
  const view: Row = { anonymous: 401, admin: 'ok', manager: 'ok', affiliate: 403, keys: ['admin', 'manager'], feature: ['admin', 'manager'] };
  const manage: Row = { ...adminOnly, keys: ['admin'], feature: ['admin'] };
  const unknown = () => ({ id: 999999 });
  return {
    'POST /crg/deals/list': { ...view, body: {} },
    'POST /crg/deals': { ...manage, body: {} },
    'GET /crg/deals/:id': { ...view, params: unknown },
    'PUT /crg/deals/:id': { ...manage, body: {}, params: unknown },
    'POST /crg/cohorts/close': { ...manage, body: {} },
  };
}
