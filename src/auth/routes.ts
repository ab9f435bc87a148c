export const AUTH_AREA = '/auth/a/';
export const LOGIN_PATH = '/auth/a/login';
export const REGISTRATION_PATH = '/auth/a/registration';
export const FORGOT_PASSWORD_PATH = '/auth/a/forgot-password';
export const RESET_PASSWORD_PATH = '/auth/a/reset-password';

export type AuthRoute = { kind: 'login' } | { kind: 'registration' } | { kind: 'verify-email' } | { kind: 'forgot-password' } | { kind: 'reset-password' } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/**
 * The sign-in app's routes, by hand (no router library in this bundle):
 * `/auth` → `/auth/a/` (R3) → `/auth/a/login` (R4); anything else is an error page (R6).
 */
export function resolveAuthRoute(pathname: string): AuthRoute {
  switch (pathname) {
    case '/auth':
    case '/auth/':
      return { kind: 'redirect', to: AUTH_AREA };
    case '/auth/a':
    case '/auth/a/':
      return { kind: 'redirect', to: LOGIN_PATH };
    case '/auth/a/login':
    case '/auth/a/login/':
      return { kind: 'login' };
    case '/auth/a/registration':
    case '/auth/a/registration/':
      return { kind: 'registration' };
    case '/auth/a/verify-email':
      return { kind: 'verify-email' };
    case FORGOT_PASSWORD_PATH:
      return { kind: 'forgot-password' };
    case RESET_PASSWORD_PATH:
      return { kind: 'reset-password' };
    default:
      return { kind: 'not-found' };
  }
}

/** Follows redirects to the page that is finally shown; the path it ends on is returned too. */
export function settleAuthRoute(pathname: string): { pathname: string; route: Exclude<AuthRoute, { kind: 'redirect' }> } {
  let current = pathname;
  for (let hops = 0; hops < 5; hops += 1) {
    const route = resolveAuthRoute(current);
    if (route.kind !== 'redirect') return { pathname: current, route };
    current = route.to;
  }
  return { pathname: current, route: { kind: 'not-found' } };
}
