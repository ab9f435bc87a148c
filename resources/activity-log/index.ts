import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import { activityLogResource } from '../../domain/activity/activityLog';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The workspace's activity log (spec 4 §8): who changed which offer, rule, cap or setting, from where, field by field. */
export default defineResource({
  name: 'activity-log',
  ...activityLogResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'settings', order: 4 } },
  list: lazyScreen(() => import('./ActivityLogList'), 'ActivityLogList'),
  icon: ManageHistoryIcon,
  recordRepresentation: 'type',
  names: { en: 'Activity log |||| Activity log' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'activityLogMessages', 'activity-log'),
});
