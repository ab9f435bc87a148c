import { useGetIdentity } from 'react-admin';
import { resolveSessionTimeZone } from '../../domain/time-zones';
import { SESSION_TIME_ZONE_KEY } from '../../providers/sessionTimeZone';

const storedZone = (): string | null => {
  try {
    return window.localStorage.getItem(SESSION_TIME_ZONE_KEY);
  } catch {
    return null;
  }
};

/**
 * The session time zone (R43): one chosen for this browser, else the profile's, else UTC — the
 * zone the http client sends dates in. Screens compute and label periods and times in it,
 * whatever zone the browser itself runs in.
 */
export function useSessionZone(): string {
  const { identity } = useGetIdentity();
  const profile = typeof identity?.timeZone === 'string' ? identity.timeZone : undefined;
  return resolveSessionTimeZone({ stored: storedZone(), userInfo: { time_zone: profile } });
}
