import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { RefreshAccessOnNavigate } from '../permissions/RefreshAccessOnNavigate';
import { LoadUiSettings } from '../themes/LoadUiSettings';
import { ConfirmProvider } from '../ui/confirm';
import { AppHeader } from './AppHeader';
import { NotifyBridge } from './NotifySlot';
import { ScrollToTop } from './ScrollToTop';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppHeader}>
      <NotifyBridge />
      <ScrollToTop />
      <RefreshAccessOnNavigate />
      <LoadUiSettings />
      <ConfirmProvider>{children}</ConfirmProvider>
    </Layout>
  );
}
