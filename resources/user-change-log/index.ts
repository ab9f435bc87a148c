import HistoryIcon from '@mui/icons-material/History';
import { lazyScreen } from '../../src/apps/lazyScreen';

const userChangeLog = { list: lazyScreen(() => import('./ChangeLogList'), 'ChangeLogList'), icon: HistoryIcon };
export default userChangeLog;
