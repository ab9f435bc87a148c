import { Route } from 'react-router-dom';
import { SECURITY_PAGE } from '../auth/redirect';
import { lazyScreen } from '../ui/lazyScreen';

// each personal page downloads when first opened
const ThemePage = lazyScreen(() => import('./ThemePage'), 'ThemePage');
const ProfilePage = lazyScreen(() => import('../profile/ProfilePage'), 'ProfilePage');
const SecurityPage = lazyScreen(() => import('../security/SecurityPage'), 'SecurityPage');
const LeadApiPage = lazyScreen(() => import('../security/LeadApiPage'), 'LeadApiPage');
const ApiReferencePage = lazyScreen(() => import('../security/ApiReferencePage'), 'ApiReferencePage');

export const THEME_PATH = '/theme';
export const PROFILE_PATH = '/profile';
/** where the sign-in page sends staff who must enrol a second factor */
export const SECURITY_PATH = `/${SECURITY_PAGE}`;
/** the affiliate's guide to sending leads through the API (spec 4 §1) */
export const LEAD_API_PATH = '/lead-api';
/** every call an API key may make, from the OpenAPI document (spec 4 §8) */
export const API_REFERENCE_PATH = '/api-reference';

/** The personal pages, inside the layout: `<CustomRoutes>{personalRoutes}</CustomRoutes>`. */
export const personalRoutes = [
  <Route key="theme" path={THEME_PATH} element={<ThemePage />} />,
  <Route key="profile" path={PROFILE_PATH} element={<ProfilePage />} />,
  <Route key="security" path={SECURITY_PATH} element={<SecurityPage />} />,
  <Route key="lead-api" path={LEAD_API_PATH} element={<LeadApiPage />} />,
  <Route key="api-reference" path={API_REFERENCE_PATH} element={<ApiReferencePage />} />,
];
