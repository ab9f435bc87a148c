import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { referralsResource } from '../../domain/referrals/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Who referred whom, and what each referral earned its referrer (spec 4 §6, docs/decisions/referrals.md). */
export default defineResource({
  name: 'referrals',
  ...referralsResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'conversions', order: 7 } },
  list: lazyScreen(() => import('./ReferralList'), 'ReferralList'),
  icon: GroupAddIcon,
  names: { en: 'Referral |||| Referrals' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'referralMessages', 'referrals'),
});
