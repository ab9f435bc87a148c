import StorefrontIcon from '@mui/icons-material/Storefront';
import { advertisersResource } from '../../domain/offers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Advertisers with their offers and postback token (spec 3 §1). */
export default defineResource({
  name: 'advertisers',
  ...advertisersResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'offers', order: 3 } },
  list: lazyScreen(() => import('./AdvertiserList'), 'AdvertiserList'),
  show: lazyScreen(() => import('./AdvertiserShow'), 'AdvertiserShow'),
  create: lazyScreen(() => import('./AdvertiserCreate'), 'AdvertiserCreate'),
  icon: StorefrontIcon,
  recordRepresentation: 'email',
  names: { en: 'Advertiser |||| Advertisers' },
  messages: lazyMessages(() => import('../offers/messages'), () => import('../offers/messages.ru'), 'offerMessages', 'advertisers'),
});
