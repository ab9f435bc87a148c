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

/** The back office's frame; `menu` replaces the grouped side menu (a test of one screen passes one that draws nothing). */
export function AppLayout({ children, menu = AppMenu }: { children: ReactNode; menu?: ComponentType }) {
  return (
    <Layout appBar={AppHeader} menu={menu} sx={RESPONSIVE_LAYOUT}>
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
