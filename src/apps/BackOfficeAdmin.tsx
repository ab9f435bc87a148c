import CssBaseline from '@mui/material/CssBaseline';
import { createElement, useState, type ReactNode } from 'react';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  type AdminProps,
} from 'react-admin';
import { LoadingLabel } from '../layout/LoadingLabel';

export type BackOfficeAdminProps = Required<
  Pick<AdminProps, 'basename' | 'title' | 'dataProvider' | 'authProvider' | 'i18nProvider' | 'layout' | 'catchAll' | 'theme' | 'notification'>
> & {
  /** none: the app opens on its first resource (the advertiser's) */
  dashboard?: AdminProps['dashboard'];
  children: ReactNode;
};

/**
 * react-admin's `<Admin>` as the back office uses it, without its defaults we never show:
 * `<Admin>` always bundles react-admin's own sign-in form (and with it react-hook-form) and its
 * default layout, even with `loginPage={false}` and a layout of ours, because they are default
 * values of `<AdminUI>`'s props. Here every page is named, so the first view carries neither.
 * Same contexts, routes and pages otherwise: the store is react-admin's localStorage store, one per
 * back office, as `<Admin>` creates it.
 */
export function BackOfficeAdmin({ basename, title, dataProvider, authProvider, i18nProvider, layout, dashboard, catchAll, theme, notification, children }: BackOfficeAdminProps) {
  const [store] = useState(() => localStorageStore());
  return (
    <AdminContext basename={basename} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={theme}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title={title}
          layout={layout}
          dashboard={dashboard}
          catchAll={catchAll}
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          error={ErrorPage}
          loading={LoadingPage}
          loginPage={false}
          requireAuth
          disableTelemetry
        >
          {children}
        </CoreAdminUI>
        {createElement(notification)}
        {/* names every spinner (src/themes/a11yDefaults.ts): here, not in the app bar, so the loading page drawn before the layout has it too */}
        <LoadingLabel />
      </CssBaseline>
    </AdminContext>
  );
}
