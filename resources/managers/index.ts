import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { lazyScreen } from '../../src/apps/lazyScreen';

const managers = { list: lazyScreen(() => import('./ManagerList'), 'ManagerList'), icon: SupervisorAccountIcon, recordRepresentation: 'email' };
export default managers;
