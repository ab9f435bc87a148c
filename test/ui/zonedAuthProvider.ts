import type { AuthProvider } from 'react-admin';

/**
 * An auth provider for component tests of dates: always signed in, as a user whose profile keeps
 * the time zone `timeZone` (Moscow, UTC+3 all year, unless told otherwise).
 */
export const zonedAuthProvider = (timeZone = 'Europe/Moscow'): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 1, fullName: 'Ann', timeZone }),
});
