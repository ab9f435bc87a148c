// The English name of every resource: the menu and the page titles of the back office's first view
// show them, so they load with it, while the rest of a resource's English labels loads with its
// screens (src/i18n/enScreens.ts; issue 10). Each resource's messages.ts takes its name from here.

export const resourceNames = {
  languages: 'Language |||| Languages',
  'tracking-domains': 'Tracking domain |||| Tracking domains',
  'tracking-domain-rules': 'Tracking domain rule |||| Tracking domain rules',
  'marketplace-categories': 'Marketplace category |||| Marketplace categories',
  'commission-types': 'Commission type |||| Commission types',
  'redirect-types': 'Redirect type |||| Redirect types',
  'traffic-channels': 'Traffic channel |||| Traffic channels',
  countries: 'Country |||| Countries',
  'user-operations/affiliates': 'Affiliate |||| Affiliates',
  'user-operations/managers': 'Manager |||| Managers',
  'user-operations/affiliate-requests': 'Affiliate request |||| Affiliate requests',
  'user-operations/registration-stats': 'Registration stats',
  'user-operations/user-change-log': 'User change log',
  'user-operations/all-users': 'Account |||| All accounts',
  offers: 'Offer |||| Offers',
  'offer-requests': 'Offer request |||| Offer requests',
  advertisers: 'Advertiser |||| Advertisers',
  'offer-groups': 'Offer group |||| Offer groups',
  'payout-rules': 'Payout rule |||| Payout rules',
  'revenue-rules': 'Revenue rule |||| Revenue rules',
  marketplace: 'Offers',
  'my-offers': 'My offers',
  conversions: 'Conversion |||| Conversions',
  payouts: 'Payout |||| Payouts',
  invoices: 'Invoice |||| Invoices',
  postbacks: 'Postback |||| Postbacks',
  'postback-log': 'Processing log',
  'api-keys': 'API key |||| API keys',
  'sign-in-history': 'Sign-in history',
  'security-log': 'Security log',
  'traffic-report': 'Traffic report |||| Traffic report',
  'global-report': 'Global report |||| Global report',
  'click-log': 'Click log |||| Click log',
  'conversion-log': 'Conversion log |||| Conversion log',
};

export type ResourceName = keyof typeof resourceNames;

/** `resources.<name>.name` of every resource, the shape the catalogue holds them in. */
export const resourceNameMessages = Object.fromEntries(Object.entries(resourceNames).map(([resource, name]) => [resource, { name }])) as {
  [R in ResourceName]: { name: string };
};
