import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { managersResource } from '../../domain/users/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Managers under /d/user-operations (spec 2 §2): the admin's. */
export default defineResource({
  name: 'user-operations/managers',
  ...managersResource,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'userOperations', order: 2 } },
  list: lazyScreen(() => import('./ManagerList'), 'ManagerList'),
  icon: SupervisorAccountIcon,
  recordRepresentation: 'email',
  names: { en: 'Manager |||| Managers' },
  messages: lazyMessages(() => import('../accounts/messages'), () => import('../accounts/messages.ru'), 'userManagementMessages', 'user-operations/managers'),
});
