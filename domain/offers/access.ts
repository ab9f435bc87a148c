import type { PermissionKey } from '../permissions/keys';
import { ADMIN, AFFILIATE, STAFF, type ResourceAccess, type ResourceApi } from '../permissions/access';

// Offers (docs/api.md, Offers; spec 3 §1): the API says campaign, the screens offer. The Offer
// campaigns keys and the payout / revenue rule keys, with the workspace feature each endpoint
// needs. Imported by the manifests and the server's endpoint rows.

const FEATURE = 'offer_management';
const keys = <const K extends PermissionKey[]>(...more: K) => ({ roles: STAFF, permission: ['UI_OfferCampaigns_View', ...more] as const, feature: FEATURE } as const);
const view = keys();
const manage = keys('UI_OfferCampaigns_Manage');
const affiliate = { roles: AFFILIATE, permission: 'UI_OfferCampaigns_View', feature: FEATURE } as const;

export const offersResource = {
  api: { path: '/campaigns', batch: { status: '/campaigns/batch-status' } },
  access: { list: view, show: view, create: manage, edit: manage, ban: keys('UI_OfferCampaigns_Manage', 'UI_OfferCampaigns_Suspend') },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** Advertisers' requests to change their offers: staff who read offers see them; who manage offers answer them. */
export const offerChangeRequestsResource = {
  api: { path: '/campaign-change-requests' },
  access: { list: view, edit: manage },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const offerRequestsResource = {
  api: { path: '/campaign-requests' },
  access: { list: view, approve: keys('UI_OfferCampaigns_ApproveRequest') },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** An offer's promotion and blocking rules for affiliates, shown on the offer's page. */
export const offerAffiliatesAccess = {
  create: keys('UI_OfferCampaigns_ManagePromotionRules'),
  ban: keys('UI_OfferCampaigns_ManageBlockingRules'),
} as const satisfies ResourceAccess;

/**
 * An advertiser is an account: an administrator makes one by the user-management call (its keys
 * and feature, not the offers'), from the Advertisers list as from All accounts.
 */
export const advertisersResource = {
  api: { path: '/advertisers', create: '/user_profiles/user-accounts/create/advertiser' },
  access: {
    list: view,
    show: view,
    edit: manage,
    create: { roles: ADMIN, permission: ['UI_UserOperations_View', 'UI_UserOperations_Manage'], feature: 'user_operations' },
  },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const offerGroupsResource = {
  api: { path: '/dictionary/offer-groups' },
  access: { list: view, show: view, create: manage, edit: manage, delete: manage },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

const rules = <const A extends 'PayoutRules' | 'RevenueRules', const F extends 'payout_rules' | 'revenue_rules'>(area: A, feature: F) => {
  const see = { roles: STAFF, permission: `UI_${area}_View` as const, feature } as const;
  const change = { roles: STAFF, permission: [`UI_${area}_View` as const, `UI_${area}_Manage` as const], feature } as const;
  return { list: see, show: see, create: change, edit: change, delete: change } as const;
};

export const payoutRulesResource = {
  api: { path: '/payout-rules' },
  access: rules('PayoutRules', 'payout_rules'),
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const revenueRulesResource = {
  api: { path: '/revenue-rules' },
  access: rules('RevenueRules', 'revenue_rules'),
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** The affiliate portal's "Offers" and "My offers" read the same list. */
export const marketplaceResource = {
  api: { path: '/campaigns' },
  access: { list: affiliate, show: affiliate },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const myOffersResource = marketplaceResource;
