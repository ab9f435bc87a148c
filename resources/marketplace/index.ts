import StoreIcon from '@mui/icons-material/Store';
import { marketplaceResource } from '../../domain/offers/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The affiliate portal's "Offers" (spec 3 §1). */
const marketplace = defineResource({
  name: 'marketplace',
  ...marketplaceResource,
  apps: { affiliate: 'screens' },
  menu: { affiliate: 1 },
  list: lazyScreen(() => import('./MarketplaceList'), 'MarketplaceList'),
  icon: StoreIcon,
  recordRepresentation: 'name',
  names: { en: 'Offers' },
  messages: {
    en: () => import('../offers/messages').then((m) => m.offerMessages.en.marketplace),
    ru: () => import('../offers/messages.ru').then((m) => m.offerMessages.ru.marketplace),
  },
});

export default marketplace;
