import { resolveSessionTimeZone } from '../domain/time-zones';

/** The local storage key of a time zone chosen for this browser, ahead of the user's own (R43). */
export const SESSION_TIME_ZONE_KEY = 'time_zone';

/**
 * The session time zone: local storage first, then the signed-in user's time_zone, then UTC.
 * The user's zone is learnt from the auth provider's /account answers; state lives in the instance.
 */
export function createSessionTimeZone(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage) {
  let userTimeZone: string | undefined;
  return {
    learn: (user: { time_zone?: string | null }) => {
      userTimeZone = user.time_zone ?? undefined;
    },
    current: () => resolveSessionTimeZone({ stored: storage?.getItem(SESSION_TIME_ZONE_KEY), userInfo: { time_zone: userTimeZone } }),
  };
}
