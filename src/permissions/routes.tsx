import { Route } from 'react-router-dom';
import { UserPermissionsPage } from './UserPermissionsPage';

/** Custom routes of the permission screens, inside the layout: `<CustomRoutes>{permissionRoutes}</CustomRoutes>`. */
export const permissionRoutes = [<Route key="user-permissions" path="/users/:id/permissions" element={<UserPermissionsPage />} />];
