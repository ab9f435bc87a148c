import englishMessages from 'ra-language-english';
import { permissionMenuMessages } from '../permissions/menuMessages';
import { profileMessages } from '../profile/messages';
import { themeMenuMessages } from '../themes/menuMessages';
import { dashboardMessages } from '../dashboard/messages';
import { chartMessages } from '../dashboard/charts/messages';
import { uiMessages } from '../ui/messages';
import { menuMessages } from '../layout/menu/messages';
import { securityLayoutMessages } from '../security/layoutMessages';
import { resourceNameMessages } from './resourceNames';

/**
 * The English the back office's first view draws: react-admin's messages, the layout,
 * the menu (every resource's name), the user menu, the view-as banner and the dashboard. The
 * screens' own labels are src/i18n/enScreens.ts, loaded when a screen first opens
 * (providers/i18nProvider.ts).
 */
const enFirstView = {
  ...englishMessages,
  ...permissionMenuMessages.en,
  ...themeMenuMessages.en,
  ...dashboardMessages.en,
  ...chartMessages.en,
  ...uiMessages.en,
  ...profileMessages.en,
  ...securityLayoutMessages.en,
  ...menuMessages.en,
  app: {
    errors: {
      access_denied: 'Access denied.',
      internal: 'Internal server error. Please try again later.',
      timeout: 'The server took too long to answer.',
      not_found_title: 'Page not found',
      not_found: 'Either you typed a wrong address, or you followed a bad link.',
      back_to_dashboard: 'Back to the dashboard',
    },
    roles: {
      admin: 'Administrator',
      manager: 'Manager',
      affiliate: 'Affiliate',
    },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, %{name}',
      workspace: '%{role} workspace',
      no_widgets: 'Dashboard widgets are not available yet.',
    },
  },
  resources: resourceNameMessages,
};

export default enFirstView;
