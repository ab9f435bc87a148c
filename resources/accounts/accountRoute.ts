/** Where the account page sends a failed lookup (spec 1 §2, R252), relative to the role app's /d. */
export const ALL_USERS_PATH = '/user-operations/all-users';

/**
 * The account's user id from the route (R251): the tab routes nest under the account route, and a
 * nested route sees its parent's and grandparent's parameters, so `id` is the first one found.
 */
export function userIdFromParams(...levels: ReadonlyArray<Readonly<Record<string, string | undefined>>>): number | undefined {
  for (const params of levels) {
    const raw = params.id;
    if (raw && /^[1-9]\d{0,9}$/.test(raw)) return Number(raw);
  }
  return undefined;
}
