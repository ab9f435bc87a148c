import HistoryIcon from '@mui/icons-material/History';
import { userChangeLogResource } from '../../domain/users/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The user change log under /d/user-operations (spec 2 §2). */
export default defineResource({
  name: 'user-operations/user-change-log',
  ...userChangeLogResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'userOperations', order: 6 } },
  list: lazyScreen(() => import('./ChangeLogList'), 'ChangeLogList'),
  icon: HistoryIcon,
  names: { en: 'User change log' },
  messages: lazyMessages(() => import('../accounts/messages'), () => import('../accounts/messages.ru'), 'userManagementMessages', 'user-operations/user-change-log'),
});
