import PeopleIcon from '@mui/icons-material/People';
import { allUsersResource } from '../../domain/users/access';
import { lazyScreen } from '../../src/ui/lazyScreen';
import { userOperation } from './userOperation';

/** All accounts, /d/user-operations/all-users, and the account page (spec 1 §2). */
export default userOperation('all-users', 3, {
  ...allUsersResource,
  apps: { admin: 'screens', manager: 'screens' },
  list: lazyScreen(() => import('./AccountList'), 'AccountList'),
  show: lazyScreen(() => import('./AccountShow'), 'AccountShow'),
  create: lazyScreen(() => import('./AccountCreate'), 'AccountCreate'),
  icon: PeopleIcon,
  recordRepresentation: 'email',
  names: { en: 'Account |||| All accounts' },
});
