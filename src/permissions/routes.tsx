import Security from '@mui/icons-material/Security';
import { Route } from 'react-router-dom';
import { lazyScreen } from '../apps/lazyScreen';

// the registrations only: the screens download when opened (issue 10); the app imports this file,
// not the folder's index, whose re-exports would bring the screens into the first load
const UserPermissionsPage = lazyScreen(() => import('./UserPermissionsPage'), 'UserPermissionsPage');

/** The own view as a resource page, so the menu shows it to every role (docs/decisions.md, permissions). */
export const myPermissions = {
  list: lazyScreen(() => import('./MyPermissionsPage'), 'MyPermissionsPage'),
  icon: Security,
  options: { label: 'permissions.menu.mine' },
};

/** Custom routes of the permission screens, inside the layout: `<CustomRoutes>{permissionRoutes}</CustomRoutes>`. */
export const permissionRoutes = [<Route key="user-permissions" path="/users/:id/permissions" element={<UserPermissionsPage />} />];
