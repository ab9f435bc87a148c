import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { managersResource } from '../../domain/users/access';
import { lazyScreen } from '../../src/ui/lazyScreen';
import { userOperation } from '../accounts/userOperation';

/** Managers under /d/user-operations (spec 2 §2): the admin's. */
export default userOperation('managers', 2, {
  ...managersResource,
  apps: { admin: 'screens' },
  list: lazyScreen(() => import('./ManagerList'), 'ManagerList'),
  icon: SupervisorAccountIcon,
  recordRepresentation: 'email',
  names: { en: 'Manager |||| Managers' },
});
