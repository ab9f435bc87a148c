import { roleSegment } from '../domain/enums/userType';

export const LOGIN_PATH = '/auth/a/login';
/** Where a user type without an app of its own is sent (spec 1 §2, "After login"). */
export const AUTH_HOME_PATH = '/auth/a/';

/** The sign-in page, remembering where the visitor was going (spec 1 §2). */
export function loginRedirectUrl(location: { pathname: string; search: string }): string {
  return `${LOGIN_PATH}?requestUrl=${encodeURIComponent(location.pathname)}&requestParams=${encodeURIComponent(location.search)}`;
}

/** The app a user type lands in: `/{role}/d/`, or the auth app for any other type. */
export function homeUrl(userType: unknown): string {
  const segment = roleSegment(userType);
  return segment ? `/${segment}/d/` : AUTH_HOME_PATH;
}
