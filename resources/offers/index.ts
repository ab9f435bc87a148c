import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { OfferCreate } from './OfferCreate';
import { OfferEdit } from './OfferEdit';
import { OfferList } from './OfferList';
import { OfferShow } from './OfferShow';

/** Offers for admins and managers (spec 3 §1): `<Resource name="offers" {...offers} />`. */
const offers = { list: OfferList, create: OfferCreate, edit: OfferEdit, show: OfferShow, icon: LocalOfferIcon, recordRepresentation: 'name' };

export default offers;
