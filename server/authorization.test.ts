import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../test/serverTest';
import { allEndpoints, hasRoleSegment } from './endpoints';
import { keysOf } from './http/guards';
import type { Endpoint, Role } from './http/types';
import { demoIds, withFeature, withStoredKeys, type DemoIds } from '../test/permissionToggles';
import { adminManager, adminOnly, everyone, open, type Expect, type Row } from '../test/authorization/rows';
import { securityRows } from '../test/authorization/security';
import { offerRows } from '../test/authorization/offers';
import { promoCodeRows } from '../test/authorization/promoCodes';
import { conversionRows } from '../test/authorization/conversions';
import { postbackRows } from '../test/authorization/postbacks';
import { webhookRows } from '../test/authorization/webhooks';
import { DEMO_EMAILS } from '../test/serverApp';
import { firstDayRows } from '../test/authorization/firstDay';
import { reportRows } from '../test/authorization/reports';
import { qualityRows } from '../test/authorization/quality';
import { billingRows } from '../test/authorization/billing';
import { brokerRows } from '../test/authorization/brokers';
import { flowRows } from '../test/authorization/flows';
import { smartLinkRows } from '../test/authorization/smartLinks';
import { activityRows } from '../test/authorization/activity';
import { crgRows } from '../test/authorization/crg';
import { automationRows } from '../test/authorization/automation';
import { archiveRows } from '../test/authorization/archives';
import { referralRows } from '../test/authorization/referrals';
import { advertiserBillingRows } from '../test/authorization/advertiserBilling';
import { alertRows } from '../test/authorization/alerts';
import { deskRows } from '../test/authorization/desk';
import { leadRows } from '../test/authorization/leads';
import { currencyRows } from '../test/authorization/currencies';
import { clickCommissionRows } from '../test/authorization/clickCommissions';
import { ADVERTISER_ACCOUNT_ENDPOINTS, advertiserAppRows } from '../test/authorization/advertiserApp';

/**
 * Endpoint × principal → expected answer. 'ok' means the request got past authorization (any
 * status but 401 and 403). Every endpoint of the API must have a row: a new endpoint without one
 * fails this test. Later endpoints add their rows here.
 *
 * Rows live in test/authorization/: shared shapes in rows.ts, a new area's rows in a file of its own
 * spread into TABLE below.
 *
 * The keys and the feature an endpoint needs are read from its declared access (server/endpoints.ts);
 * a row lists the principals for whom they are toggled: `keys` — holding every key → ok, lacking
 * any one → 403; `feature` — switched on → ok, off → 403. An endpoint that declares keys or a
 * feature without naming principals to toggle them for fails the test too.
 */
