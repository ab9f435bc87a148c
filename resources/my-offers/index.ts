import LinkIcon from '@mui/icons-material/Link';
import { myOffersResource } from '../../domain/offers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The affiliate portal's "My offers" (spec 3 §1). */
export default defineResource({
  name: 'my-offers',
  ...myOffersResource,
  apps: { affiliate: 'screens' },
  menu: { affiliate: 2 },
  list: lazyScreen(() => import('./MyOfferList'), 'MyOfferList'),
  icon: LinkIcon,
  recordRepresentation: 'name',
  names: { en: 'My offers' },
  messages: lazyMessages(() => import('../offers/messages'), () => import('../offers/messages.ru'), 'offerMessages', 'my-offers'),
});
