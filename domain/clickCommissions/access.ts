import { ALL_ROLES, STAFF, type ResourceAccess, type ResourceApi } from '../permissions/access';

// Click commissions (spec 4 §3; permission groups click_payout_rules and click_billing): a unique
// click earns by its offer's click payout rules and is billed in click billing. Imported by the
// manifests; the server's endpoint rows (server/modules/clickCommissions) state the same rules.

const FEATURE = 'click_commissions';

/** Everyone reads the rules that concern them; staff with UI_ClickPayoutRules_Manage change them (never affiliates). */
const viewRules = { roles: ALL_ROLES, permission: 'UI_ClickPayoutRules_View', feature: FEATURE } as const;
const manageRules = { roles: STAFF, permission: ['UI_ClickPayoutRules_View', 'UI_ClickPayoutRules_Manage'], feature: FEATURE } as const;

export const clickPayoutRulesResource = {
  api: { path: '/click-payout-rules' },
  access: { list: viewRules, show: viewRules, create: manageRules, edit: manageRules, delete: manageRules },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** Read-only: the earning clicks by UTC day, affiliate and offer, and what billing made of them. */
export const clickBillingResource = {
  api: { path: '/click-billing' },
  access: { list: { roles: STAFF, permission: 'UI_ClickBilling_View', feature: FEATURE } },
} as const satisfies { api: ResourceApi; access: ResourceAccess };