const TABLE: Record<string, Row> = {
  'POST /login': { ...open, body: { email: 'nobody@example.com', password: 'x' } },
  'POST /logout': open,
  'GET /account': everyone,
  'GET /software': open,
  'GET /v1/openapi.json': open,
  // erasure on request: the admin alone (an empty body is refused before anything is erased)
  'POST /user_profiles/:id/erase': { ...adminOnly, body: {} },
  'GET /me': everyone,
  'PUT /me': { ...everyone, body: {} },
  'GET /me/callback-secret-key': { anonymous: 401, admin: 403, manager: 403, affiliate: 'ok' },
  'POST /dictionary/languages/list': { ...everyone, body: {} },
  'POST /dictionary/languages': { ...adminOnly, body: { name: 'Authz', system_name: 'az' } },
  'GET /dictionary/languages/:id': everyone,
  'PUT /dictionary/languages/:id': { ...adminOnly, body: {} },
  'DELETE /dictionary/languages/:id': adminOnly,
  'POST /tracking-domains/tracking-domains/list': { ...adminManager, body: {} },
  'POST /tracking-domains/tracking-domains': { ...adminOnly, body: { domain: 'authz.example.org' } },
  'GET /tracking-domains/tracking-domains/:id': adminManager,
  'PUT /tracking-domains/tracking-domains/:id': { ...adminOnly, body: {} },
  'POST /tracking-domains/tracking-domain-rules/list': { ...adminOnly, body: {} },
  'GET /tracking-domains/tracking-domain-rules': adminOnly,
  'POST /tracking-domains/tracking-domain-rules': { ...adminOnly, body: { tracking_domain_id: 1, redirect_type_id: 2 } },
  'GET /tracking-domains/tracking-domain-rules/:id': adminOnly,
  'PUT /tracking-domains/tracking-domain-rules/:id': { ...adminOnly, body: {} },
  'DELETE /tracking-domains/tracking-domain-rules/:id': adminOnly,
  'PATCH /tracking-domains/tracking-domain-rules/:id/set-as-primary': adminOnly,
  'POST /dictionary/marketplace-categories/list': { ...everyone, body: {} },
  'POST /dictionary/marketplace-categories': { ...adminOnly, body: { name: 'Authz' } },
  'GET /dictionary/marketplace-categories/:id': everyone,
  'PUT /dictionary/marketplace-categories/:id': { ...adminOnly, body: {} },
  'PATCH /dictionary/marketplace-categories/:id/restore': adminOnly,
  'DELETE /dictionary/marketplace-categories/:id': adminOnly,
  'GET /dictionary/commission-types': everyone,
  'GET /dictionary/commission-types/:id': everyone,
  'GET /dictionary/redirect-types': adminManager,
  'GET /dictionary/redirect-types/:id': adminManager,
  'GET /dictionary/traffic-channels': everyone,
  'GET /dictionary/countries': everyone,
  // permissions (docs/api.md): another affiliate's set, so the affiliate is refused too
  'GET /rbac/ui-permission/allowed/:id': { ...adminManager, params: (ids) => ({ id: ids.otherAffiliate }), keys: ['admin', 'manager'] },
  'GET /rbac/ui-permission/active/:id': { ...adminManager, params: (ids) => ({ id: ids.otherAffiliate }), keys: ['admin', 'manager'] },
  'POST /rbac/ui-permission/set-state': {
    ...adminManager,
    body: (ids: DemoIds) => ({ user_id: ids.otherAffiliate, permissions: ['UI_Postback_View'] }),
    keys: ['admin', 'manager'],
  },
  'POST /rbac/ui-permission/users/list': { ...adminManager, body: {}, keys: ['admin', 'manager'] },
  'GET /settings/config': adminOnly,
  'PUT /settings/config/batch-update/general-settings': { ...adminOnly, body: {} },
  'PUT /settings/config/batch-update/default-referral-program': { ...adminOnly, body: {}, feature: ['admin'] },
  'GET /settings/network-postback-token': adminOnly,
  'POST /settings/network-postback-token': adminOnly,
  'GET /settings/workspace': everyone,
  // dashboard and personal UI settings (docs/api.md, Dashboard)
  ...Object.fromEntries(
    ['commission', 'click', 'lead', 'sale', 'cl-rate', 'cr', 'epc', 'profit'].map((m) => [`POST /dashboard/measure/${m}-chart`, { ...everyone, body: {} }]),
  ),
  'POST /dashboard/measure/revenue-chart': { ...adminManager, body: {} },
  'POST /dashboard/measure/roi-chart': { ...adminManager, body: {} },
  ...Object.fromEntries(
    [
      'affiliate/linear', 'affiliate/pie-clicks', 'affiliate/pie-leads', 'affiliate/pie-sales', 'affiliate/pie-ftds',
      'new-user-request-chart', 'pending-user-request-chart', 'approved-affiliate-chart', 'active-affiliate-chart',
      'user/affiliate', 'user/language', 'offer/offer', 'offer/offer-group', 'offer/country',
    ].map((p) => [`POST /dashboard/${p}`, { ...adminManager, body: {} }]),
  ),
  ...Object.fromEntries(
    ['user/manager', 'affiliate-manager/table', 'affiliate-manager/linear', 'affiliate-manager/pie', 'admin-daily-report'].map((p) => [
      `POST /dashboard/${p}`,
      { ...adminOnly, body: {} },
    ]),
  ),
  'GET /dashboard/personal-manager': { anonymous: 401, admin: 403, manager: 403, affiliate: 'ok' },
  'GET /dashboard/billing-info': { anonymous: 401, admin: 403, manager: 403, affiliate: 'ok' },
  'POST /dashboard/pending-payouts': { anonymous: 401, admin: 403, manager: 403, affiliate: 'ok', body: {} },
  'GET /me/ui-settings': everyone,
  'PUT /me/ui-settings/dashboard': { ...everyone, body: { dashboard_id: 'Authz', ui_settings: {} } },
  // user management (docs/api.md, User management); ids point at affiliate2, an affiliate of manager@
  ...userManagementRows(),
  'PUT /me/ui-settings/modal': { ...everyone, body: { modal_id: 'Authz', modal_settings: {} } },
  'PUT /me/ui-settings/config': { ...everyone, body: { config_settings: {} } },
  'PUT /me/ui-settings/tutorial': { ...everyone, body: { skip_tutorial: false } },
  'PUT /me/ui-settings/grid': { ...everyone, body: [] },
  'PUT /me/ui-settings/color-schemes': { ...everyone, body: { selected_color_scheme: 'Purple Light' } },
  ...firstDayRows(),
  ...securityRows(),
  ...offerRows(),
  ...promoCodeRows(),
  ...conversionRows(),
  ...postbackRows(),
  ...webhookRows(),
  ...reportRows(),
  ...qualityRows(),
  ...billingRows(),
  ...brokerRows(),
  ...flowRows(),
  ...smartLinkRows(),
  ...crgRows(),
  ...automationRows(),
  ...archiveRows(),
  ...referralRows(),
  ...advertiserBillingRows(),
  ...activityRows(),
  ...alertRows(),
  ...deskRows(),
  ...leadRows(),
  ...currencyRows(),
  ...clickCommissionRows(),
  ...advertiserAppRows(),
};
for (const key of ADVERTISER_ACCOUNT_ENDPOINTS) TABLE[key] = { ...TABLE[key]!, advertiser: 'ok' };

