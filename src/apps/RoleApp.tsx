import { useEffect, useMemo, useRef, useState } from 'react';
import { CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import type { Navigate } from '../../providers/authProvider';
import type { Notify } from '../../providers/http/types';
import { createI18nProvider, loadI18nProvider } from '../../providers/i18nProvider';
import { commissionTypes, countries, redirectTypes, trafficChannels } from '../../resources/dictionaries';
import languages from '../../resources/languages';
import marketplaceCategories from '../../resources/marketplace-categories';
import permissionUsers from '../../resources/permission-users';
import trackingDomainRules from '../../resources/tracking-domain-rules';
import trackingDomains from '../../resources/tracking-domains';
import { userOperationResources } from '../account/userOperationResources';
import { offerResources } from '../offers/offerResources';
import { securityResources } from '../security/securityResources';
import { reportResources } from '../reports/reportResources';
import type { AppRole } from '../boot/pickApp';
import { brand } from '../brand';
import { Dashboard } from '../dashboard/Dashboard';
import { AppLayout } from '../layout/AppLayout';
import { NotifySlotProvider } from '../layout/NotifySlot';
import { myPermissions, permissionRoutes } from '../permissions/routes';
import { systemSettings } from '../settings';
import { NotFoundPage } from '../ui/NotFoundPage';
import { Preloader } from '../ui/Preloader';
import { personalRoutes } from '../themes/routes';
import { UiSettingsProvider } from '../themes/UiSettingsProvider';
import { AppNotification } from '../ui/toast/AppNotification';
import { BackOfficeAdmin } from './BackOfficeAdmin';
import { BrowserRouterShell } from './BrowserRouterShell';
import { createRoleServices } from './roleServices';
import { RoleProvider } from './RoleContext';

export interface RoleAppProps {
  role: AppRole;
  /** full page loads (sign-in redirect, app switch, logout); tests pass their own */
  navigate?: Navigate;
  apiBase?: string;
  /** the page's early calls' fetch (providers/http/earlyCalls.ts): the first reads were started while the page booted */
  fetchImpl?: typeof fetch;
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
export function RoleApp({ role, navigate, apiBase, fetchImpl }: RoleAppProps) {
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
          layout={AppLayout}
          dashboard={Dashboard}
          catchAll={NotFoundPage}
          theme={theme}
          notification={AppNotification}
        >
          {role === 'affiliate' ? (
            // readable by affiliates for pickers, but not a screen of their portal
            <Resource name="languages" recordRepresentation={languages.recordRepresentation} />
          ) : (
            <Resource name="languages" {...languages} />
          )}
          {role === 'admin' ? (
            <>
              <Resource name="tracking-domains" {...trackingDomains} />
              <Resource name="tracking-domain-rules" {...trackingDomainRules} />
              <Resource name="marketplace-categories" {...marketplaceCategories} />
              <Resource name="commission-types" {...commissionTypes} />
              <Resource name="redirect-types" {...redirectTypes} />
              <Resource name="traffic-channels" {...trafficChannels} />
              <Resource name="countries" {...countries} />
            </>
          ) : null}
          {/* docs/decisions.md, permissions: the permission screens and system settings */}
          {role !== 'affiliate' ? <Resource name="permission-users" {...permissionUsers} /> : null}
          {role === 'admin' ? <Resource name="system-settings" {...systemSettings} /> : null}
          {role !== 'affiliate' ? userOperationResources(role) : null}
          {offerResources(role)}
          {securityResources(role)}
          {reportResources(role)}
          <Resource name="my-permissions" {...myPermissions} />
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
