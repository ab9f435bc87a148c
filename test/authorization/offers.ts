import { adminManager, type Row } from './rows';

/** Offers (docs/api.md, Offers): ids default to 1, the first demo offer (Public, Active). */
export function offerRows(): Record<string, Row> {
  const all: Row = { anonymous: 401, admin: 'ok', manager: 'ok', affiliate: 'ok', keys: ['admin', 'manager'], feature: ['admin', 'manager', 'affiliate'] };
  const staff: Row = { ...adminManager, keys: ['admin', 'manager'], feature: ['admin', 'manager'] };
  const rulesManage: Row = { ...staff, manager: 403, feature: ['admin'] };
  return {
    'POST /campaigns/list': { ...all, body: {} },
    'POST /campaigns': { ...staff, body: {} },
    'POST /campaigns/batch-status': { ...staff, body: {} },
    'GET /campaigns/:id': all,
    // a manager's caps are limited to their own affiliates (422 on the field, server/modules/caps/capScope.test.ts)
    'PUT /campaigns/:id': { ...staff, body: {} },
    'PATCH /campaigns/:id/status': { ...staff, body: {} },
    'POST /campaigns/:id/apply': { anonymous: 401, admin: 403, manager: 403, affiliate: 'ok', body: {}, keys: ['affiliate'], feature: ['affiliate'] },
    'POST /campaigns/:id/tracking-link': { ...all, body: {} },
    'GET /tracking-domains/active': { ...all, keys: ['admin', 'manager', 'affiliate'] },
    'POST /campaigns/:id/affiliates/list': { ...staff, body: {} },
    'POST /campaigns/:id/grant': { ...staff, body: {} },
    'POST /campaigns/:id/block': { ...staff, body: {} },
    'GET /campaigns/earning-gaps/:id': { ...staff, params: (ids) => ({ id: ids.affiliate }) },
    'POST /campaign-requests/list': { ...all, body: {} },
    'POST /campaign-requests/batch-approve': { ...staff, body: {} },
    'POST /campaign-requests/batch-decline': { ...staff, body: {} },
    // advertisers' change requests: an unknown id past authorization is its 404
    'POST /campaign-change-requests/list': { ...staff, body: {} },
    'GET /campaign-change-requests/:id': { ...staff, params: () => ({ id: 999999 }) },
    'PUT /campaign-change-requests/:id': { ...staff, params: () => ({ id: 999999 }), body: {} },
    'POST /dictionary/offer-groups/list': { ...all, body: {} },
    'POST /dictionary/offer-groups': { ...staff, body: {} },
    'GET /dictionary/offer-groups/:id': all,
    'PUT /dictionary/offer-groups/:id': { ...staff, body: {} },
    'DELETE /dictionary/offer-groups/:id': { ...staff, params: () => ({ id: 999999 }) },
    'POST /advertisers/list': { ...staff, body: {} },
    'POST /advertisers/export-csv': { ...staff, body: {} },
    'GET /advertisers/:id': staff,
    'POST /advertisers/:id/postback-token': { ...staff, params: () => ({ id: 999999 }) },
    // the demo manager holds UI_PayoutRules_View only: the rest is refused until the keys test hands the keys over
    'POST /payout-rules/list': { ...all, body: {}, keys: ['admin', 'manager', 'affiliate'] },
    'GET /payout-rules/:id': { ...all, keys: ['admin', 'manager', 'affiliate'] },
    'POST /payout-rules': { ...rulesManage, body: {} },
    'PUT /payout-rules/:id': { ...rulesManage, body: {}, params: () => ({ id: 999999 }) },
    'DELETE /payout-rules/:id': { ...rulesManage, params: () => ({ id: 999999 }) },
    'POST /revenue-rules/list': { ...rulesManage, body: {} },
    'GET /revenue-rules/:id': rulesManage,
    'POST /revenue-rules': { ...rulesManage, body: {} },
    'PUT /revenue-rules/:id': { ...rulesManage, body: {}, params: () => ({ id: 999999 }) },
    'DELETE /revenue-rules/:id': { ...rulesManage, params: () => ({ id: 999999 }) },
  };
}
