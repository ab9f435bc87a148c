import StoreIcon from '@mui/icons-material/Store';
import { marketplaceResource } from '../../domain/offers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The affiliate portal's "Offers" (spec 3 §1). */
export default defineResource({
  name: 'marketplace',
  ...marketplaceResource,
  apps: { affiliate: 'screens' },
  menu: { affiliate: 1 },
  list: lazyScreen(() => import('./MarketplaceList'), 'MarketplaceList'),
  show: lazyScreen(() => import('./MarketplaceShow'), 'MarketplaceShow'),
  icon: StoreIcon,
  recordRepresentation: 'name',
  names: { en: 'Offers' },
  messages: lazyMessages(() => import('../offers/messages'), () => import('../offers/messages.ru'), 'offerMessages', 'marketplace'),
});
