import type { AuthProvider, UserIdentity } from 'ra-core';
import { fetchAccount, type UserInfo } from './account';
import { LOGIN_PATH, homeUrl, loginRedirectUrl } from './authUrls';
import { canAccess } from './canAccess';
import { isHttpError } from './http/HttpError';
import type { Envelope, HttpClient, Role } from './http/types';

/** A full page load; 'replace' keeps a redirect out of the history. */
export type Navigate = (url: string, mode?: 'assign' | 'replace') => void;

export interface AuthProviderOptions {
  role: Role;
  http: HttpClient;
  navigate?: Navigate;
  /** Where the visitor is, for the sign-in page's requestUrl / requestParams. */
  location?: () => { pathname: string; search: string };
  storage?: Pick<Storage, 'clear'>;
  /** The keys react-admin sees; plug the derived-permission rules of domain/ in here. */
  permissionsOf?: (user: UserInfo) => string[];
  /** How long one /account answer serves checkAuth and friends (react-admin asks on every navigation). */
  cacheMs?: number;
  now?: () => number;
  /** Told of every fresh /account answer (the session time zone reads the user's own). */
  onAccount?: (user: UserInfo) => void;
}

// Short enough that a permission change is seen at the next navigation (docs/decisions.md, permissions),
// long enough to answer the several questions react-admin asks per navigation with one call.
export const ACCOUNT_CACHE_MS = 1_000;

const browserNavigate: Navigate = (url, mode = 'assign') => window.location[mode](url);
const browserLocation = () => ({ pathname: window.location.pathname, search: window.location.search });

/**
 * Rejection react-admin understands as "already dealt with": no toast (message false) and no
 * in-app redirect (redirectTo false): we leave the page ourselves.
 */
const HANDLED = Object.freeze({ message: false, redirectTo: false, logoutUser: false });

export function createAuthProvider(options: AuthProviderOptions): AuthProvider {
  const { role, http } = options;
  const navigate = options.navigate ?? browserNavigate;
  const location = options.location ?? browserLocation;
  const storage = options.storage ?? { clear: () => window.localStorage.clear() };
  const permissionsOf = options.permissionsOf ?? ((user: UserInfo) => user.permissions ?? []);
  const cacheMs = options.cacheMs ?? ACCOUNT_CACHE_MS;
  const now = options.now ?? Date.now;

  // Instance state: one cached /account answer, and whether a full page load has begun.
  // `at` is when the answer arrived (null while it is on its way: every question shares it), so a
  // slow answer still serves the questions of one navigation instead of being asked again.
  let cached: { at: number | null; user: Promise<UserInfo> } | null = null;
  let leaving = false;

  function account(): Promise<UserInfo> {
    if (cached && (cached.at === null || now() - cached.at < cacheMs)) return cached.user;
    const entry: { at: number | null; user: Promise<UserInfo> } = { at: null, user: fetchAccount(http) };
    cached = entry;
    entry.user.then(
      (user) => {
        entry.at = now();
        options.onAccount?.(user);
      },
      () => undefined,
    );
    entry.user.catch(() => {
      if (cached === entry) cached = null;
    });
    return entry.user;
  }

  /** The first page load wins; react-admin's follow-up logout must not send the user elsewhere. */
  function leave(url: string, mode: 'assign' | 'replace') {
    if (leaving) return;
    leaving = true;
    navigate(url, mode);
  }

  return {
    async login(params: { email: string; password: string }) {
      const { email, password } = params;
      const response = await http.request<Envelope<UserInfo>>('POST', '/login', { body: { email, password } });
      const user = response.json.data;
      cached = { at: now(), user: Promise.resolve(user) };
      leave(homeUrl(user.user_type), 'assign');
      return { redirectTo: false };
    },

    async logout() {
      if (leaving) return false;
      leaving = true;
      cached = null;
      try {
        await http.request('POST', '/logout', { silent: true });
      } catch {
        // The session may already be gone (401); signing out locally is what matters now.
      }
      storage.clear();
      navigate(LOGIN_PATH, 'assign');
      return false;
    },

    async checkAuth() {
      if (leaving) throw HANDLED;
      let user: UserInfo;
      try {
        user = await account();
      } catch (error) {
        if (isHttpError(error) && error.status === 401) {
          leave(loginRedirectUrl(location()), 'replace');
          throw HANDLED;
        }
        // Server trouble is not a verdict on the session: let the app load and show the failure.
        return;
      }
      const home = homeUrl(user.user_type);
      if (home !== `/${role}/d/`) {
        leave(home, 'replace');
        throw HANDLED;
      }
    },

    async checkError(error: unknown) {
      // 401 signs the user out (spec 1 §8); react-admin then calls logout(), which leaves the page.
      if (isHttpError(error) && error.status === 401) throw { ...HANDLED, logoutUser: true };
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = await account();
      // timeZone: the profile's zone, in which screens compute and label periods and times
      return { id: user.id, fullName: user.full_name, viewAsBy: user.view_as_by ?? null, timeZone: user.time_zone ?? null };
    },

    async getPermissions() {
      return permissionsOf(await account());
    },

    async canAccess(params) {
      return canAccess(permissionsOf(await account()), params, role);
    },
  };
}
