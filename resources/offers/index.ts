import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { offersResource } from '../../domain/offers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Offers for admins and managers (spec 3 §1). */
export default defineResource({
  name: 'offers',
  ...offersResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'offers', order: 1 } },
  list: lazyScreen(() => import('./OfferList'), 'OfferList'),
  create: lazyScreen(() => import('./OfferCreate'), 'OfferCreate'),
  edit: lazyScreen(() => import('./OfferEdit'), 'OfferEdit'),
  show: lazyScreen(() => import('./OfferShow'), 'OfferShow'),
  icon: LocalOfferIcon,
  recordRepresentation: 'name',
  names: { en: 'Offer |||| Offers' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'offerMessages', 'offers'),
});
