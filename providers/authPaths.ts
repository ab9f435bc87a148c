/**
 * The sign-in app's API paths, under /api without a role segment (docs/api.md, Session). The
 * sign-in app keeps its own small client (src/auth/authApi.ts, recoveryApi.ts, registrationApi.ts)
 * to stay out of the back office's bundle, but like every screen it names no path itself
 * (test/lint/apiPaths.test.ts): they are kept here.
 */
export const AUTH_PATHS = Object.freeze({
  /** GET: the signed-in user, 401 for a guest */
  account: '/account',
  login: '/login',
  /** the second-factor step of a sign-in */
  loginTwoFactor: '/login/two-factor',
  passwordReset: '/password-reset',
  passwordResetConfirm: '/password-reset/confirm',
  resendVerification: '/registration/resend-verification',
  register: '/registration/first-time',
} as const);

/** The API on this origin, when the build sets no `VITE_API_BASE` (as the back office's client, providers/http/apiBase.ts). */
export const AUTH_API_BASE = '/api';
