import type { DemoIds } from '../permissionToggles';
import type { Row } from './rows';

/**
 * The advertiser's own app (docs/api.md, Advertiser app): only the advertiser, and only while the
 * workspace runs advertisers (cpa_network_solution). Path ids are the demo advertiser's own offer.
 */
export function advertiserAppRows(): Record<string, Row> {
  const advertiser: Row = { anonymous: 401, admin: 403, manager: 403, affiliate: 403, advertiser: 'ok', feature: ['advertiser'] };
  const ownOffer = (ids: DemoIds) => ({ id: ids.advertiserOffer });
  return {
    'POST /portal/offers/list': { ...advertiser, body: {} },
    'GET /portal/offers/:id': { ...advertiser, params: ownOffer },
    'POST /portal/offers/:id/test-conversion': { ...advertiser, params: ownOffer, body: {} },
    'POST /portal/conversions/list': { ...advertiser, body: {} },
    'POST /portal/leads/list': { ...advertiser, body: {} },
    'POST /portal/spend/days/list': { ...advertiser, body: {} },
    'POST /portal/spend/offers/list': { ...advertiser, body: {} },
    'POST /portal/postbacks/list': { ...advertiser, body: {} },
    // an unknown invoice: 'ok' is its 404
    'POST /portal/invoices/list': { ...advertiser, body: {} },
    'GET /portal/invoices/:id': { ...advertiser, params: () => ({ id: 999999 }) },
    'GET /portal/invoices/:id/file': { ...advertiser, params: () => ({ id: 999999 }) },
    'GET /portal/balance': advertiser,
    'POST /portal/change-requests/list': { ...advertiser, body: {} },
    'POST /portal/change-requests': { ...advertiser, body: {} },
  };
}

/** One's own account, which the advertiser reaches like every role (the rest of the table refuses them). */
export const ADVERTISER_ACCOUNT_ENDPOINTS: readonly string[] = [
  'GET /me',
  'PUT /me',
  'GET /settings/workspace',
  'GET /me/two-factor',
  'POST /me/two-factor',
  'POST /me/two-factor/confirm',
  'POST /me/two-factor/disable',
  'POST /me/api-keys',
  'POST /me/api-keys/list',
  'DELETE /me/api-keys/:id',
  'POST /me/sign-in-history/list',
  'GET /me/sessions',
  'DELETE /me/sessions/:id',
  'POST /me/sessions/end-others',
  'GET /me/ui-settings',
  'PUT /me/ui-settings/dashboard',
  'PUT /me/ui-settings/modal',
  'PUT /me/ui-settings/config',
  'PUT /me/ui-settings/tutorial',
  'PUT /me/ui-settings/grid',
  'PUT /me/ui-settings/color-schemes',
];
