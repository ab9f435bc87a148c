import HowToRegIcon from '@mui/icons-material/HowToReg';
import { affiliateRequestsResource } from '../../domain/users/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** Affiliate requests under /d/user-operations (spec 2 §2). */
const affiliateRequests = defineResource({
  name: 'user-operations/affiliate-requests',
  ...affiliateRequestsResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'userOperations', order: 4 } },
  list: lazyScreen(() => import('./RequestList'), 'RequestList'),
  icon: HowToRegIcon,
  recordRepresentation: 'email',
  names: { en: 'Affiliate request |||| Affiliate requests' },
  messages: {
    en: () => import('../accounts/messages').then((m) => m.userManagementMessages.en['user-operations/affiliate-requests']),
    ru: () => import('../accounts/messages.ru').then((m) => m.userManagementMessages.ru['user-operations/affiliate-requests']),
  },
});

export default affiliateRequests;
