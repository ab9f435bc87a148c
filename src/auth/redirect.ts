import { roleSegment } from '../../domain/enums/userType';
import type { AppRole } from '../boot/pickApp';
import { AUTH_AREA } from './routes';

/** user_type Admin 0, Manager 1, Affiliate 2 have an app; any other type (Advertiser) has none. */
export function roleForUserType(userType: unknown): AppRole | null {
  return roleSegment(userType) ?? null;
}

/** R14–R17: the home of a user type's app, or the sign-in area for a type without one. */
export function appHomeFor(userType: unknown): string {
  const role = roleForUserType(userType);
  return role === null ? AUTH_AREA : `/${role}/d/`;
}

function queryFromRequestParams(raw: string | null): URLSearchParams {
  if (raw === null || raw === '') return new URLSearchParams();
  const trimmed = raw.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      const params = new URLSearchParams();
      if (parsed !== null && typeof parsed === 'object') {
        for (const [key, value] of Object.entries(parsed)) {
          if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
          else if (value !== undefined && value !== null) params.append(key, String(value));
        }
      }
      return params;
    } catch {
      return new URLSearchParams();
    }
  }
  return new URLSearchParams(trimmed.startsWith('?') ? trimmed.slice(1) : trimmed);
}

/**
 * The page a sign-in redirect came from (R12: `requestUrl` and `requestParams`), only when it
 * belongs to the given role's app, so the link cannot send anyone off-site or into an app
 * they cannot open. `requestParams` may be a query string or a JSON object.
 */
export function returnUrlFor(role: AppRole, search: string): string | null {
  const query = new URLSearchParams(search);
  const requestUrl = query.get('requestUrl');
  if (requestUrl === null || !requestUrl.startsWith(`/${role}/`)) return null;
  if (/[\\\s]/.test(requestUrl)) return null;
  const url = new URL(requestUrl, 'http://same.origin');
  if (url.origin !== 'http://same.origin') return null;
  const params = queryFromRequestParams(query.get('requestParams'));
  params.forEach((_, key) => url.searchParams.delete(key));
  params.forEach((value, key) => url.searchParams.append(key, value));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The personal security page, where staff the policy obliges to enrol a second factor are sent. */
export const SECURITY_PAGE = 'security';

/** Where a signed-in user goes from the sign-in page. */
export function afterSignIn(userType: unknown, search: string, enrolmentRequired = false): string {
  const role = roleForUserType(userType);
  if (role === null) return AUTH_AREA;
  if (enrolmentRequired) return `/${role}/d/${SECURITY_PAGE}`;
  return returnUrlFor(role, search) ?? appHomeFor(userType);
}
