import SecurityIcon from '@mui/icons-material/Security';
import { securityLogResource } from '../../domain/security/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The network's security log: the admin's. */
export default defineResource({
  name: 'security-log',
  ...securityLogResource,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'userOperations', order: 7 } },
  list: lazyScreen(() => import('./SecurityLogList'), 'SecurityLogList'),
  icon: SecurityIcon,
  names: { en: 'Security log' },
  messages: lazyMessages(() => import('../../src/security/messages'), () => import('../../src/security/messages.ru'), 'securityResourceMessages', 'security-log'),
});
