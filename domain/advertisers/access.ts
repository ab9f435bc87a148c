import { ADVERTISER, type AccessRule, type ResourceAccess, type ResourceApi } from '../permissions/access';

// The advertiser's own app (spec 4 §7, docs/api.md "Advertiser app"): under /api/advertiser, each
// read scoped to the signed-in advertiser in SQL. UI_Enable_Advertiser is derived from the feature
// (domain/permissions/derive.ts), so the feature is the one gate (docs/decisions/advertisers.md).
// Imported by the manifests and the server's endpoint rows.

export const ADVERTISER_FEATURE = 'cpa_network_solution' as const;

export const ADVERTISER_RULE = { roles: ADVERTISER, feature: ADVERTISER_FEATURE } as const satisfies AccessRule;

const reads = { list: ADVERTISER_RULE } as const satisfies ResourceAccess;

/** Their offers, read only; one offer with its postback and pixel set-up. */
export const advertiserOffersResource = {
  api: { path: '/portal/offers' },
  access: { list: ADVERTISER_RULE, show: ADVERTISER_RULE },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** The conversions of their offers, the affiliate shown only by id and sub-ids. */
export const advertiserConversionsResource = { api: { path: '/portal/conversions' }, access: reads } as const satisfies { api: ResourceApi; access: ResourceAccess };

/** The leads sent to them, the affiliate shown only by id and sub-ids. */
export const advertiserLeadsResource = { api: { path: '/portal/leads' }, access: reads } as const satisfies { api: ResourceApi; access: ResourceAccess };

/** What they owe, by day. */
export const advertiserSpendResource = { api: { path: '/portal/spend/days' }, access: reads } as const satisfies { api: ResourceApi; access: ResourceAccess };

/** What they owe, by offer. */
export const advertiserSpendOffersResource = { api: { path: '/portal/spend/offers' }, access: reads } as const satisfies { api: ResourceApi; access: ResourceAccess };

/** The last postbacks their server sent us, with what we answered. */
export const advertiserPostbacksResource = { api: { path: '/portal/postbacks' }, access: reads } as const satisfies { api: ResourceApi; access: ResourceAccess };

/** How many received postbacks the log shows. */
export const RECEIVED_POSTBACKS_SHOWN = 100;

/** Their invoices with lines and payments, and each one's PDF (docs/decisions/advertisers.md, "Their invoices"). */
export const advertiserMyInvoicesResource = {
  api: { path: '/portal/invoices' },
  access: { list: ADVERTISER_RULE, show: ADVERTISER_RULE },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** Their balance: invoiced, received, what is left and what of it is past due. */
export const ADVERTISER_BALANCE_PATH = '/portal/balance';

/** Their requests to change an offer: made from the offer's page, listed there with the staff's answer. */
export const advertiserChangeRequestsResource = {
  api: { path: '/portal/change-requests' },
  access: { list: ADVERTISER_RULE, create: ADVERTISER_RULE },
} as const satisfies { api: ResourceApi; access: ResourceAccess };
