import { Route } from 'react-router-dom';
import { ProfilePage } from '../profile/ProfilePage';
import { ThemePage } from './ThemePage';

export const THEME_PATH = '/theme';
export const PROFILE_PATH = '/profile';

/** The personal pages, inside the layout: `<CustomRoutes>{personalRoutes}</CustomRoutes>`. */
export const personalRoutes = [
  <Route key="theme" path={THEME_PATH} element={<ThemePage />} />,
  <Route key="profile" path={PROFILE_PATH} element={<ProfilePage />} />,
];
