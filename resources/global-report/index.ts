import PublicIcon from '@mui/icons-material/Public';
import { globalReportAccess } from '../../domain/reports/access';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The Global report, the managers' (spec 3 §5). */
const globalReport = defineResource({
  name: 'global-report',
  access: globalReportAccess,
  apps: { manager: 'screens' },
  menu: { staff: { group: 'reports', order: 2 } },
  list: lazyScreen(() => import('./GlobalReport'), 'GlobalReport'),
  icon: PublicIcon,
  names: { en: 'Global report |||| Global report' },
  messages: {
    en: () => import('../traffic-report/messages').then((m) => m.reportResourceMessages.en['global-report']),
    ru: () => import('../traffic-report/messages.ru').then((m) => m.reportResourceMessages.ru['global-report']),
  },
});

export default globalReport;
