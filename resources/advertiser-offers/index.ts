import StorefrontIcon from '@mui/icons-material/Storefront';
import { advertiserOffersResource } from '../../domain/advertisers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The advertiser's own offers, read only, each with its postback set-up and a test (spec 4 §7). */
export default defineResource({
  name: 'advertiser-offers',
  ...advertiserOffersResource,
  apps: { advertiser: 'screens' },
  menu: { advertiser: 2 },
  list: lazyScreen(() => import('./AdvertiserOfferList'), 'AdvertiserOfferList'),
  show: lazyScreen(() => import('./AdvertiserOfferShow'), 'AdvertiserOfferShow'),
  icon: StorefrontIcon,
  recordRepresentation: 'name',
  names: { en: 'Offer |||| My offers' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'advertiserAppMessages', 'advertiser-offers'),
});
