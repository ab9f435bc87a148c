import { ADMIN_MANAGES, ADMIN_RULE, EVERYONE_RULE, STAFF_RULE, type ResourceAccess, type ResourceApi } from '../permissions/access';

// The dictionaries' places in the API and who may use them (spec 1 §7, docs/decisions.md,
// dictionaries): every role reads languages and the active categories, commission types, channels
// and countries; managers read domains and redirect types; only admins change them. Imported by the
// resources' manifests (resources/<name>/index.ts) and by the server's endpoint rows.

export const languagesResource = {
  api: { path: '/dictionary/languages' },
  access: { list: EVERYONE_RULE, show: EVERYONE_RULE, export: EVERYONE_RULE, create: ADMIN_RULE, edit: ADMIN_RULE, delete: ADMIN_RULE },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** No delete: the server has none (docs/decisions.md, URLs), so no screen offers one. */
export const trackingDomainsResource = {
  api: { path: '/tracking-domains/tracking-domains' },
  access: { list: STAFF_RULE, show: STAFF_RULE, create: ADMIN_RULE, edit: ADMIN_RULE },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const trackingDomainRulesResource = {
  api: { path: '/tracking-domains/tracking-domain-rules' },
  access: ADMIN_MANAGES,
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const marketplaceCategoriesResource = {
  api: { path: '/dictionary/marketplace-categories' },
  access: { ...ADMIN_MANAGES, list: EVERYONE_RULE, show: EVERYONE_RULE },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** The read-only dictionaries: cached GETs (providers/dictionaryCache.ts), not lists under a path. */
/** Their names, each `GET /dictionary/{name}` (docs/api.md). */
export type DictionaryName = 'commission-types' | 'redirect-types' | 'traffic-channels' | 'countries';
export const commissionTypesAccess = { list: EVERYONE_RULE, show: EVERYONE_RULE } as const satisfies ResourceAccess;
export const redirectTypesAccess = { list: STAFF_RULE, show: STAFF_RULE } as const satisfies ResourceAccess;
export const trafficChannelsAccess = { list: EVERYONE_RULE } as const satisfies ResourceAccess;
export const countriesAccess = { list: EVERYONE_RULE } as const satisfies ResourceAccess;
