import SecurityIcon from '@mui/icons-material/Security';
import { securityLogResource } from '../../domain/security/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The network's security log: the admin's. */
const securityLog = defineResource({
  name: 'security-log',
  ...securityLogResource,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'userOperations', order: 7 } },
  list: lazyScreen(() => import('./SecurityLogList'), 'SecurityLogList'),
  icon: SecurityIcon,
  names: { en: 'Security log' },
  messages: {
    en: () => import('../../src/security/messages').then((m) => m.securityResourceMessages.en['security-log']),
    ru: () => import('../../src/security/messages.ru').then((m) => m.securityResourceMessages.ru['security-log']),
  },
});

export default securityLog;
