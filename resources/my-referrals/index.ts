import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { myReferralsResource } from '../../domain/referrals/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The affiliate's referral program: their link, their terms, the affiliates they referred and what they earned (spec 4 §6). */
export default defineResource({
  name: 'my-referrals',
  ...myReferralsResource,
  apps: { affiliate: 'screens' },
  menu: { affiliate: 12 },
  list: lazyScreen(() => import('./MyReferralList'), 'MyReferralList'),
  icon: GroupAddIcon,
  names: { en: 'Referral program |||| Referral program' },
  messages: lazyMessages(() => import('../referrals/messages'), () => import('../referrals/messages.ru'), 'referralMessages', 'my-referrals'),
});
