import { adminManager, type Row } from './rows';

/** Conversions (docs/api.md, Conversions): id 1 is unknown in the seed or outside scope, so 'ok' is a 404 or 200. */
export function conversionRows(): Record<string, Row> {
  const view: Row = { anonymous: 401, admin: 'ok', manager: 'ok', affiliate: 'ok', keys: ['admin', 'manager', 'affiliate'], feature: ['admin', 'manager', 'affiliate'] };
  // the demo manager holds UI_Billing_View but not UI_Billing_ManageTransactions until the keys test hands it over
  const moderate: Row = { anonymous: 401, admin: 'ok', manager: 403, affiliate: 403, keys: ['admin', 'manager'], feature: ['admin'], params: () => ({ id: 999999 }) };
  const batch: Row = { anonymous: 401, admin: 'ok', manager: 403, affiliate: 403, keys: ['admin', 'manager'], feature: ['admin'] };
  return {
    'POST /conversions/list': { ...view, body: {} },
    'GET /conversions/:id': { ...view, params: () => ({ id: 999999 }) },
    'POST /conversions/:id/void': { ...moderate, body: { reason: 'fraud' } },
    'POST /conversions/:id/unvoid': { ...moderate, body: { reason: 'other' } },
    'POST /conversions/:id/change-amount': { ...moderate, body: { reason: 'other', amount: 1 } },
    // held conversions: staff approve or reject one (an id out of scope is a 404) or a batch (422 naming unknown ids)
    'POST /conversions/:id/approve': { ...moderate, body: { reason: 'none' } },
    'POST /conversions/:id/reject': { ...moderate, body: { reason: 'fraud' } },
    'POST /conversions/hold/approve': { ...batch, body: { ids: [999999], reason: 'none' } },
    'POST /conversions/hold/reject': { ...batch, body: { ids: [999999], reason: 'fraud' } },
    // the staff dashboard's pending money: the held conversions in scope
    'GET /dashboard/on-hold': adminManager,
    // the offer's editors try the advertiser's integration (offer keys, offer_management feature)
    'POST /campaigns/:id/test-conversion': { ...adminManager, keys: ['admin', 'manager'], feature: ['admin', 'manager'], body: {} },
  };
}
