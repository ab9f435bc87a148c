import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { RegistrationStatsList } from './RegistrationStatsList';

const registrationStats = { list: RegistrationStatsList, icon: QueryStatsIcon };
export default registrationStats;
