// The referral link card's messages (the affiliate's Referral program screen and their profile), referenced by one line in each catalogue.

const en = {
  referral_link: {
    title: 'Your referral link',
    label: 'Referral link',
    help: 'Affiliates who register through this link are tied to you; you earn a bonus on their approved conversions.',
    copy: 'Copy',
    copied: 'The referral link was copied.',
    copy_failed: 'The link could not be copied: select it and copy it by hand.',
  },
};

export type ReferralLinkMessages = typeof en;

export const referralLinkMessages = { en };
