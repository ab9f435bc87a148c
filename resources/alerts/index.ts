import NotificationsIcon from '@mui/icons-material/Notifications';
import { alertsResource } from '../../domain/alerts/alerts';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The signed-in staff member's alerts (spec 4 §5): opened from the bell in the app bar, read and marked read there. */
export default defineResource({
  name: 'alerts',
  ...alertsResource,
  apps: { admin: 'screens', manager: 'screens' },
  list: lazyScreen(() => import('./AlertList'), 'AlertList'),
  icon: NotificationsIcon,
  recordRepresentation: 'name',
  names: { en: 'Alert |||| Alerts' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'alertMessages', 'alerts'),
});
