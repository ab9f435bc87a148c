import type { ComponentType, ReactNode } from 'react';
import { Layout } from 'react-admin';
import { RefreshAccessOnNavigate } from '../permissions/RefreshAccessOnNavigate';
import { LoadUiSettings } from '../themes/LoadUiSettings';
import { ViewAsBanner } from '../security/ViewAsBanner';
import { ConfirmProvider } from '../ui/confirm';
import { ZonedDates } from '../ui/ZonedDates';
import { AppHeader } from './AppHeader';
import { AppMenu } from './menu/AppMenu';
import { NotifyBridge } from './NotifySlot';
import { RESPONSIVE_LAYOUT } from './responsiveLayout';
import { ScrollToTop } from './ScrollToTop';

/**
 * The back office's frame; `menu` and `appBar` replace the grouped side menu and the full app bar
 * (a test of one screen passes lighter ones: test/ui/roleAppHarness.tsx).
 */
export function AppLayout({ children, menu = AppMenu, appBar = AppHeader }: { children: ReactNode; menu?: ComponentType; appBar?: ComponentType }) {
  return (
    <Layout appBar={appBar} menu={menu} sx={RESPONSIVE_LAYOUT}>
      <NotifyBridge />
      <ScrollToTop />
      <RefreshAccessOnNavigate />
      <LoadUiSettings />
      <ViewAsBanner />
      <ConfirmProvider>
        <ZonedDates>{children}</ZonedDates>
      </ConfirmProvider>
    </Layout>
  );
}