/** What a principal gets: the row's word, or for an advertiser it leaves unsaid, what a role not listed gets. */
function expectedOf(endpoint: Endpoint, row: Row, who: (typeof principals)[number]): Expect {
  if (who !== 'advertiser') return row[who];
  if (row.advertiser !== undefined) return row.advertiser;
  return row.anonymous === 'ok' || endpoint.access.kind === 'session' ? 'ok' : 403;
}

function userManagementRows(): Record<string, Row> {
  const staff: Row = { ...adminManager, keys: ['admin', 'manager'], feature: ['admin', 'manager'] };
  const other = (ids: DemoIds) => ({ id: ids.otherAffiliate });
  const self: Row = { ...adminManager, params: other, keys: ['admin', 'manager'] };
  const adminStaff: Row = { ...adminOnly, keys: ['admin'], feature: ['admin'] };
  // the demo manager holds no UI_UserOperations_Ban: refused until the keys test hands it over
  const ban: Row = { ...staff, manager: 403, feature: ['admin'] };
  return {
    ...Object.fromEntries(
      ['/affiliates/list', '/affiliates/export-csv', '/list', '/export-csv', '/affiliate-requests/list', '/registration-stats/list', '/affiliate-requests/batch-approve', '/affiliate-requests/batch-decline', '/affiliate-requests/batch-set-lead-status', '/affiliates/batch-set-lead-status', '/user-accounts/batch-set-commission-type', '/affiliates/batch-change-manager', ''].map((p) => [`POST /user_profiles${p}`, { ...staff, body: {} }]),
    ),
    'POST /user_profiles/managers/list': { ...adminStaff, body: {} },
    'POST /user_profiles/managers/export-csv': { ...adminStaff, body: {} },
    'GET /user_profiles/managers/options': staff,
    'POST /user_profiles/user-accounts/create/advertiser': { ...adminStaff, body: {} },
    'GET /user_profiles/:id': self,
    'PATCH /user_profiles/:id': { ...self, body: {} },
    'GET /user_profiles/user-accounts/:id/role': { ...staff, params: other },
    'GET /user_profiles/affiliate-requests/:id': { ...staff, params: other },
    'GET /user_profiles/:id/lead-status-history': { ...staff, params: other },
    'PUT /user_profiles/affiliate-requests/:id/comment': { ...staff, params: other, body: {} },
    'PUT /user_profiles/user-accounts/:id/comment': { ...staff, params: other, body: {} },
    'POST /user_profiles/user-accounts/:id/ban': { ...ban, params: other },
    'POST /user_profiles/user-accounts/:id/unban': { ...ban, params: other },
    'POST /user_profiles/user-accounts/:id/change-password': { ...self, body: {} },
    'POST /user_profiles/user-accounts/:id/set-traffic-channel': { ...staff, params: other, body: {} },
    'POST /user_profiles/user-accounts/:id/change-callback-secret-key': self,
    'POST /user_profiles/user-accounts/:id/confirm-email': { ...staff, params: other },
    'POST /user_profiles/user-accounts/batch-set-status/:type': { ...ban, params: () => ({ type: 'affiliate' }), body: {} },
    'POST /registration/first-time': { ...open, body: {} },
    'POST /registration/verify-email': { ...open, body: {} },
    'POST /registration/resend-verification': { ...open, body: {} },
    'POST /password-reset': { ...open, body: {} },
    'POST /password-reset/confirm': { ...open, body: {} },
    ...Object.fromEntries(
      ['user-change-log/list', 'user-change-log/export-csv', 'user-change-log/registration-log-export-pdf', 'registration-stats/export-csv', 'email-verification/send'].map((p) => [
        `POST /user-management/${p}`,
        { ...staff, body: {} },
      ]),
    ),
    'POST /user-management/mail-outbox/list': { ...adminOnly, body: {} },
    'GET /user-management/mail-outbox/delivery': adminOnly,
    'GET /user-management/mail-outbox/:id': { ...adminOnly, params: () => ({ id: 999999 }) },
    'GET /user-management/mail-outbox/:id/attachment': { ...adminOnly, params: () => ({ id: 999999 }) },
  };
}

