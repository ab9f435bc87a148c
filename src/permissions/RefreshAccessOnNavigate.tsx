import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Re-asks react-admin's access questions (menus, resources, actions) at every navigation, so a
 * permission or feature change made by someone else is seen at the user's next navigation
 * without signing in again (the auth provider re-reads /account at most once a second).
 */
export function RefreshAccessOnNavigate() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: ['auth'] });
  }, [pathname, queryClient]);
  return null;
}
