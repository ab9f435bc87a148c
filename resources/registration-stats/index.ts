import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { registrationStatsResource } from '../../domain/users/access';
import { lazyScreen } from '../../src/ui/lazyScreen';
import { userOperation } from '../accounts/userOperation';

/** Registration stats under /d/user-operations (spec 2 §2). */
export default userOperation('registration-stats', 5, {
  ...registrationStatsResource,
  apps: { admin: 'screens', manager: 'screens' },
  list: lazyScreen(() => import('./RegistrationStatsList'), 'RegistrationStatsList'),
  icon: QueryStatsIcon,
  names: { en: 'Registration stats' },
});
