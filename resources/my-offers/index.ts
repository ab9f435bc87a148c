import LinkIcon from '@mui/icons-material/Link';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** The affiliate portal's "My offers": `<Resource name="my-offers" {...myOffers} />`. */
const myOffers = { list: lazyScreen(() => import('./MyOfferList'), 'MyOfferList'), icon: LinkIcon, recordRepresentation: 'name' };

export default myOffers;
