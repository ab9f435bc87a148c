import HowToRegIcon from '@mui/icons-material/HowToReg';
import { lazyScreen } from '../../src/apps/lazyScreen';

const affiliateRequests = { list: lazyScreen(() => import('./RequestList'), 'RequestList'), icon: HowToRegIcon, recordRepresentation: 'email' };
export default affiliateRequests;
