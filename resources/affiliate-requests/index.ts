import HowToRegIcon from '@mui/icons-material/HowToReg';
import { affiliateRequestsResource } from '../../domain/users/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Affiliate requests under /d/user-operations (spec 2 §2). */
export default defineResource({
  name: 'user-operations/affiliate-requests',
  ...affiliateRequestsResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'userOperations', order: 4 } },
  list: lazyScreen(() => import('./RequestList'), 'RequestList'),
  icon: HowToRegIcon,
  recordRepresentation: 'email',
  names: { en: 'Affiliate request |||| Affiliate requests' },
  messages: lazyMessages(() => import('../accounts/messages'), () => import('../accounts/messages.ru'), 'userManagementMessages', 'user-operations/affiliate-requests'),
});