const keyOf = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;
const principals = ['anonymous', 'admin', 'manager', 'affiliate', 'advertiser'] as const;

const t = serverAppPerFile({ LOGIN_MAX_FAILURES_PER_ADDRESS: '1000', LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000' });
let ids: DemoIds;
const cookies: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  for (const role of ['admin', 'manager', 'affiliate', 'advertiser'] as const) cookies[role] = await t.cookieFor(role);
  ids = await demoIds(t);
});

async function callAs(endpoint: Endpoint, row: Row, who: 'anonymous' | Role): Promise<Response> {
  // a logout would end the shared session: give it a fresh one
  const cookie = who === 'anonymous' ? undefined : endpoint.path === '/logout' ? await t.cookieFor(who) : cookies[who];
  const segment = hasRoleSegment(endpoint) ? `/${who === 'anonymous' ? 'admin' : who}` : '';
  const params = row.params?.(ids) ?? {};
  const path = `/api${segment}${endpoint.path.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? 1))}`;
  const body = typeof row.body === 'function' ? (row.body as (ids: DemoIds) => unknown)(ids) : row.body;
  return t.call(endpoint.method, path, { cookie, body });
}

const passed = (res: Response) => expect([401, 403]).not.toContain(res.status);

describe('authorization table', () => {
  it('has a row for every endpoint and no row for an endpoint that does not exist', () => {
    const endpoints = allEndpoints().map(keyOf).sort();
    expect(Object.keys(TABLE).sort()).toEqual(endpoints);
  });

  for (const endpoint of allEndpoints()) {
    const row = TABLE[keyOf(endpoint)];
    if (!row) continue;
    for (const who of principals) {
      const expected = expectedOf(endpoint, row, who);
      it(`${keyOf(endpoint)} as ${who} → ${expected}`, async () => {
        const res = await callAs(endpoint, row, who);
        if (expected === 'ok') passed(res);
        else expect(res.status).toBe(expected);
        expect(res.status).toBeLessThan(500);
      });
    }
  }
});

describe('authorization table: keys and features on and off', () => {
  it('toggles the keys and the feature of every endpoint that declares them', () => {
    const untested = allEndpoints().filter((e) => {
      const row = TABLE[keyOf(e)];
      const feature = e.access.kind === 'roles' ? e.access.feature : undefined;
      return (keysOf(e.access).length > 0 && !row?.keys?.length) || (feature !== undefined && !row?.feature?.length);
    });
    expect(untested.map(keyOf)).toEqual([]);
  });

  for (const endpoint of allEndpoints()) {
    const row = TABLE[keyOf(endpoint)];
    for (const who of row?.keys ?? []) {
      const keys = keysOf(endpoint.access, who);
      it(`${keyOf(endpoint)} as ${who}: with ${keys.join(' + ')} → ok, without any → 403`, async () => {
        await withStoredKeys(t, DEMO_EMAILS[who], (held) => [...held, ...keys], async () => passed(await callAs(endpoint, row!, who)));
        for (const key of keys) {
          const res = await withStoredKeys(t, DEMO_EMAILS[who], (held) => held.filter((k) => k !== key), () => callAs(endpoint, row!, who));
          expect(res.status, `without ${key}`).toBe(403);
        }
      });
    }
    const feature = endpoint.access.kind === 'roles' ? endpoint.access.feature : undefined;
    for (const who of feature ? (row?.feature ?? []) : []) {
      it(`${keyOf(endpoint)} as ${who}: feature ${feature} on → ok, off → 403`, async () => {
        passed(await withFeature(t, feature!, true, () => callAs(endpoint, row!, who)));
        expect((await withFeature(t, feature!, false, () => callAs(endpoint, row!, who))).status).toBe(403);
      });
    }
  }
});
