import { useEffect, useMemo, useRef, useState } from 'react';
import { CustomRoutes, Resource, type I18nProvider, type LayoutComponent } from 'react-admin';
import type { Navigate } from '../../providers/authProvider';
import type { Notify } from '../../providers/http/types';
import { createI18nProvider, loadI18nProvider } from '../i18n/i18nProvider';
import { roleResources } from '../../providers/resourceTables';
import type { AppRole } from '../boot/pickApp';
import { brand } from '../brand';
import { Dashboard } from '../dashboard/Dashboard';
import { AppLayout } from '../layout/AppLayout';
import { NotifySlotProvider } from '../layout/NotifySlot';
import { permissionRoutes } from '../permissions/routes';
import { NotFoundPage } from '../ui/NotFoundPage';
import { Preloader } from '../ui/Preloader';
import { personalRoutes } from '../themes/routes';
import { UiSettingsProvider } from '../themes/UiSettingsProvider';
import { AppNotification } from '../ui/toast/AppNotification';
import { BackOfficeAdmin } from './BackOfficeAdmin';
import { BrowserRouterShell } from './BrowserRouterShell';
import { createRoleServices } from './roleServices';
import { RoleProvider } from '../ui/RoleContext';

export interface RoleAppProps {
  role: AppRole;
  /** full page loads (sign-in redirect, app switch, logout); tests pass their own */
  navigate?: Navigate;
  apiBase?: string;
  /** the page's early calls' fetch (providers/http/earlyCalls.ts): the first reads were started while the page booted */
  fetchImpl?: typeof fetch;
  /** the frame around every screen (the back office's own by default) */
  layout?: LayoutComponent;
}

/** The stored language's catalogue is loaded before the first render, so a Russian user never sees English first. */
function useI18nProvider(): I18nProvider | null {
  const [provider, setProvider] = useState<I18nProvider | null>(null);
  useEffect(() => {
    let active = true;
    loadI18nProvider().then(
      (loaded) => active && setProvider(loaded),
      (error: unknown) => {
        console.error('Could not load the interface language; using English', error);
        if (active) setProvider(createI18nProvider('en'));
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return provider;
}

/**
 * One role's back office: `<Admin basename="/{role}/d">`. Signed-out visitors and users of
 * another role are sent away by the auth provider's checkAuth (R10–R12, R19, R20).
 */
export function RoleApp({ role, navigate, apiBase, fetchImpl, layout = AppLayout }: RoleAppProps) {
  const i18nProvider = useI18nProvider();
  const notifySlot = useRef<Notify | null>(null);
  const services = useMemo(
    () => createRoleServices({ role, navigate, apiBase, fetchImpl, notify: (message, options) => notifySlot.current?.(message, options) }),
    [role, navigate, apiBase, fetchImpl],
  );

  if (i18nProvider === null) return <Preloader />;

  const basename = `/${role}/d`;
  return (
    <RoleProvider value={role}>
      <NotifySlotProvider value={notifySlot}>
        <BrowserRouterShell basename={basename}>
        <UiSettingsProvider http={services.http} whiteLabelScheme={brand.colorScheme}>
        {(theme) => (
        <BackOfficeAdmin
          basename={basename}
          title={brand.companyName}
          dataProvider={services.dataProvider}
          authProvider={services.authProvider}
          i18nProvider={i18nProvider}
          layout={layout}
          // the advertiser's app opens on its first screen, their spend: it has no dashboard widgets
          {...(role === 'advertiser' ? {} : { dashboard: Dashboard })}
          catchAll={NotFoundPage}
          theme={theme}
          notification={AppNotification}
        >
          {roleResources(role).map(({ manifest: { name, api: _api, access: _access, apps: _apps, menu: _menu, names: _names, ...screens }, registration }) =>
            registration === 'screens' ? (
              <Resource key={name} name={name} {...screens} />
            ) : (
              // readable for pickers, but not a screen of this role's app
              <Resource key={name} name={name} recordRepresentation={screens.recordRepresentation} />
            ),
          )}
          <CustomRoutes>{permissionRoutes}</CustomRoutes>
          <CustomRoutes>{personalRoutes}</CustomRoutes>
        </BackOfficeAdmin>
        )}
        </UiSettingsProvider>
        </BrowserRouterShell>
      </NotifySlotProvider>
    </RoleProvider>
  );
}

export default RoleApp;
