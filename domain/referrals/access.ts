import { AFFILIATE, STAFF, type ResourceAccess, type ResourceApi } from '../permissions/access';

// The referral program (docs/api.md, Referral program; spec 4 §6): UI_ReferralProgram_View reads it
// (staff: every referral in their scope; an affiliate: their own link and the affiliates they
// referred), UI_ReferralProgram_Manage (staff only: the catalogue keeps it from affiliates) sets a
// referrer's own terms. Everything needs the referral_program feature. Imported by the manifests
// and the server's endpoint rows.

const FEATURE = 'referral_program';
export const REFERRAL_VIEW = { roles: STAFF, permission: 'UI_ReferralProgram_View', feature: FEATURE } as const;
export const REFERRAL_MANAGE = { roles: STAFF, permission: ['UI_ReferralProgram_View', 'UI_ReferralProgram_Manage'], feature: FEATURE } as const;
export const MY_REFERRALS = { roles: AFFILIATE, permission: 'UI_ReferralProgram_View', feature: FEATURE } as const;

/** Who referred whom, with what each referral earned its referrer (staff). */
export const referralsResource = {
  api: { path: '/referrals' },
  access: { list: REFERRAL_VIEW },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** The affiliates a signed-in affiliate referred (the same list call, their own rows). */
export const myReferralsResource = {
  api: { path: '/referrals' },
  access: { list: MY_REFERRALS },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** A referrer's own terms; the record's id is the affiliate's. Deleting one puts the affiliate back on the workspace default. */
export const referralOverridesResource = {
  api: { path: '/referrals/overrides' },
  access: { list: REFERRAL_VIEW, show: REFERRAL_VIEW, create: REFERRAL_MANAGE, edit: REFERRAL_MANAGE, delete: REFERRAL_MANAGE },
} as const satisfies { api: ResourceApi; access: ResourceAccess };
