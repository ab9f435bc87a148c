import ListAltIcon from '@mui/icons-material/ListAlt';
import { clickLogResource } from '../../domain/reports/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The click log for every role (spec 3 §5). */
const clickLog = defineResource({
  name: 'click-log',
  ...clickLogResource,
  apps: { admin: 'screens', manager: 'screens', affiliate: 'screens' },
  menu: { staff: { group: 'reports', order: 3 }, affiliate: 4 },
  list: lazyScreen(() => import('./ClickLogList'), 'ClickLogList'),
  icon: ListAltIcon,
  names: { en: 'Click log |||| Click log' },
  messages: {
    en: () => import('../traffic-report/messages').then((m) => m.reportResourceMessages.en['click-log']),
    ru: () => import('../traffic-report/messages.ru').then((m) => m.reportResourceMessages.ru['click-log']),
  },
});

export default clickLog;
