import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { registrationStatsResource } from '../../domain/users/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Registration stats under /d/user-operations (spec 2 §2). */
const registrationStats = defineResource({
  name: 'user-operations/registration-stats',
  ...registrationStatsResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'userOperations', order: 5 } },
  list: lazyScreen(() => import('./RegistrationStatsList'), 'RegistrationStatsList'),
  icon: QueryStatsIcon,
  names: { en: 'Registration stats' },
  messages: {
    en: () => import('../accounts/messages').then((m) => m.userManagementMessages.en['user-operations/registration-stats']),
    ru: () => import('../accounts/messages.ru').then((m) => m.userManagementMessages.ru['user-operations/registration-stats']),
  },
});

export default registrationStats;
