import HistoryIcon from '@mui/icons-material/History';
import { userChangeLogResource } from '../../domain/users/access';
import { lazyScreen } from '../../src/ui/lazyScreen';
import { userOperation } from '../accounts/userOperation';

/** The user change log under /d/user-operations (spec 2 §2). */
export default userOperation('user-change-log', 6, {
  ...userChangeLogResource,
  apps: { admin: 'screens', manager: 'screens' },
  list: lazyScreen(() => import('./ChangeLogList'), 'ChangeLogList'),
  icon: HistoryIcon,
  names: { en: 'User change log' },
});
