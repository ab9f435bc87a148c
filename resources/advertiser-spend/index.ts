import PaymentsIcon from '@mui/icons-material/Payments';
import { advertiserSpendResource } from '../../domain/advertisers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** What the advertiser owes, by offer and by day: the app's first screen (spec 4 §7). */
export default defineResource({
  name: 'advertiser-spend',
  ...advertiserSpendResource,
  apps: { advertiser: 'screens' },
  menu: { advertiser: 1 },
  list: lazyScreen(() => import('./SpendList'), 'SpendList'),
  icon: PaymentsIcon,
  names: { en: 'Spend |||| Spend' },
  messages: lazyMessages(() => import('../advertiser-offers/messages'), () => import('../advertiser-offers/messages.ru'), 'advertiserAppMessages', 'advertiser-spend'),
});
