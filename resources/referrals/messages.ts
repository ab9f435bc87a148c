// resources.referrals.*, resources.referral-overrides.* and resources.my-referrals.*: loaded with the screens (the three manifests name this file)
import { withResourceName } from '../../providers/resourceName';

const reward = {
  value_percent: 'Reward, % of the friend’s commission',
  value_amount: 'Reward per conversion',
  help: 'A percentage of each approved commission of the referred affiliate, or a fixed amount for each of their approved conversions of the kind chosen.',
};

export const referralMessages = {
  en: {
    referrals: withResourceName('referrals', {
      fields: {
        referrer_id: 'Referrer',
        referrer_name: 'Referrer',
        referred_name: 'Referred affiliate',
        referred_email: 'E-mail',
        registered_at: 'Registered',
        earned: 'Bonus billed',
        pending: 'Bonus at the next closing',
      },
      empty: 'No affiliate has registered through a referral link yet.',
      note: 'A referrer earns their program’s reward on each approved conversion of the affiliates they referred; it is billed as a referral bonus in their next billing period.',
    }),
    'referral-overrides': withResourceName('referral-overrides', {
      fields: {
        id: 'Affiliate',
        affiliate_id: 'Affiliate',
        affiliate_name: 'Affiliate',
        affiliate_email: 'E-mail',
        status: 'Status',
        reward_type_id: 'Reward type',
        reward_value: 'Reward',
        updated_at: 'Changed',
      },
      reward,
      empty: 'Every affiliate follows the default referral program (System settings).',
      message: {
        delete_title: 'Back to the default program?',
        delete_content: 'This affiliate will earn the workspace’s default referral reward from the next closing.',
      },
    }),
    'my-referrals': withResourceName('my-referrals', {
      fields: {
        referred_name: 'Affiliate',
        registered_at: 'Registered',
        earned: 'Bonus billed',
        pending: 'Bonus at the next closing',
      },
      program: {
        title: 'Your program',
        reward: 'Reward',
        inactive: 'The program is inactive for you: affiliates you refer are still tied to you, but earn you no bonus.',
        percent: '%{value} % of each approved commission of the affiliates you referred',
        fixed: '%{amount} for each approved conversion: %{type}',
        referred: 'Affiliates referred',
        earned: 'Bonus billed',
        pending: 'Bonus at the next closing',
      },
      empty: 'No one has registered through your link yet.',
    }),
  },
};
