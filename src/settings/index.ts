import SettingsIcon from '@mui/icons-material/Settings';
import { lazyScreen } from '../apps/lazyScreen';

/** `<Resource name="system-settings" {...systemSettings} />` (admin app): a page with a menu entry. */
export const systemSettings = {
  list: lazyScreen(() => import('./SystemSettings'), 'SystemSettings'),
  icon: SettingsIcon,
  options: { label: 'permissions.menu.system_settings' },
};
