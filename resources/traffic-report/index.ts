import AssessmentIcon from '@mui/icons-material/Assessment';
import { trafficReportAccess } from '../../domain/reports/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The traffic report for every role (spec 3 §5): its own call, not a list. */
export default defineResource({
  name: 'traffic-report',
  access: trafficReportAccess,
  apps: { admin: 'screens', manager: 'screens', affiliate: 'screens' },
  menu: { staff: { group: 'reports', order: 1 }, affiliate: 3 },
  list: lazyScreen(() => import('./TrafficReport'), 'TrafficReport'),
  icon: AssessmentIcon,
  names: { en: 'Traffic report |||| Traffic report' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'reportResourceMessages', 'traffic-report'),
});
