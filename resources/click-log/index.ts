import ListAltIcon from '@mui/icons-material/ListAlt';
import { clickLogResource } from '../../domain/reports/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The click log for every role (spec 3 §5). */
export default defineResource({
  name: 'click-log',
  ...clickLogResource,
  apps: { admin: 'screens', manager: 'screens', affiliate: 'screens' },
  menu: { staff: { group: 'reports', order: 3 }, affiliate: 4 },
  list: lazyScreen(() => import('./ClickLogList'), 'ClickLogList'),
  icon: ListAltIcon,
  names: { en: 'Click log |||| Click log' },
  messages: lazyMessages(() => import('../traffic-report/messages'), () => import('../traffic-report/messages.ru'), 'reportResourceMessages', 'click-log'),
});
