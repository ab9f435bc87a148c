import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { registrationStatsResource } from '../../domain/users/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Registration stats under /d/user-operations (spec 2 §2). */
export default defineResource({
  name: 'user-operations/registration-stats',
  ...registrationStatsResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'userOperations', order: 5 } },
  list: lazyScreen(() => import('./RegistrationStatsList'), 'RegistrationStatsList'),
  icon: QueryStatsIcon,
  names: { en: 'Registration stats' },
  messages: lazyMessages(() => import('../accounts/messages'), () => import('../accounts/messages.ru'), 'userManagementMessages', 'user-operations/registration-stats'),
});
