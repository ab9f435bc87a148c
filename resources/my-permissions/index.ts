import Security from '@mui/icons-material/Security';
import { myPermissionsAccess } from '../../domain/permissions/resources';
import { defineResource } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

/** The own permission view as a resource page, so the menu shows it to every role (docs/decisions.md, permissions). */
export default defineResource({
  name: 'my-permissions',
  access: myPermissionsAccess,
  apps: { admin: 'screens', manager: 'screens', affiliate: 'screens' },
  menu: { staff: { group: 'settings', order: 3 } },
  list: lazyScreen(() => import('./MyPermissionsPage'), 'MyPermissionsPage'),
  icon: Security,
  options: { label: 'permissions.menu.mine' },
});
