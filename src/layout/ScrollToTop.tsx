import { useEffect } from 'react';
import { useLocation } from 'react-admin';

/** R8: a new page starts at the top (query changes such as paging keep the position). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
