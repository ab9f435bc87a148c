import HowToRegIcon from '@mui/icons-material/HowToReg';
import { RequestList } from './RequestList';

/** Affiliates' requests for offers: `<Resource name="offer-requests" {...offerRequests} />`. */
const offerRequests = { list: RequestList, icon: HowToRegIcon, recordRepresentation: 'offer_name' };

export default offerRequests;
