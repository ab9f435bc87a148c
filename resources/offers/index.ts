import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { offersResource } from '../../domain/offers/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Offers for admins and managers (spec 3 §1). */
const offers = defineResource({
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
  messages: {
    en: () => import('./messages').then((m) => m.offerMessages.en.offers),
    ru: () => import('./messages.ru').then((m) => m.offerMessages.ru.offers),
  },
});

export default offers;
