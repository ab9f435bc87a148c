import LinkIcon from '@mui/icons-material/Link';
import { MyOfferList } from './MyOfferList';

/** The affiliate portal's "My offers": `<Resource name="my-offers" {...myOffers} />`. */
const myOffers = { list: MyOfferList, icon: LinkIcon, recordRepresentation: 'name' };

export default myOffers;
