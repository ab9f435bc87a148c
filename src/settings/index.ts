import SettingsIcon from '@mui/icons-material/Settings';
import { SystemSettings } from './SystemSettings';

/** `<Resource name="system-settings" {...systemSettings} />` (admin app): a page with a menu entry. */
export const systemSettings = {
  list: SystemSettings,
  icon: SettingsIcon,
  options: { label: 'permissions.menu.system_settings' },
};
