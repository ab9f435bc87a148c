import { Route } from 'react-router-dom';
import { SECURITY_PAGE } from '../auth/redirect';
import { ProfilePage } from '../profile/ProfilePage';
import { SecurityPage } from '../security/SecurityPage';
import { ThemePage } from './ThemePage';

export const THEME_PATH = '/theme';
export const PROFILE_PATH = '/profile';
/** where the sign-in page sends staff who must enrol a second factor */
export const SECURITY_PATH = `/${SECURITY_PAGE}`;

/** The personal pages, inside the layout: `<CustomRoutes>{personalRoutes}</CustomRoutes>`. */
export const personalRoutes = [
  <Route key="theme" path={THEME_PATH} element={<ThemePage />} />,
  <Route key="profile" path={PROFILE_PATH} element={<ProfilePage />} />,
  <Route key="security" path={SECURITY_PATH} element={<SecurityPage />} />,
];
