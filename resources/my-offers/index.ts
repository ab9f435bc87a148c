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
});

export default myOffers;
