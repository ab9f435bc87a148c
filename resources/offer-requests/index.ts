import HowToRegIcon from '@mui/icons-material/HowToReg';
import { offerRequestsResource } from '../../domain/offers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Affiliates' requests for offers (spec 3 §1). */
export default defineResource({
  name: 'offer-requests',
  ...offerRequestsResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'offers', order: 2 } },
  list: lazyScreen(() => import('./RequestList'), 'RequestList'),
  icon: HowToRegIcon,
  recordRepresentation: 'offer_name',
  names: { en: 'Offer request |||| Offer requests' },
  messages: lazyMessages(() => import('../offers/messages'), () => import('../offers/messages.ru'), 'offerMessages', 'offer-requests'),
});
