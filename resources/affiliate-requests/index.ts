import HowToRegIcon from '@mui/icons-material/HowToReg';
import { RequestList } from './RequestList';

const affiliateRequests = { list: RequestList, icon: HowToRegIcon, recordRepresentation: 'email' };
export default affiliateRequests;
