import HistoryIcon from '@mui/icons-material/History';
import { ChangeLogList } from './ChangeLogList';

const userChangeLog = { list: ChangeLogList, icon: HistoryIcon };
export default userChangeLog;
