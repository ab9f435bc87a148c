/** The query parameter of the registration page that carries a referrer's code (spec 4 §6). */
export const REFERRAL_PARAM = 'referral';

/** The registration link that ties a new affiliate to the referrer whose code it carries. */
export const referralLink = (origin: string, code: string) => `${origin}/auth/a/registration?${REFERRAL_PARAM}=${encodeURIComponent(code)}`;
