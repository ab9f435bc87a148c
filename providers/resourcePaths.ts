/** One react-admin resource's place in the API (docs/api.md). */
interface ResourceRow {
  /** the list path under /api/{role}: `POST {path}/list`, single records `{path}/{id}` */
  readonly path: string;
  /** where single records live when not under `path`: a reference input reads a chosen affiliate or manager as a user profile (issue 19) */
  readonly record?: string;
  /**
   * the batch endpoints behind react-admin's `updateMany`: a screen names the batch in `meta.batch`
   * (`useUpdateMany(resource, { ids, data, meta: { batch: 'status' } })`) and the dataProvider posts
   * `{ ids, ...data }` to the path kept here
   */
  readonly batch?: Readonly<Record<string, string>>;
}

/** Every resource's paths, one row each: a new resource is one line here (docs/architecture.md). */
const RESOURCES = {
  languages: { path: '/dictionary/languages' },
  'tracking-domains': { path: '/tracking-domains/tracking-domains' },
  'tracking-domain-rules': { path: '/tracking-domains/tracking-domain-rules' },
  'marketplace-categories': { path: '/dictionary/marketplace-categories' },
  'permission-users': { path: '/rbac/ui-permission/users' },
  // user management (docs/api.md, User management)
  'user-operations/affiliates': {
    path: '/user_profiles/affiliates',
    record: '/user_profiles',
    batch: {
      status: '/user_profiles/user-accounts/batch-set-status/affiliate',
      'commission-type': '/user_profiles/user-accounts/batch-set-commission-type',
      manager: '/user_profiles/affiliates/batch-change-manager',
    },
  },
  'user-operations/managers': {
    path: '/user_profiles/managers',
    record: '/user_profiles',
    batch: { status: '/user_profiles/user-accounts/batch-set-status/manager' },
  },
  'user-operations/all-users': { path: '/user_profiles' },
  'user-operations/affiliate-requests': {
    path: '/user_profiles/affiliate-requests',
    batch: {
      approve: '/user_profiles/affiliate-requests/batch-approve',
      decline: '/user_profiles/affiliate-requests/batch-decline',
      'lead-status': '/user_profiles/affiliate-requests/batch-set-lead-status',
    },
  },
  'user-operations/registration-stats': { path: '/user_profiles/registration-stats' },
  'user-operations/user-change-log': { path: '/user-management/user-change-log' },
  // offers (docs/api.md, Offers): the API says campaign; the affiliate screens read the same list
  offers: { path: '/campaigns', batch: { status: '/campaigns/batch-status' } },
  'offer-requests': { path: '/campaign-requests' },
  advertisers: { path: '/advertisers' },
  'offer-groups': { path: '/dictionary/offer-groups' },
  'payout-rules': { path: '/payout-rules' },
  'revenue-rules': { path: '/revenue-rules' },
  marketplace: { path: '/campaigns' },
  'my-offers': { path: '/campaigns' },
  // conversions (docs/api.md, Conversions)
  conversions: { path: '/conversions' },
  // affiliate postbacks (docs/api.md, Affiliate postbacks)
  postbacks: { path: '/postbacks' },
  'postback-log': { path: '/postbacks/log' },
  // account security (docs/api.md, Account security)
  'api-keys': { path: '/me/api-keys' },
  'sign-in-history': { path: '/me/sign-in-history' },
  'security-log': { path: '/security/security-log' },
  // reports (docs/api.md, Reports): the traffic report is its own call; the logs are lists
  'click-log': { path: '/reports/clicks' },
  'conversion-log': { path: '/reports/conversions' },
  // affiliate billing (docs/api.md, Billing)
  payouts: { path: '/billing/payouts', batch: { status: '/billing/payouts/batch-status' } },
  invoices: { path: '/billing/invoices' },
  'billing-periods': { path: '/billing/periods' },
} as const satisfies Readonly<Record<string, ResourceRow>>;

type Resources = typeof RESOURCES;
const rows = Object.entries(RESOURCES) as [string, ResourceRow][];
const pick = <T>(of: (row: ResourceRow) => T | undefined): Readonly<Record<string, T>> =>
  Object.freeze(Object.fromEntries(rows.flatMap(([name, row]) => (of(row) === undefined ? [] : [[name, of(row)!]]))));

/** react-admin resource name → API path under /api/{role}. */
export const resourcePaths: Readonly<Record<string, string>> = pick((row) => row.path);

/** Resources whose single records are read elsewhere than `{list path}/{id}` (test/routeTable.test.ts). */
export const recordPaths: Readonly<Record<string, string>> = pick((row) => row.record);

/** Resource → its named batches → path. */
export const batchPaths: Readonly<Record<string, Readonly<Record<string, string>>>> = pick((row) => row.batch);

/** A batch some resource has: what `BatchButton` and `ChoiceBatchButton` accept as `batch`. */
export type BatchName = { [R in keyof Resources]: Resources[R] extends { batch: infer B } ? keyof B : never }[keyof Resources];

/** The batch's path for a resource, or undefined when the resource has no such batch. */
export function batchPath(resource: string, batch: string): string | undefined {
  return batchPaths[resource]?.[batch];
}
