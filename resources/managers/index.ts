import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { ManagerList } from './ManagerList';

const managers = { list: ManagerList, icon: SupervisorAccountIcon, recordRepresentation: 'email' };
export default managers;
