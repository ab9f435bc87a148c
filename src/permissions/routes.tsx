import { Route } from 'react-router-dom';
import { lazyScreen } from '../ui/lazyScreen';

// the registrations only: the screens download when opened; the app imports this file, not the
// folder's index, whose re-exports would bring the screens into the first load
const UserPermissionsPage = lazyScreen(() => import('./UserPermissionsPage'), 'UserPermissionsPage');

/** Custom routes of the permission screens, inside the layout: `<CustomRoutes>{permissionRoutes}</CustomRoutes>`. */
export const permissionRoutes = [<Route key="user-permissions" path="/users/:id/permissions" element={<UserPermissionsPage />} />];
