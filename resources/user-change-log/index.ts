import HistoryIcon from '@mui/icons-material/History';
import { userChangeLogResource } from '../../domain/users/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The user change log under /d/user-operations (spec 2 §2). */
const userChangeLog = defineResource({
  name: 'user-operations/user-change-log',
  ...userChangeLogResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'userOperations', order: 6 } },
  list: lazyScreen(() => import('./ChangeLogList'), 'ChangeLogList'),
  icon: HistoryIcon,
  names: { en: 'User change log' },
  messages: {
    en: () => import('../accounts/messages').then((m) => m.userManagementMessages.en['user-operations/user-change-log']),
    ru: () => import('../accounts/messages.ru').then((m) => m.userManagementMessages.ru['user-operations/user-change-log']),
  },
});

export default userChangeLog;
