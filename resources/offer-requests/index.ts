import HowToRegIcon from '@mui/icons-material/HowToReg';
import { lazyScreen } from '../../src/apps/lazyScreen';

/** Affiliates' requests for offers: `<Resource name="offer-requests" {...offerRequests} />`. */
const offerRequests = { list: lazyScreen(() => import('./RequestList'), 'RequestList'), icon: HowToRegIcon, recordRepresentation: 'offer_name' };

export default offerRequests;
