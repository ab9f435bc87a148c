import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';

const ChildrenContext = createContext<ReactNode>(null);

function Children() {
  return <>{useContext(ChildrenContext)}</>;
}

/**
 * (Imported from react-router-dom: that is the entry react-admin itself resolves, so both share one
 * router context under Vitest too, where the two entries load as separate module instances.)
 *
 * react-admin would make a hash router of its own; this gives it a browser (data) router instead,
 * so URLs are plain paths (R7) and unsaved-changes blocking still works. The app lives under
 * `{basename}/*`; any other path of the role's segment goes to its home.
 */
export function BrowserRouterShell({ basename, children }: { basename: string; children: ReactNode }) {
  const [router] = useState(() =>
    createBrowserRouter([
      { path: `${basename}/*`, element: <Children /> },
      { path: '*', element: <Navigate to={`${basename}/`} replace /> },
    ]),
  );
  useEffect(() => () => router.dispose(), [router]);
  // children come through context: the router is made once, its content changes with the app
  return (
    <ChildrenContext.Provider value={children}>
      <RouterProvider router={router} />
    </ChildrenContext.Provider>
  );
}
