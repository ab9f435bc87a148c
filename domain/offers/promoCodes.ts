import type { PermissionKey } from '../permissions/keys';
import { ALL_ROLES, STAFF, type ResourceAccess, type ResourceApi } from '../permissions/access';

// Promo codes (tracking type `promo_code`, spec 4 §6; docs/decisions/deep-links-promo-codes.md): a
// code an affiliate gives their audience; a conversion the advertiser reports with the code and no
// click is the affiliate's. A code is part of the affiliate's terms on an offer, so it is kept,
// like the promotion rules, under offer management: seen with the offers' view key, assigned and
// removed with UI_OfferCampaigns_ManagePromotionRules (a manager for their own affiliates).

/** 1–64 letters, digits, `-`, `_` or `.`: what an advertiser's checkout takes and a postback carries. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** The one form codes are compared in: a code is unique per offer whatever its case. */
export const promoCodeKey = (code: string) => code.trim().toLowerCase();

const FEATURE = 'offer_management';
const keys = <const K extends PermissionKey[]>(...more: K) => ({ roles: STAFF, permission: ['UI_OfferCampaigns_View', ...more] as const, feature: FEATURE } as const);

export const promoCodesResource = {
  api: { path: '/promo-codes' },
  access: {
    list: { roles: ALL_ROLES, permission: 'UI_OfferCampaigns_View', feature: FEATURE },
    create: keys('UI_OfferCampaigns_ManagePromotionRules'),
    delete: keys('UI_OfferCampaigns_ManagePromotionRules'),
  },
} as const satisfies { api: ResourceApi; access: ResourceAccess };
