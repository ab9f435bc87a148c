import PublicIcon from '@mui/icons-material/Public';
import { globalReportAccess } from '../../domain/reports/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The Global report, the managers' (spec 3 §5). */
export default defineResource({
  name: 'global-report',
  access: globalReportAccess,
  apps: { manager: 'screens' },
  menu: { staff: { group: 'reports', order: 2 } },
  list: lazyScreen(() => import('./GlobalReport'), 'GlobalReport'),
  icon: PublicIcon,
  names: { en: 'Global report |||| Global report' },
  messages: lazyMessages(() => import('../traffic-report/messages'), () => import('../traffic-report/messages.ru'), 'reportResourceMessages', 'global-report'),
});
