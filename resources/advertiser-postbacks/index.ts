import WebhookIcon from '@mui/icons-material/Webhook';
import { advertiserPostbacksResource } from '../../domain/advertisers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The last 100 postbacks the advertiser's server sent, with what we answered (spec 4 §7). */
export default defineResource({
  name: 'advertiser-postbacks',
  ...advertiserPostbacksResource,
  apps: { advertiser: 'screens' },
  menu: { advertiser: 5 },
  list: lazyScreen(() => import('./ReceivedPostbackList'), 'ReceivedPostbackList'),
  icon: WebhookIcon,
  names: { en: 'Received postback |||| Received postbacks' },
  messages: lazyMessages(() => import('../advertiser-offers/messages'), () => import('../advertiser-offers/messages.ru'), 'advertiserAppMessages', 'advertiser-postbacks'),
});
