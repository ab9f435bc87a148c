import SettingsIcon from '@mui/icons-material/Settings';
import { systemSettingsAccess } from '../../domain/permissions/resources';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The admin's system settings: a page with a menu entry. */
export default defineResource({
  name: 'system-settings',
  access: systemSettingsAccess,
  apps: { admin: 'screens' },
  menu: { staff: { group: 'settings', order: 2 } },
  list: lazyScreen(() => import('./SystemSettings'), 'SystemSettings'),
  icon: SettingsIcon,
  options: { label: 'permissions.menu.system_settings' },
});
