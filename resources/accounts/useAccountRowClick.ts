import { useBasename, type Identifier } from 'react-admin';

/**
 * A row click that opens the user's account page inside the same app. A path returned by
 * rowClick is taken as absolute, so it needs the app's base (/admin/d…), or it lands on /admin/d/.
 */
export function useAccountRowClick(): (id: Identifier) => string {
  const basename = useBasename();
  return (id) => `${basename}/user-operations/all-users/${id}/show`;
}
