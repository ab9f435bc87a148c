/**
 * Resources whose single records are read elsewhere than `{list path}/{id}`: a reference input
 * reads a chosen affiliate or manager as a user profile (issue 19, test/routeTable.test.ts).
 */
export const recordPaths: Readonly<Record<string, string>> = Object.freeze({
  'user-operations/affiliates': '/user_profiles',
  'user-operations/managers': '/user_profiles',
});

/** react-admin resource name → API path under /api/{role} (docs/api.md). */
export const resourcePaths: Readonly<Record<string, string>> = Object.freeze({
  languages: '/dictionary/languages',
  'tracking-domains': '/tracking-domains/tracking-domains',
  'tracking-domain-rules': '/tracking-domains/tracking-domain-rules',
  'marketplace-categories': '/dictionary/marketplace-categories',
  'permission-users': '/rbac/ui-permission/users',
  // user management (docs/api.md, User management)
  'user-operations/affiliates': '/user_profiles/affiliates',
  'user-operations/managers': '/user_profiles/managers',
  'user-operations/all-users': '/user_profiles',
  'user-operations/affiliate-requests': '/user_profiles/affiliate-requests',
  'user-operations/registration-stats': '/user_profiles/registration-stats',
  'user-operations/user-change-log': '/user-management/user-change-log',
  // offers (docs/api.md, Offers): the API says campaign; the affiliate screens read the same list
  offers: '/campaigns',
  'offer-requests': '/campaign-requests',
  advertisers: '/advertisers',
  'offer-groups': '/dictionary/offer-groups',
  'payout-rules': '/payout-rules',
  'revenue-rules': '/revenue-rules',
  marketplace: '/campaigns',
  'my-offers': '/campaigns',
  // conversions (docs/api.md, Conversions)
  conversions: '/conversions',
  // affiliate postbacks (docs/api.md, Affiliate postbacks)
  postbacks: '/postbacks',
  'postback-log': '/postbacks/log',
  // account security (docs/api.md, Account security)
  'api-keys': '/me/api-keys',
  'sign-in-history': '/me/sign-in-history',
  'security-log': '/security/security-log',
  // reports (docs/api.md, Reports): the traffic report is its own call; the logs are lists
  'click-log': '/reports/clicks',
  'conversion-log': '/reports/conversions',
  // affiliate billing (docs/api.md, Billing)
  payouts: '/billing/payouts',
  invoices: '/billing/invoices',
  'billing-periods': '/billing/periods',
});
