import HowToRegIcon from '@mui/icons-material/HowToReg';
import { offerRequestsResource } from '../../domain/offers/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Affiliates' requests for offers (spec 3 §1). */
const offerRequests = defineResource({
  name: 'offer-requests',
  ...offerRequestsResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'offers', order: 2 } },
  list: lazyScreen(() => import('./RequestList'), 'RequestList'),
  icon: HowToRegIcon,
  recordRepresentation: 'offer_name',
  names: { en: 'Offer request |||| Offer requests' },
  messages: {
    en: () => import('../offers/messages').then((m) => m.offerMessages.en['offer-requests']),
    ru: () => import('../offers/messages.ru').then((m) => m.offerMessages.ru['offer-requests']),
  },
});

export default offerRequests;
