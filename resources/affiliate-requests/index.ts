import HowToRegIcon from '@mui/icons-material/HowToReg';
import { affiliateRequestsResource } from '../../domain/users/access';
import { lazyScreen } from '../../src/ui/lazyScreen';
import { userOperation } from '../accounts/userOperation';

/** Affiliate requests under /d/user-operations (spec 2 §2). */
export default userOperation('affiliate-requests', 4, {
  ...affiliateRequestsResource,
  apps: { admin: 'screens', manager: 'screens' },
  list: lazyScreen(() => import('./RequestList'), 'RequestList'),
  icon: HowToRegIcon,
  recordRepresentation: 'email',
  names: { en: 'Affiliate request |||| Affiliate requests' },
});
