import PeopleIcon from '@mui/icons-material/People';
import { allUsersResource } from '../../domain/users/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** All accounts, /d/user-operations/all-users, and the account page (spec 1 §2). */
export default defineResource({
  name: 'user-operations/all-users',
  ...allUsersResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'userOperations', order: 3 } },
  list: lazyScreen(() => import('./AccountList'), 'AccountList'),
  show: lazyScreen(() => import('./AccountShow'), 'AccountShow'),
  create: lazyScreen(() => import('./AccountCreate'), 'AccountCreate'),
  icon: PeopleIcon,
  recordRepresentation: 'email',
  names: { en: 'Account |||| All accounts' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'userManagementMessages', 'user-operations/all-users'),
});
