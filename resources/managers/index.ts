import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { managersResource } from '../../domain/users/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Managers under /d/user-operations (spec 2 §2): the admin's. */
const managers = defineResource({
  name: 'user-operations/managers',
  ...managersResource,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'userOperations', order: 2 } },
  list: lazyScreen(() => import('./ManagerList'), 'ManagerList'),
  icon: SupervisorAccountIcon,
  recordRepresentation: 'email',
  names: { en: 'Manager |||| Managers' },
  messages: {
    en: () => import('../accounts/messages').then((m) => m.userManagementMessages.en['user-operations/managers']),
    ru: () => import('../accounts/messages.ru').then((m) => m.userManagementMessages.ru['user-operations/managers']),
  },
});

export default managers;
