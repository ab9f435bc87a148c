import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { lazyScreen } from '../../src/apps/lazyScreen';

const registrationStats = { list: lazyScreen(() => import('./RegistrationStatsList'), 'RegistrationStatsList'), icon: QueryStatsIcon };
export default registrationStats;
