import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** Offers for admins and managers (spec 3 §1): `<Resource name="offers" {...offers} />`. */
const offers = {
  list: lazyScreen(() => import('./OfferList'), 'OfferList'),
  create: lazyScreen(() => import('./OfferCreate'), 'OfferCreate'),
  edit: lazyScreen(() => import('./OfferEdit'), 'OfferEdit'),
  show: lazyScreen(() => import('./OfferShow'), 'OfferShow'),
  icon: LocalOfferIcon,
  recordRepresentation: 'name',
};

export default offers;
