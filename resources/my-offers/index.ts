import LinkIcon from '@mui/icons-material/Link';
import { myOffersResource } from '../../domain/offers/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The affiliate portal's "My offers" (spec 3 §1). */
const myOffers = defineResource({
  name: 'my-offers',
  ...myOffersResource,
  apps: { affiliate: 'screens' },
  menu: { affiliate: 2 },
  list: lazyScreen(() => import('./MyOfferList'), 'MyOfferList'),
  icon: LinkIcon,
  recordRepresentation: 'name',
  names: { en: 'My offers' },
  messages: {
    en: () => import('../offers/messages').then((m) => m.offerMessages.en['my-offers']),
    ru: () => import('../offers/messages.ru').then((m) => m.offerMessages.ru['my-offers']),
  },
});

export default myOffers;
